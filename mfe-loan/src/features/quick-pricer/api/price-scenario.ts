import type { PricingScenarioRequest, PricingScenarioResponse } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/**
 * `POST /api/pricing/scenarios`: every product of the rate sheet in force, eligible with its ladder
 * or not with its reasons. A mutation, not a query: each Price press is a new quote, never a cache
 * hit, and 409 `no-rate-sheet`, 422 field problems, 403 and 503 come back as problems.
 */
const priceScenarioApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/quick-pricer/price-scenario', (build) => ({
    priceScenario: build.mutation<PricingScenarioResponse, PricingScenarioRequest>({
      query: (body) => ({ url: paths.pricingScenarios, method: 'POST', body }),
    }),
  })),
});

export const { usePriceScenarioMutation } = priceScenarioApi;
