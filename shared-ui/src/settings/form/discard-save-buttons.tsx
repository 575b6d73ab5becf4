import { Button, Group } from '@mantine/core';

export interface DiscardSaveButtonsProps {
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
}

/** The end of every admin form: Discard and Save, both off while nothing changed or while saving (Save submits the form). */
export function DiscardSaveButtons({ dirty, saving, onDiscard }: DiscardSaveButtonsProps) {
  return (
    <Group gap="sm">
      <Button variant="default" onClick={onDiscard} disabled={!dirty || saving}>
        Discard changes
      </Button>
      <Button type="submit" loading={saving} disabled={!dirty || saving}>
        Save
      </Button>
    </Group>
  );
}
