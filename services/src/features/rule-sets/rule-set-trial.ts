/**
 * An edited rule set judged on one loan before it is saved: the messages it gives on the loan's
 * current values, with the definition problems the editor should fix. Pure: the document and the
 * day are passed in.
 */
import {
  borrowerPairCount,
  evaluateRuleSets,
  readFieldValues,
  validateRuleDefinition,
  type LoanDocument,
  type RuleSet,
  type RuleSetTryResult,
  type ValidationRule,
} from 'shared-rules';
import { ruleFieldIds } from '../loans';

export interface TrialRuleSet {
  tags: readonly string[];
  rules: readonly ValidationRule[];
}

/**
 * The rule set's verdict on the loan document, `#` rules once per borrower pair. The rules run
 * even while the set is switched off, which is when an administrator tries one out. Each call
 * compiles the rules afresh (a new list object), since an edited set is judged once.
 */
export function tryRuleSetOnLoan(
  ruleSet: TrialRuleSet,
  document: LoanDocument,
  today: Date,
): Pick<RuleSetTryResult, 'borrowerPairs' | 'valid' | 'errors' | 'problems' | 'values'> {
  const sets: RuleSet[] = [{ enabled: true, tags: [...ruleSet.tags], rules: [...ruleSet.rules] }];
  const borrowerPairs = borrowerPairCount(document.applications.length);
  const { values } = readFieldValues(document, ruleFieldIds(sets, borrowerPairs));
  const result = evaluateRuleSets(sets, values, { borrowerPairs, today });
  return {
    borrowerPairs,
    valid: result.valid,
    errors: result.errors,
    problems: ruleSet.rules.flatMap((rule) => validateRuleDefinition(rule)),
    values,
  };
}
