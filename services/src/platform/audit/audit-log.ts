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
  /** Null for the portal's own work (the retention sweep), which no user did (migration 0027). */
  actorId: string | null;
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
 * is the signed-in user; while an administrator acts as them, the administrator too; null for
 * the portal's own work, which the trail shows as "The portal".
 */
export async function recordAudit(
  db: Kysely<Database>,
  actor: (Pick<AuthUser, 'id'> & { impersonatorId?: string | null }) | null,
  entry: AuditEntry,
): Promise<void> {
  await recordAuditReturningId(db, actor, entry);
}

/** `recordAudit`, answering the row's id: for a record its writer completes as its work goes on (the retention sweep's counts). */
export async function recordAuditReturningId(
  db: Kysely<Database>,
  actor: (Pick<AuthUser, 'id'> & { impersonatorId?: string | null }) | null,
  entry: AuditEntry,
): Promise<number> {
  const row = await db
    .insertInto('auditLog')
    .values({
      actorId: actor?.id ?? null,
      impersonatorId: actor?.impersonatorId ?? null,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      details: JSON.stringify(entry.details ?? {}),
      at: entry.at ?? new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
