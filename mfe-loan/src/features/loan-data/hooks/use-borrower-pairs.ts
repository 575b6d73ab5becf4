import { useCallback, useState } from 'react';
import { problemMessage, showToast } from 'shared-ui';
import { useAddBorrowerPairMutation } from '../api/add-borrower-pair';
import { useRemoveBorrowerPairMutation } from '../api/remove-borrower-pair';
import type { LoanDataFormStore } from '../state/loan-data-form-store';

/** Adding a borrower pair, and removing one after the user confirms; both based on the form's version. */
export function useBorrowerPairs(loanId: string, store: LoanDataFormStore) {
  const [add, adding] = useAddBorrowerPairMutation();
  const [remove, removing] = useRemoveBorrowerPairMutation();
  const [pairToRemove, setPairToRemove] = useState<number | null>(null);
  const askToRemove = useCallback((pair: number) => setPairToRemove(pair), []);

  const addPair = async () => {
    const result = await add({ loanId, version: store.version });
    if ('error' in result) showToast('error', 'The borrower pair was not added', problemMessage(result.error));
    else showToast('success', 'Borrower pair added', `The loan now has ${result.data.borrowerPairs} borrower pairs.`);
  };

  const confirmRemove = async () => {
    if (pairToRemove === null) return;
    const result = await remove({ loanId, pair: pairToRemove, version: store.version });
    setPairToRemove(null);
    if ('error' in result) showToast('error', 'The borrower pair was not removed', problemMessage(result.error));
    else showToast('success', 'Borrower pair removed', `Borrower pair ${pairToRemove} and its information were removed from the loan.`);
  };

  return {
    addPair,
    askToRemove,
    pairToRemove,
    cancelRemove: () => setPairToRemove(null),
    confirmRemove,
    busy: adding.isLoading || removing.isLoading,
  };
}
