import type { ChatConversation, ChatMessage, ChatMessageMetadata } from 'shared-rules';
import {
  conversationStreamReducer,
  initialStreamState,
  isReplyPending,
  latestReplyWasFallback,
  SEND_FAILED_MESSAGE,
  unconfirmedQuestion,
  type ChatStage,
  type ConversationStreamAction,
  type ConversationStreamState,
} from './conversation-stream';

const metadata = (overrides: Partial<ChatMessageMetadata> = {}): ChatMessageMetadata => ({
  actions: [],
  citations: [],
  toolCalls: [],
  provider: 'built-in',
  fallback: false,
  latencyMs: 120,
  feedback: null,
  ...overrides,
});

const greeting: ChatMessage = {
  id: 'm0',
  role: 'assistant',
  content: 'Hi! How can I help?',
  timestamp: '2026-11-21T14:00:00.000Z',
  metadata: null,
};
const question: ChatMessage = {
  id: 'm1',
  role: 'user',
  content: 'How many conditions are open?',
  timestamp: '2026-11-21T14:01:00.000Z',
  metadata: null,
};
const answer: ChatMessage = {
  id: 'm2',
  role: 'assistant',
  content: 'There are **3** open conditions.',
  timestamp: '2026-11-21T14:01:05.000Z',
  metadata: metadata(),
};

const conversation = (messages: ChatMessage[] = [greeting], id = 'c1'): ChatConversation => ({
  id,
  title: 'Conditions',
  createdAt: '2026-11-21T14:00:00.000Z',
  updatedAt: '2026-11-21T14:00:00.000Z',
  messages,
});

const stage = (value: ChatStage): ConversationStreamAction => ({ type: 'stage', stage: value });

function run(...actions: ConversationStreamAction[]): ConversationStreamState {
  return actions.reduce(conversationStreamReducer, initialStreamState);
}

const loaded: ConversationStreamAction = { type: 'conversationLoaded', conversation: conversation() };
const sent: ConversationStreamAction = { type: 'sendStarted', sendId: 's1', text: question.content, transport: 'socket' };

describe('conversationStreamReducer: loading', () => {
  it('shows a loaded conversation in place of whatever was shown', () => {
    const state = run(loaded, sent, { type: 'conversationLoaded', conversation: conversation([question], 'c2') });
    expect(state).toEqual({ ...initialStreamState, conversationId: 'c2', messages: [question] });
  });

  it('clears the conversation', () => {
    expect(run(loaded, sent, { type: 'conversationCleared' })).toEqual(initialStreamState);
  });
});

describe('conversationStreamReducer: sending', () => {
  it('starts a pending reply showing the question until the server confirms it', () => {
    const state = run(loaded, sent);
    expect(isReplyPending(state)).toBe(true);
    expect(unconfirmedQuestion(state)).toBe(question.content);
    expect(state.messages).toEqual([greeting]);
    expect(state.pending).toMatchObject({ sendId: 's1', transport: 'socket', typing: false, segments: [] });
  });

  it('clears an earlier failure when a new send starts', () => {
    const state = run(
      loaded,
      sent,
      { type: 'sendFailed', sendId: 's1', code: 'rate-limited', message: 'Slow down.' },
      { ...sent, sendId: 's2' },
    );
    expect(state.failure).toBeNull();
  });

  it('stops thinking and adds no message when the send fails, keeping the text for Retry', () => {
    const state = run(loaded, sent, { type: 'sendFailed', sendId: 's1', code: 'rate-limited', message: 'Too many messages.' });
    expect(isReplyPending(state)).toBe(false);
    expect(state.messages).toEqual([greeting]);
    expect(state.failure).toEqual({ code: 'rate-limited', message: 'Too many messages.', retryText: question.content });
  });

  it('says a general sentence when the failure has no words of its own', () => {
    expect(run(loaded, sent, { type: 'sendFailed', sendId: 's1', code: null, message: '' }).failure?.message).toBe(SEND_FAILED_MESSAGE);
  });

  it('ignores a failure of a send that is no longer pending', () => {
    const done = run(loaded, sent, stage({ name: 'chat:response_complete', payload: { conversationId: 'c1', message: answer } }));
    expect(conversationStreamReducer(done, { type: 'sendFailed', sendId: 's1', code: null, message: 'late' })).toBe(done);
    expect(conversationStreamReducer(done, { type: 'sendFailed', sendId: null, code: null, message: 'late' })).toBe(done);
    const other = run(loaded, sent);
    expect(conversationStreamReducer(other, { type: 'sendFailed', sendId: 's9', code: null, message: 'another send' })).toBe(other);
  });
});

