import type { RuleSetVersionSummary } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { LATEST_VERSIONS_TAG, ruleSetVersionsApi } from './rule-set-versions-api';

/** `GET /api/rule-set-versions/latest` (administrators): each rule set's last save, who made it and when. */
const getLatestRuleSetVersionsApi = ruleSetVersionsApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/field-rules/get-latest-rule-set-versions', (build) => ({
    getLatestRuleSetVersions: build.query<RuleSetVersionSummary[], void>({
      query: () => paths.latestRuleSetVersions,
      providesTags: [LATEST_VERSIONS_TAG],
    }),
  })),
});

export const { useGetLatestRuleSetVersionsQuery } = getLatestRuleSetVersionsApi;
