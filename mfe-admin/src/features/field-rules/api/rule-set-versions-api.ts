import { api } from 'shared-ui';

/**
 * The portal's api with the field-rules tag: `RuleSetVersion` covers the version lists (each rule
 * set's by its id, the latest of all as `LIST`); a save or restore invalidates them.
 */
export const ruleSetVersionsApi = api.enhanceEndpoints({ addTagTypes: ['RuleSetVersion'] });

export const LATEST_VERSIONS_TAG = { type: 'RuleSetVersion' as const, id: 'LIST' };
export const versionsTag = (ruleSetId: string) => ({ type: 'RuleSetVersion' as const, id: ruleSetId });
