import Fastify, { type FastifyInstance } from 'fastify';
import type { ErrorLogList } from 'shared-rules';
import { serverErrorRecorder } from '../../src/platform/error-logs/plugin';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase('error_logs');
  app = await buildTestApp(database);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

const report = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: '/api/error-logs', headers, payload });
const list = async (query = '') => {
  const admin = bearer(await login(app, 'admin@lender.test'));
  const response = await app.inject({ method: 'GET', url: `/api/admin/error-logs${query}`, headers: admin });
  expect(response.statusCode).toBe(200);
  return response.json<ErrorLogList>();
};

describe('browser reports', () => {
  it('records a signed-in user’s report without its secrets or its query string', async () => {
    const broker = bearer(await login(app, 'lo@summit.test'));
    const sent = await report(broker, {
      kind: 'render-error',
      message: `Cannot read properties of undefined (reading 'map') with Bearer ${JWT}`,
      stack: 'TypeError: x\n    at ConditionsTab (conditions.tsx:12)',
      route: '/loan/2611000002/conditions?token=abc123',
      buildId: 'build-42',
      remote: 'mfe-loan',
    });
    expect(sent.statusCode).toBe(201);
    const { data } = await list('?source=browser');
    expect(data[0]).toMatchObject({
      source: 'browser',
      kind: 'render-error',
      message: "Cannot read properties of undefined (reading 'map') with Bearer [redacted]",
      route: '/loan/2611000002/conditions',
      buildId: 'build-42',
      remote: 'mfe-loan',
      user: { email: 'lo@summit.test', name: 'Taylor Brooks' },
    });
    expect(JSON.stringify(data)).not.toContain(JWT);
    expect(JSON.stringify(data)).not.toContain('abc123');
  });

  it('refuses a report without a sign-in, of an unknown kind, or too long', async () => {
    expect((await report({}, { kind: 'render-error', message: 'x', route: '/', buildId: 'b' })).statusCode).toBe(401);
    const broker = bearer(await login(app, 'lp@summit.test'));
    expect((await report(broker, { kind: 'anything', message: 'x', route: '/', buildId: 'b' })).statusCode).toBe(400);
    expect((await report(broker, { kind: 'script-error', message: 'x'.repeat(2001), route: '/', buildId: 'b' })).statusCode).toBe(400);
  });
});

describe('the administrators’ list', () => {
  it('is for administrators only, filters by kind and words, and pages newest first', async () => {
    const broker = bearer(await login(app, 'both@summit.test'));
    for (const [kind, message] of [
      ['remote-load', 'Loading the remote mfe-admin failed'],
      ['unhandled-rejection', 'Request aborted'],
      ['script-error', 'ResizeObserver loop limit exceeded'],
    ] as const) {
      expect((await report(broker, { kind, message, route: '/pipeline', buildId: 'b' })).statusCode).toBe(201);
    }
    expect((await app.inject({ method: 'GET', url: '/api/admin/error-logs', headers: broker })).statusCode).toBe(404);
    expect((await list('?kind=remote-load')).data.map((entry) => entry.message)).toEqual(['Loading the remote mfe-admin failed']);
    expect((await list('?search=resizeobserver')).data).toHaveLength(1);
    const firstPage = await list('?pageSize=2');
    expect(firstPage).toMatchObject({ page: 1, pageSize: 2, total: 4 });
    expect(firstPage.data.map((entry) => entry.message)).toEqual(['ResizeObserver loop limit exceeded', 'Request aborted']);
    expect((await list('?from=2000-01-01&to=2000-01-31')).total).toBe(0);
  });
});

describe('server errors', () => {
  it('records a 5xx answer with its request id, route pattern and scrubbed message, and leaves 4xx out', async () => {
    const services = Fastify();
    services.decorate('db', database.handle.db);
    await services.register(serverErrorRecorder, { buildId: 'build-7' });
    services.get('/api/boom/:id', async () => {
      throw new Error(`The lender system refused token=${JWT}`);
    });
    services.get('/api/missing', async (_request, reply) => reply.status(404).send({}));
    const failed = await services.inject({ method: 'GET', url: '/api/boom/12?password=hunter2' });
    expect(failed.statusCode).toBe(500);
    await services.inject({ method: 'GET', url: '/api/missing' });
    await services.close();
    // Recorded after the answer: wait for the row rather than a fixed time.
    let entries: ErrorLogList['data'] = [];
    for (let attempt = 0; attempt < 50 && entries.length === 0; attempt += 1) {
      entries = (await list('?source=server')).data;
      if (entries.length === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'server-error',
      statusCode: 500,
      route: 'GET /api/boom/:id',
      message: 'The lender system refused token=[redacted token]',
      buildId: 'build-7',
      user: null,
    });
    expect(entries[0].requestId).toEqual(expect.any(String));
    expect(entries[0].message).not.toContain('hunter2');
  });
});
