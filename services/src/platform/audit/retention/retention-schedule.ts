import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import fp from 'fastify-plugin';
import { type RetentionOutcome, sweepExpiredAuditRecords } from './retention-sweep';

export const DEFAULT_RETENTION_INTERVAL_MS = 60 * 60_000;

/** This process's audit retention sweep, on the root instance. */
export interface AuditRetentionSchedule {
  /** Sweeps now, after a sweep of this process already under way (tests; an operator's script). */
  runNow(now?: Date): Promise<RetentionOutcome>;
  /** Resolves when no sweep of this process is under way (the one at start included). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auditRetention: AuditRetentionSchedule;
  }
}

export interface AuditRetentionOptions {
  /** Between two sweeps of this process (default one hour); null: no schedule, only the sweeps asked for (`runNow`; tests). */
  intervalMs?: number | null;
  batchSize?: number;
}

/**
 * Runs the retention sweep when the service is ready and then every `intervalMs`. Every process
 * schedules it; the sweep's lease lets one of them work at a time and the others find it busy.
 * A failed sweep is logged and tried again at the next interval. Closing the service stops a
 * sweep between two batches and waits for it.
 */
export const auditRetentionPlugin = fp<AuditRetentionOptions>(
  async (app, options) => {
    const intervalMs = options.intervalMs === undefined ? DEFAULT_RETENTION_INTERVAL_MS : options.intervalMs;
    const holder = `${hostname()}:${process.pid}:${randomUUID()}`;
    let closing = false;
    let running: Promise<RetentionOutcome> | null = null;
    let timer: NodeJS.Timeout | null = null;

    const sweep = (now?: Date): Promise<RetentionOutcome> => {
      const started = sweepExpiredAuditRecords(app, { holder, now, batchSize: options.batchSize, shouldContinue: () => !closing });
      const current = started.finally(() => {
        if (running === current) running = null;
      });
      running = current;
      return current;
    };
    const scheduledSweep = () => {
      if (running || closing) return;
      sweep().catch((error: unknown) => app.log.error({ err: error }, 'audit retention sweep failed'));
    };

    app.decorate('auditRetention', {
      async runNow(now?: Date) {
        if (running) await running.catch(() => undefined);
        return sweep(now);
      },
      async idle() {
        while (running) await running.catch(() => undefined);
      },
    });

    app.addHook('onReady', async () => {
      if (intervalMs === null) return;
      scheduledSweep();
      timer = setInterval(scheduledSweep, intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      closing = true;
      if (timer) clearInterval(timer);
      await app.auditRetention.idle();
    });
  },
  { name: 'audit-retention', dependencies: ['database', 'read-cache'] },
);
