// Test-only: conversations, a fake socket facade and the chat services' answers (MSW) for the jest tests.
import { HttpResponse, http } from 'msw';
import type {
  ChatConversation,
  ChatConversationSummary,
  ChatMessage,
  ChatMessageMetadata,
  ChatStageEvents,
  ChatStageName,
  ChatSystemStatus,
  ClientToServerEvents,
  Profile,
  SocketAck,
} from 'shared-rules';
import type { PortalSocket } from 'shared-ui';
import { API_BASE, externalProfile, problem } from 'shared-ui/testing';
import { server } from './server';

export const GREETING: ChatMessage = {
  id: 'm-greeting',
  role: 'assistant',
  content: 'Hi Taylor! Ask me about a loan, a guideline or the portal.',
  timestamp: '2026-11-21T14:00:00.000Z',
  metadata: null,
};

export function replyMetadata(overrides: Partial<ChatMessageMetadata> = {}): ChatMessageMetadata {
  return { actions: [], citations: [], toolCalls: [], provider: 'built-in', fallback: false, latencyMs: 240, feedback: null, ...overrides };
}

export function userMessage(content: string, id = 'm-user-1'): ChatMessage {
  return { id, role: 'user', content, timestamp: '2026-11-21T14:01:00.000Z', metadata: null };
}

export function assistantMessage(content: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return { id: 'm-reply-1', role: 'assistant', content, timestamp: '2026-11-21T14:01:04.000Z', metadata: replyMetadata(), ...overrides };
}

export function chatConversation(overrides: Partial<ChatConversation> = {}): ChatConversation {
  return {
    id: 'conv-1',
    title: 'New conversation',
    createdAt: '2026-11-21T14:00:00.000Z',
    updatedAt: '2026-11-21T14:00:00.000Z',
    messages: [GREETING],
    ...overrides,
  };
}

export function conversationSummary(id: string, title: string, overrides: Partial<ChatConversationSummary> = {}): ChatConversationSummary {
  return {
    id,
    title,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:05:00.000Z',
    messageCount: 4,
    lastMessagePreview: `About ${title.toLowerCase()}`,
    ...overrides,
  };
}

/* ---------------------------------------------------------------- The socket facade */

type ClientEvent = keyof ClientToServerEvents;

export interface SentEvent {
  event: ClientEvent;
  payload: unknown;
}

/**
 * A facade standing in for the host's socket: it records what the widget emits and answers acks
 * with `answer` (every join and send accepted unless told otherwise). Stages are delivered by the
 * test on the bus (`socket:chat:*`), as the host's manager republishes them.
 */
export function fakeSocket({
  connected = true,
  answer = () => ({ ok: true }),
}: {
  connected?: boolean;
  answer?: (event: ClientEvent, payload: unknown) => SocketAck;
} = {}) {
  const sent: SentEvent[] = [];
  const socket: PortalSocket = {
    emit(event, ...args: unknown[]) {
      const [payload, ack] = args;
      sent.push({ event, payload });
      if (typeof ack === 'function') ack(answer(event, payload));
    },
    on: () => () => undefined,
    connected,
    sessionId: 'session-1',
  };
  return {
    socket,
    sent,
    /** The payloads sent as `event`. */
    payloadsOf: (event: ClientEvent) => sent.filter((entry) => entry.event === event).map((entry) => entry.payload),
  };
}

/* ---------------------------------------------------------------- The services */

export interface ChatRequest {
  request: Request;
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body sent, or null. */
  body: unknown;
}

export type ChatHandler = (request: ChatRequest) => Response | Promise<Response | undefined> | undefined;

async function parse(request: Request): Promise<ChatRequest> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  return { request, method: request.method, path: url.pathname, query: url.searchParams, body: text === '' ? null : JSON.parse(text) };
}

export const ENABLED_STATUS: ChatSystemStatus = { data: { enabled: true, provider: 'built-in', model: null, fallback: false } };

export interface ServeChatOptions {
  profile?: Profile;
  status?: ChatSystemStatus;
  /** The conversation `POST /api/chat/conversations` creates. */
  created?: ChatConversation;
}

/**
 * Services for the current test: `handler` first, then the profile, the system status and the
 * conversation creation; anything else is a 404 problem (the feature flags then read as their
 * defaults). `calls()` lists the parsed requests sent.
 */
export function serveChat(
  handler: ChatHandler = () => undefined,
  { profile = externalProfile(), status = ENABLED_STATUS, created = chatConversation() }: ServeChatOptions = {},
) {
  const calls: ChatRequest[] = [];
  server.use(
    http.all(`${API_BASE}/*`, async ({ request }) => {
      const call = await parse(request);
      calls.push(call);
      const answered = await handler(call);
      if (answered) return answered;
      if (call.method === 'GET' && call.path === '/api/profile') return HttpResponse.json(profile);
      if (call.method === 'GET' && call.path === '/api/chat/system/status') return HttpResponse.json(status);
      if (call.method === 'POST' && call.path === '/api/chat/conversations') return HttpResponse.json({ data: created }, { status: 201 });
      return problem(404, 'not-found', `No route ${call.path}`);
    }),
  );
  return {
    calls: (): ChatRequest[] => calls,
    /** The requests to `method path`. */
    callsTo: (method: string, path: string): ChatRequest[] => calls.filter((call) => call.method === method && call.path === path),
  };
}

/* ---------------------------------------------------------------- The event stream */

/**
 * An answer of `POST …/stream` the test writes to as the reply goes: `stage` sends one
 * `event:` / `data:` frame, `end` closes the stream (with or without the reply).
 */
export function eventStreamAnswer() {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const stream = new ReadableStream<Uint8Array>({
    start(opened) {
      controller = opened;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new HttpResponse(stream, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
    stage: <N extends ChatStageName>(name: N, payload: ChatStageEvents[N]) =>
      controller?.enqueue(encoder.encode(`event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`)),
    end: () => controller?.close(),
  };
}
