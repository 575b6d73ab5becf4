import { borrowerPairCount, pairFieldIds, planRuleSets } from '../rules/compile';
import type { ConditionScope } from '../rules/conditions';
import { FieldSlots } from '../rules/field-slots';
import { isRecord } from '../rules/json';
import type { RuleCheck, RulePlan } from '../rules/rule-plan';
import type { EvaluationOptions, FieldValues, RuleError, RuleSet } from '../rules/types';
import { localDayNumber } from '../rules/values';

/**
 * Rule messages by field id (`65#2` → ["SSN must be …"]); a field without messages is absent.
 * The object has no prototype, so a field named like an inherited property (`constructor`) is
 * an ordinary key.
 */
export type FieldMessages = Readonly<Record<string, readonly string[]>>;

export interface LiveValidator {
  /** Every rule on these values. */
  validateAll(values: FieldValues, options?: EvaluationOptions): FieldMessages;
  /**
   * After the fields `changed` took the values in `values` (every field's value, not only the
   * changed ones): the messages of every field, with only the rules that read a changed field
   * run again (the others keep their last result). The same as `validateAll` on these values;
   * a changed borrower-pair count or calendar day, or a first call, runs every rule. A field's
   * message list that did not change is the same array as in the previous answer, and an answer
   * where no message changed is the previous object.
   */
  update(values: FieldValues, changed: readonly string[], options?: EvaluationOptions): FieldMessages;
}

/**
 * One top-level rule bound for the loan (pair 0) or one borrower pair, with slots of its own:
 * the slots name exactly the fields it reads (its field, dependent and comparison fields,
 * conditions, nested rules), which is what indexes it, and judging it reads only those.
 */
interface BoundRule {
  pair: number;
  /** Its place in the order `evaluateRuleSets` reports errors in: by pair, then by rule. */
  rank: number;
  check: RuleCheck;
  slots: FieldSlots;
  /** Its errors on the values it last judged. */
  errors: RuleError[];
}

function judge(rule: BoundRule, values: FieldValues, scope: ConditionScope): RuleError[] {
  const slotValues = rule.slots.read(values, rule.slots.size);
  const errors: RuleError[] = [];
  rule.check(slotValues, scope, errors);
  rule.slots.release(slotValues);
  return errors;
}

function sameErrors(before: readonly RuleError[], after: readonly RuleError[]): boolean {
  if (before.length !== after.length) return false;
  for (let index = 0; index < before.length; index += 1) {
    if (before[index].fieldId !== after[index].fieldId || before[index].message !== after[index].message) return false;
  }
  return true;
}

function sameMessages(before: readonly string[] | undefined, after: readonly string[]): boolean {
  if (before === undefined || before.length !== after.length) return false;
  for (let index = 0; index < before.length; index += 1) if (before[index] !== after[index]) return false;
  return true;
}

/**
 * The answer object. A loop into a prototype-less object, because a loan in error on most of
 * its 600 fields gives an object past V8's fast-property limit: `Object.fromEntries` took about
 * 400 µs for 680 keys, this loop about 40 µs.
 */
function messagesObject(lists: ReadonlyMap<string, readonly string[]>): FieldMessages {
  const messages: Record<string, readonly string[]> = Object.create(null);
  for (const [fieldId, list] of lists) messages[fieldId] = list;
  return messages;
}

/**
 * A validator for the loan-data tabs over these rule sets (the `loan-data` tag's). Each top-level
 * rule is read once, then bound once for the loan or once per borrower pair (a `#` rule), and
 * indexed by every field id its binding reads: a change of `65#2` runs pair 2 of the `65#` rules
 * only, a change of `1109` every binding that reads it. Each field's messages come in the order
 * `evaluateRuleSets` reports them, and only the fields whose rules ran again are gathered anew.
 */
