import { ActionIcon, Alert, Button, CloseButton, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { FLOATING_WIDGET_Z_INDEX } from 'shared-ui';

export const ASSISTANT_UNAVAILABLE_TITLE = 'The assistant is unavailable right now';

export interface ChatPanelProps {
  bottom: number;
  onClose: () => void;
  onContactSupport: () => void;
}

/** The chat panel. The assistant service is not running in the portal yet, so it says so and takes no input. */
export function ChatPanel({ bottom, onClose, onContactSupport }: ChatPanelProps) {
  return (
    <Paper
      role="dialog"
      aria-label="Assistant"
      shadow="xl"
      radius="lg"
      withBorder
      style={{
        position: 'fixed',
        right: 24,
        bottom,
        width: 'min(380px, calc(100vw - 48px))',
        height: 'min(520px, calc(100vh - 120px))',
        zIndex: FLOATING_WIDGET_Z_INDEX,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
      }}
    >
      <Group justify="space-between" px="md" py="sm" bg="var(--mantine-primary-color-filled)" c="white">
        <Stack gap={0}>
          <Text fw={600}>Assistant</Text>
          <Text size="xs" opacity={0.85}>
            Answers about loans, guidelines and the portal
          </Text>
        </Stack>
        <CloseButton aria-label="Close assistant" variant="transparent" c="white" onClick={onClose} />
      </Group>
      <Stack p="md" gap="md" style={{ flex: 1, overflowY: 'auto' }}>
        <Alert color="gray" title={ASSISTANT_UNAVAILABLE_TITLE}>
          <Text size="sm">Conversations will open here once the assistant is switched on. Our support team can help in the meantime.</Text>
          <Button size="xs" variant="light" mt="sm" onClick={onContactSupport}>
            Contact Support
          </Button>
        </Alert>
      </Stack>
      <Group p="sm" gap="xs" wrap="nowrap" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Textarea
          aria-label="Message"
          placeholder="The assistant is unavailable"
          disabled
          autosize
          minRows={1}
          maxRows={4}
          style={{ flex: 1 }}
        />
        <ActionIcon size="lg" aria-label="Send message" disabled>
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
            <path d="M5 12h14M13 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </ActionIcon>
      </Group>
    </Paper>
  );
}
