import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';

export interface ConfirmRemovalProps {
  /** The button that asks first ("Remove shared secret"). */
  label: string;
  /** The question ("Remove the shared secret?") and what removing it does. */
  question: string;
  consequence: string;
  /** Runs the removal; resolves once done (the question closes) or rejects (it stays open). */
  onConfirm: () => Promise<void>;
  removing: boolean;
}

/**
 * A destructive action asked twice in place: the button, then the question with what it does,
 * "Remove" and "Keep it". For removals the page cannot undo (a stored key, a shared secret).
 */
export function ConfirmRemoval({ label, question, consequence, onConfirm, removing }: ConfirmRemovalProps) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant="default" color="red" onClick={() => setConfirming(true)}>
        {label}
      </Button>
    );
  }
  return (
    <Alert color="red" title={question}>
      <Text size="sm">{consequence}</Text>
      <Group gap="xs" mt="xs">
        <Button
          size="xs"
          color="red"
          loading={removing}
          onClick={() =>
            void onConfirm().then(
              () => setConfirming(false),
              () => undefined,
            )
          }
        >
          Remove
        </Button>
        <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
          Keep it
        </Button>
      </Group>
    </Alert>
  );
}
