import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { TEST_CASES_TAG } from './chat-test-tags';

/** `DELETE /api/chat/admin/test-cases/:id`: the case is no longer run (past results keep it). */
const deleteChatTestCaseApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-assistant/assistant-admin/delete-chat-test-case', (build) => ({
    deleteChatTestCase: build.mutation<void, string>({
      query: (id) => ({ url: paths.chatTestCase(id), method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [TEST_CASES_TAG]),
    }),
  })),
});

export const { useDeleteChatTestCaseMutation } = deleteChatTestCaseApi;
