import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { CONDITION_COMMENT_MAX_LENGTH, type ConditionStatus, type LoanCondition } from 'shared-rules';
import { showErrorToast, showToast } from 'shared-ui';
import { useSetLoanConditionStatusMutation } from '../api/set-loan-condition-status';
import { STATUS_MOVE_TEXTS } from '../state/condition-display';

export interface StatusMoveModalProps {
  loanId: string;
  condition: LoanCondition;
  /** The status the lender's staff member moves it to: cleared, waived or open. */
  to: ConditionStatus;
  onClose: () => void;
}

/** Clears, waives or reopens a condition with an optional note, which services keep as a comment. Mounted while open. */
export function StatusMoveModal({ loanId, condition, to, onClose }: StatusMoveModalProps) {
  const [note, setNote] = useState('');
  const [move, moving] = useSetLoanConditionStatusMutation();
  const texts = STATUS_MOVE_TEXTS[to];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = note.trim();
    const result = await move({ loanId, conditionId: condition.id, body: trimmed ? { status: to, note: trimmed } : { status: to } });
    if ('error' in result) {
      showErrorToast(result.error, texts.failed);
      return;
    }
    showToast('success', texts.done, `"${condition.title}"`);
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={texts.confirm} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={texts.confirm}>
        <Stack gap="sm">
          <Text size="sm">{condition.title}</Text>
          <Textarea
            label="Note (optional)"
            description="Kept as a comment on the condition, for the broker and the lender to read."
            autosize
            minRows={2}
            maxRows={6}
            maxLength={CONDITION_COMMENT_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={moving.isLoading}>
              Cancel
            </Button>
            <Button type="submit" loading={moving.isLoading}>
              {texts.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
