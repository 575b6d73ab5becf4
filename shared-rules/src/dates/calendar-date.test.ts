import { calendarDateOf, formatCalendarDate, parseDateText, parseIsoDate, parseUsDate } from './calendar-date';

describe('calendar dates', () => {
  // jest.config.cjs runs the tests in America/Chicago (UTC-6 in November), so UTC and local days differ.
  it('runs west of UTC', () => {
    expect(new Date('2026-11-22T01:30:00Z').getTimezoneOffset()).toBe(360);
  });

  it('reads MM/dd/yyyy date text, one-digit month and day included', () => {
    expect(parseUsDate('03/07/2026')).toBe('2026-03-07');
    expect(parseUsDate('3/7/2026')).toBe('2026-03-07');
    expect(parseUsDate(' 12/31/2026 ')).toBe('2026-12-31');
    expect(parseUsDate('02/29/2024')).toBe('2024-02-29');
  });

  it('refuses impossible dates instead of rolling them over', () => {
    expect(parseUsDate('02/30/2025')).toBeUndefined();
    expect(parseUsDate('02/29/2023')).toBeUndefined();
    expect(parseUsDate('13/01/2025')).toBeUndefined();
    expect(parseUsDate('00/10/2025')).toBeUndefined();
    expect(parseUsDate('01/00/2025')).toBeUndefined();
    expect(parseIsoDate('2025-02-30')).toBeUndefined();
    expect(parseDateText('02/30/2025')).toBeUndefined();
  });

  it('refuses a two-digit year rather than reading 02/03/25 as the year 25', () => {
    expect(parseUsDate('02/03/25')).toBeUndefined();
    expect(parseUsDate('11/21/26')).toBeUndefined();
  });

  it('reads yyyy-MM-dd date text and refuses timestamps, which are instants', () => {
    expect(parseIsoDate('2026-03-07')).toBe('2026-03-07');
    expect(parseIsoDate('2026-3-7')).toBeUndefined();
    expect(parseIsoDate('2026-03-07T10:00:00Z')).toBeUndefined();
    expect(parseIsoDate('2026/03/07')).toBeUndefined();
    expect(parseDateText('2026/03/07')).toBeUndefined();
  });

  it('reads both date-text formats of the inputs', () => {
    expect(parseDateText('04/01/2026')).toBe('2026-04-01');
    expect(parseDateText('2026-04-01')).toBe('2026-04-01');
    expect(parseDateText('April 1, 2026')).toBeUndefined();
    expect(parseDateText('')).toBeUndefined();
  });

  it('shows a calendar date as MM/dd/yyyy on the day it names, whatever the zone', () => {
    expect(formatCalendarDate('2026-03-07')).toBe('03/07/2026');
    expect(formatCalendarDate('2026-01-01')).toBe('01/01/2026');
    expect(formatCalendarDate('3/7/2026')).toBe('03/07/2026');
    expect(formatCalendarDate('2026-02-30')).toBeUndefined();
  });

  it('gives the calendar day an instant falls on, locally or in a named zone', () => {
    const lateEvening = new Date('2026-11-22T01:30:00Z');
    expect(calendarDateOf(lateEvening)).toBe('2026-11-21');
    expect(calendarDateOf(lateEvening, { timeZone: 'UTC' })).toBe('2026-11-22');
    expect(calendarDateOf(new Date(Number.NaN))).toBeUndefined();
  });
});
