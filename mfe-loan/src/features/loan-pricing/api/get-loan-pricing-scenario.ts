import type { LoanPricingScenario } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/**
 * `GET /api/loans/:loanId/pricing-scenario`: the scenario the loan's data gives and its gaps. It
 * carries the loan's tag, so a save of the loan data (`loan-update`) reads it again.
 */
const getLoanPricingScenarioApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/loan-pricing/get-loan-pricing-scenario', (build) => ({
    getLoanPricingScenario: build.query<LoanPricingScenario, string>({
      query: (loanId) => paths.loanPricingScenario(loanId),
      providesTags: (_result, _error, loanId) => [{ type: 'Loan', id: loanId }],
    }),
  })),
});

export const { useGetLoanPricingScenarioQuery } = getLoanPricingScenarioApi;
