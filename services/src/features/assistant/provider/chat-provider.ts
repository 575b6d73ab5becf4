import type { ChatAction, ChatCitation, ChatContext, ChatMessage, ChatProvider as ChatProviderName } from 'shared-rules';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { ToolRunner } from '../tools/tool-runner';

/** One message to answer, with everything a provider may use for it. */
export interface ChatTurn {
  /** The asker: tools read only what they reach. */
  user: AuthUser;
  /** The conversation before this message, oldest first (at most the last `HISTORY_MESSAGES`). */
  history: readonly ChatMessage[];
  /** The new message, trimmed and never blank. */
  message: string;
  /** Where the asker was: page type, the loan open on it. */
  context: ChatContext | null;
  /** Runs the registry's tools as the asker, recording each call for the reply's metadata. */
  tools: ToolRunner;
}

/** What a provider reports while it works: a piece of the reply, or what it is doing. */
export type ProviderEvent = { kind: 'chunk'; text: string } | { kind: 'progress'; toolName: string; message: string };

/** The reply a provider ends with; its chunks, joined, are `content`. */
export interface ProviderReply {
  /** Markdown. */
  content: string;
  actions: ChatAction[];
  citations: ChatCitation[];
}

/**
 * Something that answers the assistant's messages. A provider yields the reply's chunks as it
 * writes them (and any progress of its own; tool progress is announced by the runner) and
 * returns the whole reply. The orchestrator (`reply-turn.ts`) turns that into the stages, stores
 * the reply with its tool calls and latency, and falls back to the built-in provider when a
 * model provider fails.
 */
export interface ChatProvider {
  readonly name: ChatProviderName;
  /** The model that answers; null for the built-in provider. */
  readonly model: string | null;
  reply(turn: ChatTurn): AsyncGenerator<ProviderEvent, ProviderReply, void>;
}

/** How many earlier messages a provider is given: enough for follow-ups, bounded for a model's context. */
export const HISTORY_MESSAGES = 20;
