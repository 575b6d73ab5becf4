import type { ColumnType, Generated } from 'kysely';

/** The job table (migration 0029), merged into the core's `Database`. */
declare module '../db/schema' {
  interface Database {
    jobs: JobTable;
  }
}

export type JobState = 'queued' | 'running' | 'completed' | 'dead';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** One durable job of any kind; `fence` is the claim's token (see `job-store.ts`). */
export interface JobTable {
  id: string;
  kind: string;
  payload: ColumnType<unknown, string, string>;
  state: JobState;
  runAt: Timestamp;
  attempts: Generated<number>;
  maxAttempts: number;
  /** bigint: PostgreSQL answers it as text, PGlite as a number; `Number()` reads both. */
  fence: ColumnType<string | number, never, never>;
  lockedUntil: NullableTimestamp;
  lockedBy: string | null;
  lastError: string | null;
  idempotencyKey: string | null;
  createdAt: Timestamp;
  finishedAt: NullableTimestamp;
  /** Asked for again while running: queued again when it completes (migration 0032). */
  runAgain: Generated<boolean>;
}
