import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';

/** The secret of an endpoint just added or rotated: shown here once, never again. */
export interface ShownSecret {
  url: string;
  secret: string;
  rotated: boolean;
}

export function SecretModal({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  return (
    <Modal opened={shown !== null} onClose={onClose} title="Signing secret" size="lg" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {shown && (
        <Stack gap="md">
          <Text size="sm">
            Give this secret to the partner behind {shown.url}: it checks the webhook-signature header of every delivery with it (Standard
            Webhooks).
          </Text>
          <Code block aria-label="Secret">
            {shown.secret}
          </Code>
          <Alert color="yellow" title="Copy it now">
            The portal shows it only this once.
            {shown.rotated
              ? ' For the next 24 hours deliveries are signed with both the previous secret and this one, so the partner can switch without missing any.'
              : ''}
          </Alert>
          <Group justify="flex-end">
            <CopyButton value={shown.secret}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? 'Copied' : 'Copy secret'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
