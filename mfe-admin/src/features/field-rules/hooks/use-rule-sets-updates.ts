import { useAppDispatch, useBusEvent } from 'shared-ui';
import { LATEST_VERSIONS_TAG, ruleSetVersionsApi, versionsTag } from '../api/rule-set-versions-api';

/**
 * Follows other administrators' saves: on `rule-sets-update` the versions of that rule set and the
 * latest versions are read again, and `onUpdate` re-reads what the page holds (the rule sets).
 */
export function useRuleSetsUpdates(onUpdate: () => void): void {
  const dispatch = useAppDispatch();
  useBusEvent('socket:rule-sets-update', ({ ruleSetId }) => {
    dispatch(ruleSetVersionsApi.util.invalidateTags([versionsTag(ruleSetId), LATEST_VERSIONS_TAG]));
    onUpdate();
  });
}
