import { api } from 'shared-ui';

/**
 * The portal api with the tags of the loan-data tabs: a loan's tab values (id: the loan id) and
 * the `loan-data` rule sets (one entry per organisation, kept for the session).
 */
export const loanDataApi = api.enhanceEndpoints({ addTagTypes: ['LoanData', 'LoanDataRuleSets'] });

export function loanDataTag(loanId: string) {
  return { type: 'LoanData' as const, id: loanId };
}

export const LOAN_DATA_RULE_SETS_TAG = { type: 'LoanDataRuleSets' as const };

/**
 * What a change of the loan's data makes stale: its loan-data tabs, and the loan itself (the
 * header shows the borrower, the amount and the purpose, which the URLA changes).
 */
export function loanDataChangeTags(loanId: string) {
  return [loanDataTag(loanId), { type: 'Loan' as const, id: loanId }];
}
