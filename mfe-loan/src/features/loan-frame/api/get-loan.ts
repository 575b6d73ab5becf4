import type { LoanDetail } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `GET /api/loans/:id`: a loan out of the user's reach answers the same 404 as a missing one. */
const getLoanApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/loan-frame/get-loan', (build) => ({
    getLoan: build.query<LoanDetail, string>({
      query: (loanId) => paths.loan(loanId),
      providesTags: (_result, _error, loanId) => [{ type: 'Loan', id: loanId }],
    }),
  })),
});

export const { useGetLoanQuery } = getLoanApi;
