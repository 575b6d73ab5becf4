import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { type AttemptCounters, MemoryAttemptCounters, RedisAttemptCounters } from './attempt-counters';
import { SIGN_IN_THROTTLE_POLICY, SignInThrottle, type ThrottlePolicy } from './sign-in-throttle';

declare module 'fastify' {
  interface FastifyInstance {
    /** Slows password and second-step guessing by account and by address (`./sign-in-throttle.ts`). */
    signInThrottle: SignInThrottle;
  }
}

export interface SignInThrottleOptions {
  /** When set, the counters live in Redis under `nameSpace`, shared by every service process. */
  redis?: { url: string; nameSpace: string };
  policy?: ThrottlePolicy;
  /** The clock (tests move it instead of waiting). */
  now?: () => number;
}

export const signInThrottlePlugin = fp<SignInThrottleOptions>(
  async (app, options) => {
    const now = options.now ?? Date.now;
    let counters: AttemptCounters;
    if (options.redis) {
      // Fail fast: a counter that cannot be read must not hold a sign-in for seconds.
      const redis = new Redis(options.redis.url, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: true });
      await redis.connect();
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => undefined);
      });
      counters = new RedisAttemptCounters(redis, `${options.redis.nameSpace}sign-in:`);
    } else {
      counters = new MemoryAttemptCounters(now);
    }
    app.decorate('signInThrottle', new SignInThrottle(counters, app.log, options.policy ?? SIGN_IN_THROTTLE_POLICY, now));
  },
  { name: 'sign-in-throttle' },
);
