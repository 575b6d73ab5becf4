import { Fieldset, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState, useTransition } from 'react';
import type { ExpandedSection, FieldDefinition, FormFieldPresentation, LoanDetail } from 'shared-rules';
import { UnsavedChangesGuard } from 'shared-ui';
import { useBorrowerPairs } from '../hooks/use-borrower-pairs';
import { LoanDataFormContext, type LoanDataFormContextValue } from '../hooks/use-form-store';
import { useSaveLoanData } from '../hooks/use-save-loan-data';
import { firstScreenSections } from '../state/first-screen';
import type { LoanDataFormStore } from '../state/loan-data-form-store';
import { BorrowerPairsBar, pairChangeBlockedReason, RemovePairModal } from './borrower-pair-controls';
import { ConflictPanel } from './conflict-panel';
import { LoanDataActionBar } from './loan-data-action-bar';
import { LoanDataSection } from './loan-data-section';

export interface LoanDataFormProps {
  loan: LoanDetail;
  title: string;
  store: LoanDataFormStore;
  sections: readonly ExpandedSection[];
  borrowerPairs: number;
  definitions: ReadonlyMap<string, FieldDefinition>;
  presentation: FormFieldPresentation;
  dirty: boolean;
  othersSaved: boolean;
  fieldIdsOnPage: ReadonlySet<string>;
}

/** The first section of each pair may remove it, when the loan has more than one. */
function removablePairs(sections: readonly ExpandedSection[], borrowerPairs: number): Map<string, number> {
  const removable = new Map<string, number>();
  if (borrowerPairs < 2) return removable;
  const seen = new Set<number>();
  for (const section of sections) {
    if (section.pair === null || seen.has(section.pair)) continue;
    seen.add(section.pair);
    removable.set(section.id, section.pair);
  }
  return removable;
}

/**
 * The editable tab: its sections, the borrower pairs, the sticky action bar, the conflict panel
 * after a refused save, and the notice that another user saved while this one has changes.
 * Read-only loans show every field disabled.
 */
export function LoanDataForm({
  loan,
  title,
  store,
  sections,
  borrowerPairs,
  definitions,
  presentation,
  dirty,
  othersSaved,
  fieldIdsOnPage,
}: LoanDataFormProps) {
  const readOnly = loan.frame.readOnly;
  const saving = useSaveLoanData(loan.id, store);
  const pairs = useBorrowerPairs(loan.id, store);
  const context = useMemo<LoanDataFormContextValue>(
    () => ({ store, definitions, presentation, disabled: readOnly }),
    [store, definitions, presentation, readOnly],
  );
  const removable = useMemo(() => removablePairs(sections, borrowerPairs), [sections, borrowerPairs]);
  const hasPairSections = sections.some((section) => section.pair !== null);
  const pairChangeBlocked = pairChangeBlockedReason({ dirty, readOnly }) !== null || pairs.busy;
  // The first screen's sections are drawn at once, the others in a transition that typing interrupts.
  const [drawn, setDrawn] = useState(() => firstScreenSections(sections));
  const [drawing, startDrawing] = useTransition();
  useEffect(() => {
    if (drawn < sections.length) startDrawing(() => setDrawn(sections.length));
  }, [drawn, sections.length]);

  return (
    <Stack gap="lg">
      <UnsavedChangesGuard when={dirty} />
      <LoanDataActionBar
        store={store}
        readOnly={readOnly}
        saving={saving.saving}
        resolvingConflicts={saving.conflicts !== null}
        othersSaved={othersSaved}
        fieldIdsOnPage={fieldIdsOnPage}
        labels={presentation.labels}
        borrowerPairs={borrowerPairs}
        onSave={() => void saving.submit()}
      />
      {saving.conflicts && (
        <ConflictPanel
          resolution={saving.conflicts}
          definitions={definitions}
          presentation={presentation}
          saving={saving.saving}
          onChange={saving.setConflicts}
          onSave={() => void saving.saveResolved()}
          onCancel={() => saving.setConflicts(null)}
        />
      )}
      {hasPairSections && (
        <BorrowerPairsBar pairs={borrowerPairs} dirty={dirty} readOnly={readOnly} busy={pairs.busy} onAdd={() => void pairs.addPair()} />
      )}
      <form aria-label={title} noValidate onSubmit={(event) => event.preventDefault()}>
        <LoanDataFormContext.Provider value={context}>
          {/* A read-only loan (archived, or locked by another staff member) disables every control at once. */}
          <Fieldset variant="unstyled" disabled={readOnly}>
            <Stack gap="lg">
              {sections.slice(0, drawn).map((section) => (
                <LoanDataSection
                  key={section.id}
                  section={section}
                  removablePair={removable.get(section.id) ?? null}
                  pairChangeBlocked={pairChangeBlocked}
                  onRemovePair={pairs.askToRemove}
                />
              ))}
            </Stack>
          </Fieldset>
          {(drawing || drawn < sections.length) && (
            <Group gap="xs" mt="lg" role="status">
              <Loader size="xs" />
              <Text size="sm">Loading the other sections…</Text>
            </Group>
          )}
        </LoanDataFormContext.Provider>
      </form>
      <RemovePairModal
        pair={pairs.pairToRemove}
        busy={pairs.busy}
        onCancel={pairs.cancelRemove}
        onConfirm={() => void pairs.confirmRemove()}
      />
    </Stack>
  );
}
