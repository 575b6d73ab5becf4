import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AttemptCounters } from './attempt-counters';

/** How failures of one kind slow the next attempt: free ones, then a delay doubling up to a ceiling. */
export interface ThrottleRule {
  /** Failures allowed before any wait. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; each further failure doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A key with no failure for this long starts again from zero. */
  forgetAfterMs: number;
}

export interface ThrottlePolicy {
  /** Failures for one account, from any address: guessing one user's password. */
  account: ThrottleRule;
  /** Failures from one address, for any account: trying one password on many users. */
  address: ThrottleRule;
}

/**
 * The portal's policy (the README says why): an account waits after 5 failures, from 1 s doubling
 * to 15 minutes, so a guesser gets under a hundred tries a day while its user, whose right password
 * resets the count, waits at most 15 minutes, never a lockout an attacker could keep closed. An
 * address (an office behind one NAT included) gets 20 failures before it waits, on the same curve.
 */
export const SIGN_IN_THROTTLE_POLICY: ThrottlePolicy = {
  account: { freeFailures: 5, firstDelayMs: 1_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 24 * 60 * 60_000 },
  address: { freeFailures: 20, firstDelayMs: 1_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 },
};

export type ThrottleScope = keyof ThrottlePolicy;

export interface Throttled {
  scope: ThrottleScope;
  retryAfterMs: number;
}

/** The wait `rule` imposes after `failures`; zero while they are free. */
export function delayAfter(rule: ThrottleRule, failures: number): number {
  if (failures < rule.freeFailures) return 0;
  const doublings = failures - rule.freeFailures;
  // 2^40 ms is beyond any ceiling: stop doubling before the number grows needlessly.
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(doublings, 40));
}

// Counters are keyed by digests: Redis never holds who signs in, nor from where.
const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);
const accountKey = (account: string) => `account:${digest(account)}`;
const addressKey = (address: string) => `address:${digest(address)}`;

/**
 * Slows sign-in guessing by account and by address, counting failures only: a right password
 * always gets in once its account's and address's waits are over, and resets the account's count.
 * Counting fails open (a counter store that cannot answer lets sign-ins through, with an error in
 * the log) rather than locking every user out.
 */
export class SignInThrottle {
  constructor(
    private readonly counters: AttemptCounters,
    private readonly log: FastifyBaseLogger,
    private readonly policy: ThrottlePolicy = SIGN_IN_THROTTLE_POLICY,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether an attempt for `account` from `address` must wait, and how long; null when it may go ahead. */
  async check(address: string, account: string): Promise<Throttled | null> {
    try {
      const [byAccount, byAddress] = await Promise.all([this.counters.read(accountKey(account)), this.counters.read(addressKey(address))]);
      const now = this.now();
      const waits = (
        [
          ['account', byAccount],
          ['address', byAddress],
        ] as const
      ).map(([scope, record]) => ({
        scope,
        retryAfterMs: record.lastAt === null ? 0 : record.lastAt + delayAfter(this.policy[scope], record.count) - now,
      }));
      const longest = waits.reduce((a, b) => (b.retryAfterMs > a.retryAfterMs ? b : a));
      return longest.retryAfterMs > 0 ? longest : null;
    } catch (error) {
      this.log.error({ err: error }, 'sign-in throttle counters unavailable: the attempt is let through uncounted');
      return null;
    }
  }

  /** A wrong password or second-step code. */
  async recordFailure(address: string, account: string): Promise<void> {
    const now = this.now();
    try {
      const [byAccount, byAddress] = await Promise.all([
        this.counters.recordFailure(accountKey(account), now, this.policy.account.forgetAfterMs),
        this.counters.recordFailure(addressKey(address), now, this.policy.address.forgetAfterMs),
      ]);
      if (byAccount.count === this.policy.account.freeFailures || byAddress.count === this.policy.address.freeFailures) {
        this.log.warn(
          { accountKey: accountKey(account), address, accountFailures: byAccount.count, addressFailures: byAddress.count },
          'failed sign-ins now wait before the next attempt',
        );
      }
    } catch (error) {
      this.log.error({ err: error }, 'sign-in throttle counters unavailable: a failed sign-in was not counted');
    }
  }

  /** A complete sign-in: its account starts again from zero (its address does not: one valid account must not launder a spray). */
  async recordSuccess(account: string): Promise<void> {
    try {
      await this.counters.forget(accountKey(account));
    } catch (error) {
      this.log.error({ err: error }, 'sign-in throttle counters unavailable: an account’s failures were not reset');
    }
  }
}
