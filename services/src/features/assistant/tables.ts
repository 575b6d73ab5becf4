import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ChatContext, ChatMessageMetadata, ChatTestCaseInput, ChatTestResult, ChatTestRunStatus } from 'shared-rules';

/** The assistant's tables (migration 0017-chat) as Kysely sees them, merged into the core's `Database`. */
declare module '../../platform/db/schema' {
  interface Database {
    chatConversations: ChatConversationTable;
    chatMessages: ChatMessageTable;
    chatAudit: ChatAuditTable;
    chatTestCases: ChatTestCaseTable;
    chatTestRuns: ChatTestRunTable;
    chatTestResults: ChatTestResultTable;
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
  'test-case-created',
  'test-case-updated',
  'test-case-deleted',
  'test-run-started',
  'api-key-stored',
  'api-key-removed',
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

type Json<T> = ColumnType<T, string, string>;

/** A question the assistant must answer well (migration 0018-chat-tests). */
export interface ChatTestCaseTable {
  id: string;
  question: string;
  asUserEmail: string;
  context: NullableJson<NonNullable<ChatTestCaseInput['context']>>;
  expectedActionType: ChatTestCaseInput['expectedActionType'];
  expectedRouteName: string | null;
  expectedDocumentId: string | null;
  expectedFacts: Json<string[]>;
  enabled: boolean;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A test run: a durable job of its own (claimed until `lockedUntil`, retried up to a limit). */
export interface ChatTestRunTable {
  id: string;
  status: ChatTestRunStatus;
  provider: string;
  startedBy: string;
  caseIds: Json<string[]>;
  total: number;
  done: number;
  passed: number;
  error: string | null;
  attempts: Generated<number>;
  lockedUntil: NullableTimestamp;
  createdAt: Timestamp;
  finishedAt: NullableTimestamp;
}

export interface ChatTestResultTable {
  runId: string;
  caseId: string;
  /** The case's place in the run. */
  position: number;
  question: string;
  passed: boolean;
  failures: Json<string[]>;
  reply: string;
  latencyMs: number;
  change: ChatTestResult['change'];
  createdAt: Timestamp;
}

export type ChatTestCaseRow = Selectable<ChatTestCaseTable>;
export type ChatTestRunRow = Selectable<ChatTestRunTable>;
export type ChatTestResultRow = Selectable<ChatTestResultTable>;
