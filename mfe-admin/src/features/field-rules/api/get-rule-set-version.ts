import type { RuleSetVersion } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { ruleSetVersionsApi } from './rule-set-versions-api';

export interface RuleSetVersionArgs {
  ruleSetId: string;
  version: number;
}

/**
 * `GET /api/rule-sets/:id/versions/:version` (administrators): one saved version with its rules.
 * A version never changes once written, so it is cached without a tag.
 */
const getRuleSetVersionApi = ruleSetVersionsApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/field-rules/get-rule-set-version', (build) => ({
    getRuleSetVersion: build.query<RuleSetVersion, RuleSetVersionArgs>({
      query: ({ ruleSetId, version }) => paths.ruleSetVersion(ruleSetId, version),
    }),
  })),
});

export const { useGetRuleSetVersionQuery } = getRuleSetVersionApi;
