import type { LoanDataSaved } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { loanDataApi, loanDataChangeTags } from './loan-data-api';

/** `POST /api/loans/:id/borrower-pairs`: one more, empty, borrower pair, based on a loan-data version. */
const addBorrowerPairApi = loanDataApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/loan-data/add-borrower-pair', (build) => ({
    addBorrowerPair: build.mutation<LoanDataSaved, { loanId: string; version: number }>({
      query: ({ loanId, version }) => ({ url: paths.borrowerPairs(loanId), method: 'POST', body: { version } }),
      invalidatesTags: (result, _error, { loanId }) => (result ? loanDataChangeTags(loanId) : []),
    }),
  })),
});

export const { useAddBorrowerPairMutation } = addBorrowerPairApi;
