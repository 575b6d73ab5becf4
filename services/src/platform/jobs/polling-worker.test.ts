import { startPollingWorker } from './polling-worker';

/** A queue of outcomes the worker takes one by one; null when empty. */
function jobs(outcomes: string[]) {
  const taken: string[] = [];
  return {
    taken,
    runNext: async () => {
      const next = outcomes.shift() ?? null;
      if (next !== null) taken.push(next);
      return next;
    },
  };
}

const quiet = () => undefined;

describe('startPollingWorker', () => {
  it('takes every due job when woken, and stops at one put back for a retry until the next poll', async () => {
    const queue = jobs(['a', 'retry', 'b']);
    const worker = startPollingWorker({
      runNext: queue.runNext,
      continueAfter: (outcome) => outcome !== 'retry',
      pollMs: 60_000,
      onError: quiet,
    });
    worker.wake();
    await Promise.resolve();
    // The woken pass took 'a' and 'retry' and stopped there; draining takes what is left.
    expect(await worker.drain()).toEqual(['b']);
    expect(queue.taken).toEqual(['a', 'retry', 'b']);
    await worker.stop();
  });

  it('reports a failing job, and takes the next ones afterwards', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const worker = startPollingWorker({
      runNext: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database gone');
        return null;
      },
      pollMs: 60_000,
      onError: (error) => errors.push(error),
    });
    worker.wake();
    await Promise.resolve();
    expect(await worker.drain()).toEqual([]);
    expect(errors).toEqual([new Error('database gone')]);
    expect(calls).toBe(2);
    await worker.stop();
  });
});
