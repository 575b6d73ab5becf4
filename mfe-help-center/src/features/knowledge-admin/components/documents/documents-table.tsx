import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatInstantDateTime, type KnowledgeAdminDocument } from 'shared-rules';
import { DataTable, type DataTableColumn, type DataTableEmpty, type DataTableLoadError, type DataTablePaging } from 'shared-ui';
import { countLabel } from 'shared-ui';
import { audienceLabel, SOURCE_TYPE_LABELS } from '../../state/knowledge-labels';
import { DocumentStatus } from '../document-status';

export interface DocumentsTableProps {
  /** Undefined until services first answer. */
  documents: KnowledgeAdminDocument[] | undefined;
  error: DataTableLoadError | null;
  empty: DataTableEmpty;
  fetching: boolean;
  paging: DataTablePaging;
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

const COLUMNS: DataTableColumn<KnowledgeAdminDocument>[] = [
  { key: 'sourceType', title: 'Type', render: (document) => <Text size="sm">{SOURCE_TYPE_LABELS[document.sourceType]}</Text> },
  {
    key: 'status',
    title: 'Status',
    render: (document) => <DocumentStatus status={document.status} statusMessage={document.statusMessage} />,
  },
  { key: 'tags', title: 'Tags', cellStyle: { maxWidth: 220 }, render: (document) => <Tags tags={document.tags} /> },
  {
    key: 'audiences',
    title: 'Audiences',
    cellStyle: { maxWidth: 200 },
    render: (document) => <Audiences audiences={document.audiences} />,
  },
  { key: 'priority', title: 'Priority', render: (document) => <Text size="sm">{document.priority}</Text> },
  {
    key: 'votes',
    title: 'Votes',
    render: (document) => (
      <Stack gap={0}>
        <Text size="sm">{countLabel(document.helpfulVotes)} helpful</Text>
        <Text size="sm">{countLabel(document.notHelpfulVotes)} not helpful</Text>
      </Stack>
    ),
  },
  {
    key: 'updatedAt',
    title: 'Updated',
    render: (document) => <Text size="sm">{formatInstantDateTime(document.updatedAt) ?? document.updatedAt}</Text>,
  },
];

/** One page of the editors' list: what each document is, who reads it, how it was rated, and what an editor does to it. */
export function DocumentsTable({
  documents,
  error,
  empty,
  fetching,
  paging,
  editAddress,
  busyId,
  onAudit,
  onArchive,
  onReextract,
}: DocumentsTableProps) {
  const titleColumn: DataTableColumn<KnowledgeAdminDocument> = {
    key: 'title',
    title: 'Title',
    cellStyle: { maxWidth: 280 },
    render: (document) => (
      <Anchor component={Link} to={editAddress(document)} size="sm" fw={600}>
        {document.title}
      </Anchor>
    ),
  };
  return (
    <DataTable<KnowledgeAdminDocument>
      label="Knowledge documents"
      records={documents}
      rowKey={(document) => document._id}
      columns={[titleColumn, ...COLUMNS]}
      error={error}
      loadingLabel="Loading the documents"
      empty={empty}
      fetching={fetching}
      paging={paging}
      minWidth={1180}
      rowActions={{
        titleShown: true,
        render: (document) => (
          <>
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
              <Button size="xs" variant="light" color="red" aria-label={`Archive ${document.title}`} onClick={() => onArchive(document)}>
                Archive
              </Button>
            )}
          </>
        ),
      }}
    />
  );
}
