import { Alert, Button, Text, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

export interface LoadErrorAlertProps {
  /** What could not be loaded, as the place says it ("The loan could not be loaded"). */
  title?: ReactNode;
  /** The reason or advice below the title (often `problemMessage(error)`). */
  message?: ReactNode;
  /** What the reader can do meanwhile, or why Retry cannot help yet, under the reason. */
  advice?: ReactNode;
  onRetry: () => void;
  /** "Retry" unless the place says otherwise. */
  retryLabel?: string;
  /** Asking again now would get the same answer (the advice says when it will help). */
  retryDisabled?: boolean;
  mt?: MantineSpacing;
}

/**
 * Something on the page could not be loaded, with a way to ask again: the inline red alert
 * every list, record and viewer shows. Announced to screen readers as an alert.
 */
export function LoadErrorAlert({ title, message, advice, onRetry, retryLabel = 'Retry', retryDisabled = false, mt }: LoadErrorAlertProps) {
  return (
    <Alert color="red" role="alert" title={title} mt={mt}>
      {message !== undefined && message !== null && message !== '' && <Text size="sm">{message}</Text>}
      {advice && (
        <Text size="sm" mt="xs">
          {advice}
        </Text>
      )}
      <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry} disabled={retryDisabled}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
