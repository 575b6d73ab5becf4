import pino from 'pino';
import { MemoryAttemptCounters } from './attempt-counters';
import { delayAfter, SIGN_IN_THROTTLE_POLICY, SignInThrottle } from './sign-in-throttle';
import { waitInWords } from './throttled-problem';

const quiet = pino({ level: 'silent' });

function throttleAt(start = 1_000_000) {
  let now = start;
  const throttle = new SignInThrottle(new MemoryAttemptCounters(() => now), quiet, SIGN_IN_THROTTLE_POLICY, () => now);
  return { throttle, advance: (ms: number) => (now += ms) };
}

const failTimes = async (throttle: SignInThrottle, times: number, address: (i: number) => string, account: (i: number) => string) => {
  for (let i = 0; i < times; i += 1) await throttle.recordFailure(address(i), account(i));
};

describe('the sign-in throttle', () => {
  it('doubles an account’s wait from 1 s after five failures, up to 15 minutes', () => {
    const rule = SIGN_IN_THROTTLE_POLICY.account;
    expect([4, 5, 6, 7, 14, 15, 40].map((failures) => delayAfter(rule, failures))).toEqual([
      0, 1_000, 2_000, 4_000, 512_000, 900_000, 900_000,
    ]);
  });

  it('slows many addresses trying one account, and lets its user in once the wait is over', async () => {
    const { throttle, advance } = throttleAt();
    await failTimes(
      throttle,
      6,
      (i) => `203.0.113.${i}`,
      () => 'lo@summit.test',
    );
    expect(await throttle.check('198.51.100.7', 'lo@summit.test')).toEqual({ scope: 'account', retryAfterMs: 2_000 });
    // Another account from the same addresses is not held back by this one.
    expect(await throttle.check('203.0.113.1', 'lo@harbor.test')).toBeNull();
    advance(2_000);
    expect(await throttle.check('198.51.100.7', 'lo@summit.test')).toBeNull();
    await throttle.recordSuccess('lo@summit.test');
    expect(await throttle.check('203.0.113.9', 'lo@summit.test')).toBeNull();
  });

  it('slows one address trying many accounts, and no other address', async () => {
    const { throttle, advance } = throttleAt();
    await failTimes(
      throttle,
      20,
      () => '203.0.113.5',
      (i) => `user${i}@summit.test`,
    );
    expect(await throttle.check('203.0.113.5', 'someone-new@summit.test')).toEqual({ scope: 'address', retryAfterMs: 1_000 });
    expect(await throttle.check('198.51.100.7', 'someone-new@summit.test')).toBeNull();
    // A right password from that address does not clear its count.
    await throttle.recordSuccess('user3@summit.test');
    expect(await throttle.check('203.0.113.5', 'user3@summit.test')).toMatchObject({ scope: 'address' });
    advance(1_000);
    expect(await throttle.check('203.0.113.5', 'someone-new@summit.test')).toBeNull();
  });

  it('forgets an account a day after its last failure', async () => {
    const { throttle, advance } = throttleAt();
    await failTimes(
      throttle,
      10,
      (i) => `203.0.113.${i}`,
      () => 'lo@summit.test',
    );
    advance(24 * 60 * 60_000);
    await throttle.recordFailure('203.0.113.200', 'lo@summit.test');
    expect(await throttle.check('198.51.100.7', 'lo@summit.test')).toBeNull();
  });

  it('lets sign-ins through when its counters cannot answer', async () => {
    const broken = {
      read: () => Promise.reject(new Error('down')),
      recordFailure: () => Promise.reject(new Error('down')),
      forget: () => Promise.reject(new Error('down')),
    };
    const throttle = new SignInThrottle(broken, quiet);
    await expect(throttle.recordFailure('203.0.113.5', 'lo@summit.test')).resolves.toBeUndefined();
    expect(await throttle.check('203.0.113.5', 'lo@summit.test')).toBeNull();
  });

  it('says the wait as a person would', () => {
    expect([1, 999, 1_000, 1_001, 59_000, 60_000, 61_000, 900_000].map(waitInWords)).toEqual([
      'about 1 second',
      'about 1 second',
      'about 1 second',
      'about 2 seconds',
      'about 59 seconds',
      'about 1 minute',
      'about 2 minutes',
      'about 15 minutes',
    ]);
  });
});
