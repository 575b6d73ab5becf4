/**
 * The SQL of the job table, the same on PGlite and PostgreSQL. Every time is the database's
 * (`now()`), so processes whose clocks disagree still agree on when a lease expired. A claim
 * raises `fence`; settling or renewing a claim names the fence it was given and changes nothing
 * when the row has moved on (the lease expired and another worker claimed it, or shutdown put it back).
 */
import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { JobState } from './tables';
import './tables';

export type JobDatabase = Kysely<Database> | Transaction<Database>;

/** A job a worker holds: `fence` is its proof of holding it. */
export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
  fence: number;
}

export interface NewJob {
  kind: string;
  payload: unknown;
  maxAttempts: number;
  /** When it is due (default: now, by the database's clock). */
  runAt?: Date;
  idempotencyKey?: string;
  /**
   * What a job already under the same key becomes: `keep` (the default) leaves it as it is;
   * `requeue` queues it again, with this payload and its attempts reset, unless it is running;
   * `revive` does the same only to a finished one (completed or dead). Either marks a running one
   * to run again once it completes: its worker may have looked for work before this commits.
   */
  onDuplicate?: 'keep' | 'requeue' | 'revive';
}

/** Adds a job (or finds the one under its idempotency key) and answers its id. */
export async function insertJob(db: JobDatabase, job: NewJob): Promise<string> {
  const runAt = job.runAt ?? sql<Date>`now()`;
  const inserted = await db
    .insertInto('jobs')
    .values({
      id: randomUUID(),
      kind: job.kind,
      payload: JSON.stringify(job.payload),
      state: 'queued',
      runAt,
      maxAttempts: job.maxAttempts,
      idempotencyKey: job.idempotencyKey ?? null,
    })
    .onConflict((conflict) => {
      const onKey = conflict.column('idempotencyKey');
      // A no-op update rather than `do nothing`, so that `returning` answers the existing job's id.
      if (!job.onDuplicate || job.onDuplicate === 'keep')
        return onKey.doUpdateSet({ idempotencyKey: (eb) => eb.ref('excluded.idempotencyKey') });
      const kept = job.onDuplicate === 'requeue' ? sql`jobs.state = 'running'` : sql`jobs.state in ('queued', 'running')`;
      return onKey.doUpdateSet((eb) => ({
        payload: sql`case when ${kept} then jobs.payload else excluded.payload end`,
        state: sql<JobState>`case when ${kept} then jobs.state else 'queued' end`,
        runAt: sql<Date>`case when ${kept} then jobs.run_at else excluded.run_at end`,
        attempts: sql<number>`case when ${kept} then jobs.attempts else 0 end`,
        maxAttempts: eb.ref('excluded.maxAttempts'),
        finishedAt: sql<Date | null>`case when ${kept} then jobs.finished_at else null end`,
        runAgain: sql<boolean>`jobs.state = 'running'`,
      }));
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

interface ClaimedRow {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
  fence: string | number;
}

const toClaimed = (row: ClaimedRow | undefined): ClaimedJob | null =>
  row ? { ...row, payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload, fence: Number(row.fence) } : null;

const CLAIMED_COLUMNS = sql`returning id, kind, payload, attempts, max_attempts as "maxAttempts", fence`;

/**
 * Takes the next due job of the given kinds: a queued one whose time came, or a running one whose
 * lease expired (its worker stopped). `for update skip locked` gives each row to one claimer.
 */
export async function claimNextJob(db: Kysely<Database>, kinds: string[], workerId: string, leaseMs: number): Promise<ClaimedJob | null> {
  if (kinds.length === 0) return null;
  const claimed = await sql<ClaimedRow>`
    update jobs
       set state = 'running', attempts = attempts + 1, fence = fence + 1, locked_by = ${workerId},
           locked_until = now() + ${leaseMs} * interval '1 millisecond'
     where id = (
       select id from jobs
        where kind in (${sql.join(kinds)})
          and ((state = 'queued' and run_at <= now()) or (state = 'running' and locked_until < now()))
        order by run_at
        limit 1
        for update skip locked)
    ${CLAIMED_COLUMNS}`.execute(db);
  return toClaimed(claimed.rows[0]);
}

/**
 * Takes the job under this key now, due or not, unless a live worker holds it (null: busy, or no
 * such job, or it is finished and `includeFinished` is false).
 */
export async function claimJobByKey(
  db: Kysely<Database>,
  idempotencyKey: string,
  workerId: string,
  leaseMs: number,
  includeFinished = false,
): Promise<ClaimedJob | null> {
  const states = includeFinished ? ['queued', 'completed', 'dead'] : ['queued'];
  // A finished job run again starts its count of attempts over.
  const claimed = await sql<ClaimedRow>`
    update jobs
       set state = 'running', attempts = case when state in ('completed', 'dead') then 1 else attempts + 1 end,
           fence = fence + 1, locked_by = ${workerId}, finished_at = null,
           locked_until = now() + ${leaseMs} * interval '1 millisecond'
     where id = (
       select id from jobs
        where idempotency_key = ${idempotencyKey}
          and (state in (${sql.join(states)}) or (state = 'running' and locked_until < now()))
        for update skip locked)
    ${CLAIMED_COLUMNS}`.execute(db);
  return toClaimed(claimed.rows[0]);
}

/** The row as this claim left it, if the claim still holds. */
const held = (db: JobDatabase, job: Pick<ClaimedJob, 'id' | 'fence'>) =>
  db.updateTable('jobs').where('id', '=', job.id).where('fence', '=', job.fence).where('state', '=', 'running');

/** Extends the lease; false when the claim no longer holds and the worker must stop. */
export async function renewJob(db: JobDatabase, job: ClaimedJob, leaseMs: number): Promise<boolean> {
  const renewed = await held(db, job)
    .set({ lockedUntil: sql<Date>`now() + ${leaseMs} * interval '1 millisecond'` })
    .returning('id')
    .executeTakeFirst();
  return renewed !== undefined;
}

/**
 * Marks the job done, or queues it again at once when it was asked for while it ran
 * (`run_again`); false when the claim no longer held (nothing changed).
 */
export async function completeJob(db: JobDatabase, job: ClaimedJob): Promise<boolean> {
  const done = await held(db, job)
    .set({
      state: sql<JobState>`case when run_again then 'queued' else 'completed' end`,
      runAt: sql<Date>`case when run_again then now() else run_at end`,
      finishedAt: sql<Date | null>`case when run_again then null else now() end`,
      runAgain: false,
      lockedUntil: null,
      lockedBy: null,
    })
    .returning('id')
    .executeTakeFirst();
  return done !== undefined;
}

/** Puts the job back for another attempt after `delayMs`, keeping the error; false when the claim no longer held. */
export async function retryJob(db: JobDatabase, job: ClaimedJob, error: string, delayMs: number): Promise<boolean> {
  const retried = await held(db, job)
    .set({
      state: 'queued',
      lockedUntil: null,
      lockedBy: null,
      lastError: error,
      runAt: sql<Date>`now() + ${delayMs} * interval '1 millisecond'`,
    })
    .returning('id')
    .executeTakeFirst();
  return retried !== undefined;
}

/** Dead-letters the job with its last error; false when the claim no longer held. */
export async function killJob(db: JobDatabase, job: ClaimedJob, error: string): Promise<boolean> {
  const killed = await held(db, job)
    .set({ state: 'dead', lockedUntil: null, lockedBy: null, lastError: error, finishedAt: sql<Date>`now()` })
    .returning('id')
    .executeTakeFirst();
  return killed !== undefined;
}

/** Schedules a recurring job's next run, its attempts starting over; false when the claim no longer held. */
export async function rescheduleJob(db: JobDatabase, job: ClaimedJob, afterMs: number, error: string | null): Promise<boolean> {
  const rescheduled = await held(db, job)
    .set({
      state: 'queued',
      attempts: 0,
      lockedUntil: null,
      lockedBy: null,
      lastError: error,
      finishedAt: sql<Date>`now()`,
      runAt: sql<Date>`now() + ${afterMs} * interval '1 millisecond'`,
    })
    .returning('id')
    .executeTakeFirst();
  return rescheduled !== undefined;
}

/**
 * Gives an unfinished job back (shutdown): queued again at once, the interrupted attempt not
 * counted. The fence stays as it is, so the worker that gave it back can no longer settle it.
 */
export async function releaseJob(db: JobDatabase, job: ClaimedJob): Promise<boolean> {
  const released = await held(db, job)
    .set((eb) => ({
      state: 'queued',
      attempts: eb('attempts', '-', 1),
      lockedUntil: null,
      lockedBy: null,
      runAt: sql<Date>`now()`,
    }))
    .returning('id')
    .executeTakeFirst();
  return released !== undefined;
}

/** Deletes the jobs finished (completed or dead) longer ago than `olderThanMs`; answers how many. */
export async function pruneFinishedJobs(db: JobDatabase, olderThanMs: number): Promise<number> {
  const pruned = await db
    .deleteFrom('jobs')
    .where('state', 'in', ['completed', 'dead'])
    .where('finishedAt', '<', sql<Date>`now() - ${olderThanMs} * interval '1 millisecond'`)
    .executeTakeFirst();
  return Number(pruned.numDeletedRows);
}

/** One kind's jobs as metrics read them: waiting (due), running, dead, and the oldest due one's age. */
export interface JobKindCounts {
  kind: string;
  waiting: number;
  running: number;
  dead: number;
  oldestWaitingSeconds: number;
}

/** Every kind's counts, by the database's clock; dead letters count until pruned. */
export async function jobCountsByKind(db: JobDatabase): Promise<JobKindCounts[]> {
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => [
      'kind',
      eb.fn.countAll<string>().filterWhere(sql<boolean>`state = 'queued' and run_at <= now()`).as('waiting'),
      eb.fn.countAll<string>().filterWhere('state', '=', 'running').as('running'),
      eb.fn.countAll<string>().filterWhere('state', '=', 'dead').as('dead'),
      sql<string | null>`extract(epoch from now() - min(run_at) filter (where state = 'queued' and run_at <= now()))`.as('oldest'),
    ])
    .groupBy('kind')
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    waiting: Number(row.waiting),
    running: Number(row.running),
    dead: Number(row.dead),
    oldestWaitingSeconds: row.oldest === null ? 0 : Math.max(0, Number(row.oldest)),
  }));
}
