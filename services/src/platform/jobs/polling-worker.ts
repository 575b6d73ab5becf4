/** A worker that takes durable jobs (rows claimed with `for update skip locked`) one at a time. */
export interface PollingWorker<Outcome> {
  /** Looks for work now (after this process queued some), instead of at the next poll. */
  wake(): void;
  /** Runs every due job to the end (tests; the seed). */
  drain(now?: Date): Promise<Outcome[]>;
  stop(): Promise<void>;
}

export interface PollingWorkerOptions<Outcome> {
  /** Claims and runs the next due job; null when none is due. */
  runNext(now?: Date): Promise<Outcome | null>;
  /** Whether to take the next job at once after this outcome (false: wait for the next poll, e.g. a job put back for a retry). */
  continueAfter?(outcome: Outcome): boolean;
  pollMs: number;
  onError(error: unknown): void;
}

/**
 * Every service process polls for due jobs and is woken by its own writes; a job is taken by one
 * process at a time (the caller's claim query), so several processes share the work and a
 * restart loses none: a job whose process stopped is free again once its claim expires.
 */
export function startPollingWorker<Outcome>({
  runNext,
  continueAfter = () => true,
  pollMs,
  onError,
}: PollingWorkerOptions<Outcome>): PollingWorker<Outcome> {
  let stopped = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const runDue = async () => {
    for (let outcome = await runNext(); outcome !== null && !stopped; outcome = await runNext()) {
      if (!continueAfter(outcome)) break;
    }
  };
  const schedule = () => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, pollMs);
    timer.unref();
  };
  const tick = () => {
    if (stopped || running) return;
    running = runDue()
      .catch(onError)
      .finally(() => {
        running = null;
        schedule();
      });
  };
  schedule();

  return {
    wake: () => {
      if (timer) clearTimeout(timer);
      queueMicrotask(tick);
    },
    async drain(now = new Date()) {
      if (running) await running;
      const outcomes: Outcome[] = [];
      for (let outcome = await runNext(now); outcome !== null; outcome = await runNext(now)) outcomes.push(outcome);
      return outcomes;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running;
    },
  };
}
