import type { LoanDataSaved } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { loanDataApi, loanDataChangeTags } from './loan-data-api';

/** `DELETE /api/loans/:id/borrower-pairs/:pair?version=`: removes pair `pair` (1-based); the pairs after it move up. */
const removeBorrowerPairApi = loanDataApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/loan-data/remove-borrower-pair', (build) => ({
    removeBorrowerPair: build.mutation<LoanDataSaved, { loanId: string; pair: number; version: number }>({
      query: ({ loanId, pair, version }) => ({ url: paths.borrowerPair(loanId, pair), method: 'DELETE', params: { version } }),
      invalidatesTags: (result, _error, { loanId }) => (result ? loanDataChangeTags(loanId) : []),
    }),
  })),
});

export const { useRemoveBorrowerPairMutation } = removeBorrowerPairApi;
