import { outboxDateTime, outboxViewFromParams, outboxViewParams } from './outbox-view';

describe('outboxViewFromParams', () => {
  it('reads status, page and the open email', () => {
    expect(outboxViewFromParams(new URLSearchParams('status=failed&page=3&email=e1'))).toEqual({
      status: 'failed',
      page: 3,
      emailId: 'e1',
    });
  });

  it('falls back to all emails on page 1 for unknown values', () => {
    expect(outboxViewFromParams(new URLSearchParams('status=lost&page=-2'))).toEqual({ status: null, page: 1, emailId: null });
    expect(outboxViewFromParams(new URLSearchParams('page=1.5'))).toEqual({ status: null, page: 1, emailId: null });
  });
});

describe('outboxViewParams', () => {
  it('leaves the defaults out of the address', () => {
    expect(outboxViewParams({ status: null, page: 1, emailId: null })).toEqual({});
    expect(outboxViewParams({ status: 'stored', page: 2, emailId: 'e9' })).toEqual({ status: 'stored', page: '2', email: 'e9' });
  });
});

describe('outboxDateTime', () => {
  it('shows the four-digit year and the second, never the short 11/21/26 style', () => {
    // Midday UTC is the 21st in every zone from UTC-11 to UTC+11, whichever the machine runs in.
    expect(outboxDateTime('2026-11-21T12:05:03.000Z')).toMatch(/^11\/21\/2026 \d{1,2}:05:03 [AP]M$/);
    expect(outboxDateTime('not a date')).toBe('not a date');
  });
});
