import type { RuleSetRecord } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `GET /api/rule-sets`: lender-wide rule sets and those of every organisation the caller reaches. */
const ruleSetsApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/settings-checklist/get-rule-sets', (build) => ({
    getRuleSets: build.query<RuleSetRecord[], void>({
      query: () => paths.ruleSets,
    }),
  })),
});

export const { useGetRuleSetsQuery } = ruleSetsApi;
