import { Button, Group, Modal, Paper, Text } from '@mantine/core';
import { MAX_BORROWER_PAIRS } from 'shared-rules';
import { plural } from '../state/save-readiness';

export interface BorrowerPairsBarProps {
  pairs: number;
  /** The form has unsaved changes: pairs change only on a clean form, so a save never mixes the two. */
  dirty: boolean;
  readOnly: boolean;
  busy: boolean;
  onAdd: () => void;
}

/** Why the pair buttons are closed, or null. */
export function pairChangeBlockedReason({ dirty, readOnly }: Pick<BorrowerPairsBarProps, 'dirty' | 'readOnly'>): string | null {
  if (readOnly) return 'This loan is read-only for you.';
  if (dirty) return 'Save or discard your changes before adding or removing a borrower pair.';
  return null;
}

/** How many borrower pairs the loan has, and Add borrower pair (up to the most a loan holds). */
export function BorrowerPairsBar({ pairs, dirty, readOnly, busy, onAdd }: BorrowerPairsBarProps) {
  const blocked = pairChangeBlockedReason({ dirty, readOnly });
  const full = pairs >= MAX_BORROWER_PAIRS;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Borrower pairs">
      <Group justify="space-between">
        <div>
          <Text size="sm" fw={600}>
            {plural(pairs, 'borrower pair', 'borrower pairs')} on this loan
          </Text>
          <Text size="xs" c="dimmed">
            {blocked ??
              (full ? `A loan holds at most ${MAX_BORROWER_PAIRS} borrower pairs.` : 'Each pair is a borrower and a co-borrower.')}
          </Text>
        </div>
        <Button variant="light" onClick={onAdd} disabled={blocked !== null || full} loading={busy}>
          Add borrower pair
        </Button>
      </Group>
    </Paper>
  );
}

export interface RemovePairModalProps {
  pair: number | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a borrower pair and everything entered for it are removed. */
export function RemovePairModal({ pair, busy, onCancel, onConfirm }: RemovePairModalProps) {
  return (
    <Modal
      opened={pair !== null}
      onClose={onCancel}
      title={`Remove borrower pair ${pair ?? ''}?`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm">
        The borrower and co-borrower of pair {pair}, and everything entered for them, are removed from this loan. The pairs after it move up
        one place.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
          Keep the pair
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          Remove pair {pair}
        </Button>
      </Group>
    </Modal>
  );
}
