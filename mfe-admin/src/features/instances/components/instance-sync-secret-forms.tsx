import { Alert, Button, Code, CopyButton, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { INSTANCE_SYNC_SECRET_MAX_LENGTH, INSTANCE_SYNC_SECRET_MIN_LENGTH, INSTANCE_SYNC_SECRET_TEXTS } from 'shared-rules';
import { ConfirmRemoval, problemMessage, problemOf, showErrorToast, showToast } from 'shared-ui';
import { useEnterInstanceSyncSecretMutation, useRemoveInstanceSyncSecretMutation } from '../api/instance-sync-secret';

/** The checks the services make of a pasted secret, so the message shows before anything is sent. */
export function enteredSecretError(value: string): string | null {
  const secret = value.trim();
  if (/\s/.test(secret)) return INSTANCE_SYNC_SECRET_TEXTS.hasSpaces;
  if (secret.length < INSTANCE_SYNC_SECRET_MIN_LENGTH) return INSTANCE_SYNC_SECRET_TEXTS.tooShort;
  return null;
}

/** "Enter a secret from another instance": the secret a sibling generated, pasted here. */
export function EnterSecretForm({ onDone }: { onDone: () => void }) {
  const [enter, entering] = useEnterInstanceSyncSecretMutation();
  const form = useForm({ initialValues: { secret: '' }, validate: { secret: enteredSecretError } });
  const submit = form.onSubmit(({ secret }) => {
    enter({ secret: secret.trim() })
      .unwrap()
      .then(() => {
        form.reset();
        showToast('success', 'Shared secret saved', 'Links between this portal and the instances holding the same secret work now.');
        onDone();
      })
      .catch((error: unknown) => {
        const onField = problemOf(error)?.fields?.find((field) => field.field === 'body.secret');
        form.setFieldError('secret', onField?.message ?? problemMessage(error));
      });
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Enter a shared secret">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <PasswordInput
          label="Shared secret"
          description="Paste the secret the other instance generated. It is stored encrypted and cannot be read back."
          autoComplete="off"
          maxLength={INSTANCE_SYNC_SECRET_MAX_LENGTH}
          w={{ base: '100%', sm: 420 }}
          {...form.getInputProps('secret')}
        />
        <Button type="submit" loading={entering.isLoading}>
          Save secret
        </Button>
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}

/** Removing the stored secret turns moving between instances off, after a confirmation. */
export function RemoveSecret() {
  const [remove, removing] = useRemoveInstanceSyncSecretMutation();
  return (
    <ConfirmRemoval
      label="Remove shared secret"
      question="Remove the shared secret?"
      consequence="Links from and to the other instances stop working until a secret is set again."
      removing={removing.isLoading}
      onConfirm={() =>
        remove()
          .unwrap()
          .then(() => showToast('success', 'Shared secret removed', 'Nobody moves between instances until a secret is set again.'))
          .catch((error: unknown) => {
            showErrorToast(error, 'The shared secret was not removed');
            throw error;
          })
      }
    />
  );
}

/**
 * The secret just generated, shown this once with a copy button: the services keep it
 * encrypted and never answer it again.
 */
export function GeneratedSecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <Modal
      opened={secret !== null}
      onClose={onClose}
      title="Copy the new shared secret"
      size="lg"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Alert color="yellow" title="Shown this once">
          Copy it now: the portal keeps it encrypted and never shows it again. On each sibling instance, open Instances, choose Enter a
          secret from another instance and paste it.
        </Alert>
        <Code block aria-label="New shared secret" style={{ wordBreak: 'break-all' }}>
          {secret}
        </Code>
        <Group justify="space-between">
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? 'Copied' : 'Copy secret'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
