import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, createTestDatabase, login, randomSecret, type TestDatabase } from '../../helpers/test-app';

/*
 * GET /metrics: its own bearer token (METRICS_TOKEN), 404 when none is configured, and what a
 * scrape holds after the portal has answered requests.
 */
let database: TestDatabase;
let app: FastifyInstance;
let withoutMetrics: FastifyInstance;
const METRICS_TOKEN = randomSecret();

beforeAll(async () => {
  database = await createTestDatabase('metrics-endpoint');
  app = await buildTestApp(database, { metricsToken: METRICS_TOKEN });
  withoutMetrics = await buildTestApp(database);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await withoutMetrics?.close();
  await database?.drop();
});

const scrape = (target: FastifyInstance, authorization?: string) =>
  target.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

it('refuses a scrape without the token, or with another one, as a problem', async () => {
  for (const authorization of [undefined, 'Bearer not-the-metrics-token', `Basic ${METRICS_TOKEN}`]) {
    const refused = await scrape(app, authorization);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.headers['www-authenticate']).toBe('Bearer');
    expect(refused.json()).toMatchObject({ status: 401, code: 'metrics-token-invalid' });
  }
});

it('does not accept a user’s access token in place of the metrics token', async () => {
  const session = await login(app, 'admin@lender.test');
  expect((await scrape(app, bearer(session).authorization)).statusCode).toBe(401);
});

it('serves the request histogram by route pattern, the cache hit rate, the sockets and the event-loop delay', async () => {
  const session = await login(app, 'lo@summit.test');
  for (let i = 0; i < 2; i++) await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(session) });
  await app.inject({ method: 'GET', url: '/api/notifications/4f1c0b7e-0000-4000-8000-000000000000/read' });
  await app.inject({ method: 'GET', url: '/api/no-such-route/12345' });

  const answer = await scrape(app, `Bearer ${METRICS_TOKEN}`);
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toContain('text/plain');
  const text = answer.body;
  expect(text).toMatch(
    /portal_http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/api\/profile",status_code="200"\} 2/,
  );
  expect(text).toContain('portal_http_request_duration_seconds_count{method="POST",route="/api/auth/login",status_code="200"}');
  // Unknown addresses share one series; raw addresses (ids) never become labels.
  expect(text).toContain('route="unmatched",status_code="404"');
  expect(text).not.toContain('no-such-route');
  expect(text).not.toContain('4f1c0b7e');
  expect(text).toMatch(/portal_read_cache_lookups_total\{cache="profiles",outcome="hit"\} [1-9]/);
  expect(text).toMatch(/portal_read_cache_lookups_total\{cache="profiles",outcome="miss"\} [1-9]/);
  expect(text).toContain('portal_socketio_connected_sockets 0');
  expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
  expect(text).toContain('process_resident_memory_bytes');
});

it('reads the gauges other modules register, and answers when one of them fails', async () => {
  app.telemetry.registerGauge({
    name: 'portal_test_failing_gauge',
    help: 'A gauge whose reading fails.',
    read: () => Promise.reject(new Error('no')),
  });
  const text = (await scrape(app, `Bearer ${METRICS_TOKEN}`)).body;
  // A failing reading leaves its gauge empty; the scrape still answers.
  expect(text).toContain('# TYPE portal_test_failing_gauge gauge');
});

it('answers 404, as an unknown address does, when no METRICS_TOKEN is configured', async () => {
  const answer = await scrape(withoutMetrics, `Bearer ${METRICS_TOKEN}`);
  expect(answer.statusCode).toBe(404);
  expect(answer.json()).toMatchObject({ code: 'route-not-found' });
  // And registering gauges is harmless while metrics are off.
  expect(() => withoutMetrics.telemetry.registerGauge({ name: 'portal_test_gauge', help: 'Off.', read: () => [] })).not.toThrow();
});

it('serves each job kind’s queue: waiting, running and dead jobs, and how long the oldest has waited', async () => {
  const { db } = database.handle;
  await db
    .insertInto('jobs')
    .values([
      {
        id: 'metrics-waiting',
        kind: 'metrics.example',
        payload: JSON.stringify({}),
        state: 'queued',
        maxAttempts: 3,
        runAt: new Date(Date.now() - 90_000),
      },
      { id: 'metrics-dead', kind: 'metrics.example', payload: JSON.stringify({}), state: 'dead', maxAttempts: 3, lastError: 'gave up' },
    ])
    .execute();
  const text = (await scrape(app, `Bearer ${METRICS_TOKEN}`)).body;
  expect(text).toContain('portal_jobs_queue_depth{queue="metrics.example",state="waiting"} 1');
  expect(text).toContain('portal_jobs_queue_depth{queue="metrics.example",state="failed"} 1');
  const age = /portal_jobs_oldest_waiting_seconds\{queue="metrics.example"\} ([\d.]+)/.exec(text)?.[1];
  expect(Number(age)).toBeGreaterThanOrEqual(89);
});
