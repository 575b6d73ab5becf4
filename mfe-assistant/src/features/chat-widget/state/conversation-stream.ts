import type { ChatConversation, ChatFeedback, ChatMessage, ChatStageEvents, ChatStageName } from 'shared-rules';

/**
 * The widget's conversation as its reply streams: the messages so far, the reply being written
 * (the stages of shared-rules `ChatStageEvents` turn into it) and the last send that failed.
 * Pure: no clock, no I/O; the hook that owns it sends and listens, this only folds what happened.
 */

/** One stage of a reply, as the socket (or the SSE stream) delivers it. */
export type ChatStage = { [N in ChatStageName]: { name: N; payload: ChatStageEvents[N] } }[ChatStageName];

/** A run of the reply being written: streamed text, or a tool the assistant reported running in between. */
export type StreamSegment = { kind: 'text'; text: string } | { kind: 'tool'; toolName: string; message: string };

/** How a message went out: over the socket (the stages come to the room) or as an event stream (the stages answer the request). */
export type SendTransport = 'socket' | 'event-stream';

/** The reply the widget is waiting for; while there is one, the input is disabled. */
export interface PendingReply {
  /** The send this reply answers; null when the stages began without one (another tab of the user asked). */
  sendId: string | null;
  transport: SendTransport | null;
  /** The user's text, shown until the server confirms it as a message, and sent again by Retry (null: another tab asked). */
  text: string | null;
  /** The server stored the user's message (`chat:message_received`): it is then in `messages`. */
  confirmed: boolean;
  /** The assistant is writing (between `chat:typing` and `chat:stopped_typing`). */
  typing: boolean;
  /** The streamed reply's id, once its first chunk arrived. */
  messageId: string | null;
  /** Text chunks and tool progress, in the order they arrived. */
  segments: StreamSegment[];
}

/** A send that failed: the thinking stopped and no message was added; the widget offers Retry. */
export interface SendFailure {
  /** The server's code (`rate-limited`, …) when it gave one. */
  code: string | null;
  message: string;
  /** The text to send again, or null when the failure was not about a message of this tab. */
  retryText: string | null;
}

export interface ConversationStreamState {
  conversationId: string | null;
  messages: ChatMessage[];
  pending: PendingReply | null;
  failure: SendFailure | null;
  /** Assistant replies that arrived since the user last looked (the closed widget's badge counts them). */
  unseenReplies: number;
}

export type ConversationStreamAction =
  /** A conversation was created or read: its messages replace whatever was shown. */
  | { type: 'conversationLoaded'; conversation: ChatConversation }
  /**
   * The conversation read again after the socket came back: replies completed meanwhile join the
   * messages (and the badge); a failure the lost connection caused ends if its reply arrived.
   */
  | { type: 'conversationRefreshed'; conversation: ChatConversation }
  /** The conversation is gone (deleted, or another is about to be created): nothing is shown. */
  | { type: 'conversationCleared' }
  | { type: 'sendStarted'; sendId: string; text: string; transport: SendTransport }
  /**
   * The send was refused (socket ack error, event stream failure, lost connection, no answer in time).
   * `sendId` null ends a reply another tab asked for.
   */
  | { type: 'sendFailed'; sendId: string | null; code: string | null; message: string }
  | { type: 'stage'; stage: ChatStage }
  /** The user's thumbs on a reply, shown at once (and put back if the server refuses it). */
  | { type: 'feedbackChanged'; messageId: string; feedback: ChatFeedback | null }
  | { type: 'failureDismissed' }
  /** The open widget showed the replies: the badge is cleared. */
  | { type: 'repliesSeen' };

export const initialStreamState: ConversationStreamState = {
  conversationId: null,
  messages: [],
  pending: null,
  failure: null,
  unseenReplies: 0,
};

/** The text the user sees when a send fails without the server saying why. */
export const SEND_FAILED_MESSAGE = 'Your message could not be sent. Please try again.';

function emptyPending(): PendingReply {
  return { sendId: null, transport: null, text: null, confirmed: false, typing: false, messageId: null, segments: [] };
}

/** `messages` with `message` added at the end, or in place of the one with its id. */
function upsert(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  const index = messages.findIndex((existing) => existing.id === message.id);
  if (index === -1) return [...messages, message];
  return messages.map((existing, at) => (at === index ? message : existing));
}

const has = (messages: ChatMessage[], id: string) => messages.some((message) => message.id === id);

/** A chunk joins the text run before it; after a tool's progress it starts a new run. */
function appendChunk(segments: StreamSegment[], chunk: string): StreamSegment[] {
  const last = segments.at(-1);
  if (last?.kind === 'text') return [...segments.slice(0, -1), { kind: 'text', text: last.text + chunk }];
  return [...segments, { kind: 'text', text: chunk }];
}

