import { compileConditionReading, type ConditionScope, compareValues, looselyEqual, looselyEqualTo } from './conditions';
import { isPairRule, MAX_RULE_DEPTH, ownDefinitionProblems, ruleLabel, validateRuleDefinition } from './definition';
import type { JsonRecord } from './json';
import { FieldSlots, type SlotValues } from './field-slots';
import { isRecord, listProperty, textProperty } from './json';
import { fillMessage, RULE_MESSAGES } from './messages';
import { compilePattern } from './regex';
import type {
  EvaluationOptions,
  EvaluationResult,
  FieldValues,
  RuleDefinitionProblem,
  RuleError,
  RuleSet,
  RuleType,
  ValueFormat,
} from './types';
import { borrowerPairFieldId } from './templates';
import { matchesValueFormat } from './value-formats';
import { isBlank, localDayNumber, numericValue, setMembers, valueText } from './values';

/**
 * A compiled rule: judges one loan's values (in the slots of its `FieldSlots`), returns whether
 * it passes and, when `out` is given, appends its errors there. Composite rules judge their
 * children with `out` null, because a composite reports one error of its own instead of its
 * children's.
 */
type RuleCheck = (values: SlotValues, scope: ConditionScope, out: RuleError[] | null) => boolean;

const PASS: RuleCheck = () => true;

/** Borrower-pair counts are clamped to this range; a loan file holds at most a few dozen applications. */
export const MAX_EVALUATED_BORROWER_PAIRS = 99;

/** The pair count an option asks for: a whole number from 1 to MAX_EVALUATED_BORROWER_PAIRS, default 1. */
export function borrowerPairCount(requested: unknown): number {
  if (typeof requested !== 'number' || !Number.isFinite(requested)) return 1;
  return Math.min(MAX_EVALUATED_BORROWER_PAIRS, Math.max(1, Math.floor(requested)));
}

/** Field-id renaming for borrower pair `pair`: `4000#` becomes `4000#2`; other ids stay. */
function pairFieldIds(pair: number | null): (fieldId: string) => string {
  if (pair === null) return (fieldId) => fieldId;
  return (fieldId) => borrowerPairFieldId(fieldId, pair);
}

