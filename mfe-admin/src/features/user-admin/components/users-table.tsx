import { Badge, Group, Text } from '@mantine/core';
import { type AdminUser, formatInstantDate, USER_SORT_COLUMNS } from 'shared-rules';
import { DataTable, type DataTableColumn, type DataTableEmpty, type DataTableLoadError } from 'shared-ui';
import { USER_TYPE_LABELS, userCountLabel, userName, userRolesLabel } from '../state/user-labels';
import type { UsersView } from '../state/users-view';
import { type UserActions, UserActionsMenu } from './user-actions-menu';

export interface UsersTableProps {
  /** Undefined until services first answer. */
  users: AdminUser[] | undefined;
  total: number;
  pageSize: number;
  view: UsersView;
  onViewChange: (view: UsersView) => void;
  /** A newer page or order is being read: the rows shown are the previous answer's. */
  fetching: boolean;
  error: DataTableLoadError | null;
  empty: DataTableEmpty;
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

const COLUMNS: DataTableColumn<AdminUser>[] = [
  { key: 'name', title: 'Name', sortable: true, render: (user) => <NameCell user={user} /> },
  { key: 'email', title: 'Email', sortable: true, render: (user) => <Text size="sm">{user.email}</Text> },
  { key: 'userType', title: 'Kind', render: (user) => USER_TYPE_LABELS[user.userType] },
  {
    key: 'organization',
    title: 'Organization',
    sortable: true,
    render: (user) =>
      user.organization?.name ?? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ),
  },
  { key: 'roles', title: 'Roles', render: (user) => userRolesLabel(user) },
  {
    key: 'createdAt',
    title: 'Created',
    sortable: true,
    firstDirection: 'desc',
    noWrap: true,
    render: (user) => formatInstantDate(user.createdAt) ?? '',
  },
];

/** One page of users, sorted and paged by services: a header click or a page change writes the view. */
export function UsersTable({ users, total, pageSize, view, onViewChange, fetching, error, empty, busyId, actions }: UsersTableProps) {
  return (
    <DataTable<AdminUser>
      label="Users"
      records={users}
      rowKey={(user) => user.id}
      columns={COLUMNS}
      error={error}
      loadingLabel="Loading the users"
      empty={empty}
      fetching={fetching}
      withBorder
      sorting={{
        sort: { column: view.sort, direction: view.direction },
        sortedBy: 'server',
        onSortChange: ({ column, direction }) => {
          const sort = USER_SORT_COLUMNS.find((candidate) => candidate === column);
          if (sort) onViewChange({ ...view, sort, direction, page: 1 });
        },
      }}
      paging={{
        page: view.page,
        pageSize,
        total,
        onPageChange: (page) => onViewChange({ ...view, page }),
        label: 'User pages',
        summary: ({ from, to, total: count }) => `${from}–${to} of ${userCountLabel(count)}`,
      }}
      rowActions={{ render: (user) => <UserActionsMenu user={user} busy={busyId === user.id} actions={actions} /> }}
    />
  );
}
