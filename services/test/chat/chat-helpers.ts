import { createParser } from 'eventsource-parser';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type {
  ChatConversationAnswer,
  ChatContext,
  ChatSendAnswer,
  ChatStageEvents,
  ChatStageName,
  ClientToServerEvents,
  SocketAck,
} from 'shared-rules';
import { CHAT_STAGE_NAMES } from 'shared-rules';
import type { Selectable } from 'kysely';
import type { ChatAuditTable } from '../../src/features/assistant/tables';
import type { AppOptions } from '../../src/config';
import type { PortalClient } from '../helpers/sockets';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

/** The context of a message asked from the pipeline. */
export const PIPELINE: ChatContext = { pageType: 'pipeline' };

/** One event of a `text/event-stream` body. */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/** Parses an event stream as a browser's EventSource would (events without a name are `message`). */
export function parseEventStream(body: string): StreamEvent[] {
  const events: StreamEvent[] = [];
  const parser = createParser({
    onEvent: ({ event, data }) => events.push({ event: event ?? 'message', data: JSON.parse(data) as unknown }),
  });
  parser.feed(body);
  return events;
}

export async function openConversation(app: FastifyInstance, headers: { authorization: string }, body: Record<string, unknown> = {}) {
  const response = await app.inject({ method: 'POST', url: '/api/chat/conversations', headers, payload: body });
  if (response.statusCode !== 201) throw new Error(`open conversation: ${response.statusCode} ${response.body}`);
  return response.json<ChatConversationAnswer>().data;
}

export const sendMessage = (
  app: FastifyInstance,
  headers: { authorization: string },
  conversationId: string,
  message: string,
  context = PIPELINE,
) => app.inject({ method: 'POST', url: `/api/chat/conversations/${conversationId}/messages`, headers, payload: { message, context } });

/** Sends and expects the 201; the reply is returned. */
export async function ask(
  app: FastifyInstance,
  headers: { authorization: string },
  conversationId: string,
  message: string,
  context = PIPELINE,
) {
  const response = await sendMessage(app, headers, conversationId, message, context);
  if (response.statusCode !== 201) throw new Error(`send "${message}": ${response.statusCode} ${response.body}`);
  return response.json<ChatSendAnswer>().data.assistantMessage;
}

type AckedChatEvent = 'chat:join_conversation' | 'chat:leave_conversation' | 'chat:send_message';

/** Emits a chat event and resolves with the server's acknowledgement. */
export function emitChat<E extends AckedChatEvent>(
  socket: PortalClient,
  event: E,
  payload: Parameters<ClientToServerEvents[E]>[0] | unknown,
): Promise<SocketAck> {
  return new Promise((resolve) =>
    (socket as unknown as { emit(e: string, p: unknown, ack: (r: SocketAck) => void): void }).emit(event, payload, resolve),
  );
}

export type RecordedStage = { [N in ChatStageName]: { name: N; payload: ChatStageEvents[N] } }[ChatStageName];

/** Records every chat stage the socket receives, in order; `until` resolves once the reply completes or fails. */
export function recordStages(socket: PortalClient) {
  const stages: RecordedStage[] = [];
  let settle: () => void = () => {};
  let finished = new Promise<void>((resolve) => {
    settle = resolve;
  });
  for (const name of CHAT_STAGE_NAMES) {
    (socket as unknown as { on(e: string, l: (p: unknown) => void): void }).on(name, (payload) => {
      stages.push({ name, payload } as RecordedStage);
      if (name === 'chat:response_complete' || name === 'chat:error') settle();
    });
  }
  return {
    stages,
    /** Resolves when a reply completed or failed since the last `reset`, or rejects after `ms`. */
    async finished(ms = 15_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no reply within ${ms} ms`)), ms);
      });
      try {
        await Promise.race([finished, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    reset() {
      stages.length = 0;
      finished = new Promise<void>((resolve) => {
        settle = resolve;
      });
    },
  };
}

/** One test file's database and app, signed in as the given users. */
export interface ChatTestApp {
  database: TestDatabase;
  app: FastifyInstance;
  headers: Record<string, { authorization: string }>;
  /** User ids by email. */
  ids: Record<string, string>;
  get(url: string, email: string): Promise<LightMyRequestResponse>;
  auditOf(conversationId: string): Promise<Array<Selectable<ChatAuditTable>>>;
}

/**
 * Registers the file's beforeAll/afterAll: a fresh seeded database (PGlite, or PostgreSQL with
 * DATABASE_URL) and an app on it whose allowance of messages does not get in the way (the
 * allowance itself is tested in chat-socket.cases.ts).
 */
export function chatTestApp(label: string, emails: readonly string[], overrides: Partial<AppOptions> = {}): ChatTestApp {
  const context = { headers: {}, ids: {} } as ChatTestApp;
  beforeAll(async () => {
    context.database = await createTestDatabase(label);
    context.app = await buildTestApp(context.database, {
      rateLimits: { chatMessages: { max: 1000, timeWindow: 60_000 } },
      ...overrides,
    });
    for (const email of emails) context.headers[email] = bearer(await login(context.app, email));
    for (const user of await context.database.handle.db.selectFrom('users').select(['id', 'email']).execute())
      context.ids[user.email] = user.id;
    context.get = (url, email) => context.app.inject({ method: 'GET', url, headers: context.headers[email] });
    context.auditOf = (conversationId) =>
      context.database.handle.db.selectFrom('chatAudit').selectAll().where('conversationId', '=', conversationId).orderBy('id').execute();
  }, 120_000);
  afterAll(async () => {
    await context.app?.close();
    await context.database?.drop();
  });
  return context;
}
