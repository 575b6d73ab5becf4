import {
  comparedWith,
  compareValues,
  compileCondition,
  evaluateCondition,
  isFalsyFlag,
  isTruthyFlag,
  looselyEqual,
  looselyEqualTo,
} from './conditions';
import type { Condition, ConditionOperator } from './types';
import { CONDITION_OPERATORS } from './types';

const TODAY = new Date(2026, 10, 21); // 11/21/2026, local calendar day

function holds(operator: ConditionOperator, fieldValue: unknown, value?: Condition['value']): boolean {
  const values = fieldValue === undefined ? {} : { F: fieldValue };
  return evaluateCondition({ fieldId: 'F', operator, value }, values, TODAY);
}

// Each row: operator, condition value, field values for which it holds, and for which it does not.
const table: Array<[ConditionOperator, Condition['value'], unknown[], unknown[]]> = [
  ['EQUAL', 'FHA', ['FHA', ' FHA '], ['VA', undefined]],
  ['EQUAL', 100, ['100', '100.00', 100], ['101']],
  ['NOT_EQUAL', 'FHA', ['VA', undefined], ['FHA']],
  ['GREATER_THAN', 10, [11, '10.5', '$1,000'], [10, 9, '', undefined]],
  ['GREATER_THAN', 'b', ['c'], ['a', 'b']],
  ['LESS_THAN', 10, [9, '-1'], [10, 11, null]],
  ['IS_GREATER_OR_EQUAL', 10, [10, 11], [9, undefined]],
  ['IS_LESS_OR_EQUAL', 10, [10, 9], [11, '']],
  ['IN_SET', ['FHA', 'VA'], ['VA', ' FHA'], ['USDA', '', undefined]],
  ['IN_SET', 'FHA,VA', ['VA'], ['F']],
  ['NOT_IN_SET', 'FHA, VA', ['USDA', '', undefined], ['FHA']],
  ['STARTS_WITH_IN_SET', 'CONV,FHA', ['CONV 30', 'FHA 15'], ['VA', '', undefined]],
  ['IS_EMPTY', undefined, ['', '  ', null, undefined], ['x', 0]],
  ['NOT_EMPTY', undefined, ['x', 0, false], ['', null, undefined]],
  ['EXISTS', undefined, ['', 0, 'x'], [null, undefined]],
  ['DOES_NOT_EXIST', undefined, [null, undefined], ['', 'x']],
  ['STARTS_WITH', 'Con', ['Conventional'], ['FHA', undefined]],
  ['ENDS_WITH', 'Fixed', ['30 Year Fixed'], ['Fixed ARM']],
  ['CONTAINS', 'Year', ['30 Year Fixed'], ['ARM', undefined]],
  ['NOT_CONTAINS', 'Year', ['ARM', undefined], ['30 Year Fixed']],
  ['REGEX_MATCH', '^\\d{5}$', ['12345'], ['1234', undefined]],
  ['IS_TRUE', undefined, [true, 'true', 'TRUE', 'Y', 'y', 'X', ' x '], [false, 'N', '', null, 'yes', 1]],
  ['IS_FALSE', undefined, [false, 'false', 'N', 'n', '', null, undefined], [true, 'Y', 'X', 'maybe', 0]],
  ['LENGTH_EQUAL', 5, ['abcde', 12345], ['abcd', undefined]],
  ['LENGTH_GREATER_THAN', '3', ['abcd'], ['abc']],
  ['LENGTH_LESS_THAN', 3, ['ab', undefined], ['abc']],
  ['DATE_AFTER', '01/15/2026', ['01/16/2026', '2026-02-01', '2026-01-16T00:00:00Z'], ['01/15/2026', '01/14/2026', 'soon', undefined]],
  ['DATE_AFTER', undefined, ['11/22/2026'], ['11/21/2026']],
  ['DATE_AFTER', 'today', ['11/22/2026'], ['11/21/2026']],
  ['DATE_AFTER', 30, ['12/22/2026'], ['12/21/2026']],
  ['DATE_BEFORE', '2026-01-15', ['01/14/2026'], ['01/15/2026', '02/30/2026']],
  ['DATE_BEFORE', undefined, ['11/20/2026'], ['11/21/2026']],
  ['DATE_BEFORE', 'next week', [], ['11/20/2026']],
  ['DAYS_AWAY_OR_MORE', 10, ['12/01/2026', '2026-12-31'], ['11/30/2026', '11/20/2026', 'x']],
  ['DAYS_AWAY_OR_MORE', 0, ['11/21/2026'], ['11/20/2026']],
];

