import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../../helpers/test-app';

/*
 * The JSON lines an operator's log collector receives: each names its request (reqId), the
 * signed-in user (userId) and the trace (traceId, from the caller's traceparent while traces are
 * off), and none carries the token.
 */
let database: TestDatabase;
let app: FastifyInstance;
const lines: string[] = [];

interface LogLine {
  reqId?: string;
  userId?: string;
  traceId?: string;
  msg?: string;
}

beforeAll(async () => {
  database = await createTestDatabase('request-logs');
  app = await buildTestApp(database, { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const linesOf = (requestId: string): LogLine[] =>
  lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.reqId === requestId);

it('binds the request id, the signed-in user and the caller’s trace id to every line of the request', async () => {
  const session = await login(app, 'lo@summit.test');
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const answer = await app.inject({
    method: 'GET',
    url: '/api/profile',
    headers: { ...bearer(session), 'x-request-id': 'telemetry-logs-1', traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
  });
  expect(answer.statusCode).toBe(200);
  const requestLines = linesOf('telemetry-logs-1');
  const completed = requestLines.find((line) => line.msg === 'request completed');
  expect(completed).toMatchObject({ reqId: 'telemetry-logs-1', traceId });
  expect(completed?.userId).toBe(answer.json<{ id: string }>().id);
  expect(lines.join('\n')).not.toContain(session.access.token);
});

it('leaves out the user on public routes and a malformed traceparent', async () => {
  await app.inject({ method: 'GET', url: '/api/version', headers: { 'x-request-id': 'telemetry-logs-2', traceparent: 'not-a-trace' } });
  const completed = linesOf('telemetry-logs-2').find((line) => line.msg === 'request completed');
  expect(completed).toBeDefined();
  expect(completed?.userId).toBeUndefined();
  expect(completed?.traceId).toBeUndefined();
});
