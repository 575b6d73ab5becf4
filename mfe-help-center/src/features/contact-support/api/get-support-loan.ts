import type { LoanDetail } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/**
 * `GET /api/loans/:id`, read for Loan Help: the email names the loan by its number, which the
 * route does not carry. Its own endpoint name, so this remote never depends on how another
 * remote defines its loan query; the `Loan` tag keeps it fresh when a loan changes.
 */
const getSupportLoanApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-help-center/contact-support/get-support-loan', (build) => ({
    getSupportLoan: build.query<LoanDetail, string>({
      query: (loanId) => paths.loan(loanId),
      providesTags: (_result, _error, loanId) => [{ type: 'Loan', id: loanId }],
    }),
  })),
});

export const { useGetSupportLoanQuery } = getSupportLoanApi;
