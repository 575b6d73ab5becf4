import { type QuoteFailure, type ScenarioQuote, useScenarioQuote } from '../../quick-pricer/hooks/use-scenario-quote';
import { type LoanPricingRefusal, loanPricingRefusalOf } from '../state/loan-pricing-refusal';
import type { LoanQuoteInputErrors } from '../state/loan-quote';

/** The last quote and the scenario it answered (the inputs or the loan may have moved on since). */
export type LoanQuote = ScenarioQuote;

/** Why the last press brought no quote: a refusal from services, or no answer at all. */
export type LoanQuoteFailure = QuoteFailure<LoanPricingRefusal>;

/**
 * Prices a loan's scenario (the Quick Pricer's quote) and keeps the last quote and the last
 * failure; a refusal's problems with the tab's own inputs go to `onInputErrors`.
 */
export function useLoanQuote(onInputErrors: (errors: LoanQuoteInputErrors) => void) {
  const { quote, failure, pricing, priceScenario } = useScenarioQuote(loanPricingRefusalOf, (refusal) =>
    onInputErrors(refusal.inputErrors),
  );
  return { quote, failure, pricing, priceLoan: priceScenario };
}
