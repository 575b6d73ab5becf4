/**
 * The loan-data rule sets judged on a loan document: the messages of every failing field, and
 * what FORMFIELD rules say (display-only fields, custom labels). Pure: the rule sets (read and
 * compiled once per version by `organizationRuleSets`), the document and the day are passed in.
 */
import { fieldLabel, formFieldPresentation, readFieldValues, type CompiledRuleSets, type LoanDocument, type RuleSet } from 'shared-rules';
import { ruleFieldIds } from '../loans';

export interface LoanDataRules {
  /** Never edited: the same list object judges every loan until a rule set is saved. */
  ruleSets: readonly RuleSet[];
  compiled: CompiledRuleSets;
}

/** Borrower pairs of a document as the tabs count them: 1 to 4 (an empty document still shows pair 1). */
export const borrowerPairsOf = (document: LoanDocument) => Math.max(1, document.applications.length);

/**
 * Messages of every field the rules fail, by field id (`4000#2`), in rule order; an error that
 * names no field is under `''`. A message that starts with the field id names the field instead
 * (its FORMFIELD custom label when it has one).
 */
export function loanDataRuleFailures(rules: LoanDataRules, document: LoanDocument, today: Date): Map<string, string[]> {
  const pairs = borrowerPairsOf(document);
  const { values } = readFieldValues(document, ruleFieldIds(rules.ruleSets, pairs));
  const { labels } = formFieldPresentation(rules.ruleSets, pairs);
  const failures = new Map<string, string[]>();
  for (const error of rules.compiled.evaluate(values, { borrowerPairs: pairs, today }).errors) {
    const { fieldId } = error;
    const message =
      fieldId !== '' && error.message.startsWith(`${fieldId} `)
        ? `${labels[fieldId] ?? fieldLabel(fieldId, pairs)}${error.message.slice(fieldId.length)}`
        : error.message;
    const messages = failures.get(fieldId) ?? [];
    if (!messages.includes(message)) messages.push(message);
    failures.set(fieldId, messages);
  }
  return failures;
}

/** The fields FORMFIELD rules show but do not let a broker change, for a loan with `pairs` pairs. */
export function displayOnlyFields(rules: LoanDataRules, pairs: number): ReadonlySet<string> {
  return formFieldPresentation(rules.ruleSets, pairs).displayOnly;
}
