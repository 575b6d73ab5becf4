import type { ApiProblem, ChatConversationAnswer, ChatStageEvents } from 'shared-rules';
import { assistantServicesOf } from '../../src/features/assistant/assistant-services';
import { BuiltInProvider } from '../../src/features/assistant/built-in/built-in-provider';
import { ownConversation } from '../../src/features/assistant/conversation-store';
import type { ChatProvider, ProviderEvent, ProviderReply } from '../../src/features/assistant/provider/chat-provider';
import { answerTurn, type ChatRuntime, REPLY_FAILED, type StageEmitter } from '../../src/features/assistant/reply-turn';
import { openConversation, PIPELINE, parseEventStream, chatTestApp } from './chat-helpers';

/**
 * A reply's stages as an event stream (`POST …/stream`), the refusals answered before it, and
 * what a failing provider leaves: the built-in fallback's reply, or the error stage and the
 * user's message alone.
 */

const BROKER = 'lo@summit.test';
const HARBOR_BROKER = 'lo@harbor.test';

const chat = chatTestApp('chat-stream', [BROKER, HARBOR_BROKER]);
const get = (url: string, email = BROKER) => chat.get(url, email);

describe('the event stream', () => {
  const stream = (conversationId: string, message: string, email = BROKER, authorization = chat.headers[email].authorization) =>
    chat.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${conversationId}/stream`,
      headers: { authorization, accept: 'text/event-stream' },
      payload: { message, context: PIPELINE },
    });

  it('streams each stage as an event, the chunks adding up to the stored reply', async () => {
    const { id } = await openConversation(chat.app, chat.headers[BROKER]);
    const response = await stream(id, 'How do I upload documents?');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toBeDefined();
    const events = parseEventStream(response.body);
    const names = events.map((event) => event.event);
    expect(names.slice(0, 3)).toEqual(['chat:message_received', 'chat:typing', 'chat:tool_progress']);
    expect(names.slice(-2)).toEqual(['chat:stopped_typing', 'chat:response_complete']);
    expect(names.filter((name) => name === 'chat:response_streaming').length).toBeGreaterThan(1);
    expect(events.every((event) => (event.data as { conversationId: string }).conversationId === id)).toBe(true);

    const received = events[0].data as ChatStageEvents['chat:message_received'];
    expect(received.message).toMatchObject({ role: 'user', content: 'How do I upload documents?' });
    expect(events[2].data).toMatchObject({ toolName: 'search_knowledge', message: 'Searching the knowledge base for “upload documents”…' });
    const complete = events.at(-1)?.data as ChatStageEvents['chat:response_complete'];
    const chunks = events
      .filter((event) => event.event === 'chat:response_streaming')
      .map((event) => event.data as ChatStageEvents['chat:response_streaming']);
    expect(chunks.map((chunk) => chunk.chunk).join('')).toBe(complete.message.content);
    expect(new Set(chunks.map((chunk) => chunk.messageId))).toEqual(new Set([complete.message.id]));
    expect(complete.message.metadata?.citations.length).toBeGreaterThan(0);

    const stored = (await get(`/api/chat/conversations/${id}`)).json<ChatConversationAnswer>().data.messages;
    expect(stored.at(-1)).toEqual(complete.message);
  });

  it('answers refusals before the stream as problems with their status', async () => {
    const { id } = await openConversation(chat.app, chat.headers[BROKER]);
    const blank = await stream(id, '   ');
    expect(blank.statusCode).toBe(422);
    expect(blank.headers['content-type']).toContain('application/problem+json');
    expect(blank.json<ApiProblem>()).toMatchObject({ code: 'blank-message', detail: 'Write a message first.' });
    expect((await stream(id, 'hello', HARBOR_BROKER)).statusCode).toBe(404);
    expect((await stream(id, 'hello', BROKER, 'Bearer not-a-token')).statusCode).toBe(401);
    const messages = (await get(`/api/chat/conversations/${id}`)).json<ChatConversationAnswer>().data.messages;
    expect(messages).toHaveLength(1);
  });
});

describe('when a provider fails', () => {
  const failing: ChatProvider = {
    name: 'openai-compatible',
    model: 'test-model',
    // biome-ignore lint/correctness/useYield: it fails before writing anything
    async *reply(): AsyncGenerator<ProviderEvent, ProviderReply, void> {
      throw new Error('the model is unreachable');
    },
  };
  const runtimeWith = (fallback: ChatProvider | null): ChatRuntime => ({
    db: chat.app.db,
    services: { ...assistantServicesOf(chat.app), reportFailure: () => undefined },
    lineUp: () => ({ primary: failing, fallback }),
    now: () => new Date(),
  });
  const recorder = () => {
    const stages: string[] = [];
    const emit: StageEmitter = (stage, payload) => stages.push(stage === 'chat:error' ? `${stage} ${JSON.stringify(payload)}` : stage);
    return { stages, emit };
  };

  it('answers with the built-in provider, marked as a fallback', async () => {
    const { id } = await openConversation(chat.app, chat.headers[BROKER]);
    const user = chat.app.verifyAccessToken(chat.headers[BROKER].authorization.slice('Bearer '.length));
    const conversation = await ownConversation(chat.app.db, user, id);
    const { stages, emit } = recorder();
    const { assistantMessage } = await answerTurn(
      runtimeWith(new BuiltInProvider()),
      { user, conversation, message: 'open my pipeline', context: PIPELINE, streaming: true },
      emit,
    );
    expect(assistantMessage.metadata).toMatchObject({
      provider: 'built-in',
      fallback: true,
      actions: [expect.objectContaining({ routeName: 'pipeline' })],
    });
    expect(stages.at(-1)).toBe('chat:response_complete');
  });

  it('stops typing and reports an error without a reply when nothing can answer; the question stays', async () => {
    const { id } = await openConversation(chat.app, chat.headers[BROKER]);
    const user = chat.app.verifyAccessToken(chat.headers[BROKER].authorization.slice('Bearer '.length));
    const conversation = await ownConversation(chat.app.db, user, id);
    const { stages, emit } = recorder();
    await expect(
      answerTurn(runtimeWith(null), { user, conversation, message: 'open my pipeline', context: PIPELINE, streaming: true }, emit),
    ).rejects.toMatchObject({ statusCode: 500, code: 'reply-failed' });
    expect(stages).toEqual([
      'chat:message_received',
      'chat:typing',
      'chat:stopped_typing',
      `chat:error ${JSON.stringify({ conversationId: id, code: 'reply-failed', message: REPLY_FAILED })}`,
    ]);
    const messages = (await get(`/api/chat/conversations/${id}`)).json<ChatConversationAnswer>().data.messages;
    expect(messages.map((message) => message.role)).toEqual(['assistant', 'user']);
  });
});
