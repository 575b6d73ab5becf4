import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  type ChatAction,
  ChatActionSchema,
  type ChatCitation,
  ChatCitationSchema,
  type ChatContext,
  type ChatMessage,
  type ChatStageEvents,
  type ChatStageName,
  type ChatToolCall,
} from 'shared-rules';
import { Compile } from 'typebox/compile';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { Database } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/problem';
import type { AssistantServices } from './assistant-services';
import { BUILT_IN_GREETING } from './built-in/built-in-provider';
import { auditChat } from './chat-audit';
import { appendMessage, conversationMessages, createConversation, nameConversation } from './conversation-store';
import { titleOf, UNTITLED_CONVERSATION, unratedMetadata } from './message-records';
import { type ChatProvider, type ChatTurn, HISTORY_MESSAGES, type ProviderEvent, type ProviderReply } from './provider/chat-provider';
import type { ProviderLineUp } from './provider/provider-line-up';
import type { ChatConversationRow } from './tables';
import { ToolRunner } from './tools/tool-runner';

/** What answering needs: the database, the tools' services, who answers, and the clock. */
export interface ChatRuntime {
  db: Kysely<Database>;
  services: AssistantServices;
  /** Read for each reply: the `assistant` setting may change between two messages. */
  lineUp(): ProviderLineUp | Promise<ProviderLineUp>;
  now(): Date;
}

/** Where the stages of a reply go: the conversation's socket room, an SSE stream, or nowhere (REST). */
export type StageEmitter = <S extends ChatStageName>(stage: S, payload: ChatStageEvents[S]) => void;
export const noStages: StageEmitter = () => {};

/** A message admitted for answering (see `admission.ts`). */
export interface Turn {
  user: AuthUser;
  conversation: ChatConversationRow;
  /** Trimmed, not blank, within the contract's length. */
  message: string;
  context: ChatContext | null;
  /** Stream the reply's chunks (`chat:response_streaming`); false: the complete message only. */
  streaming: boolean;
}

export interface AnsweredTurn {
  userMessage: ChatMessage;
  assistantMessage: ChatMessage;
}

/** What the user reads when a reply fails (their message stays stored). */
export const REPLY_FAILED = 'The assistant could not answer this time. Your message is saved; send it again in a moment.';

const validAction = Compile(ChatActionSchema);
const validCitation = Compile(ChatCitationSchema);

/** A provider's reply with only what the contract can carry: a model's malformed action is dropped, not stored. */
function withinContract(reply: ProviderReply): ProviderReply {
  const actions: ChatAction[] = reply.actions.filter((action) => validAction.Check(action));
  const citations: ChatCitation[] = reply.citations.filter((citation) => validCitation.Check(citation));
  return { content: reply.content, actions, citations };
}

/** Runs `work` in a transaction, or in the caller's when `db` is one already (the demo seed writes in its own). */
function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

async function drain(provider: ChatProvider, turn: ChatTurn, onEvent: (event: ProviderEvent) => void): Promise<ProviderReply> {
  const writing = provider.reply(turn);
  for (;;) {
    const step = await writing.next();
    if (step.done) return step.value;
    onEvent(step.value);
  }
}

interface ProviderAnswer {
  reply: ProviderReply;
  provider: ChatProvider['name'];
  /** The fallback answered because the primary failed. */
  fallback: boolean;
}

/** The primary provider's reply, or the fallback's when the primary fails; throws when neither answers. */
async function replyOfLineUp(
  runtime: ChatRuntime,
  { primary, fallback }: ProviderLineUp,
  turn: ChatTurn,
  onEvent: (event: ProviderEvent) => void,
): Promise<ProviderAnswer> {
  try {
    return { reply: await drain(primary, turn, onEvent), provider: primary.name, fallback: false };
  } catch (error) {
    if (!fallback) throw error;
    runtime.services.reportFailure(error, `assistant provider ${primary.name} failed; the ${fallback.name} provider answers`);
    return { reply: await drain(fallback, turn, onEvent), provider: fallback.name, fallback: true };
  }
}

/** A question to answer: who asks, what came before, the message and where it was asked from. */
export interface ReplyRequest {
  user: AuthUser;
  history: readonly ChatMessage[];
  message: string;
  context: ChatContext | null;
}

/** A reply as stored: within the contract, with the tools it ran and who answered. */
export interface ComposedReply extends ProviderReply {
  toolCalls: ChatToolCall[];
  provider: ChatProvider['name'];
  fallback: boolean;
}

/**
 * Runs the line-up on a question as the asker (tools read only what they reach; turned-off tools
 * never run) and keeps what the contract can carry. Stores nothing: `answerTurn` stores the
 * message and reply around it, the assistant's test runs (`evaluation/`) judge it. Throws when
 * neither provider answers.
 */
