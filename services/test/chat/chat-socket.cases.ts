import type { FastifyInstance } from 'fastify';
import { type ApiProblem, CHAT_MESSAGES_PER_MINUTE, type ChatStageEvents } from 'shared-rules';
import { connect, connected, type PortalClient } from '../helpers/sockets';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase, type TestSession } from '../helpers/test-app';
import { emitChat, openConversation, PIPELINE, recordStages, sendMessage } from './chat-helpers';

/**
 * The assistant over a real socket.io connection: joining a conversation's room (its owner
 * only), the stages of a reply in that room and nowhere else, streaming on and off, the
 * refusals a send is acknowledged with, and the one allowance of messages per minute shared by
 * the socket, REST and the event stream.
 */

let database: TestDatabase;
let app: FastifyInstance;
let baseUrl: string;
const tokens: Record<string, TestSession> = {};
const sockets: PortalClient[] = [];

const BROKER = 'lo@summit.test';
const SAME_ORG = 'lp@summit.test';
const HARBOR_BROKER = 'lo@harbor.test';
/** Sends only in the allowance test, so its count starts at zero there. */
const SENDER = 'both@summit.test';

beforeAll(async () => {
  database = await createTestDatabase('chat-socket');
  // The contract's allowance, as the portal runs.
  app = await buildTestApp(database);
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  for (const email of [BROKER, SAME_ORG, HARBOR_BROKER, SENDER]) tokens[email] = await login(app, email);
}, 120_000);

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function open(email: string): Promise<PortalClient> {
  const socket = connect(baseUrl, tokens[email].access.token);
  sockets.push(socket);
  await connected(socket);
  return socket;
}

const conversationOf = async (email: string) => (await openConversation(app, bearer(tokens[email]))).id;

describe('joining a conversation', () => {
  it('lets the owner join and leave, and refuses anyone else as if it did not exist', async () => {
    const id = await conversationOf(BROKER);
    const owner = await open(BROKER);
    expect(await emitChat(owner, 'chat:join_conversation', { conversationId: id })).toEqual({ ok: true });
    expect(await emitChat(owner, 'chat:leave_conversation', { conversationId: id })).toEqual({ ok: true });

    const colleague = await open(SAME_ORG);
    const refused = await emitChat(colleague, 'chat:join_conversation', { conversationId: id });
    const missing = await emitChat(colleague, 'chat:join_conversation', { conversationId: 'no-such-conversation' });
    expect(refused).toMatchObject({ ok: false, code: 'not-found' });
    expect(missing).toMatchObject({ ok: false, code: 'not-found' });
  });

  it('refuses a payload that is not { conversationId }', async () => {
    const socket = await open(BROKER);
    expect(await emitChat(socket, 'chat:join_conversation', { conversationId: 'a b' })).toMatchObject({ ok: false, code: 'invalid-input' });
    expect(await emitChat(socket, 'chat:join_conversation', 'conversation:1')).toMatchObject({ ok: false, code: 'invalid-input' });
  });

  it('goes through the access layer for join_scope too', async () => {
    const id = await conversationOf(BROKER);
    const owner = await open(BROKER);
    const other = await open(HARBOR_BROKER);
    const scope = { scope: 'room', target: `conversation:${id}` };
    expect(await new Promise((resolve) => owner.emit('join_scope', scope as never, resolve))).toEqual({ ok: true });
    expect(await new Promise((resolve) => other.emit('join_scope', scope as never, resolve))).toMatchObject({
      ok: false,
      code: 'not-found',
    });
  });
});

