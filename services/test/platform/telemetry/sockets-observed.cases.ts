import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createTestDatabase, login, randomSecret, type TestDatabase } from '../../helpers/test-app';
import { connect, connected, emitWithAck, type PortalClient } from '../../helpers/sockets';

/*
 * What an operator sees of live updates: connected sockets and rooms in /metrics, and a span for
 * each event a client sends (its handler's queries as children).
 */
let database: TestDatabase;
let app: FastifyInstance;
let baseUrl: string;
const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const METRICS_TOKEN = randomSecret();
const sockets: PortalClient[] = [];

beforeAll(async () => {
  provider.register();
  database = await createTestDatabase('sockets-observed');
  app = await buildTestApp(database, { tracerProvider: provider, metricsToken: METRICS_TOKEN });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app?.close();
  await database?.drop();
  await provider.shutdown();
});

it('counts the connected sockets and their rooms by kind, and traces the events they send', async () => {
  const session = await login(app, 'lo@summit.test');
  const socket = connect(baseUrl, session.access.token);
  sockets.push(socket);
  await connected(socket);
  exporter.reset();
  const organizationId = (
    await app.db.selectFrom('users').select('organizationId').where('email', '=', 'lo@summit.test').executeTakeFirstOrThrow()
  ).organizationId;
  const ack = await emitWithAck(socket, 'join_scope', { scope: 'group', target: `org:${organizationId}` });
  expect(ack).toMatchObject({ ok: true });

  const joined = exporter.getFinishedSpans().find((span) => span.name === 'socket.io join_scope');
  expect(joined?.attributes['messaging.system']).toBe('socket.io');

  const text = (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
  expect(text).toContain('portal_socketio_connected_sockets 1');
  expect(text).toContain('portal_socketio_connections_total 1');
  expect(text).toContain('portal_socketio_rooms{kind="user"} 1');
  expect(text).toContain('portal_socketio_rooms{kind="org"} 1');
});
