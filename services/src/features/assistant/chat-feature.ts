import type { MessageLimit } from './message-limit';
import type { ModelAccess } from './provider/provider-line-up';
import type { ChatRuntime } from './reply-turn';

/** What the chat routes and socket handlers share: how replies are made, and the senders' allowance. */
export interface ChatFeature {
  runtime: ChatRuntime;
  limit: MessageLimit;
  /** The model's key from the environment: whether the configured model is usable (`system/status`). */
  modelAccess: ModelAccess;
}

/** The socket room of a conversation: its stages go there, and only its owner may join. */
export const conversationRoom = (conversationId: string) => `conversation:${conversationId}`;
