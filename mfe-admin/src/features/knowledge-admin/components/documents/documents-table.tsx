import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatInstantDateTime, type KnowledgeAdminDocument } from 'shared-rules';
import { audienceLabel, countLabel, SOURCE_TYPE_LABELS } from '../../state/knowledge-labels';
import { DocumentStatus } from '../document-status';

export interface DocumentsTableProps {
  documents: KnowledgeAdminDocument[];
  /** The address of a document's edit form (the list's filters kept, for Back). */
  editAddress: (document: KnowledgeAdminDocument) => { search: string };
  /** The document an action is running for. */
  busyId: string | null;
  onAudit: (document: KnowledgeAdminDocument) => void;
  onArchive: (document: KnowledgeAdminDocument) => void;
  onReextract: (document: KnowledgeAdminDocument) => void;
}

/** A PDF's text can be extracted again after a failure, or when a better extractor is available. */
const mayReextract = (document: KnowledgeAdminDocument) =>
  document.sourceType === 'pdf' && (document.status === 'failed' || document.status === 'published');

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No tags
      </Text>
    );
  return (
    <Group gap={4}>
      {tags.map((tag) => (
        <Badge key={tag} variant="outline" color="gray" tt="none">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}

function Audiences({ audiences }: { audiences: string[] }) {
  return <Text size="sm">{audiences.length === 0 ? 'Everyone' : audiences.map(audienceLabel).join(', ')}</Text>;
}

/** One page of the editors' list: what each document is, who reads it, how it was rated, and what an editor does to it. */
export function DocumentsTable({ documents, editAddress, busyId, onAudit, onArchive, onReextract }: DocumentsTableProps) {
  return (
    <Table.ScrollContainer minWidth={1180}>
      <Table aria-label="Knowledge documents" verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Title</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Tags</Table.Th>
            <Table.Th>Audiences</Table.Th>
            <Table.Th>Priority</Table.Th>
            <Table.Th>Votes</Table.Th>
            <Table.Th>Updated</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((document) => (
            <Table.Tr key={document._id}>
              <Table.Td maw={280}>
                <Anchor component={Link} to={editAddress(document)} size="sm" fw={600}>
                  {document.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{SOURCE_TYPE_LABELS[document.sourceType]}</Text>
              </Table.Td>
              <Table.Td>
                <DocumentStatus status={document.status} statusMessage={document.statusMessage} />
              </Table.Td>
              <Table.Td maw={220}>
                <Tags tags={document.tags} />
              </Table.Td>
              <Table.Td maw={200}>
                <Audiences audiences={document.audiences} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{document.priority}</Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{countLabel(document.helpfulVotes)} helpful</Text>
                  <Text size="sm">{countLabel(document.notHelpfulVotes)} not helpful</Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatInstantDateTime(document.updatedAt) ?? document.updatedAt}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="default" aria-label={`Audit of ${document.title}`} onClick={() => onAudit(document)}>
                    Audit
                  </Button>
                  {mayReextract(document) && (
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`Re-extract ${document.title}`}
                      loading={busyId === document._id}
                      onClick={() => onReextract(document)}
                    >
                      Re-extract
                    </Button>
                  )}
                  {document.status !== 'archived' && (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={`Archive ${document.title}`}
                      onClick={() => onArchive(document)}
                    >
                      Archive
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
