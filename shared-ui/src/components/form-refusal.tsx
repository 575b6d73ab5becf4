import { Alert, List, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FormRefusalProps {
  /** What did not happen, as the form says it ("The user was not saved"); left out where the page's heading says it. */
  title?: ReactNode;
  /**
   * Why: the services' sentence, or the problems to fix, one an item. Nothing shows while there is
   * none, so a form passes its refusal state as it is. Problems tied to an input show under it instead.
   */
  refusal: string | readonly string[] | null | undefined;
  /** What the reader can do about it, under the reason ("Correct these in your loan file and import it again."). */
  advice?: ReactNode;
  /** Lets the reader put the refusal away ("Dismiss") where it outlives the form that caused it. */
  onDismiss?: () => void;
}

/**
 * Why a save, a submit or an action was refused as a whole: the inline red alert every form shows,
 * announced to screen readers as an alert. A failed load is a `LoadErrorAlert`, which offers Retry.
 */
export function FormRefusal({ title, refusal, advice, onDismiss }: FormRefusalProps) {
  if (!refusal || refusal.length === 0) return null;
  return (
    <Alert color="red" role="alert" title={title} withCloseButton={onDismiss !== undefined} closeButtonLabel="Dismiss" onClose={onDismiss}>
      {typeof refusal === 'string' ? (
        refusal
      ) : (
        <List size="sm">
          {refusal.map((problem, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a list of problems is replaced whole and never reorders; two may read alike.
            <List.Item key={index}>{problem}</List.Item>
          ))}
        </List>
      )}
      {advice && (
        <Text size="sm" mt="xs">
          {advice}
        </Text>
      )}
    </Alert>
  );
}
