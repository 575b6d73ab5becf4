import { useEffect } from 'react';
import { LOAN_DATA_RULES_TAG } from 'shared-rules';
import { getBus, type AppDispatch, type PortalBus, useAppDispatch } from 'shared-ui';
import { useGetLoanDataRuleSetsQuery } from '../api/get-loan-data-rule-sets';
import { LOAN_DATA_RULE_SETS_TAG, loanDataApi } from '../api/loan-data-api';

/** Buses (and, per bus, stores) already watched: one watch per session, however often the tabs open. */
const watched = new WeakMap<PortalBus, WeakSet<AppDispatch>>();

/**
 * From the first loan-data page on, for the rest of the session, a rule-set save makes the cached
 * rule sets stale: an open page refetches and validates again, a closed one loads them fresh when
 * next opened. Saves of sets tagged `loan-data` count; services name the tags a set had before
 * the save as well as after, so a set that has just lost the tag counts too.
 */
function watchRuleSetSaves(bus: PortalBus, dispatch: AppDispatch): void {
  const stores = watched.get(bus) ?? new WeakSet<AppDispatch>();
  watched.set(bus, stores);
  if (stores.has(dispatch)) return;
  stores.add(dispatch);
  bus.subscribe('socket:rule-sets-update', (event) => {
    if (event.tags.includes(LOAN_DATA_RULES_TAG)) dispatch(loanDataApi.util.invalidateTags([LOAN_DATA_RULE_SETS_TAG]));
  });
}

/** The `loan-data` rule sets of the loan's organisation, read once per session and refetched when an administrator saves rule sets. */
export function useLoanDataRuleSets(organizationId: string) {
  const dispatch = useAppDispatch();
  useEffect(() => watchRuleSetSaves(getBus(), dispatch), [dispatch]);
  return useGetLoanDataRuleSetsQuery(organizationId);
}
