import type { ChatTestCase, ChatTestCaseInput } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { TEST_CASES_TAG } from './chat-test-tags';

/** `POST /api/chat/admin/test-cases`: a new case (422 with field problems when refused). */
const createChatTestCaseApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-assistant/assistant-admin/create-chat-test-case', (build) => ({
    createChatTestCase: build.mutation<ChatTestCase, ChatTestCaseInput>({
      query: (input) => ({ url: paths.chatTestCases, method: 'POST', body: input }),
      transformResponse: (answer: { data: ChatTestCase }) => answer.data,
      invalidatesTags: (result) => (result ? [TEST_CASES_TAG] : []),
    }),
  })),
});

export const { useCreateChatTestCaseMutation } = createChatTestCaseApi;
