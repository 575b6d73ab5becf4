import type { LoanSummary, Paged } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** How many loans the picker offers for one search. */
export const LOAN_SEARCH_PAGE_SIZE = 10;

/**
 * `GET /api/loans?search=`: the pipeline's search (loan number, borrower, address), closed loans
 * included, for picking the loan a rule set is tried on.
 */
const searchLoansApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/field-rules/search-loans', (build) => ({
    searchRuleTrialLoans: build.query<Paged<LoanSummary>, string>({
      query: (search) => ({ url: paths.loans, params: { search, pageSize: LOAN_SEARCH_PAGE_SIZE, includeClosed: true } }),
    }),
  })),
});

export const { useSearchRuleTrialLoansQuery } = searchLoansApi;
