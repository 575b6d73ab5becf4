import type { LoanLockState } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/**
 * The loan's resource lock and archived flag: `PUT`/`DELETE /api/loans/:id/lock` (409 lock-held)
 * and `PUT /api/loans/:id/archived`. Each answer refreshes the loan (its frame says who holds it).
 */
const loanLockApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/loan-frame/loan-lock', (build) => ({
    takeLoanLock: build.mutation<LoanLockState, string>({
      query: (loanId) => ({ url: paths.loanLock(loanId), method: 'PUT' }),
      invalidatesTags: (result, _error, loanId) => (result ? [{ type: 'Loan', id: loanId }] : []),
    }),
    releaseLoanLock: build.mutation<LoanLockState, string>({
      query: (loanId) => ({ url: paths.loanLock(loanId), method: 'DELETE' }),
      invalidatesTags: (result, _error, loanId) => (result ? [{ type: 'Loan', id: loanId }] : []),
    }),
    setLoanArchived: build.mutation<LoanLockState, { loanId: string; archived: boolean }>({
      query: ({ loanId, archived }) => ({ url: paths.loanArchived(loanId), method: 'PUT', body: { archived } }),
      invalidatesTags: (result, _error, { loanId }) => (result ? [{ type: 'Loan', id: loanId }] : []),
    }),
  })),
});

export const { useTakeLoanLockMutation, useReleaseLoanLockMutation, useSetLoanArchivedMutation } = loanLockApi;
