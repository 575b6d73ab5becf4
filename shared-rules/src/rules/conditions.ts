import type { JsonRecord } from './json';
import { fieldReader, isRecord, textProperty } from './json';
import { compilePattern } from './regex';
import type { Condition, ConditionOperator, FieldValues } from './types';
import { dayNumber, isBlank, localDayNumber, numericValue, setMembers, valueText } from './values';

/** What a compiled condition needs besides the field values: today's calendar day, if known. */
export interface ConditionScope {
  todayDay: number | null;
}

/** A condition compiled once: a pure test over field values. */
export type ConditionTest = (values: JsonRecord, scope: ConditionScope) => boolean;

const TRUE_TEXTS = new Set(['true', 'y', 'x']);
const FALSE_TEXTS = new Set(['false', 'n']);

/**
 * IS_TRUE: `true`, "true", "Y" or "X" (the stored form of a ticked checkbox), any case.
 */
export function isTruthyFlag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' && TRUE_TEXTS.has(value.trim().toLowerCase());
}

/**
 * IS_FALSE: `false`, "false", "N", or blank (an unticked checkbox stores nothing), any case.
 * A field holding other text is neither true nor false.
 */
export function isFalsyFlag(value: unknown): boolean {
  if (typeof value === 'boolean') return !value;
  if (isBlank(value)) return true;
  return typeof value === 'string' && FALSE_TEXTS.has(value.trim().toLowerCase());
}

/**
 * Equality as users mean it: numerically when both sides read as numbers (`100` equals
 * `100.00`), otherwise as trimmed text (`true` equals "true").
 */
export function looselyEqual(left: unknown, right: unknown): boolean {
  const leftNumber = numericValue(left);
  const rightNumber = numericValue(right);
  if (!Number.isNaN(leftNumber) && !Number.isNaN(rightNumber)) return leftNumber === rightNumber;
  return valueText(left).trim() === valueText(right).trim();
}

/**
 * Order of two values: numeric when both read as numbers, otherwise by text. Negative, zero or
 * positive like a sort comparator.
 */
export function compareValues(left: unknown, right: unknown): number {
  const leftNumber = numericValue(left);
  const rightNumber = numericValue(right);
  if (!Number.isNaN(leftNumber) && !Number.isNaN(rightNumber)) return Math.sign(leftNumber - rightNumber);
  const leftText = valueText(left).trim();
  const rightText = valueText(right).trim();
  return leftText < rightText ? -1 : leftText > rightText ? 1 : 0;
}

/**
 * `looselyEqual(value, expected)` for a fixed `expected`, which is read (as a number and as
 * text) once, when the rule is compiled, instead of on every loan.
 */
export function looselyEqualTo(expected: unknown): (value: unknown) => boolean {
  const expectedNumber = numericValue(expected);
  const expectedText = valueText(expected).trim();
  if (Number.isNaN(expectedNumber)) return (value) => valueText(value).trim() === expectedText;
  return (value) => {
    const number = numericValue(value);
    return Number.isNaN(number) ? valueText(value).trim() === expectedText : number === expectedNumber;
  };
}

/** `compareValues(value, expected)` for a fixed `expected`, read once (see `looselyEqualTo`). */
export function comparedWith(expected: unknown): (value: unknown) => number {
  const expectedNumber = numericValue(expected);
  const expectedText = valueText(expected).trim();
  const byText = (value: unknown) => {
    const text = valueText(value).trim();
    return text < expectedText ? -1 : text > expectedText ? 1 : 0;
  };
  if (Number.isNaN(expectedNumber)) return byText;
  return (value) => {
    const number = numericValue(value);
    return Number.isNaN(number) ? byText(value) : Math.sign(number - expectedNumber);
  };
}

/**
 * The day DATE_AFTER / DATE_BEFORE compare with, given today's: a date value (`MM/DD/YYYY` or
 * `YYYY-MM-DD`), a number of days from today, or today itself when the value is blank or
 * "TODAY". The value is read once, when the condition is compiled.
 */
function referenceDayOf(value: unknown): (todayDay: number | null) => number | null {
  if (isBlank(value) || (typeof value === 'string' && value.trim().toUpperCase() === 'TODAY')) return (todayDay) => todayDay;
  const date = dayNumber(value);
  if (date !== null) return () => date;
  const offset = numericValue(value);
  if (Number.isNaN(offset)) return () => null;
  const days = Math.trunc(offset);
  return (todayDay) => (todayDay === null ? null : todayDay + days);
}

/**
 * Compiles one condition into a test. `mapFieldId` renames the field (borrower-pair expansion).
 * A condition that cannot be judged (unknown operator, broken regex, not an object) compiles to
 * a test that never holds; `conditionProblems` reports why.
 */
export function compileCondition(condition: unknown, mapFieldId: (fieldId: string) => string = (id) => id): ConditionTest {
  return planCondition<JsonRecord>(condition)(mapFieldId, fieldReader);
}

/**
 * A condition read once (its operator, its fixed value parsed: sets, patterns, numbers, days),
 * waiting to be bound to a field: `mapFieldId` renames the field (borrower-pair expansion) and
 * `readerFor` gives how to read a field from the source of values (a JSON record, or the slot
 * array of a compiled rule set). One plan serves every borrower pair.
 */
export type ConditionPlan<Source> = (
  mapFieldId: (fieldId: string) => string,
  readerFor: (fieldId: string) => (source: Source) => unknown,
) => (source: Source, scope: ConditionScope) => boolean;

