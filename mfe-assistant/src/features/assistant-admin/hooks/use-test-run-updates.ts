import { api, useAppDispatch, useBusEvent } from 'shared-ui';
import { TEST_RUNS_TAG, testRunTag } from '../api/chat-test-tags';
import { getChatTestRunsApi } from '../api/get-chat-test-runs';

/**
 * Keeps the test runs live: services announce a run's progress (`test-run-update`, republished on
 * the bus). The run's row takes the new counts at once; a run this page has not read yet reads the
 * list again, and a run that ended reads the list and its results again.
 */
export function useTestRunUpdates(): void {
  const dispatch = useAppDispatch();
  useBusEvent('socket:test-run-update', ({ runId, status, done, total, passed }) => {
    let known = false;
    dispatch(
      getChatTestRunsApi.util.updateQueryData('getChatTestRuns', undefined, (runs) => {
        const run = runs.find((candidate) => candidate.id === runId);
        if (!run) return;
        known = true;
        Object.assign(run, { status, done, total, passed });
      }),
    );
    const ended = status === 'finished' || status === 'failed';
    if (!known || ended) dispatch(api.util.invalidateTags([TEST_RUNS_TAG, ...(ended ? [testRunTag(runId)] : [])]));
  });
}
