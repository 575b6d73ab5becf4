import { compileRuleSets, type CompiledRuleSets } from '../rules/compile';
import type { EvaluationOptions, FieldValues, RuleSet } from '../rules/types';
import { workflowReachedStep } from '../workflow/workflow';
import type { WorkflowVariant } from '../workflow/types';
import type { LoanTabsContext } from './tabs';

/**
 * Tags of the rule sets that switch a loan's tabs. A mode is on when enabled rule sets carry its
 * tag, hold at least one live rule, and every one of those rules passes (the way display rules
 * work): a lender who writes no such rule gets no CD preview, never hides the ICD request and
 * never restricts DSCR loans.
 */
export const LOAN_TAB_RULE_TAGS = {
  cdPreview: 'loan-tab-cd-preview',
  hideIcd: 'loan-tab-hide-icd',
  restrictedDscr: 'loan-restricted-dscr',
} as const;

/** The workflow steps whose arrival opens the Credit and AUS tabs (compared without case). */
export const CREDIT_STEP_NAME = 'Credit';
export const AUS_STEP_NAME = 'AUS';

const compiledByTag = new WeakMap<readonly RuleSet[], Map<string, { ruleCount: number; compiled: CompiledRuleSets }>>();

/** Whether the mode of `tag` is on for these values (see LOAN_TAB_RULE_TAGS). */
export function ruleModeActive(ruleSets: readonly RuleSet[], tag: string, values: FieldValues, options: EvaluationOptions = {}): boolean {
  let byTag = compiledByTag.get(ruleSets);
  if (!byTag) {
    byTag = new Map();
    compiledByTag.set(ruleSets, byTag);
  }
  let group = byTag.get(tag);
  if (!group) {
    const tagged = ruleSets.filter((set) => set.enabled !== false && Array.isArray(set.tags) && set.tags.includes(tag));
    const ruleCount = tagged.reduce((count, set) => count + set.rules.filter((rule) => rule.disabled !== true).length, 0);
    group = { ruleCount, compiled: compileRuleSets(tagged) };
    byTag.set(tag, group);
  }
  return group.ruleCount > 0 && group.compiled.evaluate(values, options).valid;
}

export interface LoanTabFacts {
  variant: WorkflowVariant | null;
  /** The loan's evaluated workflow; null without one (Credit and AUS then stay closed). */
  workflow: { steps: Array<{ name: string }>; currentStepIndex: number } | null;
  /** Every rule set that applies to the loan; the modes pick theirs by tag. */
  ruleSets: readonly RuleSet[];
  values: FieldValues;
  options?: EvaluationOptions;
  flags: { earlyIcd: boolean; hoiOptOutPage: boolean };
  adverseActionLock: boolean;
}

/** The tab context of a loan from its real data: workflow progress, the rule-driven modes, the flags and the lock. */
export function loanTabsContextFor(facts: LoanTabFacts): LoanTabsContext {
  const mode = (tag: string) => ruleModeActive(facts.ruleSets, tag, facts.values, facts.options);
  return {
    variant: facts.variant,
    creditStepReached: facts.workflow !== null && workflowReachedStep(facts.workflow, CREDIT_STEP_NAME),
    ausStepReached: facts.workflow !== null && workflowReachedStep(facts.workflow, AUS_STEP_NAME),
    cdPreviewAllowed: mode(LOAN_TAB_RULE_TAGS.cdPreview),
    earlyIcdEnabled: facts.flags.earlyIcd,
    icdHidden: mode(LOAN_TAB_RULE_TAGS.hideIcd),
    hoiOptOutPageEnabled: facts.flags.hoiOptOutPage,
    restrictedDscr: mode(LOAN_TAB_RULE_TAGS.restrictedDscr),
    adverseActionLock: facts.adverseActionLock,
  };
}
