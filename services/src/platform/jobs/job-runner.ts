/**
 * This process's runner of durable jobs (`app.jobs`): kinds are registered with their handler and
 * policy; every process polls for due jobs of its kinds and is woken by its own enqueues; a job
 * is claimed by one worker at a time; closing stops claiming, waits for the jobs under way up to
 * a limit and gives back the ones still running.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { Value } from 'typebox/value';
import type { Database } from '../db/schema';
import { DEFAULT_BACKOFF } from './backoff';
import { type AttemptOutcome, AttemptAborted, executeAttempt, type KindDefinition } from './job-execution';
import { DEFAULT_MAX_ATTEMPTS, DEFAULT_TIMEOUT_MS, type JobKind, type JobKindOptions, type JobPayloads } from './job-kinds';
import { type ClaimedJob, claimJobByKey, claimNextJob, insertJob, type NewJob, releaseJob } from './job-store';

export interface JobRunnerOptions {
  /** Between two looks for due jobs (an enqueue in this process looks at once). */
  pollMs: number;
  /** How long a claim holds without renewal; a worker that stopped frees its job after this. */
  leaseMs: number;
  /** How long closing waits for the jobs under way before giving them back. */
  shutdownTimeoutMs: number;
}

/** Wraps one attempt, e.g. in a trace span named after the job's kind. */
export type AttemptTracer = <T>(name: string, work: () => Promise<T>, attributes: Record<string, string | number>) => Promise<T>;

/** How often `wakeOnceCommitted` asks whether the writer's transaction has committed. */
const COMMIT_CHECK_MS = 10;

export const DEFAULT_JOB_RUNNER_OPTIONS: JobRunnerOptions = { pollMs: 5_000, leaseMs: 60_000, shutdownTimeoutMs: 5_000 };

export interface EnqueueOptions {
  /** Not before this instant. */
  runAt?: Date;
  /** A second enqueue under the same key finds the first job instead of adding one. */
  idempotencyKey?: string;
  /** `requeue`: a finished job under the key is queued again with this payload (see `insertJob`). */
  onDuplicate?: NewJob['onDuplicate'];
  /** Enqueue inside the caller's transaction; call `wake()` after its commit (or `wakeOnceCommitted`) to start it at once. */
  trx?: Transaction<Database>;
}

interface InFlight {
  job: ClaimedJob;
  controller: AbortController;
  done: Promise<AttemptOutcome>;
}

export class JobRunner {
  /** Who claims: this process, named in `locked_by`. */
  readonly workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly kinds = new Map<string, KindDefinition>();
  private readonly inFlight = new Map<string, InFlight>();
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<void> | null = null;
  private wokenDuringPass = false;
  private started = false;
  private stopped = false;

