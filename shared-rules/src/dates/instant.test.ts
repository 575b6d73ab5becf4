import { formatHelpEmailDate, formatInstantDate, formatInstantDateTime, formatTimeAgo, parseHelpEmailDate, parseInstant } from './instant';

describe('instants', () => {
  // jest.config.cjs runs the tests in America/Chicago (UTC-6 in November), so UTC and local days differ.
  it('runs west of UTC', () => {
    expect(new Date('2026-11-22T01:30:00Z').getTimezoneOffset()).toBe(360);
  });

  it('shows the local day of an instant, which can differ from its UTC day', () => {
    // 01:30 UTC on the 22nd is 7:30 PM on the 21st in Chicago.
    expect(formatInstantDate('2026-11-22T01:30:00.000Z')).toBe('11/21/2026');
    expect(formatInstantDate('2026-11-22T01:30:00.000Z', { timeZone: 'UTC' })).toBe('11/22/2026');
    expect(formatInstantDate(new Date('2026-03-07T15:04:05.000Z'))).toBe('03/07/2026');
  });

  it('shows a four-digit year, never the two-digit short style (11/21/26)', () => {
    expect(formatInstantDateTime('2026-11-21T16:05:03.000Z', { seconds: true })).toBe('11/21/2026 10:05:03 AM');
    expect(formatInstantDateTime('2026-11-21T16:05:03.000Z')).toBe('11/21/2026 10:05 AM');
    expect(formatInstantDateTime('2026-11-21T14:05:00.000Z', { timeZone: 'UTC' })).toBe('11/21/2026 2:05 PM');
  });

  it('gives undefined for text that is no timestamp', () => {
    expect(parseInstant('not a date')).toBeUndefined();
    expect(formatInstantDate('not a date')).toBeUndefined();
    expect(formatInstantDateTime('')).toBeUndefined();
    expect(parseInstant('2026-11-21T14:05:00.000Z')?.toISOString()).toBe('2026-11-21T14:05:00.000Z');
  });

  it('writes the help email date as MM/DD/YYYY h:mm:ss a in the sender’s zone', () => {
    expect(formatHelpEmailDate(new Date(2026, 2, 7, 21, 5, 3))).toBe('03/07/2026 9:05:03 PM');
    expect(formatHelpEmailDate(new Date(2026, 10, 21, 0, 0, 0))).toBe('11/21/2026 12:00:00 AM');
    expect(formatHelpEmailDate(new Date(2026, 10, 21, 12, 30, 59))).toBe('11/21/2026 12:30:59 PM');
    expect(formatHelpEmailDate(new Date('2026-11-22T01:30:00.000Z'))).toBe('11/21/2026 7:30:00 PM');
  });

  it('reads a help email date line and refuses other formats and impossible dates', () => {
    expect(parseHelpEmailDate('03/07/2026 9:05:03 PM')).toEqual(new Date(2026, 2, 7, 21, 5, 3));
    expect(parseHelpEmailDate('03/07/2026 9:05:03 pm')).toEqual(new Date(2026, 2, 7, 21, 5, 3));
    expect(parseHelpEmailDate('02/30/2026 9:05:03 PM')).toBeUndefined();
    expect(parseHelpEmailDate('03/07/2026 13:05:03 PM')).toBeUndefined();
    expect(parseHelpEmailDate('03/07/26 9:05:03 PM')).toBeUndefined();
    expect(parseHelpEmailDate('2026-03-07T21:05:03Z')).toBeUndefined();
  });

  it('speaks of recent instants relatively, then shows their local day', () => {
    const now = new Date(2026, 2, 10, 12, 0, 0);
    expect(formatTimeAgo(new Date(2026, 2, 10, 11, 59, 30).toISOString(), now)).toBe('just now');
    expect(formatTimeAgo(new Date(2026, 2, 10, 12, 0, 30).toISOString(), now)).toBe('just now');
    expect(formatTimeAgo(new Date(2026, 2, 10, 11, 55).toISOString(), now)).toBe('5 min ago');
    expect(formatTimeAgo(new Date(2026, 2, 10, 9, 0).toISOString(), now)).toBe('3 h ago');
    expect(formatTimeAgo(new Date(2026, 0, 2, 21, 0).toISOString(), now)).toBe('01/02/2026');
    expect(formatTimeAgo('not a date', now)).toBe('');
  });
});
