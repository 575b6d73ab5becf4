import type { FastifyInstance } from 'fastify';
import { connect, connected, type PortalClient } from '../helpers/sockets';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';
import { emitChat, openConversation, PIPELINE, recordStages, sendMessage } from './chat-helpers';

/**
 * The assistant on two service processes sharing Redis: a reply's stages reach the room on the
 * other process, and a user's allowance of messages is one across both.
 */

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) {
  // Written straight to stderr: jest does not replay the console of a suite that only skips.
  process.stderr.write(
    '\n[chat-processes] REDIS_URL is not set: the two-process assistant test is SKIPPED (set REDIS_URL=redis://127.0.0.1:6379 to run it).\n',
  );
}
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis(`two service processes through Redis${redisUrl ? '' : ' (SKIPPED: REDIS_URL not set)'}`, () => {
  const ASKER = 'lo@prairie.test';
  let database: TestDatabase;
  let processA: FastifyInstance;
  let processB: FastifyInstance;
  let urlA: string;
  let urlB: string;
  const sockets: PortalClient[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('chat-processes');
    const rateLimits = { chatMessages: { max: 3, timeWindow: 60_000 } };
    processA = await buildTestApp(database, { redisUrl, rateLimits });
    processB = await buildTestApp(database, { redisUrl, rateLimits });
    urlA = await processA.listen({ port: 0, host: '127.0.0.1' });
    urlB = await processB.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await processA?.close();
    await processB?.close();
    await database?.drop();
  });

  it('delivers a reply’s stages to the room on every process, and counts one allowance across them', async () => {
    const headers = bearer(await login(processA, ASKER));
    const { id } = await openConversation(processA, headers);
    const listener = connect(urlA, (await login(processA, ASKER)).access.token);
    const sender = connect(urlB, (await login(processB, ASKER)).access.token);
    sockets.push(listener, sender);
    await Promise.all([connected(listener), connected(sender)]);
    // The listener's room is on the first process; the message goes through the second.
    expect(await emitChat(listener, 'chat:join_conversation', { conversationId: id })).toEqual({ ok: true });
    const heard = recordStages(listener);
    expect(await emitChat(sender, 'chat:send_message', { conversationId: id, message: 'open my pipeline', context: PIPELINE })).toEqual({
      ok: true,
    });
    await heard.finished();
    expect(heard.stages.at(-1)?.name).toBe('chat:response_complete');

    expect((await sendMessage(processA, headers, id, 'open my pipeline')).statusCode).toBe(201);
    expect((await sendMessage(processB, headers, id, 'open my pipeline')).statusCode).toBe(201);
    expect((await sendMessage(processA, headers, id, 'one too many')).statusCode).toBe(429);
    expect(await emitChat(sender, 'chat:send_message', { conversationId: id, message: 'again', context: PIPELINE })).toMatchObject({
      ok: false,
      code: 'rate-limited',
    });
  });
});
