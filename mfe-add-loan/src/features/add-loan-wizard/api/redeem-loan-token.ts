import type { LoanTokenDataResponse, LoanTokenRedeemRequest } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `POST /api/loans/from-token`: the imported loan behind a `loan_token` link (410 once expired). */
const redeemLoanTokenApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-add-loan/add-loan-wizard/redeem-loan-token', (build) => ({
    redeemLoanToken: build.mutation<LoanTokenDataResponse, LoanTokenRedeemRequest>({
      query: (body) => ({ url: paths.loanFromToken, method: 'POST', body }),
    }),
  })),
});

export const { useRedeemLoanTokenMutation } = redeemLoanTokenApi;
