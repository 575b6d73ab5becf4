import { Type } from 'typebox';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, createTestDatabase, DEMO_PASSWORD, login, SESSION_HEADERS, type TestDatabase } from '../../helpers/test-app';

/** The job kind these cases register, typed as features type theirs. */
declare module '../../../src/platform/jobs/job-kinds' {
  interface JobPayloads {
    'telemetry.example': Record<string, never>;
  }
}

/*
 * Traces as an OTLP collector would receive them, kept in memory: a request's server span named by
 * its route, with its database queries as children, on either engine; a job's span from withSpan.
 */
let database: TestDatabase;
let app: FastifyInstance;
const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });

beforeAll(async () => {
  // As startTraceExport does: the async-local context and W3C propagation, for this jest file.
  provider.register();
  database = await createTestDatabase('traces');
  app = await buildTestApp(database, { tracerProvider: provider });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
  await provider.shutdown();
});

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;
const childrenOf = (parent: ReadableSpan, spans: ReadableSpan[]) => spans.filter((span) => parentOf(span) === parent.spanContext().spanId);

it('gives an API request a server span with its database queries as children', async () => {
  const session = await login(app, 'lo@summit.test');
  exporter.reset();
  const answer = await app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(session) });
  expect(answer.statusCode).toBe(200);

  const spans = exporter.getFinishedSpans();
  const request = spans.find((span) => span.name === 'GET /api/notifications');
  expect(request).toBeDefined();
  if (!request) return;
  expect(request.kind).toBe(SpanKind.SERVER);
  expect(request.attributes).toMatchObject({ 'http.route': '/api/notifications', 'http.response.status_code': 200 });
  const queries = childrenOf(request, spans);
  expect(queries.length).toBeGreaterThan(0);
  expect(queries.every((span) => span.name.startsWith('db '))).toBe(true);
  expect(queries[0].attributes['db.system.name']).toBe('postgresql');
  expect(queries.every((span) => span.spanContext().traceId === request.spanContext().traceId)).toBe(true);
});

it('keeps the request’s context past reading a body, and continues the caller’s trace', async () => {
  exporter.reset();
  const callerTraceId = '0af7651916cd43dd8448eb211c80319c';
  await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...SESSION_HEADERS, traceparent: `00-${callerTraceId}-b7ad6b7169203331-01` },
    payload: { email: 'lp@summit.test', password: DEMO_PASSWORD },
  });
  const spans = exporter.getFinishedSpans();
  const request = spans.find((span) => span.name === 'POST /api/auth/login');
  expect(request?.spanContext().traceId).toBe(callerTraceId);
  expect(request && childrenOf(request, spans).some((span) => span.name === 'db SELECT users')).toBe(true);
});

it('traces each attempt of a job in a span named after its kind, its queries as children', async () => {
  exporter.reset();
  app.jobs.register('telemetry.example', {
    payload: Type.Object({}),
    handler: async () => {
      await app.db.selectFrom('users').select('id').execute();
    },
  });
  await app.jobs.enqueue('telemetry.example', {});
  await app.jobs.drain();
  const spans = exporter.getFinishedSpans();
  const job = spans.find((span) => span.name === 'job telemetry.example');
  expect(job?.attributes).toMatchObject({ 'portal.job.kind': 'telemetry.example', 'portal.job.attempt': 1 });
  expect(job && childrenOf(job, spans).map((span) => span.name)).toContain('db SELECT users');
});

it('makes no span for a query outside any traced operation', async () => {
  exporter.reset();
  await app.db.selectFrom('users').select('id').execute();
  expect(exporter.getFinishedSpans()).toEqual([]);
});
