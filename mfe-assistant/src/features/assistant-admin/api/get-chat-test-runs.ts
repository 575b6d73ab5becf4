import type { ChatTestRun, ChatTestRunList } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { TEST_RUNS_TAG } from './chat-test-tags';

/** `GET /api/chat/admin/test-runs`: every run of the test cases, newest first. */
export const getChatTestRunsApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-assistant/assistant-admin/get-chat-test-runs', (build) => ({
    getChatTestRuns: build.query<ChatTestRun[], void>({
      query: () => paths.chatTestRuns,
      transformResponse: (answer: ChatTestRunList) => answer.data,
      providesTags: [TEST_RUNS_TAG],
    }),
  })),
});

export const { useGetChatTestRunsQuery } = getChatTestRunsApi;
