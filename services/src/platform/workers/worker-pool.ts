import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';

/** WORKER_POOL_THREADS: the most worker threads the pool runs at once. */
export const WORKER_POOL_THREADS_ENV = 'WORKER_POOL_THREADS';
/** A task running longer than this is stopped (its thread ended and replaced) and fails. */
export const DEFAULT_WORKER_TASK_TIMEOUT_MS = 60_000;
/** An idle thread ends after this, so a process that parses nothing holds no thread. */
const IDLE_THREAD_MS = 30_000;

/**
 * The pool's size: WORKER_POOL_THREADS when it is a positive whole number, else one thread fewer
 * than the machine's cores (at least one), so the event loop keeps a core to itself.
 */
export function workerThreadsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const text = env[WORKER_POOL_THREADS_ENV]?.trim();
  if (text) {
    const threads = Number(text);
    if (!Number.isInteger(threads) || threads < 1)
      throw new Error(`${WORKER_POOL_THREADS_ENV}=${text}: give a whole number of threads, at least 1.`);
    return threads;
  }
  return Math.max(1, availableParallelism() - 1);
}

/** A task that ran past its time limit: its thread was ended and replaced. */
export class WorkerTaskTimeoutError extends Error {}

/** A task cut short because its app closed the pool: nothing is wrong with the task, it may run again. */
export class WorkerPoolClosedError extends Error {}

/** A task whose thread stopped (a crash, memory run out, the pool closed) or that threw; a stopped thread is replaced. */
export class WorkerTaskFailedError extends Error {}

// Run from TypeScript source (jest, tsx) the worker modules are `.ts` files, which worker threads
// cannot load by themselves: each thread then starts with tsx's CommonJS hook, and workspace
// packages (shared-rules) resolve to their source as jest resolves them. The build compiles the
// modules to `.js` beside this file's `.js`, and no hook is needed.
const runningFromSource = __filename.endsWith('.ts');

/**
 * The file a worker thread loads for a module of `directory` (pass `__dirname`): its compiled
 * `.js` when there is one, else its TypeScript source. The module's default export is the task:
 * one argument (structured-cloned, or moved by `transferList`), its answer a value the same way.
 */
export function workerModuleFile(directory: string, name: string): string {
  const compiled = path.join(directory, `${name}.js`);
  return existsSync(compiled) ? compiled : path.join(directory, `${name}.ts`);
}

let pool: Piscina | null = null;
let holders = 0;

function sharedPool(): Piscina {
  pool ??= new Piscina({
    maxThreads: workerThreadsFromEnv(),
    minThreads: 0,
    idleTimeout: IDLE_THREAD_MS,
    execArgv: runningFromSource ? ['--conditions=source', '--require', require.resolve('tsx/cjs')] : [],
  });
  return pool;
}

export interface WorkerTaskOptions {
  /** Buffers moved to the thread instead of copied (the caller must not use them afterwards). */
  transferList?: ArrayBuffer[];
  timeoutMs?: number;
}

/**
 * Runs `task` with the default export of `moduleFile` (`workerModuleFile`) on the process's pool,
 * off the event loop. A task that runs past its time limit rejects with `WorkerTaskTimeoutError`;
 * one whose thread stopped, or that threw, with `WorkerTaskFailedError` (the pool starts a new
 * thread for the next task); one cut short by the pool's closing with `WorkerPoolClosedError`.
 * Worker modules answer expected failures as values, since an error's class does not cross threads.
 */
export async function runInWorker<Task, Result>(moduleFile: string, task: Task, options: WorkerTaskOptions = {}): Promise<Result> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_WORKER_TASK_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const runningPool = sharedPool();
  try {
    return (await runningPool.run(task, { filename: moduleFile, transferList: options.transferList, signal: timeout })) as Result;
  } catch (error) {
    if (runningPool !== pool) throw new WorkerPoolClosedError('the worker pool closed before the task ended', { cause: error });
    if (timeout.aborted) throw new WorkerTaskTimeoutError(`it took longer than ${Math.round(timeoutMs / 1000)} s`);
    const reason = error instanceof Error ? error.message : String(error);
    throw new WorkerTaskFailedError(`its worker thread failed (${reason})`, { cause: error });
  }
}

/**
 * Keeps the pool while the caller (an app) is open: the returned function lets go of it, and the
 * last holder to let go ends its threads, so a closed app leaves none running. A task run with no
 * holder (a command-line seed) starts the pool on demand; its idle threads never keep the process alive.
 */
export function holdWorkerPool(): () => Promise<void> {
  holders += 1;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0 || pool === null) return;
    const closing = pool;
    pool = null;
    await closing.destroy();
  };
}