function compileRule(
  rule: unknown,
  slots: FieldSlots,
  mapFieldId: (fieldId: string) => string,
  underPairParent: boolean,
  path: string,
  depth: number,
): RuleCheck {
  const ruleId = ruleLabel(rule, path);
  const rawField = isRecord(rule) ? textProperty(rule, 'fieldIdTemplate') : undefined;
  const field = rawField === undefined ? '' : mapFieldId(rawField);
  const problems = depth > MAX_RULE_DEPTH ? ['nested too deep'] : ownDefinitionProblems(rule, underPairParent);
  if (!isRecord(rule) || problems.length > 0) {
    // A broken definition cannot judge a loan; failing it makes the misconfiguration visible.
    return (_values, _scope, out) => {
      out?.push({ ruleId, fieldId: field, message: RULE_MESSAGES.invalid });
      return false;
    };
  }
  if (rule.disabled === true) return PASS;

  const custom = textProperty(rule, 'customErrorMessage');
  const slot = slots.slotOf(field);
  const fail = (out: RuleError[] | null, defaultMessage: () => string, value: unknown, min?: string, max?: string) => {
    if (out) {
      const message = custom === undefined ? defaultMessage() : fillMessage(custom, { value, field, min, max });
      out.push({ ruleId, fieldId: field, message });
    }
    return false;
  };
  const childrenUnderPair = underPairParent || isPairRule(rule);
  // The definition check has made sure the child lists this rule type needs are non-empty arrays.
  const compileChildren = (listKey: 'dependentRules' | 'executionRules') =>
    (rule[listKey] as unknown[]).map((child, index) =>
      compileRule(child, slots, mapFieldId, childrenUnderPair, `${path}/${listKey}/${index}`, depth + 1),
    );

  // ownDefinitionProblems has refused unknown types, so this switch covers every rule type.
  const ruleType = rule.ruleType as RuleType;
  switch (ruleType) {
    case 'REQUIRED':
    case 'FORMFIELD':
      return (values, _scope, out) => {
        const value = values[slot];
        return !isBlank(value) || fail(out, () => RULE_MESSAGES.required, value);
      };

    case 'FORMAT': {
      const format = rule.format as ValueFormat;
      return (values, _scope, out) => {
        const value = values[slot];
        if (isBlank(value) || matchesValueFormat(format, valueText(value))) return true;
        return fail(out, () => RULE_MESSAGES.format(field, format), value);
      };
    }

    case 'RANGE': {
      const range = rule.range as JsonRecord;
      const min = isBlank(range.min) ? null : numericValue(range.min);
      const max = isBlank(range.max) ? null : numericValue(range.max);
      const minText = min === null ? undefined : String(min);
      const maxText = max === null ? undefined : String(max);
      return (values, _scope, out) => {
        const value = values[slot];
        if (isBlank(value)) return true;
        const number = numericValue(value);
        const within = !Number.isNaN(number) && (min === null || number >= min) && (max === null || number <= max);
        return within || fail(out, () => RULE_MESSAGES.range(field, minText, maxText), value, minText, maxText);
      };
    }

    case 'COMPOSITE': {
      const children = compileChildren('dependentRules');
      const all = rule.operator === 'AND';
      return (values, scope, out) => {
        const passes = all ? allPass(children, values, scope) : anyPasses(children, values, scope);
        return passes || fail(out, () => RULE_MESSAGES.invalid, values[slot]);
      };
    }

    case 'CONDITIONAL': {
      const children = compileChildren('dependentRules');
      const expected = rule.conditionValue ?? rule.value;
      const conditionType = rule.conditionType;
      const equalsExpected = looselyEqualTo(expected);
      const holds = (value: unknown) =>
        conditionType === 'NOT_EMPTY' ? !isBlank(value) : conditionType === 'EQUAL' ? equalsExpected(value) : !equalsExpected(value);
      return (values, scope, out) => (holds(values[slot]) ? runAll(children, values, scope, out) : true);
    }

    case 'DEPENDENCY': {
      const otherField = mapFieldId(rule.dependentField as string);
      const otherSlot = slots.slotOf(otherField);
      return (values, _scope, out) => {
        const value = values[slot];
        const agree = isBlank(value) === isBlank(values[otherSlot]);
        return agree || fail(out, () => RULE_MESSAGES.dependency(field, otherField), value);
      };
    }

    case 'COMPARISON': {
      const otherField = mapFieldId(rule.comparisonField as string);
      const otherSlot = slots.slotOf(otherField);
      const comparisonType = rule.comparisonType as string;
      return (values, _scope, out) => {
        const value = values[slot];
        const otherValue = values[otherSlot];
        const holds =
          comparisonType === 'EQUAL'
            ? looselyEqual(value, otherValue)
            : comparisonType === 'GREATER_THAN'
              ? compareValues(value, otherValue) > 0
              : compareValues(value, otherValue) < 0;
        return holds || fail(out, () => RULE_MESSAGES.comparison(field, comparisonType, otherField), value);
      };
    }

    case 'REGEX': {
      // ownDefinitionProblems has already refused a pattern that does not compile.
      const { pattern } = compilePattern(rule.regex as string) as { pattern: RegExp };
      return (values, _scope, out) => {
        const value = values[slot];
        if (isBlank(value) || pattern.test(valueText(value))) return true;
        return fail(out, () => RULE_MESSAGES.pattern(field), value);
      };
    }

    case 'IN_SET': {
      const members = setMembers(rule.values);
      const memberSet = new Set(members);
      return (values, _scope, out) => {
        const value = values[slot];
        if (isBlank(value) || memberSet.has(valueText(value).trim())) return true;
        return fail(out, () => RULE_MESSAGES.inSet(field, members), value);
      };
    }

    case 'STARTS_WITH_IN_SET': {
      const prefixes = setMembers(rule.values);
      return (values, _scope, out) => {
        const value = values[slot];
        if (isBlank(value)) return true;
        const text = valueText(value).trim();
        if (prefixes.some((prefix) => text.startsWith(prefix))) return true;
        return fail(out, () => RULE_MESSAGES.startsWithInSet(field, prefixes), value);
      };
    }

    case 'LOGICAL': {
      const conditions = (rule.conditions as unknown[]).map((condition) =>
        compileConditionReading(condition, mapFieldId, (fieldId) => slots.readerFor(fieldId)),
      );
      const children = compileChildren('executionRules');
      const all = rule.logicalOperator === 'AND';
      return (values, scope, out) => {
        const holds = all ? allHold(conditions, values, scope) : anyHolds(conditions, values, scope);
        return holds ? runAll(children, values, scope, out) : true;
      };
    }

    case 'ERROR':
      return (values, _scope, out) => fail(out, () => RULE_MESSAGES.invalid, values[slot]);
  }
}

// Plain loops rather than every/some with an arrow: these run for every composite and logical
// rule of every loan, and the compiled output would allocate a callback on each call.

