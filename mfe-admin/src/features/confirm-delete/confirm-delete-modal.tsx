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
}

/** Asks before a record is deleted; deleting cannot be undone. */
export function ConfirmDeleteModal({ title, consequence, opened, deleting, onCancel, onConfirm }: ConfirmDeleteModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Text size="sm">{consequence} This cannot be undone.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={deleting}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
