import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from 'shared-ui';
import { type UsersView, usersViewFromParams, usersViewParams } from '../state/users-view';
import { ImportUsersModal } from './import-users-modal';
import { type UserEditor, UserFormModal } from './user-form-modal';
import { UsersFilters } from './users-filters';
import { UsersList } from './users-list';

/**
 * /admin/users: everyone who can sign in to the portal, lender staff and brokers' loan officers
 * and processors: add or edit them, disable or enable their sign-in, email them a password link,
 * and import contacts from a CSV file. The filters, order and page live in the address.
 */
export default function UsersAdminPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = usersViewFromParams(searchParams);
  const show = (next: UsersView) => setSearchParams(usersViewParams(next));
  const [editor, setEditor] = useState<UserEditor | null>(null);
  const [importing, setImporting] = useState(false);
  return (
    <>
      <PageHeader
        title="Users"
        description="Lender staff and the brokers’ loan officers and processors: who can sign in, and what they may do."
        actions={
          <>
            <Button onClick={() => setEditor({ user: null })}>Add user</Button>
            <Button variant="default" onClick={() => setImporting(true)}>
              Import contacts
            </Button>
          </>
        }
      />
      <Stack gap="md">
        <UsersFilters view={view} onChange={show} />
        <UsersList view={view} onViewChange={show} onEdit={(user) => setEditor({ user })} />
      </Stack>
      <UserFormModal editor={editor} onClose={() => setEditor(null)} />
      <ImportUsersModal opened={importing} onClose={() => setImporting(false)} />
    </>
  );
}
