import { Badge, Button } from '@mantine/core';
import { type Changelog, formatCalendarDate, formatInstantDateTime } from 'shared-rules';
import { DataTable, type DataTableColumn, type DataTableLoadError } from 'shared-ui';

export interface ChangelogsTableProps {
  /** Undefined until services first answer. */
  changelogs: Changelog[] | undefined;
  error: DataTableLoadError | null;
  busyId: string | null;
  onEdit: (changelog: Changelog) => void;
  onToggleActive: (changelog: Changelog) => void;
  onDelete: (changelog: Changelog) => void;
}

const COLUMNS: DataTableColumn<Changelog>[] = [
  { key: 'title', title: 'Title', render: (changelog) => changelog.title },
  { key: 'version', title: 'Version', render: (changelog) => changelog.version },
  { key: 'startDate', title: 'Start date', render: (changelog) => formatCalendarDate(changelog.startDate) ?? changelog.startDate },
  {
    key: 'active',
    title: 'Active',
    render: (changelog) => (
      <Badge color={changelog.active ? 'green' : 'gray'} variant="light">
        {changelog.active ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
  { key: 'updatedAt', title: 'Updated', render: (changelog) => formatInstantDateTime(changelog.updatedAt) ?? changelog.updatedAt },
];

/** Every changelog, inactive and future ones included, with what an administrator does to each. */
export function ChangelogsTable({ changelogs, error, busyId, onEdit, onToggleActive, onDelete }: ChangelogsTableProps) {
  return (
    <DataTable<Changelog>
      label="Changelogs"
      records={changelogs}
      rowKey={(changelog) => changelog.id}
      columns={COLUMNS}
      error={error}
      loadingLabel="Loading changelogs"
      empty={{ title: 'No changelogs yet', description: 'Write the first release notes with New changelog.' }}
      minWidth={760}
      striped
      highlightOnHover={false}
      rowActions={{
        titleShown: true,
        render: (changelog) => (
          <>
            <Button size="xs" variant="light" aria-label={`Edit ${changelog.title}`} onClick={() => onEdit(changelog)}>
              Edit
            </Button>
            <Button
              size="xs"
              variant="default"
              aria-label={`${changelog.active ? 'Deactivate' : 'Activate'} ${changelog.title}`}
              loading={busyId === changelog.id}
              onClick={() => onToggleActive(changelog)}
            >
              {changelog.active ? 'Deactivate' : 'Activate'}
            </Button>
            <Button size="xs" variant="light" color="red" aria-label={`Delete ${changelog.title}`} onClick={() => onDelete(changelog)}>
              Delete
            </Button>
          </>
        ),
      }}
    />
  );
}
