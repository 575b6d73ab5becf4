import type { RuleSetRecord, RuleSetSaveRequest } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { LATEST_VERSIONS_TAG, ruleSetVersionsApi, versionsTag } from './rule-set-versions-api';

export interface SaveRuleSetArgs {
  id: string;
  ruleSet: RuleSetSaveRequest;
}

/**
 * `PUT /api/rule-sets/:id` (administrators): creates or replaces the rule set as its next version;
 * 422 `invalid-rule-definition` names each problem by rule id. Its versions are read again.
 */
const saveRuleSetApi = ruleSetVersionsApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/field-rules/save-rule-set', (build) => ({
    saveRuleSet: build.mutation<RuleSetRecord, SaveRuleSetArgs>({
      query: ({ id, ruleSet }) => ({ url: paths.ruleSet(id), method: 'PUT', body: ruleSet }),
      invalidatesTags: (_result, _error, { id }) => [versionsTag(id), LATEST_VERSIONS_TAG],
    }),
  })),
});

export const { useSaveRuleSetMutation } = saveRuleSetApi;
