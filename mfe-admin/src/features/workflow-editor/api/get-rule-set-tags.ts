import type { RuleSetRecord } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/**
 * `GET /api/rule-sets`, read for one thing: the tags the portal's rule sets carry (every
 * organisation's, since an administrator reaches them all), each once, sorted. A workflow names
 * its rules by these tags, and services refuse a tag no rule set carries.
 */
const getRuleSetTagsApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/workflow-editor/get-rule-set-tags', (build) => ({
    getRuleSetTags: build.query<string[], void>({
      query: () => paths.ruleSets,
      transformResponse: (ruleSets: RuleSetRecord[]) =>
        [...new Set(ruleSets.flatMap((ruleSet) => ruleSet.tags))].sort((first, second) => first.localeCompare(second)),
    }),
  })),
});

export const { useGetRuleSetTagsQuery } = getRuleSetTagsApi;