describe('condition operators', () => {
  it('covers every operator of the catalogue', () => {
    expect(new Set(table.map(([operator]) => operator))).toEqual(new Set(CONDITION_OPERATORS));
  });
  it.each(table)('%s %p', (operator, value, holding, notHolding) => {
    for (const fieldValue of holding) expect([fieldValue, holds(operator, fieldValue, value)]).toEqual([fieldValue, true]);
    for (const fieldValue of notHolding) expect([fieldValue, holds(operator, fieldValue, value)]).toEqual([fieldValue, false]);
  });
  it('measures whole calendar days from the given today, whatever its time of day', () => {
    const lateEvening = new Date(2026, 10, 21, 23, 59);
    expect(evaluateCondition({ fieldId: 'F', operator: 'DAYS_AWAY_OR_MORE', value: 1 }, { F: '11/22/2026' }, lateEvening)).toBe(true);
  });
  it('date operators needing today do not hold without it', () => {
    expect(evaluateCondition({ fieldId: 'F', operator: 'DAYS_AWAY_OR_MORE', value: 0 }, { F: '11/22/2026' })).toBe(false);
    expect(evaluateCondition({ fieldId: 'F', operator: 'DATE_AFTER' }, { F: '11/22/2026' })).toBe(false);
    expect(evaluateCondition({ fieldId: 'F', operator: 'DATE_AFTER', value: 3 }, { F: '11/22/2026' })).toBe(false);
    expect(evaluateCondition({ fieldId: 'F', operator: 'DAYS_AWAY_OR_MORE', value: 0 }, { F: '11/22/2026' }, new Date(Number.NaN))).toBe(
      false,
    );
  });
  it('reads a Date object as its calendar day', () => {
    expect(evaluateCondition({ fieldId: 'F', operator: 'DATE_AFTER' }, { F: new Date(2026, 10, 22, 1) }, TODAY)).toBe(true);
  });
  it('never holds for conditions that cannot be judged', () => {
    const scope = { todayDay: 0 };
    for (const broken of [
      null,
      'EQUAL',
      { operator: 'EQUAL', value: 1 },
      { fieldId: 'F', operator: 'SOUNDS_LIKE', value: 1 },
      { fieldId: 'F', operator: 'REGEX_MATCH', value: '([' },
      { fieldId: 'F', operator: 'REGEX_MATCH', value: 5 },
      { fieldId: 'F', operator: 'LENGTH_EQUAL', value: 'many' },
      { fieldId: 'F', operator: 'DAYS_AWAY_OR_MORE' },
    ]) {
      expect(compileCondition(broken)({ F: '5' }, scope)).toBe(false);
    }
    expect(evaluateCondition({ fieldId: 'F', operator: 'IS_EMPTY' }, null as never)).toBe(true);
  });
  it('renames fields through the given mapping', () => {
    const test = compileCondition({ fieldId: 'A#', operator: 'NOT_EMPTY' }, (id) => `${id}2`);
    expect(test({ 'A#2': 'x' }, { todayDay: null })).toBe(true);
    expect(test({ 'A#': 'x' }, { todayDay: null })).toBe(false);
  });
});

describe('flags and ordering helpers', () => {
  it('reads flags and compares mixed values', () => {
    expect(isTruthyFlag(true)).toBe(true);
    expect(isFalsyFlag(0)).toBe(false);
    expect(compareValues('2', 10)).toBe(-1);
    expect(compareValues('b', 'a')).toBe(1);
    expect(compareValues('a', 'a')).toBe(0);
  });

  it('compare against a fixed value exactly as the two-sided helpers do', () => {
    const samples: unknown[] = ['2', 10, '10.0', ' 10 ', 'b', 'a', '', null, true, '$1,000', 1000, '-3'];
    for (const expected of samples) {
      const equals = looselyEqualTo(expected);
      const compare = comparedWith(expected);
      for (const value of samples) {
        expect(equals(value)).toBe(looselyEqual(value, expected));
        expect(compare(value)).toBe(compareValues(value, expected));
      }
    }
  });

  it('reads an inherited name only as an own field', () => {
    const exists = compileCondition({ fieldId: 'constructor', operator: 'EXISTS' });
    expect(exists({}, { todayDay: null })).toBe(false);
    expect(exists({ constructor: 'x' }, { todayDay: null })).toBe(true);
  });
});
