import { Button, Group, Modal, Text } from '@mantine/core';

export interface RemovePhotoModalProps {
  opened: boolean;
  removing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before the profile photo is removed: colleagues then see the user's initials. */
export function RemovePhotoModal({ opened, removing, onCancel, onConfirm }: RemovePhotoModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Remove your profile photo?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Text size="sm">Your initials show in its place across the portal. You can upload a photo again at any time.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={removing}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={removing}>
          Remove
        </Button>
      </Group>
    </Modal>
  );
}
