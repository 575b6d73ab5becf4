import { randomUUID } from 'node:crypto';
import type { ColumnType, Kysely } from 'kysely';
import { LOAN_EVENTS_LIMIT, type LoanEvent, type LoanEventKind } from 'shared-rules';
import type { Database } from '../../platform/db/schema';

/** The loan_events table (migration 0010-loan-events), merged into the core's `Database`. */
declare module '../../platform/db/schema' {
  interface Database {
    loanEvents: LoanEventTable;
  }
}

export interface LoanEventTable {
  id: string;
  loanId: string;
  kind: LoanEventKind;
  summary: string;
  actorId: string | null;
  actorName: string | null;
  details: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  occurredAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LoanEventEntry {
  loanId: string;
  kind: LoanEventKind;
  summary: string;
  /** Null for the portal itself. */
  actor: { id: string; name: string } | null;
  /** Before and after of a change, kept as its audit. */
  details?: Record<string, unknown>;
  occurredAt?: Date;
}

/** Appends an event to the loan's log (with `db`, the caller's transaction when it has one). */
export async function recordLoanEvent(db: Kysely<Database>, entry: LoanEventEntry): Promise<void> {
  await recordLoanEvents(db, [entry]);
}

/** Rows written per statement: a save of many fields stays a few statements, each within the parameter limit. */
const EVENTS_PER_INSERT = 500;

/** Appends several events in few statements (a loan-data save records one per changed field). */
export async function recordLoanEvents(db: Kysely<Database>, entries: readonly LoanEventEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += EVENTS_PER_INSERT) {
    await db
      .insertInto('loanEvents')
      .values(
        entries.slice(start, start + EVENTS_PER_INSERT).map((entry) => ({
          id: randomUUID(),
          loanId: entry.loanId,
          kind: entry.kind,
          summary: entry.summary,
          actorId: entry.actor?.id ?? null,
          actorName: entry.actor?.name ?? null,
          details: entry.details ? JSON.stringify(entry.details) : null,
          occurredAt: entry.occurredAt ?? new Date(),
        })),
      )
      .execute();
  }
}

/** The loan's latest events, newest first. */
export async function listLoanEvents(db: Kysely<Database>, loanId: string, limit = LOAN_EVENTS_LIMIT): Promise<LoanEvent[]> {
  const rows = await db
    .selectFrom('loanEvents')
    .select(['id', 'kind', 'summary', 'actorName', 'occurredAt'])
    .where('loanId', '=', loanId)
    .orderBy('occurredAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() }));
}