describe('a reply over the socket', () => {
  it('sends every stage to the conversation’s room, the chunks adding up to the reply', async () => {
    const id = await conversationOf(BROKER);
    const socket = await open(BROKER);
    const stages = recordStages(socket);
    expect(await emitChat(socket, 'chat:join_conversation', { conversationId: id })).toEqual({ ok: true });
    const ack = await emitChat(socket, 'chat:send_message', {
      conversationId: id,
      message: 'How do I upload documents?',
      context: PIPELINE,
    });
    expect(ack).toEqual({ ok: true });
    await stages.finished();

    const names = stages.stages.map((stage) => stage.name);
    expect(names.slice(0, 3)).toEqual(['chat:message_received', 'chat:typing', 'chat:tool_progress']);
    expect(names.slice(-2)).toEqual(['chat:stopped_typing', 'chat:response_complete']);
    expect(names).not.toContain('chat:error');
    const chunks = stages.stages.flatMap((stage) => (stage.name === 'chat:response_streaming' ? [stage.payload] : []));
    expect(chunks.length).toBeGreaterThan(1);
    const complete = stages.stages.at(-1)?.payload as ChatStageEvents['chat:response_complete'];
    expect(chunks.map((chunk) => chunk.chunk).join('')).toBe(complete.message.content);
    expect(chunks.every((chunk) => chunk.messageId === complete.message.id && chunk.conversationId === id)).toBe(true);
    expect(complete.message.metadata?.toolCalls.map((call) => call.name)).toEqual(['search_knowledge']);
  });

  it('sends the whole reply only when streaming is off, and joins the sender to the room itself', async () => {
    const id = await conversationOf(BROKER);
    const socket = await open(BROKER);
    const stages = recordStages(socket);
    const ack = await emitChat(socket, 'chat:send_message', {
      conversationId: id,
      message: 'open my pipeline',
      context: PIPELINE,
      enableStreaming: false,
    });
    expect(ack).toEqual({ ok: true });
    await stages.finished();
    expect(stages.stages.map((stage) => stage.name)).toEqual([
      'chat:message_received',
      'chat:typing',
      'chat:stopped_typing',
      'chat:response_complete',
    ]);
  });

  it('reports tool progress between the chunks of a loan answer', async () => {
    const id = await conversationOf(BROKER);
    const socket = await open(BROKER);
    const stages = recordStages(socket);
    const number = (
      await database.handle.db.selectFrom('loans').select('loanNumber').where('id', '=', 'loan-demo-03').executeTakeFirstOrThrow()
    ).loanNumber;
    await emitChat(socket, 'chat:send_message', { conversationId: id, message: `What is missing on loan ${number}?`, context: PIPELINE });
    await stages.finished();
    const progress = stages.stages.flatMap((stage) => (stage.name === 'chat:tool_progress' ? [stage.payload.toolName] : []));
    expect(progress).toEqual(['find_loans', 'loan_status', 'loan_open_conditions', 'loan_missing_documents']);
  });

  it('keeps the stages in the room: another user, and a socket of the owner outside it, hear nothing', async () => {
    const id = await conversationOf(BROKER);
    const sender = await open(BROKER);
    const elsewhere = await open(BROKER);
    const stranger = await open(SAME_ORG);
    const senderStages = recordStages(sender);
    const elsewhereStages = recordStages(elsewhere);
    const strangerStages = recordStages(stranger);
    await emitChat(sender, 'chat:send_message', { conversationId: id, message: 'open my pipeline', context: PIPELINE });
    await senderStages.finished();
    // The owner's other socket and the organisation's room are both connected; a moment for anything stray.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(elsewhereStages.stages).toEqual([]);
    expect(strangerStages.stages).toEqual([]);
  });

  it('acknowledges refusals and stores nothing: blank, too long, someone else’s conversation, a malformed payload', async () => {
    const id = await conversationOf(BROKER);
    const socket = await open(BROKER);
    const stages = recordStages(socket);
    const send = (payload: unknown) => emitChat(socket, 'chat:send_message', payload);
    expect(await send({ conversationId: id, message: '   ', context: PIPELINE })).toEqual({
      ok: false,
      code: 'blank-message',
      detail: 'Write a message first.',
    });
    expect(await send({ conversationId: id, message: '', context: PIPELINE })).toMatchObject({ ok: false, code: 'blank-message' });
    expect(await send({ conversationId: id, message: 'x'.repeat(4001), context: PIPELINE })).toMatchObject({
      ok: false,
      code: 'message-too-long',
    });
    expect(await send({ conversationId: id, message: 'hello' })).toMatchObject({ ok: false, code: 'invalid-input' });
    const foreign = await conversationOf(HARBOR_BROKER);
    expect(await send({ conversationId: foreign, message: 'hello', context: PIPELINE })).toEqual({
      ok: false,
      code: 'not-found',
      detail: 'No conversation with this id.',
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stages.stages).toEqual([]);
    const count = await database.handle.db.selectFrom('chatMessages').select('id').where('conversationId', 'in', [id, foreign]).execute();
    expect(count).toHaveLength(2);
  });

  it('accepts the user’s typing without answering it', async () => {
    const id = await conversationOf(BROKER);
    const socket = await open(BROKER);
    const stages = recordStages(socket);
    socket.emit('chat:typing_start', { conversationId: id });
    socket.emit('chat:typing_stop', { conversationId: id });
    expect(await emitChat(socket, 'chat:join_conversation', { conversationId: id })).toEqual({ ok: true });
    expect(stages.stages).toEqual([]);
  });

  it('stops a deleted conversation’s room', async () => {
    const id = await conversationOf(BROKER);
    const socket = await open(BROKER);
    await emitChat(socket, 'chat:join_conversation', { conversationId: id });
    const deleted = await app.inject({ method: 'DELETE', url: `/api/chat/conversations/${id}`, headers: bearer(tokens[BROKER]) });
    expect(deleted.statusCode).toBe(204);
    expect(await emitChat(socket, 'chat:join_conversation', { conversationId: id })).toMatchObject({ ok: false, code: 'not-found' });
    expect(await emitChat(socket, 'chat:send_message', { conversationId: id, message: 'hello', context: PIPELINE })).toMatchObject({
      ok: false,
      code: 'not-found',
    });
  });
});

describe('the allowance of messages per minute', () => {
  it(`counts REST, the event stream and the socket together: message ${CHAT_MESSAGES_PER_MINUTE + 1} of a minute is refused everywhere`, async () => {
    const headers = bearer(tokens[SENDER]);
    const id = await conversationOf(SENDER);
    const socket = await open(SENDER);
    const stages = recordStages(socket);
    const half = CHAT_MESSAGES_PER_MINUTE / 2;
    for (let sent = 0; sent < half; sent += 1)
      expect((await sendMessage(app, headers, id, `open my pipeline ${sent}`)).statusCode).toBe(201);
    const streamed = await app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${id}/stream`,
      headers,
      payload: { message: 'open my pipeline', context: PIPELINE },
    });
    expect(streamed.statusCode).toBe(200);
    for (let sent = half + 1; sent < CHAT_MESSAGES_PER_MINUTE; sent += 1) {
      stages.reset();
      expect(await emitChat(socket, 'chat:send_message', { conversationId: id, message: 'open my pipeline', context: PIPELINE })).toEqual({
        ok: true,
      });
      await stages.finished();
    }

    const refused = await sendMessage(app, headers, id, 'one too many');
    expect(refused.statusCode).toBe(429);
    const problem = refused.json<ApiProblem>();
    expect(problem.code).toBe('rate-limited');
    expect(problem.detail).toMatch(
      new RegExp(
        `^You have sent ${CHAT_MESSAGES_PER_MINUTE} messages to the assistant in the last minute\\. Wait \\d+ seconds, then send again\\.$`,
      ),
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const refusedStream = await app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${id}/stream`,
      headers,
      payload: { message: 'again', context: PIPELINE },
    });
    expect(refusedStream.statusCode).toBe(429);
    expect(await emitChat(socket, 'chat:send_message', { conversationId: id, message: 'again', context: PIPELINE })).toMatchObject({
      ok: false,
      code: 'rate-limited',
    });
    const opened = await app.inject({
      method: 'POST',
      url: '/api/chat/conversations',
      headers,
      payload: { initialMessage: 'again', context: PIPELINE },
    });
    expect(opened.statusCode).toBe(429);

    // Another user's allowance is their own.
    expect((await sendMessage(app, bearer(tokens[SAME_ORG]), await conversationOf(SAME_ORG), 'open my pipeline')).statusCode).toBe(201);
    const stored = await database.handle.db
      .selectFrom('chatMessages')
      .select('id')
      .where('conversationId', '=', id)
      .where('role', '=', 'user')
      .execute();
    expect(stored).toHaveLength(CHAT_MESSAGES_PER_MINUTE);
  });
});
