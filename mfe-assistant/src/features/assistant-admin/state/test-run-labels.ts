import type { ChatTestResult, ChatTestRun, ChatTestRunStatus } from 'shared-rules';

export const RUN_STATUS_LABELS: Record<ChatTestRunStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  finished: 'Finished',
  failed: 'Failed',
};

export const RUN_STATUS_COLORS: Record<ChatTestRunStatus, string> = {
  queued: 'gray',
  running: 'blue',
  finished: 'green',
  failed: 'red',
};

export type ResultChange = ChatTestResult['change'];

export const CHANGE_LABELS: Record<ResultChange, string> = { new: 'New', fixed: 'Fixed', broke: 'Broke', same: 'Same' };
export const CHANGE_COLORS: Record<ResultChange, string> = { new: 'blue', fixed: 'green', broke: 'red', same: 'gray' };

/** Whether a run is still to finish (queued or running). */
export const isActive = (run: Pick<ChatTestRun, 'status'>) => run.status === 'queued' || run.status === 'running';

/** "3 of 5". */
export const progressLabel = (done: number, total: number) => `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;

/** How the results changed since the run before: "1 fixed, 2 broke, 1 new, 4 the same"; counts of 0 are left out. */
export function changeSummary(results: readonly Pick<ChatTestResult, 'change'>[]): string {
  const count = (change: ResultChange) => results.filter((result) => result.change === change).length;
  const parts = [
    [count('fixed'), 'fixed'],
    [count('broke'), 'broke'],
    [count('new'), 'new'],
    [count('same'), 'the same'],
  ] as const;
  const said = parts.filter(([n]) => n > 0).map(([n, word]) => `${n} ${word}`);
  return said.length > 0 ? said.join(', ') : 'No results';
}
