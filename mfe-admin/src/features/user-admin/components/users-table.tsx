import 'mantine-datatable/styles.css';
import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { type AdminUser, formatInstantDate, USER_SORT_COLUMNS } from 'shared-rules';
import { USER_TYPE_LABELS, userCountLabel, userName, userRolesLabel } from '../state/user-labels';
import type { UsersView } from '../state/users-view';
import { type UserActions, UserActionsMenu } from './user-actions-menu';

export interface UsersTableProps {
  users: AdminUser[];
  total: number;
  pageSize: number;
  view: UsersView;
  onViewChange: (view: UsersView) => void;
  /** A newer page or order is being read: the rows shown are the previous answer's. */
  fetching: boolean;
  busyId: string | null;
  actions: UserActions;
}

function NameCell({ user }: { user: AdminUser }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={500}>
        {userName(user)}
      </Text>
      {user.disabledLogin && (
        <Badge color="red" variant="light" size="sm" style={{ flexShrink: 0 }}>
          Disabled
        </Badge>
      )}
      {user.mfaEnabled && (
        <Badge color="gray" variant="light" size="sm" title="Signs in with a second step" style={{ flexShrink: 0 }}>
          MFA
        </Badge>
      )}
    </Group>
  );
}

/** One page of users, sorted and paged by services: a header click or a page change writes the view. */
export function UsersTable({ users, total, pageSize, view, onViewChange, fetching, busyId, actions }: UsersTableProps) {
  const sortStatus: DataTableSortStatus<AdminUser> = { columnAccessor: view.sort, direction: view.direction };
  const sortBy = ({ columnAccessor, direction }: DataTableSortStatus<AdminUser>) => {
    const sort = USER_SORT_COLUMNS.find((column) => column === columnAccessor);
    if (sort) onViewChange({ ...view, sort, direction, page: 1 });
  };
  return (
    <DataTable<AdminUser>
      aria-label="Users"
      aria-busy={fetching}
      withTableBorder
      borderRadius="md"
      highlightOnHover
      minHeight={users.length === 0 ? 160 : undefined}
      records={users}
      idAccessor="id"
      fetching={fetching}
      loadingText="Loading the users"
      noRecordsText="No users on this page"
      totalRecords={total}
      recordsPerPage={pageSize}
      page={view.page}
      onPageChange={(page) => onViewChange({ ...view, page })}
      paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${userCountLabel(totalRecords)}`}
      sortStatus={sortStatus}
      onSortStatusChange={sortBy}
      columns={[
        { accessor: 'name', title: 'Name', sortable: true, render: (user) => <NameCell user={user} /> },
        { accessor: 'email', title: 'Email', sortable: true, render: (user) => <Text size="sm">{user.email}</Text> },
        { accessor: 'userType', title: 'Kind', render: (user) => USER_TYPE_LABELS[user.userType] },
        {
          accessor: 'organization',
          title: 'Organization',
          sortable: true,
          render: (user) =>
            user.organization?.name ?? (
              <Text size="sm" c="dimmed">
                None
              </Text>
            ),
        },
        { accessor: 'roles', title: 'Roles', render: (user) => userRolesLabel(user) },
        {
          accessor: 'createdAt',
          title: 'Created',
          sortable: true,
          noWrap: true,
          render: (user) => formatInstantDate(user.createdAt) ?? '',
        },
        {
          accessor: 'actions',
          title: <VisuallyHidden>Actions</VisuallyHidden>,
          textAlign: 'right',
          width: 64,
          render: (user) => <UserActionsMenu user={user} busy={busyId === user.id} actions={actions} />,
        },
      ]}
    />
  );
}
