import type { ColumnType, Generated, Kysely } from 'kysely';
import type { AuthUser } from '../auth/auth-user';
import type { Database } from '../db/schema';

/** The portal-wide audit log (migration 0019), merged into the core's `Database`. */
declare module '../db/schema' {
  interface Database {
    auditLog: AuditLogTable;
  }
}

export interface AuditLogTable {
  id: Generated<number>;
  at: ColumnType<Date, Date | string | undefined, Date | string>;
  actorId: string;
  impersonatorId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  details: ColumnType<Record<string, unknown>, string, string>;
}

/** What a write records: the action on an entity, and ids, counts and choices (never secrets, never passwords). */
export interface AuditEntry {
  action: string;
  entityType: string;
  entityId: string;
  details?: Record<string, unknown>;
  at?: Date;
}

/**
 * One row of the audit log, written with the write it records (pass the transaction). The actor
 * is the signed-in user; while an administrator acts as them, the administrator too.
 */
export async function recordAudit(
  db: Kysely<Database>,
  actor: Pick<AuthUser, 'id'> & { impersonatorId?: string | null },
  entry: AuditEntry,
): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      actorId: actor.id,
      impersonatorId: actor.impersonatorId ?? null,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      details: JSON.stringify(entry.details ?? {}),
      at: entry.at ?? new Date(),
    })
    .execute();
}