export async function composeReply(
  runtime: ChatRuntime,
  lineUp: ProviderLineUp,
  request: ReplyRequest,
  on: { progress(toolName: string, message: string): void; chunk(text: string): void } = { progress: () => {}, chunk: () => {} },
): Promise<ComposedReply> {
  const tools = new ToolRunner({ user: request.user, services: runtime.services }, on.progress, lineUp.disabledTools);
  const onEvent = (event: ProviderEvent) => {
    if (event.kind === 'progress') on.progress(event.toolName, event.message);
    else on.chunk(event.text);
  };
  const answer = await replyOfLineUp(runtime, lineUp, { ...request, tools }, onEvent);
  return { ...withinContract(answer.reply), toolCalls: [...tools.calls], provider: answer.provider, fallback: answer.fallback };
}

/**
 * Answers one admitted message: stores it, runs the provider (the fallback when the primary
 * fails), stores the reply with its actions, citations, tool calls, provider and latency, and
 * emits the stages on the way: message received, typing, tool progress, response streaming,
 * stopped typing, response complete, or error. The same for REST, SSE and the socket; only
 * where the stages go differs.
 */
export async function answerTurn(runtime: ChatRuntime, turn: Turn, emit: StageEmitter): Promise<AnsweredTurn> {
  const { db } = runtime;
  const conversationId = turn.conversation.id;
  const started = performance.now();
  // Read before the message is stored: a failure here stores nothing.
  const lineUp = await runtime.lineUp();
  const history = await conversationMessages(db, conversationId, HISTORY_MESSAGES);
  const userMessage = await inTransaction(db, async (trx) => {
    const at = runtime.now();
    const stored = await appendMessage(trx, { conversationId, role: 'user', content: turn.message, context: turn.context, at });
    // Only an untitled conversation takes its first question as its title (one query less for every later message).
    if (turn.conversation.title === UNTITLED_CONVERSATION)
      await nameConversation(trx, conversationId, titleOf(turn.message), UNTITLED_CONVERSATION);
    await auditChat(trx, {
      action: 'message-received',
      actorId: turn.user.id,
      conversationId,
      messageId: stored.id,
      details: { length: turn.message.length, pageType: turn.context?.pageType ?? null },
      at,
    });
    return stored;
  });
  emit('chat:message_received', { conversationId, message: userMessage });
  emit('chat:typing', { conversationId });

  const messageId = randomUUID();
  let answer: ComposedReply;
  try {
    answer = await composeReply(
      runtime,
      lineUp,
      { user: turn.user, history, message: turn.message, context: turn.context },
      {
        progress: (toolName, message) => emit('chat:tool_progress', { conversationId, toolName, message }),
        chunk: (text) => {
          if (turn.streaming) emit('chat:response_streaming', { conversationId, messageId, chunk: text });
        },
      },
    );
  } catch (error) {
    runtime.services.reportFailure(error, 'assistant reply failed');
    emit('chat:stopped_typing', { conversationId });
    emit('chat:error', { conversationId, code: 'reply-failed', message: REPLY_FAILED });
    throw new ApiError(500, 'reply-failed', REPLY_FAILED);
  }
  emit('chat:stopped_typing', { conversationId });

  const { content, actions, citations } = answer;
  const metadata = unratedMetadata({
    actions,
    citations,
    toolCalls: answer.toolCalls,
    provider: answer.provider,
    fallback: answer.fallback,
    latencyMs: Math.round(performance.now() - started),
  });
  const assistantMessage = await inTransaction(db, async (trx) => {
    const stored = await appendMessage(trx, { id: messageId, conversationId, role: 'assistant', content, metadata, at: runtime.now() });
    await auditChat(trx, {
      action: 'message-answered',
      actorId: turn.user.id,
      conversationId,
      messageId,
      details: {
        userMessageId: userMessage.id,
        provider: metadata.provider,
        fallback: metadata.fallback,
        tools: metadata.toolCalls.map((call) => call.name),
        latencyMs: metadata.latencyMs,
      },
      at: runtime.now(),
    });
    return stored;
  });
  emit('chat:response_complete', { conversationId, message: assistantMessage });
  return { userMessage, assistantMessage };
}

/**
 * Opens a conversation for the user: named by its first question when there is one (the caller
 * then answers it), otherwise untitled with the assistant's greeting as its first message.
 */
export async function openConversation(runtime: ChatRuntime, user: AuthUser, firstQuestion: string | null): Promise<ChatConversationRow> {
  return inTransaction(runtime.db, async (trx) => {
    const at = runtime.now();
    const conversation = await createConversation(trx, user, firstQuestion ? titleOf(firstQuestion) : UNTITLED_CONVERSATION, at);
    if (!firstQuestion) {
      await appendMessage(trx, {
        conversationId: conversation.id,
        role: 'assistant',
        content: BUILT_IN_GREETING,
        metadata: unratedMetadata({ actions: [], citations: [], toolCalls: [], provider: 'built-in', fallback: false, latencyMs: 0 }),
        at,
      });
    }
    await auditChat(trx, {
      action: 'conversation-created',
      actorId: user.id,
      conversationId: conversation.id,
      details: { withQuestion: firstQuestion !== null },
      at,
    });
    return conversation;
  });
}
