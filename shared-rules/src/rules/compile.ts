import type { ConditionScope } from './conditions';
import { isPairRule, validateRuleDefinition } from './definition';
import { FieldSlots } from './field-slots';
import type { JsonRecord } from './json';
import { isRecord, listProperty } from './json';
import { planRule, type RuleCheck, type RuleBinding, type RulePlan } from './rule-plan';
import type { EvaluationOptions, EvaluationResult, FieldValues, RuleDefinitionProblem, RuleError, RuleSet } from './types';
import { borrowerPairFieldId } from './templates';
import { localDayNumber } from './values';

/** Borrower-pair counts are clamped to this range; a loan file holds at most a few dozen applications. */
export const MAX_EVALUATED_BORROWER_PAIRS = 99;

/** The pair count an option asks for: a whole number from 1 to MAX_EVALUATED_BORROWER_PAIRS, default 1. */
export function borrowerPairCount(requested: unknown): number {
  if (typeof requested !== 'number' || !Number.isFinite(requested)) return 1;
  return Math.min(MAX_EVALUATED_BORROWER_PAIRS, Math.max(1, Math.floor(requested)));
}

/** Field-id renaming for borrower pair `pair`: `4000#` becomes `4000#2`; other ids stay. */
export function pairFieldIds(pair: number | null): (fieldId: string) => string {
  if (pair === null) return (fieldId) => fieldId;
  return (fieldId) => borrowerPairFieldId(fieldId, pair);
}

/** The top-level rules of the enabled rule sets, each read once into a plan. */
export interface PlannedRuleSets {
  /** Every rule of the enabled rule sets, in order. */
  rules: unknown[];
  /** The loan-level rules, in order. */
  loanPlans: RulePlan[];
  /** The `#` rules, in order: each is bound once per borrower pair. */
  pairPlans: RulePlan[];
}

/**
 * Plans the rules of the enabled rule sets (`enabled: false` sets dropped). Evaluating reports
 * the loan-level rules' errors first, then pair 1's, pair 2's…, each in this order: a caller that
 * binds the plans itself (the live validator) keeps that order to report what `evaluate` reports.
 */
export function planRuleSets(ruleSets: readonly RuleSet[]): PlannedRuleSets {
  const rules: unknown[] = [];
  const sets: unknown[] = Array.isArray(ruleSets) ? ruleSets : [];
  for (const set of sets) {
    if (!isRecord(set) || set.enabled === false) continue;
    rules.push(...(listProperty(set, 'rules') ?? []));
  }
  const loanPlans = rules.filter((rule) => !isPairRule(rule)).map((rule, index) => planRule(rule, false, `rules/${index}`, 0));
  const pairPlans = rules.filter((rule) => isPairRule(rule)).map((rule, index) => planRule(rule, false, `pair-rules/${index}`, 0));
  return { rules, loanPlans, pairPlans };
}

export interface CompiledRuleSets {
  /**
   * Problems found in the definitions of the enabled rule sets (see `validateRuleDefinition`),
   * worked out on first read: judging loans does not need them.
   */
  readonly problems: RuleDefinitionProblem[];
  /** How many rules of the enabled rule sets will run (before borrower-pair expansion). */
  readonly ruleCount: number;
  /**
   * Judges one loan's field values. Rules whose field ends with `#` run once per borrower pair.
   * Never throws; a rule with a broken definition fails with "Invalid value".
   */
  evaluate(values: FieldValues, options?: EvaluationOptions): EvaluationResult;
}

/**
 * Compiles rule sets once so that they can judge many loans. Every rule is read once, now:
 * its definition checked, regexes built, sets hashed, fixed values parsed. The rules are then
 * bound to field slots on first use: the loan-level rules once, and the `#` rules once per
 * borrower pair, pair 1 first, so a loan with four pairs uses the bindings of pairs 1 to 4 and
 * a later loan with two uses the first two. Disabled rule sets (`enabled: false`) are dropped.
 * The definitions are not read again after this call, so a changed rule set must be compiled
 * again (`evaluateRuleSets` does that when it is given a new rule-set list).
 */
export function compileRuleSets(ruleSets: readonly RuleSet[]): CompiledRuleSets {
  const { rules, loanPlans, pairPlans } = planRuleSets(ruleSets);
  let problems: RuleDefinitionProblem[] | null = null;

  // One set of slots and one list of checks for every pair count: the loan-level rules first,
  // then pair 1's, pair 2's… Checks and slots bound up to pair N are a prefix of both lists.
  const slots = new FieldSlots();
  const checks: RuleCheck[] = [];
  /** Index N: how many checks, and how many slots, pair count N uses (index 0: the loan-level rules alone). */
  const checkCounts: number[] = [];
  const slotCounts: number[] = [];
  const bindThrough = (pairCount: number) => {
    while (checkCounts.length <= pairCount) {
      const pair = checkCounts.length;
      const binding: RuleBinding = { slots, mapFieldId: pairFieldIds(pair === 0 ? null : pair) };
      for (const plan of pair === 0 ? loanPlans : pairPlans) checks.push(plan(binding));
      checkCounts.push(checks.length);
      slotCounts.push(slots.size);
    }
  };

  return {
    get problems() {
      problems ??= rules.flatMap((rule) => validateRuleDefinition(rule));
      return problems;
    },
    ruleCount: rules.length,
    evaluate(values, options = {}) {
      const safeOptions: JsonRecord = isRecord(options) ? options : {};
      const pairCount = borrowerPairCount(safeOptions.borrowerPairs);
      bindThrough(pairCount);
      const today = safeOptions.today instanceof Date ? safeOptions.today : new Date();
      const scope: ConditionScope = { todayDay: localDayNumber(today) };
      const record: JsonRecord = isRecord(values) ? values : {};
      const loanValues = slots.read(record, slotCounts[pairCount]);
      const errors: RuleError[] = [];
      const checkCount = checkCounts[pairCount];
      for (let index = 0; index < checkCount; index += 1) checks[index](loanValues, scope, errors);
      slots.release(loanValues);
      return { valid: errors.length === 0, errors };
    },
  };
}

/**
 * Rule-set lists already compiled by `evaluateRuleSets`, by the list object. Weak: a list no
 * longer held anywhere (an older version of the rule sets) takes its compiled form with it.
 */
const compiledByRuleSets = new WeakMap<object, CompiledRuleSets>();

/**
 * The compiled form of a rule-set list, compiled on the first call with that list object and
 * reused for as long as the list lives. The same object is taken to hold the same rules: a
 * changed rule set must come as a new list (as RTK Query data and the services' cache of rule
 * sets do; editing a list in place after it has been judged is not seen).
 */
export function compiledRuleSetsFor(ruleSets: readonly RuleSet[]): CompiledRuleSets {
  if (typeof ruleSets !== 'object' || ruleSets === null) return compileRuleSets(ruleSets);
  let compiled = compiledByRuleSets.get(ruleSets);
  if (compiled === undefined) {
    compiled = compileRuleSets(ruleSets);
    compiledByRuleSets.set(ruleSets, compiled);
  }
  return compiled;
}

/**
 * Judges field values against rule sets: `{ valid, errors }`, one error per failing rule (and per
 * borrower pair for `#` rules) with the rule id, the field id and the message to show. Compiles
 * the list on its first use only (see `compiledRuleSetsFor`): pass the same list object for as
 * long as the rules stay the same. Never throws on any JSON input.
 */
export function evaluateRuleSets(ruleSets: readonly RuleSet[], values: FieldValues, options?: EvaluationOptions): EvaluationResult {
  return compiledRuleSetsFor(ruleSets).evaluate(values, options);
}
