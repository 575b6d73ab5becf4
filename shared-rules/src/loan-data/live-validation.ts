import { compileRuleSets } from '../rules/compile';
import type { EvaluationOptions, FieldValues, RuleSet } from '../rules/types';

/** Rule messages by field id (`65#2` → ["SSN must be …"]); a field without messages is absent. */
export type FieldMessages = Readonly<Record<string, readonly string[]>>;

export interface LiveValidator {
  /** Every rule on these values. */
  validateAll(values: FieldValues, options?: EvaluationOptions): FieldMessages;
  /**
   * After the fields `changed` took the values in `values`: the messages of every field, with
   * only the rules that read a changed field run again (the others keep their last result).
   */
  update(values: FieldValues, changed: readonly string[], options?: EvaluationOptions): FieldMessages;
}

/** A validator for the loan-data tabs over these rule sets (the `loan-data` tag's). */
export function createLiveValidator(ruleSets: readonly RuleSet[]): LiveValidator {
  const compiled = compileRuleSets(ruleSets);
  const validateAll = (values: FieldValues, options?: EvaluationOptions): FieldMessages => {
    const messages: Record<string, string[]> = {};
    for (const error of compiled.evaluate(values, options).errors) (messages[error.fieldId] ??= []).push(error.message);
    return messages;
  };
  return { validateAll, update: (values, _changed, options) => validateAll(values, options) };
}

/** What FORMFIELD rules say of the fields: shown but not editable, and labels replacing the fields' own. */
export interface FormFieldPresentation {
  displayOnly: ReadonlySet<string>;
  labels: Readonly<Record<string, string>>;
}

/** The FORMFIELD rules of the enabled rule sets, for a loan with `borrowerPairs` pairs (`#` ids written per pair). */
export function formFieldPresentation(ruleSets: readonly RuleSet[], borrowerPairs: number): FormFieldPresentation {
  const displayOnly = new Set<string>();
  const labels: Record<string, string> = {};
  for (const set of ruleSets) {
    if (set.enabled === false) continue;
    for (const rule of set.rules) {
      if (rule.ruleType !== 'FORMFIELD' || rule.disabled || !rule.fieldIdTemplate) continue;
      const template = rule.fieldIdTemplate;
      const ids = template.endsWith('#')
        ? Array.from({ length: Math.max(1, borrowerPairs) }, (_, index) => `${template}${index + 1}`)
        : [template];
      for (const id of ids) {
        if (rule.displayOnly) displayOnly.add(id);
        if (rule.customLabel) labels[id] = rule.customLabel;
      }
    }
  }
  return { displayOnly, labels };
}
