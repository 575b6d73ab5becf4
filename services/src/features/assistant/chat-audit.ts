import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { ChatAuditAction } from './tables';
import './tables';

export interface ChatAuditEntry {
  action: ChatAuditAction;
  actorId: string;
  conversationId: string | null;
  messageId?: string | null;
  /** Ids, counts and choices; never message text (the messages themselves are the record of what was said). */
  details: Record<string, unknown>;
  at: Date;
}

/** One row of the assistant's audit: who wrote what, when. Written with the write it records. */
export async function auditChat(db: Kysely<Database>, entry: ChatAuditEntry): Promise<void> {
  await db
    .insertInto('chatAudit')
    .values({
      action: entry.action,
      actorId: entry.actorId,
      conversationId: entry.conversationId,
      messageId: entry.messageId ?? null,
      details: JSON.stringify(entry.details),
      at: entry.at,
    })
    .execute();
}
