import { Badge, Button, Group, Table } from '@mantine/core';
import { type Changelog, formatCalendarDate, formatInstantDateTime } from 'shared-rules';

export interface ChangelogsTableProps {
  changelogs: Changelog[];
  busyId: string | null;
  onEdit: (changelog: Changelog) => void;
  onToggleActive: (changelog: Changelog) => void;
  onDelete: (changelog: Changelog) => void;
}

/** Every changelog, inactive and future ones included, with what an administrator does to each. */
export function ChangelogsTable({ changelogs, busyId, onEdit, onToggleActive, onDelete }: ChangelogsTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table aria-label="Changelogs" striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Title</Table.Th>
            <Table.Th>Version</Table.Th>
            <Table.Th>Start date</Table.Th>
            <Table.Th>Active</Table.Th>
            <Table.Th>Updated</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changelogs.map((changelog) => (
            <Table.Tr key={changelog.id}>
              <Table.Td>{changelog.title}</Table.Td>
              <Table.Td>{changelog.version}</Table.Td>
              <Table.Td>{formatCalendarDate(changelog.startDate) ?? changelog.startDate}</Table.Td>
              <Table.Td>
                <Badge color={changelog.active ? 'green' : 'gray'} variant="light">
                  {changelog.active ? 'Active' : 'Inactive'}
                </Badge>
              </Table.Td>
              <Table.Td>{formatInstantDateTime(changelog.updatedAt) ?? changelog.updatedAt}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
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
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={`Delete ${changelog.title}`}
                    onClick={() => onDelete(changelog)}
                  >
                    Delete
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
