import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { useId } from 'react';
import { useFormSummary } from '../hooks/use-form-store';
import type { LoanDataFormStore } from '../state/loan-data-form-store';
import { saveBlockedReason, unsavedChangesLabel } from '../state/save-readiness';

export interface LoanDataActionBarProps {
  store: LoanDataFormStore;
  readOnly: boolean;
  saving: boolean;
  resolvingConflicts: boolean;
  /** Another user saved this tab after the version the changes are based on. */
  othersSaved: boolean;
  onSave: () => void;
}

/** Moves to the first changed field that needs correcting. */
function focusField(fieldId: string): void {
  const field = document.querySelector(`[data-field-id="${fieldId}"]`);
  field?.scrollIntoView?.({ block: 'start' });
  field?.querySelector<HTMLElement>('input, select, textarea')?.focus();
}

/**
 * The bar at the top of the viewport while the tab is open: how many changes are unsaved, Save
 * (with the reason it is closed, when it is), Discard, and the notice that another user saved. It alone follows the counts, so a
 * keystroke does not re-render the page around it.
 */
export function LoanDataActionBar({ store, readOnly, saving, resolvingConflicts, othersSaved, onSave }: LoanDataActionBarProps) {
  const summary = useFormSummary(store);
  const reasonId = useId();
  const reason = saveBlockedReason({
    readOnly,
    saving,
    resolvingConflicts,
    dirtyCount: summary.dirtyCount,
    blockingCount: summary.blockingIds.length,
  });
  const firstBlocking = summary.blockingIds[0];
  return (
    <Paper
      component="section"
      aria-label="Unsaved changes"
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      // Held under the portal's header while the tab scrolls. At the top rather than the foot, so it
      // covers no field of a page opened at its top, and stays clear of the assistant's button.
      style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 0rem) + var(--mantine-spacing-xs))', zIndex: 5 }}
    >
      <Group justify="space-between" gap="sm">
        <div>
          <Text fw={600} size="sm" role="status">
            {unsavedChangesLabel(summary.dirtyCount)}
          </Text>
          {reason && (
            <Text size="xs" c="dimmed" id={reasonId}>
              {reason}
            </Text>
          )}
        </div>
        <Group gap="xs">
          {firstBlocking && !saving && (
            <Button variant="subtle" size="sm" onClick={() => focusField(firstBlocking)}>
              Go to the first one
            </Button>
          )}
          <Button variant="default" onClick={() => store.discard()} disabled={readOnly || saving || summary.dirtyCount === 0}>
            Discard
          </Button>
          <Button onClick={onSave} disabled={reason !== null} loading={saving} aria-describedby={reason ? reasonId : undefined}>
            Save
          </Button>
        </Group>
      </Group>
      {/* In the bar, so that it is seen wherever the user has scrolled to. */}
      {othersSaved && (
        <Alert color="blue" variant="light" p="xs" mt="xs" role="status" title="Another user saved changes to this loan">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              Your changes are kept. When you save, any field you both changed is listed for you to choose which value to keep.
            </Text>
            <Button size="xs" variant="light" onClick={() => store.discard()} disabled={saving}>
              Discard mine and show theirs
            </Button>
          </Group>
        </Alert>
      )}
    </Paper>
  );
}