export function createLiveValidator(ruleSets: readonly RuleSet[]): LiveValidator {
  const { loanPlans, pairPlans } = planRuleSets(ruleSets);
  const rankStride = Math.max(loanPlans.length, pairPlans.length) + 1;
  /** Index 0: the loan-level rules; index n: the `#` rules bound for pair n. */
  const boundByPair: BoundRule[][] = [];
  const readersByField = new Map<string, BoundRule[]>();

  const bindThrough = (pairCount: number) => {
    while (boundByPair.length <= pairCount) {
      const pair = boundByPair.length;
      const plans: RulePlan[] = pair === 0 ? loanPlans : pairPlans;
      const bound = plans.map((plan, index): BoundRule => {
        const slots = new FieldSlots();
        const check = plan({ slots, mapFieldId: pairFieldIds(pair === 0 ? null : pair) });
        return { pair, rank: pair * rankStride + index, check, slots, errors: [] };
      });
      for (const rule of bound) {
        for (const fieldId of rule.slots.fieldIds()) {
          const readers = readersByField.get(fieldId);
          if (readers === undefined) readersByField.set(fieldId, [rule]);
          else readers.push(rule);
        }
      }
      boundByPair.push(bound);
    }
  };

  /** What the last answer was worked out for; null before the first. */
  let last: { pairCount: number; todayDay: number | null; messages: FieldMessages } | null = null;
  /** The last answer's message lists by field. */
  let lists = new Map<string, readonly string[]>();
  /** The rules whose last errors include one on the field, by rank. */
  let reporters = new Map<string, BoundRule[]>();

  const readOptions = (values: FieldValues, options: EvaluationOptions | undefined) => {
    const safeOptions = isRecord(options) ? options : {};
    const today = safeOptions.today instanceof Date ? safeOptions.today : new Date();
    return {
      record: isRecord(values) ? values : {},
      pairCount: borrowerPairCount(safeOptions.borrowerPairs),
      todayDay: localDayNumber(today),
    };
  };

  /** The messages of one field from its reporters, in rank order. */
  const gather = (fieldId: string): string[] => {
    const list: string[] = [];
    for (const rule of reporters.get(fieldId) ?? []) {
      for (const error of rule.errors) if (error.fieldId === fieldId) list.push(error.message);
    }
    return list;
  };

  const validateAll = (values: FieldValues, options?: EvaluationOptions): FieldMessages => {
    const { record, pairCount, todayDay } = readOptions(values, options);
    bindThrough(pairCount);
    const scope: ConditionScope = { todayDay };
    const previous = lists;
    lists = new Map();
    reporters = new Map();
    for (let pair = 0; pair <= pairCount; pair += 1) {
      for (const rule of boundByPair[pair]) {
        rule.errors = judge(rule, record, scope);
        for (const error of rule.errors) {
          const fieldReporters = reporters.get(error.fieldId);
          if (fieldReporters === undefined) reporters.set(error.fieldId, [rule]);
          else if (fieldReporters[fieldReporters.length - 1] !== rule) fieldReporters.push(rule);
        }
      }
    }
    for (const fieldId of reporters.keys()) {
      const list = gather(fieldId);
      const before = previous.get(fieldId);
      lists.set(fieldId, before !== undefined && sameMessages(before, list) ? before : list);
    }
    last = { pairCount, todayDay, messages: messagesObject(lists) };
    return last.messages;
  };

  /** Records a rule's new errors, moving it between its fields' reporters; adds the fields to `touched`. */
  const replaceErrors = (rule: BoundRule, errors: RuleError[], touched: Set<string>) => {
    const before = new Set(rule.errors.map((error) => error.fieldId));
    const after = new Set(errors.map((error) => error.fieldId));
    for (const fieldId of before) {
      touched.add(fieldId);
      if (after.has(fieldId)) continue;
      const fieldReporters = reporters.get(fieldId) ?? [];
      const remaining = fieldReporters.filter((reporter) => reporter !== rule);
      if (remaining.length === 0) reporters.delete(fieldId);
      else reporters.set(fieldId, remaining);
    }
    for (const fieldId of after) {
      touched.add(fieldId);
      if (before.has(fieldId)) continue;
      const fieldReporters = reporters.get(fieldId);
      if (fieldReporters === undefined) {
        reporters.set(fieldId, [rule]);
        continue;
      }
      const position = fieldReporters.findIndex((reporter) => reporter.rank > rule.rank);
      fieldReporters.splice(position < 0 ? fieldReporters.length : position, 0, rule);
    }
    rule.errors = errors;
  };

  const update = (values: FieldValues, changed: readonly string[], options?: EvaluationOptions): FieldMessages => {
    const { record, pairCount, todayDay } = readOptions(values, options);
    if (last === null || last.pairCount !== pairCount || last.todayDay !== todayDay) return validateAll(values, options);
    const scope: ConditionScope = { todayDay };
    const judged = new Set<BoundRule>();
    const touched = new Set<string>();
    for (const fieldId of Array.isArray(changed) ? changed : []) {
      const readers = typeof fieldId === 'string' ? readersByField.get(fieldId) : undefined;
      if (readers === undefined) continue;
      for (const rule of readers) {
        if (rule.pair > pairCount || judged.has(rule)) continue;
        judged.add(rule);
        const errors = judge(rule, record, scope);
        if (!sameErrors(rule.errors, errors)) replaceErrors(rule, errors, touched);
      }
    }
    let anyChange = false;
    for (const fieldId of touched) {
      const list = gather(fieldId);
      if (list.length === 0) {
        // Only a field the rule had an error on can end up with none, so the field had a list.
        lists.delete(fieldId);
        anyChange = true;
      } else if (!sameMessages(lists.get(fieldId), list)) {
        lists.set(fieldId, list);
        anyChange = true;
      }
    }
    if (anyChange) last = { pairCount, todayDay, messages: messagesObject(lists) };
    return last.messages;
  };

  return { validateAll, update };
}
