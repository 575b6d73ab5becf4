import type { LoanCreateRequest, LoanCreateResponse } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/**
 * `POST /api/loans` with the wizard attempt's Idempotency-Key: a repeated key answers the loan
 * created the first time, so a double click creates one loan.
 */
const createLoanApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-add-loan/create-loan/create-loan', (build) => ({
    createLoan: build.mutation<LoanCreateResponse, { request: LoanCreateRequest; idempotencyKey: string }>({
      query: ({ request, idempotencyKey }) => ({
        url: paths.createLoan,
        method: 'POST',
        body: request,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: ['Loan'],
    }),
  })),
});

export const { useCreateLoanMutation } = createLoanApi;