describe('conversationStreamReducer: the stages of a reply', () => {
  it('chat:message_received confirms the question as a message', () => {
    const state = run(loaded, sent, stage({ name: 'chat:message_received', payload: { conversationId: 'c1', message: question } }));
    expect(state.messages).toEqual([greeting, question]);
    expect(unconfirmedQuestion(state)).toBeNull();
    expect(isReplyPending(state)).toBe(true);
  });

  it('chat:message_received without a pending send (another tab asked) only shows the message', () => {
    const state = run(loaded, stage({ name: 'chat:message_received', payload: { conversationId: 'c1', message: question } }));
    expect(state.messages).toEqual([greeting, question]);
    expect(state.pending).toBeNull();
  });

  it('chat:message_received of an assistant message completes the reply', () => {
    const state = run(loaded, sent, stage({ name: 'chat:message_received', payload: { conversationId: 'c1', message: answer } }));
    expect(state.messages).toEqual([greeting, answer]);
    expect(state.pending).toBeNull();
  });

  it('chat:typing and chat:stopped_typing switch the typing indicator', () => {
    const typing = run(loaded, sent, stage({ name: 'chat:typing', payload: { conversationId: 'c1' } }));
    expect(typing.pending?.typing).toBe(true);
    const stopped = conversationStreamReducer(typing, stage({ name: 'chat:stopped_typing', payload: { conversationId: 'c1' } }));
    expect(stopped.pending?.typing).toBe(false);
    expect(isReplyPending(stopped)).toBe(true);
  });

  it('chat:typing without a pending send starts waiting for the reply another tab asked for', () => {
    const state = run(loaded, stage({ name: 'chat:typing', payload: { conversationId: 'c1' } }));
    expect(state.pending).toMatchObject({ sendId: null, text: null, typing: true });
  });

  it('chat:stopped_typing with nothing pending changes nothing', () => {
    const state = run(loaded);
    expect(conversationStreamReducer(state, stage({ name: 'chat:stopped_typing', payload: { conversationId: 'c1' } }))).toBe(state);
  });

  it('chat:response_streaming joins chunks, and chat:tool_progress sits between them', () => {
    const state = run(
      loaded,
      sent,
      stage({ name: 'chat:response_streaming', payload: { conversationId: 'c1', messageId: 'm2', chunk: 'Let me ' } }),
      stage({ name: 'chat:response_streaming', payload: { conversationId: 'c1', messageId: 'm2', chunk: 'check. ' } }),
      stage({
        name: 'chat:tool_progress',
        payload: { conversationId: 'c1', toolName: 'get_conditions', message: 'Reading the conditions…' },
      }),
      stage({ name: 'chat:response_streaming', payload: { conversationId: 'c1', messageId: 'm2', chunk: 'There are 3.' } }),
    );
    expect(state.pending?.messageId).toBe('m2');
    expect(state.pending?.segments).toEqual([
      { kind: 'text', text: 'Let me check. ' },
      { kind: 'tool', toolName: 'get_conditions', message: 'Reading the conditions…' },
      { kind: 'text', text: 'There are 3.' },
    ]);
    expect(state.messages).toEqual([greeting]);
  });

  it('chat:tool_progress before any text is kept in order too', () => {
    const state = run(
      loaded,
      sent,
      stage({ name: 'chat:tool_progress', payload: { conversationId: 'c1', toolName: 'search', message: 'Searching…' } }),
    );
    expect(state.pending?.segments).toEqual([{ kind: 'tool', toolName: 'search', message: 'Searching…' }]);
  });

  it('chat:response_complete finalises the reply and counts it once', () => {
    const complete = stage({ name: 'chat:response_complete', payload: { conversationId: 'c1', message: answer } });
    const state = run(
      loaded,
      sent,
      stage({ name: 'chat:message_received', payload: { conversationId: 'c1', message: question } }),
      stage({ name: 'chat:response_streaming', payload: { conversationId: 'c1', messageId: 'm2', chunk: 'There are' } }),
      complete,
    );
    expect(state.messages).toEqual([greeting, question, answer]);
    expect(state.pending).toBeNull();
    expect(state.unseenReplies).toBe(1);
    // The same completion delivered twice is one reply.
    expect(conversationStreamReducer(state, complete).unseenReplies).toBe(1);
  });

  it('chat:error stops the thinking, adds no message and offers the question again', () => {
    const state = run(
      loaded,
      sent,
      stage({ name: 'chat:response_streaming', payload: { conversationId: 'c1', messageId: 'm2', chunk: 'Half an ans' } }),
      stage({ name: 'chat:error', payload: { conversationId: 'c1', code: 'provider-failed', message: 'The assistant could not answer.' } }),
    );
    expect(state.pending).toBeNull();
    expect(state.messages).toEqual([greeting]);
    expect(state.failure).toEqual({ code: 'provider-failed', message: 'The assistant could not answer.', retryText: question.content });
  });

  it('chat:error with nothing pending is said without Retry', () => {
    const state = run(loaded, stage({ name: 'chat:error', payload: { conversationId: 'c1', code: 'x', message: 'Something failed.' } }));
    expect(state.failure).toEqual({ code: 'x', message: 'Something failed.', retryText: null });
  });

  it('ignores the stages of another conversation, or before one is loaded', () => {
    const state = run(loaded, sent);
    const other = stage({ name: 'chat:response_complete', payload: { conversationId: 'c9', message: answer } });
    expect(conversationStreamReducer(state, other)).toBe(state);
    expect(conversationStreamReducer(initialStreamState, stage({ name: 'chat:typing', payload: { conversationId: 'c1' } }))).toBe(
      initialStreamState,
    );
  });

  it('a stage after a failure clears it (the reply goes on)', () => {
    const failed = run(loaded, stage({ name: 'chat:error', payload: { conversationId: 'c1', code: 'x', message: 'm' } }));
    expect(conversationStreamReducer(failed, stage({ name: 'chat:typing', payload: { conversationId: 'c1' } })).failure).toBeNull();
  });
});

