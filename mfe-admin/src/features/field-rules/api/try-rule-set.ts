import type { RuleSetTryRequest, RuleSetTryResult } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/**
 * `POST /api/rule-sets/try` (administrators): the messages an edited rule set, saved or not, gives
 * on a loan's current values. A mutation: nothing is cached, each try judges the edits of the moment.
 */
const tryRuleSetApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/field-rules/try-rule-set', (build) => ({
    tryRuleSet: build.mutation<RuleSetTryResult, RuleSetTryRequest>({
      query: (body) => ({ url: paths.tryRuleSet, method: 'POST', body }),
    }),
  })),
});

export const { useTryRuleSetMutation } = tryRuleSetApi;
