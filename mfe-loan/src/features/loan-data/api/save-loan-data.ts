import type { LoanDataSaved, LoanDataSaveRequest } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { loanDataApi, loanDataChangeTags } from './loan-data-api';

/**
 * `PATCH /api/loans/:id/loan-data`: the changed fields with the version they were edited from.
 * 422 `invalid-loan-data` names the refused fields, 409 `stale-loan-data` the fields another user
 * changed meanwhile, 423 a locked loan.
 */
const saveLoanDataApi = loanDataApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/loan-data/save-loan-data', (build) => ({
    saveLoanData: build.mutation<LoanDataSaved, { loanId: string; body: LoanDataSaveRequest }>({
      query: ({ loanId, body }) => ({ url: paths.loanData(loanId), method: 'PATCH', body }),
      // Refetched after a save: a save merged with another user's (on other fields) brings theirs in.
      invalidatesTags: (result, _error, { loanId }) => (result ? loanDataChangeTags(loanId) : []),
    }),
  })),
});

export const { useSaveLoanDataMutation } = saveLoanDataApi;
