import { type ConditionScope, compareValues, looselyEqual, looselyEqualTo, planCondition } from './conditions';
import { isPairRule, MAX_RULE_DEPTH, ownDefinitionProblems, ruleLabel } from './definition';
import type { FieldSlots, SlotValues } from './field-slots';
import type { JsonRecord } from './json';
import { isRecord, textProperty } from './json';
import { fillMessage, RULE_MESSAGES } from './messages';
import { compilePattern } from './regex';
import type { RuleError, RuleType, ValueFormat } from './types';
import { matchesValueFormat } from './value-formats';
import { isBlank, numericValue, setMembers, valueText } from './values';

/**
 * A compiled rule: judges one loan's values (in the slots of its `FieldSlots`), returns whether
 * it passes and, when `out` is given, appends its errors there. Composite rules judge their
 * children with `out` null, because a composite reports one error of its own instead of its
 * children's.
 */
export type RuleCheck = (values: SlotValues, scope: ConditionScope, out: RuleError[] | null) => boolean;

/** Where a planned rule is bound: the slots its fields get, and the renaming of `#` ids for one borrower pair. */
export interface RuleBinding {
  slots: FieldSlots;
  mapFieldId: (fieldId: string) => string;
}

/**
 * A rule read once: its definition checked, its fixed parts parsed (patterns, sets, bounds,
 * expected values, conditions), its children planned. Binding it to a borrower pair only names
 * fields and makes the check, so a rule repeated for four pairs is read and checked once.
 */
export type RulePlan = (binding: RuleBinding) => RuleCheck;

const PASS: RuleCheck = () => true;

type Fail = (out: RuleError[] | null, defaultMessage: () => string, value: unknown, min?: string, max?: string) => false;

/** What every bound rule needs: its field (renamed for the pair), that field's slot, and how it reports. */
interface BoundField {
  field: string;
  slot: number;
  fail: Fail;
}

/**
 * Plans one rule. `underPairParent` says the rule sits inside a rule whose field ends with `#`;
 * `path` names a rule without id in its error; `depth` stops a nesting bomb.
 */
