import { Button, Group, Modal, Text } from '@mantine/core';

export interface ConfirmDeleteModalProps {
  /** What is deleted, as the title names it ("Delete the changelog 2.4?"). */
  title: string;
  /** What deleting it means for users. */
  consequence: string;
  opened: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** The button that goes ahead: "Delete" unless the action is another withdrawal ("Archive"). */
  confirmLabel?: string;
  /** False for a withdrawal that can be reversed (an archived document can be published again): the warning is left out. */
  irreversible?: boolean;
}

/** Asks before a record is deleted (or withdrawn from users); deleting cannot be undone. */
export function ConfirmDeleteModal({
  title,
  consequence,
  opened,
  deleting,
  onCancel,
  onConfirm,
  confirmLabel = 'Delete',
  irreversible = true,
}: ConfirmDeleteModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Text size="sm">
        {consequence}
        {irreversible ? ' This cannot be undone.' : ''}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={deleting}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
