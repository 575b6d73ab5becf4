import { Alert, Button, Text } from '@mantine/core';

/** How an edit met someone else's save: refused on Save (409), or seen arriving while editing. */
export type EditConflict = 'none' | 'refused' | 'changed-elsewhere';

export interface StaleEditAlertProps {
  conflict: EditConflict;
  /** What was edited, as the sentence names it ("setting", "workflow"). */
  what: string;
  reloadLabel: string;
  onReload: () => void;
}

/** The notice of a concurrent save, with the one way on: reload what is stored (the unsaved edits are replaced). */
export function StaleEditAlert({ conflict, what, reloadLabel, onReload }: StaleEditAlertProps) {
  if (conflict === 'none') return null;
  return (
    <Alert color="orange" title={`Someone else saved this ${what}`} role="alert">
      <Text size="sm">
        {conflict === 'refused'
          ? `Your changes were not saved, because this ${what} was changed after you opened it.`
          : `This ${what} was saved by someone else while you were editing it.`}{' '}
        {reloadLabel} to continue; your unsaved changes will be replaced.
      </Text>
      <Button mt="sm" size="xs" variant="light" color="orange" onClick={onReload}>
        {reloadLabel}
      </Button>
    </Alert>
  );
}
