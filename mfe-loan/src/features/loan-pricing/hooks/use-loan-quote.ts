import { useState } from 'react';
import type { PricingResult, PricingScenario } from 'shared-rules';
import { problemMessage, problemOf } from 'shared-ui';
import { usePriceScenarioMutation } from '../../quick-pricer/api/price-scenario';
import { type LoanPricingRefusal, loanPricingRefusalOf } from '../state/loan-pricing-refusal';
import type { LoanQuoteInputErrors } from '../state/loan-quote';

/** The last quote and the scenario it answered (the inputs or the loan may have moved on since). */
export interface LoanQuote {
  scenario: PricingScenario;
  result: PricingResult;
}

/** Why the last press brought no quote: a refusal from services, or no answer at all. */
export type LoanQuoteFailure = { kind: 'refused'; refusal: LoanPricingRefusal } | { kind: 'unanswered'; message: string };

/**
 * Prices a loan's scenario with `POST /api/pricing/scenarios` (a mutation: each press is a new
 * quote) and keeps the last quote and the last failure; a refusal's input problems go to `onInputErrors`.
 */
export function useLoanQuote(onInputErrors: (errors: LoanQuoteInputErrors) => void) {
  const [price, pricing] = usePriceScenarioMutation();
  const [quote, setQuote] = useState<LoanQuote | null>(null);
  const [failure, setFailure] = useState<LoanQuoteFailure | null>(null);

  const priceLoan = async (scenario: PricingScenario) => {
    setFailure(null);
    const answer = await price(scenario);
    if ('data' in answer && answer.data) {
      setQuote({ scenario, result: answer.data });
      return;
    }
    const problem = problemOf(answer.error);
    if (problem === null) {
      setFailure({
        kind: 'unanswered',
        message: problemMessage(answer.error, 'Pricing did not answer. Check your connection and try again.'),
      });
      return;
    }
    const refusal = loanPricingRefusalOf(problem);
    onInputErrors(refusal.inputErrors);
    setFailure({ kind: 'refused', refusal });
  };

  return { quote, failure, pricing: pricing.isLoading, priceLoan };
}
