/** How long a failed job waits before its next attempt. */
export interface BackoffPolicy {
  /** The wait after the first failure; each later one doubles it. */
  baseMs: number;
  /** No wait is longer than this. */
  maxMs: number;
  /**
   * The share of the wait that is random (0 to 1): jobs that failed together (a server that was
   * down) then come back spread out instead of all at once.
   */
  jitter: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 10_000, maxMs: 30 * 60_000, jitter: 0.5 };

/**
 * The wait before the attempt after `attempt` failed (attempt 1 is the first): `baseMs · 2^(attempt−1)`,
 * capped at `maxMs`, of which the `jitter` share is drawn at random, so the wait lies in
 * `[capped · (1 − jitter), capped]`. `random` is injectable for tests.
 */
export function backoffDelayMs(policy: BackoffPolicy, attempt: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempt - 1);
  const capped = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(exponent, 40));
  const jitter = Math.min(1, Math.max(0, policy.jitter));
  return Math.round(capped * (1 - jitter) + capped * jitter * random());
}
