import type { TSchema } from 'typebox';
import type { BackoffPolicy } from './backoff';

/**
 * Each kind's payload, by kind: a feature that registers a kind adds it here
 * (`declare module '…/platform/jobs/job-kinds'`), and `app.jobs.enqueue` is typed by it.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging
export interface JobPayloads {}

export type JobKind = keyof JobPayloads & string;

/** What a handler is given for one attempt. */
export interface JobRun<Payload> {
  id: string;
  payload: Payload;
  /** 1 for the first attempt. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the attempt timed out, the lease was lost, or the service is closing: stop between steps. */
  signal: AbortSignal;
  /** Extends the lease before a long step; false when it was lost and the handler must stop. */
  renew(): Promise<boolean>;
}

/** Thrown by a handler for a failure no retry can mend: the job is dead-lettered at once. */
export class PermanentJobError extends Error {}

export interface JobKindOptions<Payload> {
  /** The schema of `Payload`, checked when a job is enqueued and again when it is run. */
  payload: TSchema;
  handler(job: JobRun<Payload>): Promise<void>;
  /** Attempts before the job is dead-lettered (a recurring kind waits for its next interval instead). */
  maxAttempts?: number;
  backoff?: Partial<BackoffPolicy>;
  /** One attempt's limit: past it the attempt is aborted and fails. The lease is renewed meanwhile. */
  timeoutMs?: number;
  /** A recurring kind: one job of it runs every `everyMs`, in one process at a time. */
  everyMs?: number;
  /** Never claimed by the poll: its jobs run only through `runNow` (a sweep that runs only when asked). */
  onlyWhenAsked?: boolean;
  /** Called once the job is dead-lettered (the last attempt failed), e.g. to mark what it worked on as failed. */
  onDead?(payload: Payload, error: string): Promise<void>;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_TIMEOUT_MS = 5 * 60_000;