/** Reads a condition once into a plan (see `ConditionPlan`); a condition that cannot be judged never holds. */
export function planCondition<Source>(condition: unknown): ConditionPlan<Source> {
  type Test = (source: Source, scope: ConditionScope) => boolean;
  type Read = (source: Source) => unknown;
  const NEVER: Test = () => false;
  const never: ConditionPlan<Source> = () => NEVER;
  if (!isRecord(condition)) return never;
  const rawField = textProperty(condition, 'fieldId');
  if (rawField === undefined) return never;
  const expected = condition.value;
  const operator = condition.operator as ConditionOperator;
  /** A plan whose test is made, at binding, from the reader of the (renamed) field. */
  const reading =
    (test: (read: Read) => Test): ConditionPlan<Source> =>
    (mapFieldId, readerFor) =>
      test(readerFor(mapFieldId(rawField)));

  switch (operator) {
    case 'EQUAL': {
      const equals = looselyEqualTo(expected);
      return reading((read) => (values) => equals(read(values)));
    }
    case 'NOT_EQUAL': {
      const equals = looselyEqualTo(expected);
      return reading((read) => (values) => !equals(read(values)));
    }
    case 'GREATER_THAN':
      return ordered((order) => order > 0);
    case 'LESS_THAN':
      return ordered((order) => order < 0);
    case 'IS_GREATER_OR_EQUAL':
      return ordered((order) => order >= 0);
    case 'IS_LESS_OR_EQUAL':
      return ordered((order) => order <= 0);
    case 'IN_SET':
    case 'NOT_IN_SET': {
      const members = new Set(setMembers(expected));
      const wanted = operator === 'IN_SET';
      return reading((read) => (values) => {
        const value = read(values);
        const inSet = !isBlank(value) && members.has(valueText(value).trim());
        return inSet === wanted;
      });
    }
    case 'STARTS_WITH_IN_SET': {
      const prefixes = setMembers(expected);
      return reading((read) => (values) => {
        const text = valueText(read(values)).trim();
        return text !== '' && prefixes.some((prefix) => text.startsWith(prefix));
      });
    }
    case 'IS_EMPTY':
      return reading((read) => (values) => isBlank(read(values)));
    case 'NOT_EMPTY':
      return reading((read) => (values) => !isBlank(read(values)));
    case 'EXISTS':
      return reading((read) => (values) => read(values) !== undefined && read(values) !== null);
    case 'DOES_NOT_EXIST':
      return reading((read) => (values) => read(values) === undefined || read(values) === null);
    case 'STARTS_WITH':
    case 'ENDS_WITH':
    case 'CONTAINS':
    case 'NOT_CONTAINS': {
      const part = valueText(expected);
      if (operator === 'STARTS_WITH') return reading((read) => (values) => valueText(read(values)).startsWith(part));
      if (operator === 'ENDS_WITH') return reading((read) => (values) => valueText(read(values)).endsWith(part));
      if (operator === 'CONTAINS') return reading((read) => (values) => valueText(read(values)).includes(part));
      return reading((read) => (values) => !valueText(read(values)).includes(part));
    }
    case 'REGEX_MATCH': {
      const compiled = compilePattern(typeof expected === 'string' ? expected : '');
      if (!compiled.ok || typeof expected !== 'string') return never;
      const pattern = compiled.pattern;
      return reading((read) => (values) => pattern.test(valueText(read(values))));
    }
    case 'IS_TRUE':
      return reading((read) => (values) => isTruthyFlag(read(values)));
    case 'IS_FALSE':
      return reading((read) => (values) => isFalsyFlag(read(values)));
    case 'LENGTH_EQUAL':
    case 'LENGTH_GREATER_THAN':
    case 'LENGTH_LESS_THAN': {
      const length = numericValue(expected);
      if (Number.isNaN(length)) return never;
      if (operator === 'LENGTH_EQUAL') return reading((read) => (values) => valueText(read(values)).length === length);
      if (operator === 'LENGTH_GREATER_THAN') return reading((read) => (values) => valueText(read(values)).length > length);
      return reading((read) => (values) => valueText(read(values)).length < length);
    }
    case 'DATE_AFTER':
    case 'DATE_BEFORE': {
      const after = operator === 'DATE_AFTER';
      const referenceDay = referenceDayOf(expected);
      return reading((read) => (values, scope) => {
        const day = dayNumber(read(values));
        const reference = referenceDay(scope.todayDay);
        if (day === null || reference === null) return false;
        return after ? day > reference : day < reference;
      });
    }
    case 'DAYS_AWAY_OR_MORE': {
      const minimumDays = numericValue(expected);
      if (Number.isNaN(minimumDays)) return never;
      return reading((read) => (values, scope) => {
        const day = dayNumber(read(values));
        if (day === null || scope.todayDay === null) return false;
        return day - scope.todayDay >= minimumDays;
      });
    }
    default:
      return never;
  }

  function ordered(accept: (order: number) => boolean): ConditionPlan<Source> {
    const compare = comparedWith(expected);
    return reading((read) => (values) => {
      const value = read(values);
      if (isBlank(value)) return false;
      return accept(compare(value));
    });
  }
}

/**
 * Whether one condition holds for the given field values. `today` is the calendar day date
 * operators measure from (required for DATE_AFTER, DATE_BEFORE and DAYS_AWAY_OR_MORE to hold).
 * Compiles on every call: for repeated use keep the result of `compileCondition`.
 */
export function evaluateCondition(condition: Condition, values: FieldValues, today?: Date): boolean {
  const scope: ConditionScope = { todayDay: today ? localDayNumber(today) : null };
  return compileCondition(condition)(isRecord(values) ? values : {}, scope);
}
