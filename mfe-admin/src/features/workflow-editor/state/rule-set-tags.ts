import type { RuleSetRecord } from 'shared-rules';

/** The tags the rule sets carry, each once, sorted: a workflow names its rules by them, and services refuse a tag no rule set carries. */
export function ruleSetTags(ruleSets: readonly RuleSetRecord[]): string[] {
  return [...new Set(ruleSets.flatMap((ruleSet) => ruleSet.tags))].sort((first, second) => first.localeCompare(second));
}
