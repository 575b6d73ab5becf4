import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/platform/db/schema';
import type { JobState } from '../../src/platform/jobs/tables';

/** The test kinds these cases register, typed as features type theirs. */
declare module '../../src/platform/jobs/job-kinds' {
  interface JobPayloads {
    'test.fails': { label: string };
    'test.slow': { label: string };
    'test.once': { label: string };
    'test.tick': Record<string, unknown>;
    'test.stuck': { label: string };
  }
}

/** A backoff of nothing, so a retried job is due again at once and one drain runs every attempt. */
export const NO_BACKOFF = { baseMs: 0, maxMs: 0, jitter: 0 };

export interface JobRow {
  state: JobState;
  attempts: number;
  lastError: string | null;
}

export async function jobRow(db: Kysely<Database>, id: string): Promise<JobRow> {
  return db.selectFrom('jobs').select(['state', 'attempts', 'lastError']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** Makes every queued job of the kind due now, as if its wait (backoff, schedule, interval) had passed. */
export async function makeDue(db: Kysely<Database>, kind: string): Promise<void> {
  await sql`update jobs set run_at = now() where kind = ${kind} and state = 'queued'`.execute(db);
}

/** Ends the lease of a job's worker, as if that worker had stopped and its lease had run out. */
export async function expireLease(db: Kysely<Database>, id: string): Promise<void> {
  await sql`update jobs set locked_until = now() - interval '1 second' where id = ${id}`.execute(db);
}

/** Resolves once `condition` holds (polled), or fails after `ms`. */
export async function until(condition: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('The condition did not hold in time.');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Builds, registers, and only then readies: kinds are registered before the runner starts. */
export async function readyWith(app: FastifyInstance, register: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  register(app);
  await app.ready();
  return app;
}
