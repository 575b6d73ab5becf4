/**
 * One attempt of one claimed job, from its handler to how the row is left: completed (or, for a
 * recurring kind, scheduled for its next interval), retried after a backoff, or dead-lettered with
 * its error. The attempt keeps its lease alive while it runs and stops when the lease is lost.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { Value } from 'typebox/value';
import type { Database } from '../db/schema';
import { backoffDelayMs, type BackoffPolicy } from './backoff';
import { type JobKindOptions, PermanentJobError } from './job-kinds';
import { type ClaimedJob, completeJob, killJob, renewJob, rescheduleJob, retryJob } from './job-store';

/** A registered kind with every default filled in. */
export interface KindDefinition {
  kind: string;
  options: JobKindOptions<unknown>;
  maxAttempts: number;
  backoff: BackoffPolicy;
  timeoutMs: number;
  leaseMs: number;
}

export type AttemptOutcome = 'completed' | 'rescheduled' | 'retrying' | 'dead' | 'lost' | 'released';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/** Why an attempt was aborted: the runner reads it to tell a shutdown from a timeout or a lost lease. */
export class AttemptAborted extends Error {
  constructor(readonly reason: 'timeout' | 'lease-lost' | 'closing') {
    super(reason === 'timeout' ? 'The attempt timed out.' : reason === 'lease-lost' ? 'The lease was lost.' : 'The service is closing.');
  }
}

export interface AttemptControl {
  /** Aborts the attempt from outside (shutdown). */
  controller: AbortController;
}

/** Runs the handler for one claimed job and settles the row, unless its claim was lost meanwhile. */
export async function executeAttempt(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  definition: KindDefinition,
  job: ClaimedJob,
  control: AttemptControl = { controller: new AbortController() },
): Promise<AttemptOutcome> {
  const { options } = definition;
  const { controller } = control;
  const abort = (reason: AttemptAborted['reason']) => {
    if (!controller.signal.aborted) controller.abort(new AttemptAborted(reason));
  };
  const renew = async () => {
    if (controller.signal.aborted) return false;
    const renewed = await renewJob(db, job, definition.leaseMs).catch(() => false);
    if (!renewed) abort('lease-lost');
    return renewed;
  };
  const timeout = setTimeout(() => abort('timeout'), definition.timeoutMs);
  const renewal = setInterval(() => void renew(), Math.max(1_000, Math.floor(definition.leaseMs / 3)));
  timeout.unref();
  renewal.unref();

  let failure: unknown = null;
  try {
    if (job.attempts > definition.maxAttempts) throw new PermanentJobError('Its worker stopped during the last attempt.');
    if (!Value.Check(options.payload, job.payload)) throw new PermanentJobError(`The payload does not match the ${job.kind} schema.`);
    await raceAbort(
      options.handler({
        id: job.id,
        payload: job.payload,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
        signal: controller.signal,
        renew,
      }),
      controller.signal,
    );
  } catch (error) {
    failure = error;
  } finally {
    clearTimeout(timeout);
    clearInterval(renewal);
  }

  const aborted = controller.signal.reason;
  if (aborted instanceof AttemptAborted && aborted.reason !== 'timeout') return aborted.reason === 'closing' ? 'released' : 'lost';
  if (failure === null) {
    const settled = options.everyMs ? await rescheduleJob(db, job, options.everyMs, null) : await completeJob(db, job);
    return settled ? (options.everyMs ? 'rescheduled' : 'completed') : 'lost';
  }
  const error = messageOf(failure);
  const final = failure instanceof PermanentJobError || job.attempts >= job.maxAttempts;
  log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, final, err: failure }, 'job attempt failed');
  if (!final) return (await retryJob(db, job, error, backoffDelayMs(definition.backoff, job.attempts))) ? 'retrying' : 'lost';
  if (options.everyMs) return (await rescheduleJob(db, job, options.everyMs, error)) ? 'rescheduled' : 'lost';
  if (!(await killJob(db, job, error))) return 'lost';
  if (options.onDead && Value.Check(options.payload, job.payload)) {
    await options
      .onDead(job.payload, error)
      .catch((deadError: unknown) => log.error({ err: deadError, jobId: job.id }, 'job onDead failed'));
  }
  return 'dead';
}

/** The handler's result, or the abort's reason as soon as the attempt is aborted (a handler that ignores its signal is left behind). */
function raceAbort(work: Promise<void>, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
