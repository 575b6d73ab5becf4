import { ApiError } from '../http/problem';
import { decodeCursor, encodeCursor, periodOf } from './trail-query';

describe('periodOf', () => {
  it('runs from the first instant of the first day to the first instant after the last, in the reader’s zone', () => {
    expect(periodOf({ from: '2026-03-07', to: '2026-03-08' })).toEqual({
      start: new Date('2026-03-07T00:00:00.000Z'),
      end: new Date('2026-03-09T00:00:00.000Z'),
    });
    expect(periodOf({ from: '2026-03-07', to: '2026-03-07', timeZoneOffset: 360 })).toEqual({
      start: new Date('2026-03-07T06:00:00.000Z'),
      end: new Date('2026-03-08T06:00:00.000Z'),
    });
    expect(periodOf({})).toEqual({ start: null, end: null });
  });

  it('refuses a reversed period and a day not in the calendar', () => {
    expect(() => periodOf({ from: '2026-03-08', to: '2026-03-07' })).toThrow(ApiError);
    expect(() => periodOf({ from: '2026-02-29' })).toThrow('This day does not exist in the calendar.');
  });
});

describe('the page cursor', () => {
  it('round-trips an instant to the microsecond and an id', () => {
    const cursor = { at: '2026-03-07T10:00:00.123456Z', id: 'audit_log:42' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it('refuses anything it did not make', () => {
    expect(() => decodeCursor('bm90LWEtY3Vyc29y')).toThrow(ApiError);
    expect(() => decodeCursor(Buffer.from(JSON.stringify(['2026-03-07T10:00:00Z', 'x'])).toString('base64url'))).toThrow(ApiError);
  });
});
