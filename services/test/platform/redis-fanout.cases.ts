import type { FastifyInstance } from 'fastify';
import type { Notification } from 'shared-rules';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';
import { connect, connected, nextEvent, type PortalClient } from '../helpers/sockets';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) {
  // Written straight to stderr: jest does not replay the console of a suite that only skips.
  process.stderr.write(
    '\n[redis-fanout] REDIS_URL is not set: the cross-process delivery test is SKIPPED (set REDIS_URL=redis://127.0.0.1:6379 to run it).\n',
  );
}
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis(`notifications across two service processes through Redis${redisUrl ? '' : ' (SKIPPED: REDIS_URL not set)'}`, () => {
  let database: TestDatabase;
  let processA: FastifyInstance;
  let processB: FastifyInstance;
  let socket: PortalClient | undefined;

  beforeAll(async () => {
    database = await createTestDatabase('redis-fanout');
    processA = await buildTestApp(database, { redisUrl });
    processB = await buildTestApp(database, { redisUrl });
    await processA.listen({ port: 0, host: '127.0.0.1' });
    await processB.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    socket?.disconnect();
    await processA?.close();
    await processB?.close();
    await database?.drop();
  });

  it('a socket on process B receives a notification created through process A', async () => {
    const addressB = processB.server.address();
    if (!addressB || typeof addressB === 'string') throw new Error('process B is not listening');
    socket = connect(`http://127.0.0.1:${addressB.port}`, (await login(processB, 'lo@harbor.test')).access.token);
    await connected(socket);
    const pushed = nextEvent(socket, 'notification');
    const response = await processA.inject({
      method: 'POST',
      url: '/api/notifications',
      headers: bearer(await login(processA, 'ae.jordan@lender.test')),
      payload: { userId: 'usr-harbor-drew', message: 'Conditions updated on loan 2001.' },
    });
    expect(response.statusCode).toBe(201);
    expect(await pushed).toEqual(response.json<Notification>());
  });
});
