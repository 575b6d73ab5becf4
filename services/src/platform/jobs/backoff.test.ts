import { backoffDelayMs } from './backoff';

const policy = { baseMs: 1_000, maxMs: 60_000, jitter: 0.5 };

describe('backoffDelayMs', () => {
  it('doubles the wait at each attempt, without jitter', () => {
    const exact = { ...policy, jitter: 0 };
    expect([1, 2, 3, 4, 5].map((attempt) => backoffDelayMs(exact, attempt))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    expect(backoffDelayMs({ ...policy, jitter: 0 }, 10)).toBe(60_000);
    expect(backoffDelayMs({ ...policy, jitter: 0 }, 10_000)).toBe(60_000);
  });

  it('draws the jitter share of the wait at random, between half and all of it here', () => {
    expect(backoffDelayMs(policy, 3, () => 0)).toBe(2_000);
    expect(backoffDelayMs(policy, 3, () => 0.5)).toBe(3_000);
    expect(backoffDelayMs(policy, 3, () => 0.999_999)).toBe(4_000);
    for (let draw = 0; draw < 100; draw += 1) {
      const wait = backoffDelayMs(policy, 2);
      expect(wait).toBeGreaterThanOrEqual(1_000);
      expect(wait).toBeLessThanOrEqual(2_000);
    }
  });

  it('treats a jitter outside 0..1 as its nearest bound, and attempt 0 as the first', () => {
    expect(backoffDelayMs({ ...policy, jitter: 3 }, 1, () => 0)).toBe(0);
    expect(backoffDelayMs({ ...policy, jitter: -1 }, 1, () => 0)).toBe(1_000);
    expect(backoffDelayMs({ ...policy, jitter: 0 }, 0)).toBe(1_000);
  });
});
