import type { LoanPipelineQuery, LoanSummary, Paged } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `GET /api/loans`: the loans of the organisations the user reaches, most recently updated first. */
const getLoansApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/pipeline/get-loans', (build) => ({
    getLoans: build.query<Paged<LoanSummary>, LoanPipelineQuery>({
      query: (params) => ({ url: paths.loans, params }),
      providesTags: (result) => [
        { type: 'Loan', id: 'PIPELINE' },
        ...(result?.items ?? []).map((loan) => ({ type: 'Loan' as const, id: loan.id })),
      ],
    }),
  })),
});

export const { useGetLoansQuery } = getLoansApi;
