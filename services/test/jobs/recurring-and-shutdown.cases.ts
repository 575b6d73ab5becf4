import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { recurringKey } from '../../src/platform/jobs/job-runner';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../helpers/test-app';
import { jobRow, readyWith, until } from './job-helpers';

let database: TestDatabase;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  database = await createTestDatabase('job-recurring');
}, 120_000);

afterAll(async () => {
  await database?.drop();
});

describe('a recurring kind', () => {
  it('runs once per interval across two instances sharing one database', async () => {
    const ticks: string[] = [];
    const withTick = (name: string) => (app: FastifyInstance) =>
      app.jobs.register('test.tick', {
        payload: Type.Object({}),
        everyMs: HOUR_MS,
        handler: async () => {
          ticks.push(name);
        },
      });
    const first = await readyWith(await buildTestApp(database), withTick('first'));
    const second = await readyWith(await buildTestApp(database), withTick('second'));
    try {
      await Promise.all([first.jobs.idle(), second.jobs.idle()]);
      await Promise.all([first.jobs.drain(), second.jobs.drain()]);
      // Both started and both drained: the one row ran once, in one of them.
      expect(ticks).toHaveLength(1);
      const key = recurringKey('test.tick');
      const row = await database.handle.db.selectFrom('jobs').selectAll().where('idempotencyKey', '=', key).executeTakeFirstOrThrow();
      expect(row.state).toBe('queued');
      expect(row.runAt.getTime()).toBeGreaterThan(Date.now() + HOUR_MS - 60_000);

      // An hour later (the row made due), it runs once more, whoever takes it.
      await sql`update jobs set run_at = now() where idempotency_key = ${key}`.execute(database.handle.db);
      await Promise.all([first.jobs.drain(), second.jobs.drain(), first.jobs.drain(), second.jobs.drain()]);
      expect(ticks).toHaveLength(2);
      expect(await database.handle.db.selectFrom('jobs').select('id').where('kind', '=', 'test.tick').execute()).toHaveLength(1);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('shutdown', () => {
  it('gives back a job it could not finish, which another instance then completes', async () => {
    let started = false;
    let stoppedBy: unknown = null;
    const closing = await readyWith(await buildTestApp(database, { jobs: { shutdownTimeoutMs: 200, pollMs: 600_000 } }), (app) =>
      app.jobs.register('test.stuck', {
        payload: Type.Object({ label: Type.String() }),
        handler: (job) =>
          new Promise<void>((resolve) => {
            started = true;
            // A long step that ends only when the attempt is aborted (then too late to complete).
            job.signal.addEventListener('abort', () => {
              stoppedBy = job.signal.reason;
              resolve();
            });
          }),
      }),
    );
    const id = await closing.jobs.enqueue('test.stuck', { label: 'interrupted' });
    await until(() => started);
    await closing.close();
    expect(stoppedBy).toBeInstanceOf(Error);
    // Put back, due at once, the interrupted attempt not counted.
    expect(await jobRow(database.handle.db, id)).toEqual({ state: 'queued', attempts: 0, lastError: null });

    const finished: string[] = [];
    const next = await readyWith(await buildTestApp(database, { jobs: { pollMs: 600_000 } }), (app) =>
      app.jobs.register('test.stuck', {
        payload: Type.Object({ label: Type.String() }),
        handler: async (job) => {
          finished.push(job.payload.label);
        },
      }),
    );
    try {
      await next.jobs.idle();
      await next.jobs.drain();
      expect(finished).toEqual(['interrupted']);
      expect(await jobRow(database.handle.db, id)).toEqual({ state: 'completed', attempts: 1, lastError: null });
    } finally {
      await next.close();
    }
  });
});
