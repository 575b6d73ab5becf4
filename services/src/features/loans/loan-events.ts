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

/** Rows written per statement: a save of many fields stays a few statements, each within the parameter limit. */
const EVENTS_PER_INSERT = 500;

/** An event as it was written, with its id: what a listener of the log is given. */
export interface RecordedLoanEvent {
  id: string;
  loanId: string;
  kind: LoanEventKind;
  details: Record<string, unknown> | null;
  occurredAt: Date;
}

/**
 * Called with the events just written, in the writer's transaction (`db`) when it has one, so
 * that what a listener writes (the webhook deliveries) commits or rolls back with the events.
 */
export type LoanEventListener = (db: Kysely<Database>, events: readonly RecordedLoanEvent[]) => Promise<void>;

/**
 * The loan event log of one app (`app.loanEvents`): every feature records through it, so the
 * features that follow the log (webhooks) hear each event written by this app, and only those.
 */
export class LoanEventLog {
  private readonly listeners = new Set<LoanEventListener>();

  /** Adds a listener of every event this app records; answers its removal. */
  onRecorded(listener: LoanEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Appends an event to the loan's log (with `db`, the caller's transaction when it has one). */
  async record(db: Kysely<Database>, entry: LoanEventEntry): Promise<void> {
    await this.recordMany(db, [entry]);
  }

  /** Appends several events in few statements (a loan-data save records one per changed field). */
  async recordMany(db: Kysely<Database>, entries: readonly LoanEventEntry[]): Promise<void> {
    const recorded = await writeLoanEvents(db, entries);
    for (const listener of this.listeners) await listener(db, recorded);
  }
}

/**
 * Writes events without telling any listener: for the demo seed, which writes a history before
 * any app listens. Features record through `app.loanEvents`.
 */
export async function writeLoanEvents(db: Kysely<Database>, entries: readonly LoanEventEntry[]): Promise<RecordedLoanEvent[]> {
  const recorded: RecordedLoanEvent[] = entries.map((entry) => ({
    id: randomUUID(),
    loanId: entry.loanId,
    kind: entry.kind,
    details: entry.details ?? null,
    occurredAt: entry.occurredAt ?? new Date(),
  }));
  for (let start = 0; start < entries.length; start += EVENTS_PER_INSERT) {
    await db
      .insertInto('loanEvents')
      .values(
        entries.slice(start, start + EVENTS_PER_INSERT).map((entry, offset) => {
          const { id, details, occurredAt } = recorded[start + offset];
          return {
            id,
            loanId: entry.loanId,
            kind: entry.kind,
            summary: entry.summary,
            actorId: entry.actor?.id ?? null,
            actorName: entry.actor?.name ?? null,
            details: details ? JSON.stringify(details) : null,
            occurredAt,
          };
        }),
      )
      .execute();
  }
  return recorded;
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
