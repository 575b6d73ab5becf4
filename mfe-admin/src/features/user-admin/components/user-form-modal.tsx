import { Button, Group, Modal, Stack } from '@mantine/core';
import type { AdminUser } from 'shared-rules';
import { FormRefusal } from 'shared-ui';
import { useUserForm } from '../hooks/use-user-form';
import { userName } from '../state/user-labels';
import { UserFormFields } from './user-form-fields';

/** Which user the modal edits: `user` null adds one. */
export interface UserEditor {
  user: AdminUser | null;
}

function UserFormBody({ user, title, onClose }: { user: AdminUser | null; title: string; onClose: () => void }) {
  const { form, isNew, submit, refusal, saving } = useUserForm({ user, onSaved: onClose });
  return (
    <form noValidate aria-label={title} onSubmit={submit}>
      <Stack gap="md">
        <UserFormFields form={form} user={user} />
        <FormRefusal title={isNew ? 'The user was not added' : 'The user was not saved'} refusal={refusal} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={!isNew && !form.isDirty()}>
            {isNew ? 'Add user' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Adds a user, or edits one; each opening starts from the user as listed (or blank). */
export function UserFormModal({ editor, onClose }: { editor: UserEditor | null; onClose: () => void }) {
  const title = editor?.user ? `Edit ${userName(editor.user)}` : 'Add user';
  return (
    <Modal opened={editor !== null} onClose={onClose} title={title} size="lg" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {editor && <UserFormBody key={editor.user?.id ?? 'new'} user={editor.user} title={title} onClose={onClose} />}
    </Modal>
  );
}
