import type { Redis } from 'ioredis';

/** How many failures a key has had, and when the last one was (epoch ms); zero and null when none. */
export interface FailureRecord {
  count: number;
  lastAt: number | null;
}

/**
 * Failed sign-in counters by key (an address, an account). A key is forgotten `forgetAfterMs`
 * after its last failure. Shared by every service process when kept in Redis.
 */
export interface AttemptCounters {
  read(key: string): Promise<FailureRecord>;
  /** Counts one more failure at `now` and answers the new record. */
  recordFailure(key: string, now: number, forgetAfterMs: number): Promise<FailureRecord>;
  forget(key: string): Promise<void>;
}

/** At most this many keys are kept in one process: a spray of made-up accounts cannot fill the memory. */
const MEMORY_KEYS_KEPT = 50_000;

/** One process's counters (the embedded database's single-process deployment, and tests). */
export class MemoryAttemptCounters implements AttemptCounters {
  private readonly records = new Map<string, FailureRecord & { forgetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async read(key: string): Promise<FailureRecord> {
    const record = this.records.get(key);
    if (!record) return { count: 0, lastAt: null };
    if (record.forgetAt <= this.now()) {
      this.records.delete(key);
      return { count: 0, lastAt: null };
    }
    return { count: record.count, lastAt: record.lastAt };
  }

  async recordFailure(key: string, now: number, forgetAfterMs: number): Promise<FailureRecord> {
    const before = await this.read(key);
    // Re-inserted, so the map's order is the order of last failure: the oldest goes first.
    this.records.delete(key);
    const record = { count: before.count + 1, lastAt: now, forgetAt: now + forgetAfterMs };
    this.records.set(key, record);
    if (this.records.size > MEMORY_KEYS_KEPT) {
      const oldest = this.records.keys().next().value;
      if (oldest !== undefined) this.records.delete(oldest);
    }
    return { count: record.count, lastAt: record.lastAt };
  }

  async forget(key: string): Promise<void> {
    this.records.delete(key);
  }
}

/** Counters in Redis (`<prefix><key>:count` and `:last`), expiring with the key's quiet period. */
export class RedisAttemptCounters implements AttemptCounters {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async read(key: string): Promise<FailureRecord> {
    const [count, lastAt] = await this.redis.mget(`${this.prefix}${key}:count`, `${this.prefix}${key}:last`);
    return { count: Number(count ?? 0), lastAt: lastAt === null ? null : Number(lastAt) };
  }

  async recordFailure(key: string, now: number, forgetAfterMs: number): Promise<FailureRecord> {
    const countKey = `${this.prefix}${key}:count`;
    const results = await this.redis
      .multi()
      .incr(countKey)
      .pexpire(countKey, forgetAfterMs)
      .set(`${this.prefix}${key}:last`, String(now), 'PX', forgetAfterMs)
      .exec();
    const [error, count] = results?.[0] ?? [new Error('no answer from Redis'), 0];
    if (error) throw error;
    return { count: Number(count), lastAt: now };
  }

  async forget(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}${key}:count`, `${this.prefix}${key}:last`);
  }
}
