import type { FastifyInstance } from 'fastify';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../../helpers/test-app';

/*
 * /health (the process runs) and /ready (the database, and Redis when configured, answer; 503
 * once the server closes), as an orchestrator probes them on a real port.
 */
let database: TestDatabase;
let app: FastifyInstance;
let baseUrl: string;
let closed: Promise<void> | undefined;
const redisUrl = process.env.REDIS_URL || undefined;

// The last case holds the close after the services' own preClose hooks (the refusal starts
// there) and before the port closes, to probe the process in between.
let closeHeld: Promise<void> = Promise.resolve();
let closingStarted = () => {};

beforeAll(async () => {
  database = await createTestDatabase('health-probes');
  app = await buildTestApp(database, { redisUrl });
  app.addHook('preClose', async () => {
    closingStarted();
    await closeHeld;
  });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  await (closed ?? app?.close());
  await database?.drop();
});

it('says the process is alive', async () => {
  const answer = await fetch(`${baseUrl}/health`);
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ status: 'alive' });
  expect(answer.headers.get('cache-control')).toBe('no-store');
});

it('is ready when the database (and Redis, when configured) answer', async () => {
  const answer = await fetch(`${baseUrl}/ready`);
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ status: 'ready', database: 'up', redis: redisUrl ? 'up' : 'not-configured' });
});

it('is not ready while the server closes, and still alive', async () => {
  let release = () => {};
  closeHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  const started = new Promise<void>((resolve) => {
    closingStarted = resolve;
  });
  closed = app.close();
  await started;
  try {
    const ready = await fetch(`${baseUrl}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 503, code: 'service-restarting' });
    expect((await fetch(`${baseUrl}/health`)).status).toBe(200);
  } finally {
    release();
    await closed;
  }
});
