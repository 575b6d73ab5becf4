import type { ChatTestCase, ChatTestCaseList } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { TEST_CASES_TAG } from './chat-test-tags';

/** `GET /api/chat/admin/test-cases`: every question the assistant is tested with. */
const getChatTestCasesApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-assistant/assistant-admin/get-chat-test-cases', (build) => ({
    getChatTestCases: build.query<ChatTestCase[], void>({
      query: () => paths.chatTestCases,
      transformResponse: (answer: ChatTestCaseList) => answer.data,
      providesTags: [TEST_CASES_TAG],
    }),
  })),
});

export const { useGetChatTestCasesQuery } = getChatTestCasesApi;
