import type { ChatTestRun } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { TEST_RUNS_TAG } from './chat-test-tags';

/** `POST /api/chat/admin/test-runs`: queues a run of every enabled case (202; 409 while one is queued or running). */
const startChatTestRunApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-assistant/assistant-admin/start-chat-test-run', (build) => ({
    startChatTestRun: build.mutation<ChatTestRun, void>({
      query: () => ({ url: paths.chatTestRuns, method: 'POST' }),
      transformResponse: (answer: { data: ChatTestRun }) => answer.data,
      invalidatesTags: (result) => (result ? [TEST_RUNS_TAG] : []),
    }),
  })),
});

export const { useStartChatTestRunMutation } = startChatTestRunApi;
