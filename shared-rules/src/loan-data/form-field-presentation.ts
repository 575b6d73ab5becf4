import { borrowerPairCount } from '../rules/compile';
import { isRecord } from '../rules/json';
import { borrowerPairFieldId } from '../rules/templates';
import type { RuleSet } from '../rules/types';

/** What FORMFIELD rules say of the fields: shown but not editable, and labels replacing the fields' own. */
export interface FormFieldPresentation {
  displayOnly: ReadonlySet<string>;
  labels: Readonly<Record<string, string>>;
}

/**
 * The FORMFIELD rules of the enabled rule sets, for a loan with `borrowerPairs` pairs (`#` ids
 * written per pair). Disabled rules say nothing; when two rules label one field, the later wins.
 */
export function formFieldPresentation(ruleSets: readonly RuleSet[], borrowerPairs: number): FormFieldPresentation {
  const displayOnly = new Set<string>();
  const labels = new Map<string, string>();
  const pairCount = borrowerPairCount(borrowerPairs);
  for (const set of Array.isArray(ruleSets) ? ruleSets : []) {
    if (!isRecord(set) || set.enabled === false || !Array.isArray(set.rules)) continue;
    for (const rule of set.rules) {
      if (!isRecord(rule) || rule.ruleType !== 'FORMFIELD' || rule.disabled === true) continue;
      const template = rule.fieldIdTemplate;
      if (typeof template !== 'string' || template.trim() === '') continue;
      const ids = template.endsWith('#')
        ? Array.from({ length: pairCount }, (_, index) => borrowerPairFieldId(template, index + 1))
        : [template];
      for (const id of ids) {
        if (rule.displayOnly === true) displayOnly.add(id);
        if (typeof rule.customLabel === 'string' && rule.customLabel !== '') labels.set(id, rule.customLabel);
      }
    }
  }
  return { displayOnly, labels: Object.fromEntries(labels) };
}
