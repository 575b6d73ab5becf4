import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AdminUser } from 'shared-rules';
import { FormRefusal, problemMessage, showToast } from 'shared-ui';
import { useUpdateAdminUserMutation } from '../api/update-admin-user';
import { userName } from '../state/user-labels';

/**
 * Asks before a user's sign-in is disabled (`PATCH {disabledLogin: true}`): every session of
 * theirs ends at once. A refusal (the last administrator, one's own sign-in) stays in the dialog.
 */
export function DisableUserModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const [update, updating] = useUpdateAdminUserMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = user ? userName(user) : '';

  const close = () => {
    setRefusal(null);
    onClose();
  };

  const confirm = async () => {
    if (!user) return;
    setRefusal(null);
    try {
      await update({ id: user.id, change: { disabledLogin: true } }).unwrap();
      showToast('success', 'Sign-in disabled', `${name} can no longer sign in.`);
      close();
    } catch (error) {
      setRefusal(problemMessage(error));
    }
  };

  return (
    <Modal
      opened={user !== null}
      onClose={close}
      title={`Disable sign-in for ${name}?`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">
          {name} will not be able to sign in, and every session they have open ends now. They stay listed as Disabled, with their loans and
          history, and you can enable their sign-in again at any time.
        </Text>
        <FormRefusal title="Sign-in was not disabled" refusal={refusal} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={updating.isLoading}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={updating.isLoading}>
            Disable sign-in
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
