import { api } from 'shared-ui';
import { paths } from '../../../api/paths';

/**
 * The part of a loan the frame shows. The loans routes are not served yet; until they are, every
 * id answers 404 and the frame says the loan was not found.
 */
export interface LoanHeader {
  id: string;
  loanNumber?: string;
}

const getLoanApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLoanHeader: build.query<LoanHeader, string>({
      query: (loanId) => paths.loan(loanId),
      providesTags: (_result, _error, loanId) => [{ type: 'Loan', id: loanId }],
    }),
  }),
});

export const { useGetLoanHeaderQuery } = getLoanApi;
