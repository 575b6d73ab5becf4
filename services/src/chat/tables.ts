import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ChatContext, ChatMessageMetadata } from 'shared-rules';

/** The assistant's tables (migration 0017-chat) as Kysely sees them, merged into the core's `Database`. */
declare module '../db/schema' {
  interface Database {
    chatConversations: ChatConversationTable;
    chatMessages: ChatMessageTable;
    chatAudit: ChatAuditTable;
  }
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface ChatConversationTable {
  id: string;
  ownerUserId: string;
  title: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Set by DELETE: the conversation is gone for everyone, its rows stay for the audit. */
  deletedAt: NullableTimestamp;
}

export type ChatRole = 'user' | 'assistant';

export interface ChatMessageTable {
  id: string;
  conversationId: string;
  /** bigint identity: orders messages of one instant; never read. */
  seq: Generated<string>;
  role: ChatRole;
  content: string;
  context: NullableJson<ChatContext>;
  metadata: NullableJson<ChatMessageMetadata>;
  createdAt: Timestamp;
}

export const CHAT_AUDIT_ACTIONS = [
  'conversation-created',
  'message-received',
  'message-answered',
  'feedback-given',
  'conversation-deleted',
  'ticket-created',
] as const;
export type ChatAuditAction = (typeof CHAT_AUDIT_ACTIONS)[number];

export interface ChatAuditTable {
  id: Generated<number>;
  conversationId: string | null;
  messageId: string | null;
  action: ChatAuditAction;
  actorId: string;
  at: Timestamp;
  details: ColumnType<Record<string, unknown>, string, string>;
}

export type ChatConversationRow = Selectable<ChatConversationTable>;
export type ChatMessageRow = Selectable<ChatMessageTable>;
