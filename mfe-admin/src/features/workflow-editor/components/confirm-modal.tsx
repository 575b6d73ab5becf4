import { Button, Group, Modal, Text } from '@mantine/core';

export interface ConfirmModalProps {
  title: string;
  message: string;
  opened: boolean;
  /** The button that goes ahead ("Delete step"). */
  confirmLabel: string;
  /** The button that keeps things as they are, focused first. */
  cancelLabel?: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before the editor drops something: a step with its tasks, or the unsaved changes of a variant. */
export function ConfirmModal({ title, message, opened, confirmLabel, cancelLabel = 'Cancel', onCancel, onConfirm }: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color="red" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
