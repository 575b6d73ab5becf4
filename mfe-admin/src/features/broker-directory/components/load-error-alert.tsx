import { Alert, Button } from '@mantine/core';

/** A list that could not be loaded: the spec's message as the title, and Retry. */
export function LoadErrorAlert({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert color="red" title={title} role="alert">
      <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
