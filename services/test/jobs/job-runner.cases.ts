import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { sql } from 'kysely';
import { recurringKey } from '../../src/platform/jobs/job-runner';
import { completeJob, claimJobByKey, renewJob, retryJob } from '../../src/platform/jobs/job-store';
import { PRUNE_JOB } from '../../src/platform/jobs/plugin';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../helpers/test-app';
import { expireLease, jobRow, makeDue, NO_BACKOFF, readyWith, until } from './job-helpers';

let database: TestDatabase;
let first: FastifyInstance;
let second: FastifyInstance;
const LABEL = Type.Object({ label: Type.String() });

/** What the handlers of both instances saw, shared as two processes share the database. */
const failures: string[] = [];
const deadLetters: Array<{ label: string; error: string }> = [];
const running = new Set<string>();
const overlaps: string[] = [];
const runs = new Map<string, number>();

function registerKinds(app: FastifyInstance): void {
  app.jobs.register('test.fails', {
    payload: LABEL,
    maxAttempts: 3,
    backoff: NO_BACKOFF,
    handler: async (job) => {
      failures.push(`${job.payload.label}#${job.attempt}`);
      throw new Error(`${job.payload.label} failed at attempt ${job.attempt}`);
    },
    onDead: async (payload, error) => {
      deadLetters.push({ label: payload.label, error });
    },
  });
  app.jobs.register('test.slow', {
    payload: LABEL,
    handler: async (job) => {
      if (running.has(job.id)) overlaps.push(job.id);
      running.add(job.id);
      await new Promise((resolve) => setTimeout(resolve, 30));
      running.delete(job.id);
      runs.set(job.payload.label, (runs.get(job.payload.label) ?? 0) + 1);
    },
  });
  app.jobs.register('test.once', {
    payload: LABEL,
    handler: async (job) => {
      runs.set(job.payload.label, (runs.get(job.payload.label) ?? 0) + 1);
    },
  });
}

beforeAll(async () => {
  database = await createTestDatabase('job-runner');
  // Two service processes on one database; neither polls during a test (the cases drain).
  first = await readyWith(await buildTestApp(database, { jobs: { pollMs: 600_000 } }), registerKinds);
  second = await readyWith(await buildTestApp(database, { jobs: { pollMs: 600_000 } }), registerKinds);
}, 120_000);

afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.drop();
});

it('retries a job that throws, then dead-letters it with its last error', async () => {
  const id = await first.jobs.enqueue('test.fails', { label: 'flaky' });
  await first.jobs.drain();
  expect(failures.filter((entry) => entry.startsWith('flaky#'))).toEqual(['flaky#1', 'flaky#2', 'flaky#3']);
  expect(await jobRow(database.handle.db, id)).toEqual({ state: 'dead', attempts: 3, lastError: 'flaky failed at attempt 3' });
  expect(deadLetters).toEqual([{ label: 'flaky', error: 'flaky failed at attempt 3' }]);
  // A dead job is never claimed again.
  expect(await first.jobs.drain()).toBe(0);
});

it('refuses a payload that does not match its kind', async () => {
  await expect(first.jobs.enqueue('test.once', { label: 42 } as never)).rejects.toThrow('does not match the test.once schema');
});

it('never runs a job twice at once, with two instances draining together', async () => {
  const labels = Array.from({ length: 8 }, (_, index) => `slow-${index}`);
  for (const label of labels) await first.jobs.enqueue('test.slow', { label });
  await Promise.all([first.jobs.drain(), second.jobs.drain(), first.jobs.drain(), second.jobs.drain()]);
  expect(overlaps).toEqual([]);
  expect(labels.map((label) => runs.get(label))).toEqual(labels.map(() => 1));
});

it('makes one job of one idempotency key, however often it is enqueued', async () => {
  const once = await first.jobs.enqueue('test.once', { label: 'keyed' }, { idempotencyKey: 'keyed-1' });
  const again = await second.jobs.enqueue('test.once', { label: 'keyed' }, { idempotencyKey: 'keyed-1' });
  expect(again).toBe(once);
  await Promise.all([first.jobs.drain(), second.jobs.drain()]);
  // Done, the key still names it: enqueueing it once more adds nothing.
  expect(await first.jobs.enqueue('test.once', { label: 'keyed' }, { idempotencyKey: 'keyed-1' })).toBe(once);
  await first.jobs.drain();
  expect(runs.get('keyed')).toBe(1);
  expect(await database.handle.db.selectFrom('jobs').select('id').where('idempotencyKey', '=', 'keyed-1').execute()).toHaveLength(1);
});

it('starts a job queued in a writer’s transaction once that transaction commits, not at the next poll', async () => {
  const committed = (id: string) => async () =>
    (await first.db.selectFrom('jobs').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  await first.db.transaction().execute(async (trx) => {
    const id = await first.jobs.enqueue('test.once', { label: 'after-commit' }, { trx });
    first.jobs.wakeOnceCommitted(committed(id));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs.get('after-commit')).toBeUndefined();
  });
  // Both instances poll every ten minutes here: only the wake can have started it.
  await until(() => runs.get('after-commit') === 1, 5_000);
});

