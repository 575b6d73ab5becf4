import type { LoanData, LoanDataTab } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { LOAN_DATA_RULE_SETS_TAG, loanDataApi, loanDataTag } from './loan-data-api';

export interface LoanDataArgs {
  loanId: string;
  tab: LoanDataTab;
}

/**
 * `GET /api/loans/:id/loan-data?tab=`: the values of every field of the tab's layout and of every
 * field the loan-data rules read, with the version they are at. A rule-set save may make the
 * rules read other fields, so it makes the values stale as well.
 */
const getLoanDataApi = loanDataApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/loan-data/get-loan-data', (build) => ({
    getLoanData: build.query<LoanData, LoanDataArgs>({
      query: ({ loanId, tab }) => ({ url: paths.loanData(loanId), params: { tab } }),
      providesTags: (_result, _error, { loanId }) => [loanDataTag(loanId), LOAN_DATA_RULE_SETS_TAG],
    }),
  })),
});

export const { useGetLoanDataQuery } = getLoanDataApi;
