import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { LoanCondition } from 'shared-rules';
import { showErrorToast, showToast } from 'shared-ui';
import { useRemoveLoanConditionMutation } from '../api/remove-loan-condition';

export interface RemoveConditionModalProps {
  loanId: string;
  condition: LoanCondition;
  onClose: () => void;
}

/** Asks before removing a condition added in error; the loan's activity keeps that it was removed. Mounted while open. */
export function RemoveConditionModal({ loanId, condition, onClose }: RemoveConditionModalProps) {
  const [remove, removing] = useRemoveLoanConditionMutation();
  const confirm = async () => {
    const result = await remove({ loanId, conditionId: condition.id });
    if ('error' in result) {
      showErrorToast(result.error, 'The condition was not removed');
      return;
    }
    showToast('success', 'Condition removed', `"${condition.title}"`);
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title="Remove condition" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        <Text size="sm">
          Remove "{condition.title}"? Use this for a condition added in error; the loan's activity keeps that it was removed.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={removing.isLoading}>
            Keep it
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={removing.isLoading}>
            Remove condition
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
