import { Redis } from 'ioredis';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** How long one dependency may take to answer before the process counts as not ready. */
const CHECK_TIMEOUT_MS = 2_000;

export type DependencyState = 'up' | 'down' | 'not-configured';

export interface Readiness {
  database: DependencyState;
  redis: DependencyState;
}

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Asks the database (`SELECT 1`) and, with REDIS_URL, Redis (`PING`) whether they answer. Redis is
 * asked on a connection of its own, opened at the first check: the other clients' state is
 * theirs, and a check must not queue behind a publish.
 */
export class DependencyChecks {
  private redis: Redis | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly redisUrl: string | undefined,
    private readonly logFailure: (error: unknown, dependency: keyof Readiness) => void,
  ) {}

  async readiness(): Promise<Readiness> {
    const [database, redis] = await Promise.all([this.check('database', () => this.pingDatabase()), this.checkRedis()]);
    return { database, redis };
  }

  async close(): Promise<void> {
    this.redis?.disconnect();
  }

  private async pingDatabase(): Promise<void> {
    await sql`SELECT 1`.execute(this.db);
  }

  private async checkRedis(): Promise<DependencyState> {
    if (!this.redisUrl) return 'not-configured';
    const url = this.redisUrl;
    return this.check('redis', async () => {
      // No offline queue: while Redis is away a PING fails at once instead of waiting for it.
      if (!this.redis) {
        this.redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
        // A lost connection shows as a failed check (logged there); ioredis would print each retry's error too.
        this.redis.on('error', () => {});
      }
      if (this.redis.status === 'wait') await this.redis.connect();
      await this.redis.ping();
    });
  }

  private async check(dependency: keyof Readiness, ping: () => Promise<void>): Promise<DependencyState> {
    try {
      await withinTimeout(ping());
      return 'up';
    } catch (error) {
      this.logFailure(error, dependency);
      return 'down';
    }
  }
}
