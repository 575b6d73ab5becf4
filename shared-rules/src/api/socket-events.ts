import type { ChatConversationRef, ChatSocketSend, ChatStageEvents } from './chat';
import type { ChatTestRunStatus } from './chat-admin';
import type { KnowledgeStatus } from './knowledge';
import type { LoanLockState } from './loan-file';
import type { Notification } from './notifications';
import type { SignInRefusal } from '../identity/sign-in';

/**
 * How every portal client reconnects after losing its socket (spec: 5 attempts, a 2 s delay
 * growing to 10 s, randomization 0.5). The browser and the fault tests' clients share it.
 */
export const SOCKET_RECONNECTION = {
  reconnection: true,
  reconnectionAttempts: 5,
  reconnectionDelay: 2_000,
  reconnectionDelayMax: 10_000,
  randomizationFactor: 0.5,
} as const;

/** Socket scopes for `join_scope` / `leave_scope`. */
export interface SocketScope {
  scope: 'group' | 'room';
  target: string;
}

/** Acknowledgement of a client request over the socket. */
export type SocketAck = { ok: true } | { ok: false; code: string; detail: string };

/**
 * Events the server emits to browsers. Feature issues add their events here, so that the
 * services' `publish` and the host's socket manager are typed by the same map.
 */
export interface ServerToClientEvents {
  'session-id': (payload: { sessionId: string }) => void;
  /**
   * Sent to every socket of a user right before the server disconnects them, in every service
   * process, because they can no longer sign in (their account or their company was disabled):
   * their refresh tokens are already revoked and their access token is refused, so the page signs
   * out and shows `detail`. The disconnect that follows is the server's, so socket.io does not
   * reconnect on its own.
   */
  'session-ended': (payload: { code: SignInRefusal; detail: string }) => void;
  notification: (payload: Notification) => void;
  'settings-update': (payload: { key: string }) => void;
  'loan-update': (payload: { loanId: string }) => void;
  /** Sent to the `loan:<id>` room when an attachment or folder of the loan is added or changed. */
  'attachment-update': (payload: {
    loanId: string;
    attachmentId: string | null;
    action: 'uploaded' | 'updated' | 'folder-created' | 'rejected';
  }) => void;
  /** Sent to the `loan:<id>` room when the loan's resource lock is taken or released, or it is archived or restored. */
  'lock-update': (payload: LoanLockState) => void;
  /** Sent to the `loan:<id>` room when a condition of the loan is added, edited, moved or commented on. */
  'condition-update': (payload: {
    loanId: string;
    conditionId: string;
    action: 'added' | 'edited' | 'status' | 'comment' | 'removed';
  }) => void;
  /** Sent to everyone when a rule set is saved or restored: open pages running its tags compile the rules again. */
  'rule-sets-update': (payload: { ruleSetId: string; tags: string[] }) => void;
  /**
   * Sent to everyone when a knowledge document is added, changed, processed or archived: open help
   * drawers and viewers read it again (readers only ever get published documents).
   */
  'knowledge-document-update': (payload: { documentId: string; status: KnowledgeStatus }) => void;
  /** Sent to administrators as an assistant test run progresses (spec: test-run-update). */
  'test-run-update': (payload: { runId: string; status: ChatTestRunStatus; done: number; total: number; passed: number }) => void;
  /** The stages of an assistant reply, sent to the conversation's room only. */
  'chat:message_received': (payload: ChatStageEvents['chat:message_received']) => void;
  'chat:typing': (payload: ChatStageEvents['chat:typing']) => void;
  'chat:stopped_typing': (payload: ChatStageEvents['chat:stopped_typing']) => void;
  'chat:tool_progress': (payload: ChatStageEvents['chat:tool_progress']) => void;
  'chat:response_streaming': (payload: ChatStageEvents['chat:response_streaming']) => void;
  'chat:response_complete': (payload: ChatStageEvents['chat:response_complete']) => void;
  'chat:error': (payload: ChatStageEvents['chat:error']) => void;
}

/** Events browsers send to the server; every one is validated and access-checked there. */
export interface ClientToServerEvents {
  join_scope: (scope: SocketScope, ack?: (result: SocketAck) => void) => void;
  leave_scope: (scope: SocketScope, ack?: (result: SocketAck) => void) => void;
  /** Joins a conversation's room: its owner only (administrators read transcripts over REST). */
  'chat:join_conversation': (payload: ChatConversationRef, ack?: (result: SocketAck) => void) => void;
  'chat:leave_conversation': (payload: ChatConversationRef, ack?: (result: SocketAck) => void) => void;
  /** Sends a message; the reply's stages follow in the conversation's room. */
  'chat:send_message': (payload: ChatSocketSend, ack?: (result: SocketAck) => void) => void;
  'chat:typing_start': (payload: ChatConversationRef) => void;
  'chat:typing_stop': (payload: ChatConversationRef) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];
