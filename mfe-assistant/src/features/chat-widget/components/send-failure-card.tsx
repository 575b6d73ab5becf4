import { Alert, Button, Group, Text } from '@mantine/core';
import type { SendFailure } from '../state/conversation-stream';

export const SEND_FAILED_TITLE = 'Your message was not sent';

/** A send that failed (spec: the thinking state stops, no message is added), with Retry when there is a message to send again. */
export function SendFailureCard({ failure, onRetry, onDismiss }: { failure: SendFailure; onRetry: () => void; onDismiss: () => void }) {
  return (
    <Alert color="red" role="alert" title={SEND_FAILED_TITLE} data-testid="send-failure">
      <Text size="sm">{failure.message}</Text>
      {failure.retryText && (
        <Text size="xs" c="dimmed" mt={4} lineClamp={2}>
          “{failure.retryText}”
        </Text>
      )}
      <Group gap="xs" mt="xs">
        {failure.retryText && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Retry
          </Button>
        )}
        <Button size="xs" variant="subtle" color="gray" onClick={onDismiss}>
          Dismiss
        </Button>
      </Group>
    </Alert>
  );
}