  private tracer: AttemptTracer = (_name, work) => work();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobRunnerOptions = DEFAULT_JOB_RUNNER_OPTIONS,
  ) {}

  /** Registers a kind this process runs; every process registers the same kinds. */
  register<Kind extends JobKind>(kind: Kind, options: JobKindOptions<JobPayloads[Kind]>): void {
    if (this.kinds.has(kind)) throw new Error(`The job kind ${kind} is registered twice.`);
    this.kinds.set(kind, {
      kind,
      options: options as JobKindOptions<unknown>,
      maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      backoff: { ...DEFAULT_BACKOFF, ...options.backoff },
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      leaseMs: this.options.leaseMs,
    });
    if (options.everyMs && this.started) {
      this.ensureRecurring(kind).catch((error: unknown) => this.log.error({ err: error, kind }, 'recurring job not scheduled'));
    }
  }

  /** Adds a job (its payload checked against its kind's schema) and answers its id. */
  async enqueue<Kind extends JobKind>(kind: Kind, payload: JobPayloads[Kind], options: EnqueueOptions = {}): Promise<string> {
    const definition = this.definitionOf(kind);
    if (!Value.Check(definition.options.payload, payload)) throw new Error(`The payload does not match the ${kind} schema.`);
    const id = await insertJob(options.trx ?? this.db, {
      kind,
      payload,
      maxAttempts: definition.maxAttempts,
      runAt: options.runAt,
      idempotencyKey: options.idempotencyKey,
      onDuplicate: options.onDuplicate,
    });
    if (!options.trx) this.wake();
    return id;
  }

  /** Looks for due jobs now rather than at the next poll. */
  wake(): void {
    if (!this.started || this.stopped) return;
    // A pass under way may have looked already: it looks once more when it ends.
    this.wokenDuringPass = this.pass !== null;
    if (this.timer) clearTimeout(this.timer);
    queueMicrotask(() => this.tick());
  }

  /**
   * Wakes the runner once `committed` answers true: for jobs queued in a transaction whose commit
   * the queueing code cannot see (it runs inside the writer's transaction). Asks every
   * `COMMIT_CHECK_MS` for up to one poll interval; the poll covers a longer transaction or a rollback.
   */
  wakeOnceCommitted(committed: () => Promise<boolean>): void {
    if (!this.started || this.stopped) return;
    const until = Date.now() + this.options.pollMs;
    const check = async (): Promise<void> => {
      if (this.stopped || Date.now() > until) return;
      if (await committed().catch(() => false)) this.wake();
      else setTimeout(() => void check(), COMMIT_CHECK_MS).unref();
    };
    setTimeout(() => void check(), 0).unref();
  }

  /** Starts polling (the app is ready) and makes sure every recurring kind has its job. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    for (const [kind, definition] of this.kinds) if (definition.options.everyMs) await this.ensureRecurring(kind);
    this.tick();
  }

  /** Runs every due job of this process's kinds to its end, after the pass under way (tests; the seed). Answers how many ran. */
  async drain(): Promise<number> {
    if (this.pass) await this.pass;
    let ran = 0;
    for (let job = await this.claimNext(); job; job = await this.claimNext()) {
      await this.run(job);
      ran += 1;
    }
    return ran;
  }

  /**
   * Claims the job under `idempotencyKey` now, due or not and even if finished, and runs it here:
   * `busy` when a live worker holds it, `missing` when there is no such job.
   */
  async runNow(kind: JobKind, idempotencyKey: string): Promise<AttemptOutcome | 'busy' | 'missing'> {
    const definition = this.definitionOf(kind);
    const job = await claimJobByKey(this.db, idempotencyKey, this.workerId, definition.leaseMs, true);
    if (job) return this.run(job);
    const exists = await this.db.selectFrom('jobs').select('id').where('idempotencyKey', '=', idempotencyKey).executeTakeFirst();
    return exists ? 'busy' : 'missing';
  }

  /** Resolves when this process has no job under way (the pass started by `start` or `wake` included). */
  async idle(): Promise<void> {
    while (this.pass || this.inFlight.size > 0) {
      await Promise.allSettled([this.pass, ...[...this.inFlight.values()].map((flight) => flight.done)]);
    }
  }

  /** Stops claiming, waits for the jobs under way up to the limit, and gives back those still running. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const running = [...this.inFlight.values()];
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.options.shutdownTimeoutMs);
    });
    await Promise.race([Promise.allSettled(running.map((flight) => flight.done)), limit]);
    clearTimeout(timer);
    for (const flight of this.inFlight.values()) {
      flight.controller.abort(new AttemptAborted('closing'));
      const released = await releaseJob(this.db, flight.job).catch(() => false);
      this.log.warn({ jobId: flight.job.id, kind: flight.job.kind, released }, 'job given back at shutdown');
    }
    if (this.pass) await this.pass.catch(() => undefined);
  }

  private definitionOf(kind: string): KindDefinition {
    const definition = this.kinds.get(kind);
    if (!definition) throw new Error(`No job kind ${kind} is registered.`);
    return definition;
  }

  private async ensureRecurring(kind: string): Promise<void> {
    const definition = this.definitionOf(kind);
    // A finished row (its kind was not recurring in the process that ran it last) runs again now.
    await insertJob(this.db, {
      kind,
      payload: {},
      maxAttempts: definition.maxAttempts,
      idempotencyKey: recurringKey(kind),
      onDuplicate: 'revive',
    });
  }

  private claimNext(): Promise<ClaimedJob | null> {
    if (this.stopped) return Promise.resolve(null);
    const polled = [...this.kinds.values()].filter((definition) => !definition.options.onlyWhenAsked).map((definition) => definition.kind);
    return claimNextJob(this.db, polled, this.workerId, this.options.leaseMs);
  }

  /** Runs every attempt inside `tracer`'s span (telemetry's `withSpan`; none until it is given). */
  traceAttemptsWith(tracer: AttemptTracer): void {
    this.tracer = tracer;
  }

  private run(job: ClaimedJob): Promise<AttemptOutcome> {
    const controller = new AbortController();
    const attempt = () => executeAttempt(this.db, this.log, this.definitionOf(job.kind), job, { controller });
    const done = this.tracer(`job ${job.kind}`, attempt, {
      'portal.job.kind': job.kind,
      'portal.job.id': job.id,
      'portal.job.attempt': job.attempts,
    }).finally(() => this.inFlight.delete(job.id));
    this.inFlight.set(job.id, { job, controller, done });
    return done;
  }

  private tick(): void {
    if (this.stopped || this.pass) return;
    this.pass = (async () => {
      for (let job = await this.claimNext(); job; job = await this.claimNext()) await this.run(job);
    })()
      .catch((error: unknown) => this.log.error({ err: error }, 'job runner'))
      .finally(() => {
        this.pass = null;
        if (this.wokenDuringPass) {
          this.wokenDuringPass = false;
          this.tick();
        } else this.schedule();
      });
  }

  private schedule(): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), this.options.pollMs);
    this.timer.unref();
  }
}

/** The one job row of a recurring kind. */
export const recurringKey = (kind: string) => `recurring:${kind}`;
