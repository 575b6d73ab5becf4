import { Button } from '@mantine/core';
import { useState } from 'react';
import type { AdminUser } from 'shared-rules';
import { type DataTableEmpty, loadErrorOf, useRoles } from 'shared-ui';
import { useGetAdminUsersQuery } from '../api/get-admin-users';
import { useUserActions } from '../hooks/use-user-actions';
import { isFiltered, USERS_PAGE_SIZE, type UsersView, usersListQuery } from '../state/users-view';
import { DisableUserModal } from './disable-user-modal';
import { UsersTable } from './users-table';

export const USERS_LOAD_ERROR = 'The users could not be loaded';

export interface UsersListProps {
  view: UsersView;
  onViewChange: (view: UsersView) => void;
  onEdit: (user: AdminUser) => void;
}

/** The users of the view, a page at a time (`GET /api/admin/users`), with each row's actions. */
export function UsersList({ view, onViewChange, onEdit }: UsersListProps) {
  const list = useGetAdminUsersQuery(usersListQuery(view));
  const { enableSignIn, sendPasswordLink, impersonate, busyId } = useUserActions();
  const roles = useRoles();
  const [toDisable, setToDisable] = useState<AdminUser | null>(null);

  const emptyList = (): DataTableEmpty => {
    if ((list.data?.total ?? 0) > 0) {
      return {
        title: `No users on page ${view.page}`,
        description: 'The list is shorter than this page.',
        action: <Button onClick={() => onViewChange({ ...view, page: 1 })}>Go to the first page</Button>,
      };
    }
    return isFiltered(view)
      ? { title: 'No users match', description: 'Change the words searched for, the kind, the organization or the status.' }
      : {
          title: 'No users yet',
          description: 'Add lender staff and external loan officers and processors, or import contacts from a CSV file.',
        };
  };

  return (
    <>
      <UsersTable
        users={list.data?.items}
        total={list.data?.total ?? 0}
        pageSize={list.data?.pageSize ?? USERS_PAGE_SIZE}
        view={view}
        onViewChange={onViewChange}
        fetching={list.isFetching}
        error={loadErrorOf(list, USERS_LOAD_ERROR)}
        empty={emptyList()}
        busyId={busyId}
        actions={{
          onEdit,
          onDisable: setToDisable,
          onEnable: (user) => void enableSignIn(user),
          onSendPasswordLink: (user) => void sendPasswordLink(user),
          onImpersonate: roles.isAdmin && !roles.isImpersonating ? (user) => void impersonate(user) : undefined,
        }}
      />
      <DisableUserModal user={toDisable} onClose={() => setToDisable(null)} />
    </>
  );
}
