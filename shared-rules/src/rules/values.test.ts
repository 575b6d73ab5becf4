import { shownValue } from './json';
import { fillMessage, RULE_MESSAGES } from './messages';
import { calendarDay, dayNumber, isBlank, localDayNumber, numericValue, setMembers, valueText } from './values';

describe('field value readers', () => {
  it('isBlank', () => {
    expect([null, undefined, '', ' \t'].every(isBlank)).toBe(true);
    expect([0, false, 'a', [], {}].some(isBlank)).toBe(false);
  });
  it('valueText', () => {
    expect([valueText('a'), valueText(1.5), valueText(true), valueText(BigInt(7)), valueText(null), valueText({})]).toEqual(['a', '1.5', 'true', '7', '', '']);
  });
  it('numericValue', () => {
    expect(numericValue(' $1,234.50 ')).toBe(1234.5);
    expect(numericValue('-.5')).toBe(-0.5);
    expect(numericValue(Infinity)).toBeNaN();
    expect(numericValue('$')).toBeNaN();
    expect(numericValue('12,34')).toBeNaN();
    expect(numericValue('')).toBeNaN();
    expect(numericValue(true)).toBeNaN();
  });
  it('setMembers', () => {
    expect(setMembers(['a', 1, ' b '])).toEqual(['a', '1', 'b']);
    expect(setMembers('a, ,b')).toEqual(['a', 'b']);
    expect(setMembers(undefined)).toEqual([]);
  });
  it('dates', () => {
    expect(dayNumber('01/02/1970')).toBe(1);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('02/29/2023')).toBeNull();
    expect(dayNumber(5)).toBeNull();
    expect(dayNumber('yesterday')).toBeNull();
    expect(calendarDay(2024, 13, 1)).toBeNull();
    expect(calendarDay(2024, 1.5, 1)).toBeNull();
    expect(calendarDay(50, 1, 1)).toBe(Math.round(new Date('0050-01-01T00:00:00Z').getTime() / 86_400_000)); // year 50, not 1950
    expect(calendarDay(2024, 2, 29)).toBe(Math.round(Date.UTC(2024, 1, 29) / 86_400_000));
    expect(calendarDay(2000, 2, 29)).not.toBeNull();
    expect(calendarDay(1900, 2, 29)).toBeNull();
    expect(calendarDay(1969, 12, 31)).toBe(-1);
    expect(localDayNumber(new Date(Number.NaN))).toBeNull();
  });
});

describe('messages', () => {
  it('default texts', () => {
    expect(RULE_MESSAGES.required).toBe('Value is required');
    expect(RULE_MESSAGES.invalid).toBe('Invalid value');
  });
  it('fillMessage', () => {
    expect(fillMessage('{field}={value} [{min},{max}]', { field: 'A', value: 3, min: '1', max: '9' })).toBe('A=3 [1,9]');
    expect(fillMessage('{value}', { field: 'A', value: undefined })).toBe('');
  });
});

describe('shownValue', () => {
  it('writes any value as text without throwing', () => {
    expect([shownValue('a'), shownValue(2), shownValue(null), shownValue({ toString: 0 }), shownValue(BigInt(1)), shownValue(() => 1)]).toEqual([
      'a',
      '2',
      'null',
      '{"toString":0}',
      'bigint',
      'function',
    ]);
  });
});