/** Whether every check passes, judged without errors; stops at the first that fails. */
function allPass(checks: RuleCheck[], values: SlotValues, scope: ConditionScope): boolean {
  for (let index = 0; index < checks.length; index += 1) if (!checks[index](values, scope, null)) return false;
  return true;
}

/** Whether any check passes, judged without errors; stops at the first that passes. */
function anyPasses(checks: RuleCheck[], values: SlotValues, scope: ConditionScope): boolean {
  for (let index = 0; index < checks.length; index += 1) if (checks[index](values, scope, null)) return true;
  return false;
}

type SlotTest = (values: SlotValues, scope: ConditionScope) => boolean;

function allHold(tests: SlotTest[], values: SlotValues, scope: ConditionScope): boolean {
  for (let index = 0; index < tests.length; index += 1) if (!tests[index](values, scope)) return false;
  return true;
}

function anyHolds(tests: SlotTest[], values: SlotValues, scope: ConditionScope): boolean {
  for (let index = 0; index < tests.length; index += 1) if (tests[index](values, scope)) return true;
  return false;
}

/** Runs every child (no short cut when errors are wanted, so each failing child reports). */
function runAll(children: RuleCheck[], values: SlotValues, scope: ConditionScope, out: RuleError[] | null): boolean {
  if (out === null) return allPass(children, values, scope);
  let passes = true;
  for (const child of children) passes = child(values, scope, out) && passes;
  return passes;
}

export interface CompiledRuleSets {
  /** Problems found in the definitions of the enabled rule sets (see `validateRuleDefinition`). */
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
 * Compiles rule sets once so that they can judge many loans: regexes are built, sets are
 * hashed, fixed values are parsed, and the rules are compiled per borrower-pair count (now for
 * one pair, on first use for any other count), each with the slots of the fields it reads.
 * Disabled rule sets (`enabled: false`) are dropped. Do not edit the rule sets afterwards: the
 * compiled form may read a definition again on first use of a new pair count, so compile again
 * after every change.
 */
export function compileRuleSets(ruleSets: readonly RuleSet[]): CompiledRuleSets {
  const rules: unknown[] = [];
  const sets: unknown[] = Array.isArray(ruleSets) ? ruleSets : [];
  for (const set of sets) {
    if (!isRecord(set) || set.enabled === false) continue;
    rules.push(...(listProperty(set, 'rules') ?? []));
  }
  const problems = rules.flatMap((rule) => validateRuleDefinition(rule));
  const loanRules = rules.filter((rule) => !isPairRule(rule));
  const pairRules = rules.filter((rule) => isPairRule(rule));
  /** The checks for one borrower-pair count, and the slots of the fields they read. */
  const compiledByPairCount = new Map<number, { slots: FieldSlots; checks: RuleCheck[] }>();

  const compiledFor = (pairCount: number) => {
    let compiled = compiledByPairCount.get(pairCount);
    if (!compiled) {
      const slots = new FieldSlots();
      const checks = loanRules.map((rule, index) => compileRule(rule, slots, pairFieldIds(null), false, `rules/${index}`, 0));
      for (let pair = 1; pair <= pairCount; pair += 1) {
        const mapFieldId = pairFieldIds(pair);
        pairRules.forEach((rule, index) => checks.push(compileRule(rule, slots, mapFieldId, false, `pair-rules/${index}`, 0)));
      }
      compiled = { slots, checks };
      compiledByPairCount.set(pairCount, compiled);
    }
    return compiled;
  };

  compiledFor(1);

  return {
    problems,
    ruleCount: rules.length,
    evaluate(values, options = {}) {
      const safeOptions: JsonRecord = isRecord(options) ? options : {};
      const { slots, checks } = compiledFor(borrowerPairCount(safeOptions.borrowerPairs));
      const today = safeOptions.today instanceof Date ? safeOptions.today : new Date();
      const scope: ConditionScope = { todayDay: localDayNumber(today) };
      const record: JsonRecord = isRecord(values) ? values : {};
      const loanValues = slots.read(record);
      const errors: RuleError[] = [];
      for (const check of checks) check(loanValues, scope, errors);
      slots.release(loanValues);
      return { valid: errors.length === 0, errors };
    },
  };
}

/**
 * Judges field values against rule sets: `{ valid, errors }`, one error per failing rule (and per
 * borrower pair for `#` rules) with the rule id, the field id and the message to show. Compiles
 * on every call; code that judges many loans with the same rules should keep a
 * `compileRuleSets` result instead. Never throws on any JSON input.
 */
export function evaluateRuleSets(
  ruleSets: readonly RuleSet[],
  values: FieldValues,
  options?: EvaluationOptions,
): EvaluationResult {
  return compileRuleSets(ruleSets).evaluate(values, options);
}

