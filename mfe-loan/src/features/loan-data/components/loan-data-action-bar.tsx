import { Alert, Button, Group, List, Paper, Text } from '@mantine/core';
import { useId } from 'react';
import { fieldLabel } from 'shared-rules';
import { useFieldSnapshot, useFormSummary } from '../hooks/use-form-store';
import type { LoanDataFormStore } from '../state/loan-data-form-store';
import { saveBlockedReason, unsavedChangesLabel } from '../state/save-readiness';

export interface LoanDataActionBarProps {
  store: LoanDataFormStore;
  readOnly: boolean;
  saving: boolean;
  resolvingConflicts: boolean;
  /** Another user saved this tab after the version the changes are based on. */
  othersSaved: boolean;
  /** The fields this tab shows; problems of any other field are listed in the bar. */
  fieldIdsOnPage: ReadonlySet<string>;
  /** Custom labels of FORMFIELD rules, by field id. */
  labels: Readonly<Record<string, string>>;
  borrowerPairs: number;
  onSave: () => void;
}

/** A field another page holds (or the loan as a whole, for a rule naming no field), and its messages. */
function ProblemElsewhere({ store, fieldId, label }: { store: LoanDataFormStore; fieldId: string; label: string }) {
  const { messages } = useFieldSnapshot(store, fieldId);
  return (
    <List.Item>
      <Text span size="sm" fw={600}>
        {label}:
      </Text>{' '}
      <Text span size="sm">
        {messages.join(' ')}
      </Text>
    </List.Item>
  );
}

/** Moves to the first field of this page that needs correcting. */
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
export function LoanDataActionBar({
  store,
  readOnly,
  saving,
  resolvingConflicts,
  othersSaved,
  fieldIdsOnPage,
  labels,
  borrowerPairs,
  onSave,
}: LoanDataActionBarProps) {
  const summary = useFormSummary(store);
  const reasonId = useId();
  const elsewhere = summary.blockingIds.filter((fieldId) => !fieldIdsOnPage.has(fieldId));
  const reason = saveBlockedReason({
    readOnly,
    saving,
    resolvingConflicts,
    dirtyCount: summary.dirtyCount,
    blockingCount: summary.blockingIds.length,
    elsewhereCount: elsewhere.length,
  });
  const firstBlocking = summary.blockingIds.find((fieldId) => fieldIdsOnPage.has(fieldId));
  const labelOf = (fieldId: string) => (fieldId === '' ? 'The loan' : (labels[fieldId] ?? fieldLabel(fieldId, borrowerPairs)));
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
      {reason !== null && summary.dirtyCount > 0 && elsewhere.length > 0 && (
        <Alert color="red" variant="light" p="xs" mt="xs" title="Not on this page">
          <List size="sm" spacing={2}>
            {elsewhere.map((fieldId) => (
              <ProblemElsewhere key={fieldId} store={store} fieldId={fieldId} label={labelOf(fieldId)} />
            ))}
          </List>
        </Alert>
      )}
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
