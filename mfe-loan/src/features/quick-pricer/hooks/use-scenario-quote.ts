import { useState } from 'react';
import type { ApiProblem, PricingResult, PricingScenario } from 'shared-rules';
import { problemMessage, problemOf } from 'shared-ui';
import { usePriceScenarioMutation } from '../api/price-scenario';

/** The last quote and the scenario it answered (the form, or the loan, may have moved on since). */
export interface ScenarioQuote {
  scenario: PricingScenario;
  result: PricingResult;
}

/** Why the last press brought no quote: a refusal from services, or no answer at all. */
export type QuoteFailure<Refusal> = { kind: 'refused'; refusal: Refusal } | { kind: 'unanswered'; message: string };

/**
 * Prices a scenario with `POST /api/pricing/scenarios` (a mutation: each press is a new quote) and
 * keeps the last quote and the last failure. A refusal is read by the page's own `refusalOf` (the
 * Quick Pricer and a loan's tab put its field problems in different places) and handed to `onRefused`.
 */
export function useScenarioQuote<Refusal>(refusalOf: (problem: ApiProblem) => Refusal, onRefused: (refusal: Refusal) => void) {
  const [price, pricing] = usePriceScenarioMutation();
  const [quote, setQuote] = useState<ScenarioQuote | null>(null);
  const [failure, setFailure] = useState<QuoteFailure<Refusal> | null>(null);

  const priceScenario = async (scenario: PricingScenario) => {
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
    const refusal = refusalOf(problem);
    onRefused(refusal);
    setFailure({ kind: 'refused', refusal });
  };

  return { quote, failure, pricing: pricing.isLoading, priceScenario };
}
