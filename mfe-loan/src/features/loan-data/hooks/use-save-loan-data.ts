import { useState } from 'react';
import { problemMessage, problemOf, showErrorToast, showToast, useAppDispatch } from 'shared-ui';
import { loanDataApi, loanDataTag } from '../api/loan-data-api';
import { useSaveLoanDataMutation } from '../api/save-loan-data';
import { type ConflictResolution, conflictResolutionOf, resolveConflicts } from '../state/conflict-resolution';
import type { LoanDataFormStore } from '../state/loan-data-form-store';

const CHANGES_FIELD = 'body.changes.';

/** The server's refusal by field id, from a 422 `invalid-loan-data` problem. */
export function refusedFields(error: unknown): Record<string, string[]> {
  const refused: Record<string, string[]> = {};
  for (const { field, message } of problemOf(error)?.fields ?? []) {
    if (!field.startsWith(CHANGES_FIELD)) continue;
    const fieldId = field.slice(CHANGES_FIELD.length);
    refused[fieldId] = [...(refused[fieldId] ?? []), message];
  }
  return refused;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Saving the changed fields: 422 puts the server's messages under the refused fields, 409 opens
 * the conflict panel, whose resolution saves again against the version stored now.
 */
export function useSaveLoanData(loanId: string, store: LoanDataFormStore) {
  const dispatch = useAppDispatch();
  const [save, saving] = useSaveLoanDataMutation();
  const [conflicts, setConflicts] = useState<ConflictResolution | null>(null);

  const submit = async () => {
    const changes = store.changes();
    const count = Object.keys(changes).length;
    if (count === 0) return;
    const result = await save({ loanId, body: { version: store.version, changes } });
    if (!('error' in result)) {
      store.markSaved(changes, result.data);
      showToast('success', 'Loan data saved', `${plural(count, 'change was', 'changes were')} saved to the loan.`);
      return;
    }
    const problem = problemOf(result.error);
    const resolution = conflictResolutionOf(problem);
    if (resolution) {
      setConflicts(resolution);
      return;
    }
    const refused = refusedFields(result.error);
    if (problem?.code === 'invalid-loan-data' && Object.keys(refused).length > 0) {
      store.setServerMessages(refused);
      showToast('error', 'The loan data was not saved', `${problemMessage(result.error)} The fields are marked on the page.`);
      return;
    }
    showErrorToast(result.error, 'The loan data was not saved');
  };

  /** Applies the user's choices and saves what is still changed, based on the version stored now. */
  const saveResolved = async () => {
    if (!conflicts) return;
    const resolved = resolveConflicts(conflicts);
    store.rebase(resolved.version, resolved.stored, resolved.takeTheirs);
    setConflicts(null);
    if (store.isDirty()) {
      await submit();
      return;
    }
    // Theirs everywhere and nothing else changed: the form reloads the loan as it stands now.
    dispatch(loanDataApi.util.invalidateTags([loanDataTag(loanId)]));
    showToast('info', 'Their values kept', 'Nothing was left to save; the page shows the loan as it is stored now.');
  };

  return { submit, saving: saving.isLoading, conflicts, setConflicts, saveResolved };
}
