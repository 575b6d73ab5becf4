/**
 * The audit retention sweep, one entry point (`sweepExpiredAuditRecords`): removes the records
 * older than the `audit` setting's `retentionDays` from every table the audit trail reads, in
 * batches, and records what it removed in the audit log. Nothing here knows when it runs or who
 * else does: `retention-schedule.ts` makes it a recurring durable job (`platform/jobs`), whose
 * claim lets one service process sweep at a time and whose renewal is the fence between batches.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { LOAN_VIEW_AUDIT_WINDOW_MINUTES } from 'shared-rules';
import type { Database } from '../../db/schema';
import { readSettingValue, type SettingSource } from '../../settings/setting-reader';
import { recordAuditReturningId } from '../audit-log';
import '../access-record-tables';
import { deleteBatchSql, RETENTION_TABLES } from './retention-tables';

/** Records one statement removes: small enough to keep each transaction short on a busy table. */
export const DEFAULT_RETENTION_BATCH_SIZE = 1000;
const DAY_MS = 86_400_000;

export interface RetentionDependencies extends SettingSource {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
}

export interface RetentionRun {
  batchSize?: number;
  now?: Date;
  /**
   * Asked between batches: false stops the sweep there (the service is closing, or the job's lease
   * was lost to another process: renewing it is the fence of each batch).
   */
  shouldContinue?: () => boolean | Promise<boolean>;
}

export type RetentionOutcome =
  /** Another process is sweeping: nothing was done here. */
  | { status: 'busy' }
  | {
      /** `done`: every old record is gone; `stopped`: the service closed, or the lease was lost, between batches. */
      status: 'done' | 'stopped';
      retentionDays: number;
      cutoff: string;
      /** Records removed per table (by its `countKey`: `auditLog`, `chatAudit`, …), every table listed. */
      removed: Record<string, number>;
      total: number;
    };

/**
 * Removes the audit records dated before `now` minus the retention period, table by table and
 * batch by batch. Each batch is deleted in one transaction with the sweep's own audit record
 * (`audit.retention`, written by the first batch that removes anything and given the running
 * counts by each one after it), so every removed record is counted there even if the process
 * stops mid-sweep. The retention period is read when the sweep starts: a saved change applies to
 * the next sweep. Loan-view marks past their window are dropped too (they are not records).
 */
export async function sweepExpiredAuditRecords(deps: RetentionDependencies, run: RetentionRun): Promise<RetentionOutcome> {
  const now = run.now ?? new Date();
  const batchSize = run.batchSize ?? DEFAULT_RETENTION_BATCH_SIZE;
  const { retentionDays } = await readSettingValue(deps, 'audit');
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const removed = Object.fromEntries(RETENTION_TABLES.map(({ countKey }) => [countKey, 0]));
  let recordId: number | null = null;
  let total = 0;
  const detailsNow = () => ({ retentionDays, cutoff: cutoff.toISOString(), removed: { ...removed }, total });
  let status: 'done' | 'stopped' = 'done';

  sweep: for (const spec of RETENTION_TABLES) {
    for (;;) {
      if (run.shouldContinue && !(await run.shouldContinue())) {
        status = 'stopped';
        break sweep;
      }
      const count = await deps.db.transaction().execute(async (trx) => {
        const { rows } = await deleteBatchSql(spec, cutoff, batchSize).execute(trx);
        const batch = rows[0]?.removed ?? 0;
        if (batch === 0) return 0;
        removed[spec.countKey] += batch;
        total += batch;
        if (recordId === null) {
          recordId = await recordAuditReturningId(trx, null, {
            action: 'audit.retention',
            entityType: 'audit-retention',
            entityId: 'audit-records',
            details: detailsNow(),
            at: now,
          });
        } else {
          await trx
            .updateTable('auditLog')
            .set({ details: JSON.stringify(detailsNow()) })
            .where('id', '=', recordId)
            .execute();
        }
        return batch;
      });
      if (count < batchSize) break;
    }
  }

  const windowStart = new Date(now.getTime() - LOAN_VIEW_AUDIT_WINDOW_MINUTES * 60_000);
  await deps.db.deleteFrom('loanViewMarks').where('recordedAt', '<', windowStart).execute();

  const outcome = { status, ...detailsNow() };
  deps.log.info(
    { retentionDays, cutoff: outcome.cutoff, removed: outcome.removed, total, status },
    `audit retention: removed ${total} record${total === 1 ? '' : 's'} older than ${retentionDays} days`,
  );
  return outcome;
}