export function planRule(rule: unknown, underPairParent: boolean, path: string, depth: number): RulePlan {
  const ruleId = ruleLabel(rule, path);
  const rawField = isRecord(rule) ? textProperty(rule, 'fieldIdTemplate') : undefined;
  const fieldFor = (binding: RuleBinding) => (rawField === undefined ? '' : binding.mapFieldId(rawField));
  const problems = depth > MAX_RULE_DEPTH ? ['nested too deep'] : ownDefinitionProblems(rule, underPairParent);
  if (!isRecord(rule) || problems.length > 0) {
    // A broken definition cannot judge a loan; failing it makes the misconfiguration visible.
    return (binding) => {
      const field = fieldFor(binding);
      return (_values, _scope, out) => {
        out?.push({ ruleId, fieldId: field, message: RULE_MESSAGES.invalid });
        return false;
      };
    };
  }
  if (rule.disabled === true) return () => PASS;

  const custom = textProperty(rule, 'customErrorMessage');
  const bindField = (binding: RuleBinding): BoundField => {
    const field = fieldFor(binding);
    const fail: Fail = (out, defaultMessage, value, min, max) => {
      if (out) {
        const message = custom === undefined ? defaultMessage() : fillMessage(custom, { value, field, min, max });
        out.push({ ruleId, fieldId: field, message });
      }
      return false;
    };
    return { field, slot: binding.slots.slotOf(field), fail };
  };
  const childrenUnderPair = underPairParent || isPairRule(rule);
  // The definition check has made sure the child lists this rule type needs are non-empty arrays.
  const planChildren = (listKey: 'dependentRules' | 'executionRules') =>
    (rule[listKey] as unknown[]).map((child, index) => planRule(child, childrenUnderPair, `${path}/${listKey}/${index}`, depth + 1));

  // ownDefinitionProblems has refused unknown types, so this switch covers every rule type.
  const ruleType = rule.ruleType as RuleType;
  switch (ruleType) {
    case 'REQUIRED':
    case 'FORMFIELD':
      return (binding) => {
        const { slot, fail } = bindField(binding);
        return (values, _scope, out) => {
          const value = values[slot];
          return !isBlank(value) || fail(out, () => RULE_MESSAGES.required, value);
        };
      };

    case 'FORMAT': {
      const format = rule.format as ValueFormat;
      return (binding) => {
        const { field, slot, fail } = bindField(binding);
        return (values, _scope, out) => {
          const value = values[slot];
          if (isBlank(value) || matchesValueFormat(format, valueText(value))) return true;
          return fail(out, () => RULE_MESSAGES.format(field, format), value);
        };
      };
    }

    case 'RANGE': {
      const range = rule.range as JsonRecord;
      const min = isBlank(range.min) ? null : numericValue(range.min);
      const max = isBlank(range.max) ? null : numericValue(range.max);
      const minText = min === null ? undefined : String(min);
      const maxText = max === null ? undefined : String(max);
      return (binding) => {
        const { field, slot, fail } = bindField(binding);
        return (values, _scope, out) => {
          const value = values[slot];
          if (isBlank(value)) return true;
          const number = numericValue(value);
          const within = !Number.isNaN(number) && (min === null || number >= min) && (max === null || number <= max);
          return within || fail(out, () => RULE_MESSAGES.range(field, minText, maxText), value, minText, maxText);
        };
      };
    }

    case 'COMPOSITE': {
      const childPlans = planChildren('dependentRules');
      const all = rule.operator === 'AND';
      return (binding) => {
        const { slot, fail } = bindField(binding);
        const children = childPlans.map((plan) => plan(binding));
        return (values, scope, out) => {
          const passes = all ? allPass(children, values, scope) : anyPasses(children, values, scope);
          return passes || fail(out, () => RULE_MESSAGES.invalid, values[slot]);
        };
      };
    }

    case 'CONDITIONAL': {
      const childPlans = planChildren('dependentRules');
      const expected = rule.conditionValue ?? rule.value;
      const conditionType = rule.conditionType;
      const equalsExpected = looselyEqualTo(expected);
      const holds = (value: unknown) =>
        conditionType === 'NOT_EMPTY' ? !isBlank(value) : conditionType === 'EQUAL' ? equalsExpected(value) : !equalsExpected(value);
      return (binding) => {
        const { slot } = bindField(binding);
        const children = childPlans.map((plan) => plan(binding));
        return (values, scope, out) => (holds(values[slot]) ? runAll(children, values, scope, out) : true);
      };
    }

    case 'DEPENDENCY': {
      const rawOther = rule.dependentField as string;
      return (binding) => {
        const { field, slot, fail } = bindField(binding);
        const otherField = binding.mapFieldId(rawOther);
        const otherSlot = binding.slots.slotOf(otherField);
        return (values, _scope, out) => {
          const value = values[slot];
          const agree = isBlank(value) === isBlank(values[otherSlot]);
          return agree || fail(out, () => RULE_MESSAGES.dependency(field, otherField), value);
        };
      };
    }

    case 'COMPARISON': {
      const rawOther = rule.comparisonField as string;
      const comparisonType = rule.comparisonType as string;
      return (binding) => {
        const { field, slot, fail } = bindField(binding);
        const otherField = binding.mapFieldId(rawOther);
        const otherSlot = binding.slots.slotOf(otherField);
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
      };
    }

    case 'REGEX': {
      // ownDefinitionProblems has already refused a pattern that does not compile.
      const { pattern } = compilePattern(rule.regex as string) as { pattern: RegExp };
      return (binding) => {
        const { field, slot, fail } = bindField(binding);
        return (values, _scope, out) => {
          const value = values[slot];
          if (isBlank(value) || pattern.test(valueText(value))) return true;
          return fail(out, () => RULE_MESSAGES.pattern(field), value);
        };
      };
    }

    case 'IN_SET': {
      const members = setMembers(rule.values);
      const memberSet = new Set(members);
      return (binding) => {
        const { field, slot, fail } = bindField(binding);
        return (values, _scope, out) => {
          const value = values[slot];
          if (isBlank(value) || memberSet.has(valueText(value).trim())) return true;
          return fail(out, () => RULE_MESSAGES.inSet(field, members), value);
        };
      };
    }

    case 'STARTS_WITH_IN_SET': {
      const prefixes = setMembers(rule.values);
      return (binding) => {
        const { field, slot, fail } = bindField(binding);
        return (values, _scope, out) => {
          const value = values[slot];
          if (isBlank(value)) return true;
          const text = valueText(value).trim();
          if (prefixes.some((prefix) => text.startsWith(prefix))) return true;
          return fail(out, () => RULE_MESSAGES.startsWithInSet(field, prefixes), value);
        };
      };
    }

    case 'LOGICAL': {
      const conditionPlans = (rule.conditions as unknown[]).map((condition) => planCondition<SlotValues>(condition));
      const childPlans = planChildren('executionRules');
      const all = rule.logicalOperator === 'AND';
      return (binding) => {
        bindField(binding);
        const readerFor = (fieldId: string) => binding.slots.readerFor(fieldId);
        const conditions = conditionPlans.map((plan) => plan(binding.mapFieldId, readerFor));
        const children = childPlans.map((plan) => plan(binding));
        return (values, scope, out) => {
          const holds = all ? allHold(conditions, values, scope) : anyHolds(conditions, values, scope);
          return holds ? runAll(children, values, scope, out) : true;
        };
      };
    }

    case 'ERROR':
      return (binding) => {
        const { slot, fail } = bindField(binding);
        return (values, _scope, out) => fail(out, () => RULE_MESSAGES.invalid, values[slot]);
      };
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
