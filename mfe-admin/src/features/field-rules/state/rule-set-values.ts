import type { RuleSetRecord, RuleSetSaveRequest } from 'shared-rules';
import { toRule, toRuleValues, type RuleValues } from './rule-form-values';
import { usesInput } from './rule-types';

/** A rule set as the editor's form holds it; its rules are `RuleValues` (see rule-form-values.ts). */
export interface RuleSetValues {
  name: string;
  /** Null: a lender-wide rule set, run for every organisation. */
  organizationId: string | null;
  tags: string[];
  enabled: boolean;
  rules: RuleValues[];
}

/**
 * A stored rule set as form values; rules take the uids of the rules at the same place in
 * `like`, the values just saved.
 */
export function toRuleSetValues(
  record: Pick<RuleSetRecord, 'name' | 'organizationId' | 'tags' | 'enabled' | 'rules'>,
  like?: RuleSetValues,
): RuleSetValues {
  return {
    name: record.name,
    organizationId: record.organizationId,
    tags: [...record.tags],
    enabled: record.enabled,
    rules: record.rules.map((rule, index) => toRuleValues(rule, like?.rules[index])),
  };
}

/** The body of `PUT /api/rule-sets/:id` for the form values. */
export function toRuleSetSaveRequest(values: RuleSetValues): RuleSetSaveRequest {
  return {
    name: values.name.trim(),
    organizationId: values.organizationId,
    tags: values.tags.map((tag) => tag.trim()).filter((tag) => tag !== ''),
    enabled: values.enabled,
    rules: values.rules.map((rule, index) => toRule(rule, `rules.${index}`)),
  };
}

/**
 * Every rule of the form with its path, parents before their children (dependent, then execution
 * rules). Child lists the rule's type does not use are left out, as a save leaves them out.
 */
export function eachRule(rules: readonly RuleValues[], path = 'rules'): Array<{ rule: RuleValues; path: string }> {
  return rules.flatMap((rule, index) => {
    const at = `${path}.${index}`;
    const children = (key: 'dependentRules' | 'executionRules') =>
      usesInput(rule.ruleType, key) ? eachRule(rule[key], `${at}.${key}`) : [];
    return [{ rule, path: at }, ...children('dependentRules'), ...children('executionRules')];
  });
}
