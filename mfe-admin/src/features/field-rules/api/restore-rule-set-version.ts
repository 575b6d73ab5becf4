import type { RuleSetRecord } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import type { RuleSetVersionArgs } from './get-rule-set-version';
import { LATEST_VERSIONS_TAG, ruleSetVersionsApi, versionsTag } from './rule-set-versions-api';

/** `POST /api/rule-sets/:id/versions/:version/restore` (administrators): saves that version again as the next one. */
const restoreRuleSetVersionApi = ruleSetVersionsApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/field-rules/restore-rule-set-version', (build) => ({
    restoreRuleSetVersion: build.mutation<RuleSetRecord, RuleSetVersionArgs>({
      query: ({ ruleSetId, version }) => ({ url: paths.restoreRuleSetVersion(ruleSetId, version), method: 'POST' }),
      invalidatesTags: (_result, _error, { ruleSetId }) => [versionsTag(ruleSetId), LATEST_VERSIONS_TAG],
    }),
  })),
});

export const { useRestoreRuleSetVersionMutation } = restoreRuleSetVersionApi;
