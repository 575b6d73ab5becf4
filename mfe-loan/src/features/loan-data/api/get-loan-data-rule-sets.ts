import { LOAN_DATA_RULES_TAG, type RuleSetRecord } from 'shared-rules';
import { ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { LOAN_DATA_RULE_SETS_TAG, loanDataApi } from './loan-data-api';

/** Kept for the session: a rule-set save (`rule-sets-update`) invalidates them instead. */
const SESSION_SECONDS = 24 * 60 * 60;

/**
 * `GET /api/rule-sets?orgId=&tag=loan-data`: the rule sets that judge an organisation's loan data
 * (lender-wide ones included), the same ones services run before a save.
 */
const getLoanDataRuleSetsApi = loanDataApi.injectEndpoints({
  endpoints: ownedEndpoints('mfe-loan/loan-data/get-loan-data-rule-sets', (build) => ({
    getLoanDataRuleSets: build.query<RuleSetRecord[], string>({
      query: (orgId) => ({ url: paths.ruleSets, params: { orgId, tag: LOAN_DATA_RULES_TAG } }),
      providesTags: [LOAN_DATA_RULE_SETS_TAG],
      keepUnusedDataFor: SESSION_SECONDS,
    }),
  })),
});

export const { useGetLoanDataRuleSetsQuery } = getLoanDataRuleSetsApi;
