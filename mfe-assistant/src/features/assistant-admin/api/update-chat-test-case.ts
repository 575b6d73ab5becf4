import type { ChatTestCase, ChatTestCaseInput } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { TEST_CASES_TAG } from './chat-test-tags';

/** `PUT /api/chat/admin/test-cases/:id`: the whole case again (422 with field problems when refused). */
const updateChatTestCaseApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-assistant/assistant-admin/update-chat-test-case', (build) => ({
    updateChatTestCase: build.mutation<ChatTestCase, { id: string; input: ChatTestCaseInput }>({
      query: ({ id, input }) => ({ url: paths.chatTestCase(id), method: 'PUT', body: input }),
      transformResponse: (answer: { data: ChatTestCase }) => answer.data,
      invalidatesTags: (result) => (result ? [TEST_CASES_TAG] : []),
    }),
  })),
});

export const { useUpdateChatTestCaseMutation } = updateChatTestCaseApi;
