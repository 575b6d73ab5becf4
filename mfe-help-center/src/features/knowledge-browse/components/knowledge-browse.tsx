import { Button, Center, Grid, Loader, Paper, Stack, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState, getBus, LoadErrorAlert, problemMessage } from 'shared-ui';
import { useGetKnowledgeTaxonomyQuery } from '../api/get-knowledge-taxonomy';
import { browseLink, browseSelectionOf } from '../state/browse-query';
import { FormatList, TopicList } from './taxonomy-lists';
import { TagDocuments } from './tag-documents';

/**
 * /knowledge: the knowledge base by topic. The topics (tags) and formats (source types) come with
 * their document counts; the picked topic (`?tag=`, paged with `&page=`) lists its documents, and
 * a document opens in the viewer. The address holds the selection, so Back and shared links work.
 */
export function KnowledgeBrowse({ onOpenDocument }: { onOpenDocument: (documentId: string) => void }) {
  const taxonomy = useGetKnowledgeTaxonomyQuery();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const selection = browseSelectionOf(searchParams);

  if (taxonomy.isError) {
    return (
      <LoadErrorAlert
        title="The knowledge base could not be loaded"
        message={problemMessage(taxonomy.error)}
        onRetry={() => void taxonomy.refetch()}
      />
    );
  }
  if (!taxonomy.data) {
    return (
      <Center py="xl" role="status" aria-label="Loading the knowledge base">
        <Loader size="sm" />
      </Center>
    );
  }
  const { tags, sourceTypes } = taxonomy.data;
  if (tags.length === 0 && sourceTypes.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <EmptyState
          title="No documentation available"
          description="Published guides and policies will be listed here. Until then, our support team can answer your questions."
          action={
            <Button variant="light" onClick={() => getBus().emit('host:open-modal', { modal: 'contact-support' })}>
              Contact Support
            </Button>
          }
        />
      </Paper>
    );
  }
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <TopicList tags={tags} selectedTag={selection.tag} />
          <FormatList sourceTypes={sourceTypes} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        {selection.tag ? (
          <TagDocuments
            tag={selection.tag}
            page={selection.page}
            onPageChange={(page) => navigate(browseLink({ tag: selection.tag, page }))}
            onOpenDocument={onOpenDocument}
          />
        ) : (
          <Text c="dimmed">Pick a topic to see its documents.</Text>
        )}
      </Grid.Col>
    </Grid>
  );
}