describe('conversationStreamReducer: after the reply', () => {
  it('shows the thumbs at once and can take them back', () => {
    const state = run(loaded, sent, stage({ name: 'chat:response_complete', payload: { conversationId: 'c1', message: answer } }), {
      type: 'feedbackChanged',
      messageId: 'm2',
      feedback: 'up',
    });
    expect(state.messages[1].metadata?.feedback).toBe('up');
    expect(
      conversationStreamReducer(state, { type: 'feedbackChanged', messageId: 'm2', feedback: null }).messages[1].metadata?.feedback,
    ).toBeNull();
  });

  it('clears the badge when the replies were seen, and the failure when dismissed', () => {
    const state = run(loaded, sent, stage({ name: 'chat:response_complete', payload: { conversationId: 'c1', message: answer } }));
    expect(conversationStreamReducer(state, { type: 'repliesSeen' }).unseenReplies).toBe(0);
    const failed = run(loaded, sent, { type: 'sendFailed', sendId: 's1', code: null, message: 'x' });
    expect(conversationStreamReducer(failed, { type: 'failureDismissed' }).failure).toBeNull();
  });

  it('takes in replies completed while the socket was away, ending the failure the drop caused', () => {
    const failed = run(loaded, sent, { type: 'sendFailed', sendId: 's1', code: null, message: 'Connection lost.' });
    const refreshed = conversationStreamReducer(failed, {
      type: 'conversationRefreshed',
      conversation: conversation([greeting, question, answer]),
    });
    expect(refreshed.messages).toEqual([greeting, question, answer]);
    expect(refreshed.failure).toBeNull();
    expect(refreshed.unseenReplies).toBe(1);
    const nothingNew = conversationStreamReducer(failed, { type: 'conversationRefreshed', conversation: conversation([greeting]) });
    expect(nothingNew.failure).not.toBeNull();
    expect(nothingNew.unseenReplies).toBe(0);
  });

  it('says whether the latest reply came from the built-in fallback', () => {
    const fallbackAnswer = { ...answer, metadata: metadata({ fallback: true }) };
    expect(
      latestReplyWasFallback(run({ type: 'conversationLoaded', conversation: conversation([greeting, question, fallbackAnswer]) })),
    ).toBe(true);
    expect(latestReplyWasFallback(run(loaded))).toBe(false);
  });
});
