import type { RuleSetVersionSummary } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { ruleSetVersionsApi, versionsTag } from './rule-set-versions-api';

/** `GET /api/rule-sets/:id/versions` (administrators): the saved versions of one rule set, newest first. */
const getRuleSetVersionsApi = ruleSetVersionsApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/field-rules/get-rule-set-versions', (build) => ({
    getRuleSetVersions: build.query<RuleSetVersionSummary[], string>({
      query: (ruleSetId) => paths.ruleSetVersions(ruleSetId),
      providesTags: (_result, _error, ruleSetId) => [versionsTag(ruleSetId)],
    }),
  })),
});

export const { useGetRuleSetVersionsQuery } = getRuleSetVersionsApi;
