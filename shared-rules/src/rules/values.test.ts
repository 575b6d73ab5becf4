import fc from 'fast-check';
import { shownValue } from './json';
import { fillMessage, RULE_MESSAGES } from './messages';
import { calendarDay, dayNumber, isBlank, localDayNumber, numericValue, setMembers, valueText } from './values';

describe('field value readers', () => {
  it('isBlank', () => {
    expect([null, undefined, '', ' \t'].every(isBlank)).toBe(true);
    expect([0, false, 'a', [], {}].some(isBlank)).toBe(false);
    // Unicode white space is blank too; text starting with any other character is not.
    expect(['\u00a0', '\u3000 ', '\ufeff', '\n'].every(isBlank)).toBe(true);
    expect(['~', '!', '\u007f', 'é', '\u00a0x', ' a'].some(isBlank)).toBe(false);
  });
  it('valueText', () => {
    expect([valueText('a'), valueText(1.5), valueText(true), valueText(BigInt(7)), valueText(null), valueText({})]).toEqual([
      'a',
      '1.5',
      'true',
      '7',
      '',
      '',
    ]);
  });
  it('numericValue reads plain decimal text exactly as Number() does', () => {
    const plain = ['0', '7', '-0', '+12', '-12', '007', '1.5', '-3.25', '.5', '+.5', '123456789012345', '1234567890123456789', '0.1'];
    for (const text of plain) expect(Object.is(numericValue(text), Number(text))).toBe(true);
    for (const text of ['-', '+', '.', '1.', '-.', '1.2.3', '12a', 'a12', '1.5x', '1e5', '0x10', ' ', '1 2']) {
      expect(numericValue(text)).toBeNaN();
    }
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
    expect(dayNumber('1970-01-02T10:00:00Z')).toBe(1);
    expect(dayNumber(' 1970-01-02 10:00 ')).toBe(1);
    for (const text of [
      '1970-01-02X',
      '1970-01-02T\n10:00',
      '1970/01/02',
      '1970-01/02',
      '197O-01-02',
      '01/02/197O',
      '01-02/1970',
      '01/02-1970',
      '1970-01-0',
      '1970-01-0Z',
    ]) {
      expect(dayNumber(text)).toBeNull();
    }
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
    expect([
      shownValue('a'),
      shownValue(2),
      shownValue(null),
      shownValue({ toString: 0 }),
      shownValue(BigInt(1)),
      shownValue(() => 1),
    ]).toEqual(['a', '2', 'null', '{"toString":0}', 'bigint', 'function']);
  });
});

describe('hand-written scanners agree with the patterns they replace', () => {
  const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
  const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;
  const PLAIN_DECIMAL = /^[-+]?(?:\d+(?:\.\d+)?|\.\d+)$/;
  const byPattern = (text: string): number | null => {
    const trimmed = text.trim();
    const us = US_DATE.exec(trimmed);
    if (us) return calendarDay(Number(us[3]), Number(us[1]), Number(us[2]));
    const iso = ISO_DATE.exec(trimmed);
    return iso ? calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) : null;
  };
  const dateLike = fc.oneof(
    fc.stringMatching(/^[0-9/\-T :\nZ]{0,14}$/),
    fc.date({ min: new Date(1800, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }).map((date) => date.toISOString()),
    fc
      .tuple(fc.integer({ min: 0, max: 19 }), fc.integer({ min: 0, max: 39 }), fc.integer({ min: 1890, max: 2110 }))
      .map(([month, day, year]) => `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${year}`),
  );

  it('dayNumber reads dates as /^(\\d{2})\\/(\\d{2})\\/(\\d{4})$/ and the ISO pattern do', () => {
    fc.assert(
      fc.property(dateLike, (text) => dayNumber(text) === byPattern(text)),
      { numRuns: 2000 },
    );
  });

  it('numericValue reads plain decimals as the plain-decimal pattern and Number() do', () => {
    const numberLike = fc.stringMatching(/^[-+.0-9]{0,20}$/);
    fc.assert(
      fc.property(numberLike, (text) => {
        if (!PLAIN_DECIMAL.test(text)) return true;
        return Object.is(numericValue(text), Number(text));
      }),
      { numRuns: 2000 },
    );
  });
});
