import { knowledgeTopicLabel } from 'shared-rules';
import { Center, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { EmptyState, LoadErrorAlert, problemMessage } from 'shared-ui';
import { useListKnowledgeDocumentsQuery } from '../../../api/list-knowledge-documents';
import { KnowledgeDocumentCard } from '../../../components/knowledge-document-card';
import { documentCountLabel } from '../../../lib/knowledge-display';
import { BROWSE_PAGE_SIZE } from '../state/browse-query';

export interface TagDocumentsProps {
  tag: string;
  page: number;
  onPageChange: (page: number) => void;
  onOpenDocument: (documentId: string) => void;
}

/** A topic's published documents, highest priority first, a page at a time. */
export function TagDocuments({ tag, page, onPageChange, onOpenDocument }: TagDocumentsProps) {
  const list = useListKnowledgeDocumentsQuery({ tags: [tag], sort: 'priority', order: 'desc', page, pageSize: BROWSE_PAGE_SIZE });
  const answer = list.currentData;
  const pageCount = answer ? Math.ceil(answer.total / BROWSE_PAGE_SIZE) : 0;

  return (
    <Stack gap="sm" component="section" aria-labelledby="knowledge-tag-documents">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="h4" id="knowledge-tag-documents">
          {knowledgeTopicLabel(tag)}
        </Title>
        {answer && (
          <Text size="sm" c="dimmed">
            {documentCountLabel(answer.total)}
          </Text>
        )}
      </Group>
      {list.isError ? (
        <LoadErrorAlert
          title="The documents could not be loaded"
          message={problemMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : !answer ? (
        <Center py="xl" role="status" aria-label="Loading documents">
          <Loader size="sm" />
        </Center>
      ) : answer.data.length === 0 ? (
        <EmptyState title="No documentation available" description="No published document has this topic yet." />
      ) : (
        <Stack component="ul" aria-label={`Documents about ${knowledgeTopicLabel(tag)}`} gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {answer.data.map((document) => (
            <li key={document._id}>
              <KnowledgeDocumentCard document={document} onOpen={() => onOpenDocument(document._id)} />
            </li>
          ))}
        </Stack>
      )}
      {pageCount > 1 && (
        <Pagination total={pageCount} value={page} onChange={onPageChange} size="sm" aria-label={`Pages of ${knowledgeTopicLabel(tag)}`} />
      )}
    </Stack>
  );
}
