import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import {
  holdWorkerPool,
  runInWorker,
  WorkerPoolClosedError,
  WorkerTaskFailedError,
  WorkerTaskTimeoutError,
  workerModuleFile,
  workerThreadsFromEnv,
} from './worker-pool';

// Worker modules written for the test, so that nothing of it reaches the build.
const modules = mkdtempSync(path.join(tmpdir(), 'portal-worker-pool-'));
const moduleOf = (name: string, source: string): string => {
  const file = path.join(modules, `${name}.js`);
  writeFileSync(file, source);
  return file;
};
const doubling = moduleOf('doubling', `module.exports = (n) => ({ doubled: n * 2, threadId: require('node:worker_threads').threadId });`);
const spinning = moduleOf('spinning', 'module.exports = () => { for (;;) {} };');
const crashing = moduleOf('crashing', 'module.exports = () => { process.exit(70); };');
const slow = moduleOf('slow', 'module.exports = () => new Promise((resolve) => setTimeout(resolve, 2000));');

let release: () => Promise<void>;
beforeEach(() => {
  release = holdWorkerPool();
});
afterEach(() => release());
afterAll(() => rmSync(modules, { recursive: true, force: true }));

interface Doubled {
  doubled: number;
  threadId: number;
}

describe('the worker pool', () => {
  it('runs a task on another thread', async () => {
    const answer = await runInWorker<number, Doubled>(doubling, 21);
    expect(answer.doubled).toBe(42);
    expect(answer.threadId).not.toBe(threadId);
  });

  it('ends a task past its time limit with a clear error, and the next task runs on a new thread', async () => {
    await expect(runInWorker(spinning, null, { timeoutMs: 300 })).rejects.toThrow(new WorkerTaskTimeoutError('it took longer than 0 s'));
    await expect(runInWorker<number, Doubled>(doubling, 2)).resolves.toMatchObject({ doubled: 4 });
  });

  it('fails the task of a thread that crashed, and replaces the thread', async () => {
    const crash = runInWorker(crashing, null);
    await expect(crash).rejects.toBeInstanceOf(WorkerTaskFailedError);
    await expect(crash).rejects.toThrow(/^its worker thread failed \(.+\)$/);
    await expect(runInWorker<number, Doubled>(doubling, 3)).resolves.toMatchObject({ doubled: 6 });
  });

  it('cuts a running task short when the last holder lets go, and says so', async () => {
    const running = expect(runInWorker(slow, null)).rejects.toBeInstanceOf(WorkerPoolClosedError);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await release();
    await running;
  });

  it('keeps the pool while another holder still has it', async () => {
    const other = holdWorkerPool();
    const running = runInWorker<number, Doubled>(doubling, 5);
    await other();
    await expect(running).resolves.toMatchObject({ doubled: 10 });
  });

  it('is sized by WORKER_POOL_THREADS, else one thread fewer than the cores (at least one)', () => {
    expect(workerThreadsFromEnv({ WORKER_POOL_THREADS: '3' })).toBe(3);
    expect(workerThreadsFromEnv({})).toBeGreaterThanOrEqual(1);
    expect(() => workerThreadsFromEnv({ WORKER_POOL_THREADS: '0' })).toThrow(/WORKER_POOL_THREADS=0/);
    expect(() => workerThreadsFromEnv({ WORKER_POOL_THREADS: 'two' })).toThrow(/at least 1/);
  });

  it('names the TypeScript source of a worker module when it is not compiled', () => {
    expect(workerModuleFile(__dirname, 'worker-pool')).toBe(path.join(__dirname, 'worker-pool.ts'));
    expect(workerModuleFile(modules, 'doubling')).toBe(doubling);
  });
});
