import type { ComparisonType, ConditionType } from 'shared-rules';
import type { RuleValues } from './rule-form-values';
import type { RuleSetValues } from './rule-set-values';
import { COMPARISON_LABELS, CONDITION_TYPE_LABELS, RULE_TYPE_INFO } from './rule-types';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const or = (text: string, missing: string) => (text.trim() === '' ? missing : text.trim());

/** What a rule checks, in a few words, for the rules table ("Between 1 and 15", "Must match EMAIL"). */
export function ruleSummary(rule: RuleValues): string {
  switch (rule.ruleType) {
    case '':
      return 'No rule type chosen yet';
    case 'REQUIRED':
      return 'Must have a value';
    case 'FORMAT':
      return `Must match ${or(rule.format, '(no format)')}`;
    case 'FORMFIELD': {
      const label = rule.customLabel.trim() === '' ? '' : ` labelled "${rule.customLabel.trim()}"`;
      return `On the task form${label}${rule.displayOnly ? ', read-only' : ''}`;
    }
    case 'RANGE': {
      const min = rule.rangeMin.trim();
      const max = rule.rangeMax.trim();
      if (min !== '' && max !== '') return `Between ${min} and ${max}`;
      if (min !== '') return `At least ${min}`;
      return max !== '' ? `At most ${max}` : 'No bounds yet';
    }
    case 'COMPOSITE':
      return `${rule.operator === 'AND' ? 'All' : rule.operator === 'OR' ? 'Any' : 'All or any'} of ${count(rule.dependentRules.length, 'dependent rule', 'dependent rules')}`;
    case 'CONDITIONAL': {
      const when = CONDITION_TYPE_LABELS[rule.conditionType as ConditionType] ?? 'meets its condition';
      const value = rule.conditionType === 'NOT_EMPTY' ? '' : ` "${rule.conditionValue}"`;
      return `When it ${when}${value}: ${count(rule.dependentRules.length, 'dependent rule', 'dependent rules')}`;
    }
    case 'DEPENDENCY':
      return `Filled in together with ${or(rule.dependentField, '(no field)')}`;
    case 'COMPARISON':
      return `${COMPARISON_LABELS[rule.comparisonType as ComparisonType] ?? 'Compared with'} ${or(rule.comparisonField, '(no field)')}`.replace(
        /^./,
        (c) => c.toUpperCase(),
      );
    case 'REGEX':
      return `Matches ${or(rule.regex, '(no pattern)')}`;
    case 'IN_SET':
      return `One of ${rule.values.join(', ') || '(no values)'}`;
    case 'STARTS_WITH_IN_SET':
      return `Starts with ${rule.values.join(', ') || '(no values)'}`;
    case 'LOGICAL':
      return `When ${rule.logicalOperator === 'OR' ? 'any' : 'all'} of ${count(rule.conditions.length, 'condition', 'conditions')} hold: ${count(rule.executionRules.length, 'execution rule', 'execution rules')}`;
    case 'ERROR':
      return `Always: ${or(rule.customErrorMessage, '(no message)')}`;
  }
}

/** The type's label, or a prompt while none is chosen. */
export const ruleTypeLabel = (rule: RuleValues): string => (rule.ruleType === '' ? 'Not chosen' : RULE_TYPE_INFO[rule.ruleType].label);

/** The rule at a form path (`rules.0.dependentRules.1`), or undefined. */
export function ruleAt(values: RuleSetValues, path: string): RuleValues | undefined {
  const segments = path.split('.');
  let rules: RuleValues[] = values.rules;
  let rule: RuleValues | undefined;
  for (let index = 1; index < segments.length; index += 2) {
    rule = rules[Number(segments[index])];
    if (!rule) return undefined;
    const next = segments[index + 1];
    if (next === 'dependentRules' || next === 'executionRules') rules = rule[next];
    else if (next !== undefined) return undefined;
  }
  return rule;
}

/** A rule id not used yet in the set: `rule-4`, or `rule-4-2` if that is taken. */
export function freshRuleId(taken: ReadonlySet<string>, base: string): string {
  if (!taken.has(base)) return base;
  let copy = 2;
  while (taken.has(`${base}-${copy}`)) copy += 1;
  return `${base}-${copy}`;
}