it('runs a scheduled job once its time has come, not before', async () => {
  const id = await first.jobs.enqueue('test.once', { label: 'scheduled' }, { runAt: new Date(Date.now() + 3_600_000) });
  await first.jobs.drain();
  expect(runs.get('scheduled')).toBeUndefined();
  await makeDue(database.handle.db, 'test.once');
  await first.jobs.drain();
  expect(runs.get('scheduled')).toBe(1);
  expect((await jobRow(database.handle.db, id)).state).toBe('completed');
});

it('fences a worker whose lease was taken over: it can no longer complete, fail or renew the job', async () => {
  const { db } = database.handle;
  const id = await first.jobs.enqueue(
    'test.once',
    { label: 'fenced' },
    { idempotencyKey: 'fenced', runAt: new Date(Date.now() + 3_600_000) },
  );
  const stale = await claimJobByKey(db, 'fenced', 'stopped-worker', 60_000);
  if (!stale) throw new Error('The job was not claimed.');
  // While its lease holds nobody else takes it.
  expect(await claimJobByKey(db, 'fenced', 'another-worker', 60_000)).toBeNull();
  await expireLease(db, id);
  const current = await claimJobByKey(db, 'fenced', 'another-worker', 60_000);
  expect(current?.fence).toBe(stale.fence + 1);
  expect(await completeJob(db, stale)).toBe(false);
  expect(await retryJob(db, stale, 'late failure', 0)).toBe(false);
  expect(await renewJob(db, stale, 60_000)).toBe(false);
  expect(await jobRow(db, id)).toEqual({ state: 'running', attempts: 2, lastError: null });
  if (!current) throw new Error('The job was not taken over.');
  expect(await completeJob(db, current)).toBe(true);
  expect((await jobRow(db, id)).state).toBe('completed');
});

it('takes over, on the next drain, a job whose worker stopped once its lease expired', async () => {
  const { db } = database.handle;
  const id = await first.jobs.enqueue(
    'test.once',
    { label: 'orphan' },
    { idempotencyKey: 'orphan', runAt: new Date(Date.now() + 3_600_000) },
  );
  await claimJobByKey(db, 'orphan', 'stopped-worker', 60_000);
  await second.jobs.drain();
  expect(runs.get('orphan')).toBeUndefined();
  await expireLease(db, id);
  await second.jobs.drain();
  expect(runs.get('orphan')).toBe(1);
  expect(await jobRow(db, id)).toEqual({ state: 'completed', attempts: 2, lastError: null });
});

it('deletes jobs finished more than two weeks ago, and keeps the recent ones and those still to run', async () => {
  const { db } = database.handle;
  const old = await first.jobs.enqueue('test.once', { label: 'old' });
  const recent = await first.jobs.enqueue('test.once', { label: 'recent' });
  const waiting = await first.jobs.enqueue('test.once', { label: 'waiting' }, { runAt: new Date(Date.now() + 3_600_000) });
  await first.jobs.drain();
  await sql`update jobs set finished_at = now() - interval '15 days' where id = ${old}`.execute(db);
  expect(await first.jobs.runNow(PRUNE_JOB, recurringKey(PRUNE_JOB))).toBe('rescheduled');
  const left = await db.selectFrom('jobs').select('id').where('id', 'in', [old, recent, waiting]).execute();
  expect(left.map((row) => row.id).sort()).toEqual([recent, waiting].sort());
});

it('runs a job again when it was asked for while it ran, instead of finishing with that work left', async () => {
  const key = 'test.once:asked-again';
  const id = await first.jobs.enqueue('test.once', { label: 'asked-again' }, { idempotencyKey: key, onDuplicate: 'revive' });
  await first.jobs.drain();
  runs.delete('asked-again');
  // Another worker takes it (finished or not) and is running it.
  const claimed = await claimJobByKey(database.handle.db, key, 'worker-elsewhere', 60_000, true);
  if (!claimed) throw new Error('the job was not claimed');
  // A writer asks for it while that worker runs it (it may have looked for work before this commit).
  expect(await first.jobs.enqueue('test.once', { label: 'asked-again' }, { idempotencyKey: key, onDuplicate: 'revive' })).toBe(id);
  expect((await jobRow(database.handle.db, id)).state).toBe('running');

  expect(await completeJob(database.handle.db, claimed)).toBe(true);
  expect((await jobRow(database.handle.db, id)).state).toBe('queued');
  await first.jobs.drain();
  expect(runs.get('asked-again')).toBe(1);
  // Asked for once while it ran, it runs once more, then finishes.
  expect((await jobRow(database.handle.db, id)).state).toBe('completed');
});
