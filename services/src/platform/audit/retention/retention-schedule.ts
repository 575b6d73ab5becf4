import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { recurringKey } from '../../jobs/job-runner';
import { type RetentionOutcome, sweepExpiredAuditRecords } from './retention-sweep';

export const DEFAULT_RETENTION_INTERVAL_MS = 60 * 60_000;
/** The job kind of the sweep (`platform/jobs`); its one row is `recurringKey(AUDIT_RETENTION_JOB)`. */
export const AUDIT_RETENTION_JOB = 'audit.retention-sweep';
/** A sweep that outlives this is aborted between batches and tried again after a backoff. */
const SWEEP_TIMEOUT_MS = 30 * 60_000;

declare module '../../jobs/job-kinds' {
  interface JobPayloads {
    [AUDIT_RETENTION_JOB]: Record<string, unknown>;
  }
}

/** This process's audit retention sweep, on the root instance. */
export interface AuditRetentionSchedule {
  /** Sweeps now, unless another process is sweeping (`busy`), after a sweep of this process already under way (tests; an operator's script). */
  runNow(now?: Date): Promise<RetentionOutcome>;
  /** Resolves when no sweep (no job) of this process is under way, the one at start included. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auditRetention: AuditRetentionSchedule;
  }
}

export interface AuditRetentionOptions {
  /** Between two sweeps (default one hour); null: no schedule, only the sweeps asked for (`runNow`; tests). */
  intervalMs?: number | null;
  batchSize?: number;
}

/**
 * The sweep is a recurring durable job: its one row is claimed by one process at a time, run when
 * a process becomes ready (a finished row is revived then) and every `intervalMs` after that, and
 * renewing the claim before each batch is the fence that stops a sweep whose lease was lost. A
 * failed sweep is tried again after a backoff, then at the next interval. Closing the service stops
 * a sweep between two batches.
 */
export const auditRetentionPlugin = fp<AuditRetentionOptions>(
  async (app, options) => {
    const intervalMs = options.intervalMs === undefined ? DEFAULT_RETENTION_INTERVAL_MS : options.intervalMs;
    let closing = false;
    let sweeping: Promise<RetentionOutcome> | null = null;
    let latest: RetentionOutcome | null = null;
    let sweepAt: Date | undefined;

    app.jobs.register(AUDIT_RETENTION_JOB, {
      payload: Type.Object({}),
      maxAttempts: 3,
      backoff: { baseMs: 60_000, maxMs: 15 * 60_000 },
      timeoutMs: SWEEP_TIMEOUT_MS,
      everyMs: intervalMs ?? undefined,
      onlyWhenAsked: intervalMs === null,
      handler: async (job) => {
        const now = sweepAt;
        sweepAt = undefined;
        sweeping = sweepExpiredAuditRecords(app, {
          now,
          batchSize: options.batchSize,
          shouldContinue: async () => !closing && !job.signal.aborted && (await job.renew()),
        });
        try {
          latest = await sweeping;
        } finally {
          sweeping = null;
        }
      },
    });

    app.decorate('auditRetention', {
      async runNow(now?: Date) {
        await app.auditRetention.idle();
        const key = recurringKey(AUDIT_RETENTION_JOB);
        // Without a schedule the row is made on the first sweep asked for (the poll never takes it).
        if (intervalMs === null) await app.jobs.enqueue(AUDIT_RETENTION_JOB, {}, { idempotencyKey: key });
        latest = null;
        sweepAt = now;
        const ran = await app.jobs.runNow(AUDIT_RETENTION_JOB, key).finally(() => {
          sweepAt = undefined;
        });
        if (ran === 'busy') return { status: 'busy' };
        if (!latest) throw new Error(`The audit retention sweep did not finish (${ran}).`);
        return latest;
      },
      async idle() {
        await app.jobs.idle();
        while (sweeping) await sweeping.catch(() => undefined);
      },
    });

    app.addHook('onClose', async () => {
      closing = true;
    });
  },
  { name: 'audit-retention', dependencies: ['database', 'read-cache', 'jobs'] },
);
