import type { LoanData, LoanDataTab } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { loanDataApi, loanDataTag } from './loan-data-api';

export interface LoanDataArgs {
  loanId: string;
  tab: LoanDataTab;
}

/** `GET /api/loans/:id/loan-data?tab=`: the values of every field of the tab's layout, with the version they are at. */
const getLoanDataApi = loanDataApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/loan-data/get-loan-data', (build) => ({
    getLoanData: build.query<LoanData, LoanDataArgs>({
      query: ({ loanId, tab }) => ({ url: paths.loanData(loanId), params: { tab } }),
      providesTags: (_result, _error, { loanId }) => [loanDataTag(loanId)],
    }),
  })),
});

export const { useGetLoanDataQuery } = getLoanDataApi;