/** A finished assistant reply: it joins the messages, the pending reply ends, a new reply is counted once. */
function replyCompleted(state: ConversationStreamState, message: ChatMessage): ConversationStreamState {
  const isNew = message.role === 'assistant' && !has(state.messages, message.id);
  return {
    ...state,
    messages: upsert(state.messages, message),
    pending: null,
    failure: null,
    unseenReplies: state.unseenReplies + (isNew ? 1 : 0),
  };
}

function applyStage(state: ConversationStreamState, stage: ChatStage): ConversationStreamState {
  // The room carries one conversation, but a stage of another (a switch just happened) must not leak in.
  if (state.conversationId === null || stage.payload.conversationId !== state.conversationId) return state;
  switch (stage.name) {
    case 'chat:message_received': {
      const { message } = stage.payload;
      if (message.role === 'assistant') return replyCompleted(state, message);
      // Without a pending send (another tab asked) the message is only shown: `chat:typing` starts the wait.
      if (!state.pending) return { ...state, messages: upsert(state.messages, message) };
      return { ...state, messages: upsert(state.messages, message), pending: { ...state.pending, confirmed: true } };
    }
    case 'chat:typing':
      return { ...state, failure: null, pending: { ...(state.pending ?? emptyPending()), typing: true } };
    case 'chat:stopped_typing':
      return state.pending ? { ...state, pending: { ...state.pending, typing: false } } : state;
    case 'chat:tool_progress': {
      const pending = state.pending ?? emptyPending();
      const { toolName, message } = stage.payload;
      return { ...state, failure: null, pending: { ...pending, segments: [...pending.segments, { kind: 'tool', toolName, message }] } };
    }
    case 'chat:response_streaming': {
      const pending = state.pending ?? emptyPending();
      const { messageId, chunk } = stage.payload;
      return { ...state, failure: null, pending: { ...pending, messageId, segments: appendChunk(pending.segments, chunk) } };
    }
    case 'chat:response_complete':
      return replyCompleted(state, stage.payload.message);
    case 'chat:error': {
      const { code, message } = stage.payload;
      return {
        ...state,
        pending: null,
        failure: { code, message: message || SEND_FAILED_MESSAGE, retryText: state.pending?.text ?? null },
      };
    }
  }
}

/**
 * Folds what happened to the widget's conversation into what it shows. Stages of another
 * conversation and answers to a send that is no longer pending are ignored; a failure stops the
 * pending reply and adds no message (spec: the thinking state stops, no message).
 */
export function conversationStreamReducer(state: ConversationStreamState, action: ConversationStreamAction): ConversationStreamState {
  switch (action.type) {
    case 'conversationLoaded':
      return { ...initialStreamState, conversationId: action.conversation.id, messages: action.conversation.messages };
    case 'conversationRefreshed': {
      const { conversation } = action;
      if (conversation.id !== state.conversationId || state.pending) return state;
      const known = new Set(state.messages.map((message) => message.id));
      const newReplies = conversation.messages.filter((message) => message.role === 'assistant' && !known.has(message.id)).length;
      return {
        ...state,
        messages: conversation.messages,
        failure: newReplies > 0 ? null : state.failure,
        unseenReplies: state.unseenReplies + newReplies,
      };
    }
    case 'conversationCleared':
      return initialStreamState;
    case 'sendStarted':
      return {
        ...state,
        failure: null,
        pending: { ...emptyPending(), sendId: action.sendId, transport: action.transport, text: action.text },
      };
    case 'sendFailed':
      if (!state.pending || state.pending.sendId !== action.sendId) return state;
      return {
        ...state,
        pending: null,
        failure: { code: action.code, message: action.message || SEND_FAILED_MESSAGE, retryText: state.pending.text },
      };
    case 'stage':
      return applyStage(state, action.stage);
    case 'feedbackChanged':
      return {
        ...state,
        messages: state.messages.map((message) =>
          message.id === action.messageId && message.metadata
            ? { ...message, metadata: { ...message.metadata, feedback: action.feedback } }
            : message,
        ),
      };
    case 'failureDismissed':
      return { ...state, failure: null };
    case 'repliesSeen':
      return state.unseenReplies === 0 ? state : { ...state, unseenReplies: 0 };
  }
}

/** Whether a reply is pending: the input is disabled and the typing indicator shows. */
export const isReplyPending = (state: ConversationStreamState): boolean => state.pending !== null;

/** The user's text still waiting for the server to confirm it (shown as their message meanwhile). */
export function unconfirmedQuestion(state: ConversationStreamState): string | null {
  return state.pending && !state.pending.confirmed ? state.pending.text : null;
}

/** Whether the built-in provider answered the latest reply because the configured model could not. */
export function latestReplyWasFallback(state: ConversationStreamState): boolean {
  const latest = state.messages.findLast((message) => message.role === 'assistant' && message.metadata !== null);
  return latest?.metadata?.fallback ?? false;
}
