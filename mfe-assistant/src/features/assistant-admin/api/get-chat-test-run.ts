import type { ChatTestRunDetail } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { testRunTag } from './chat-test-tags';

export type ChatTestRunDetailData = ChatTestRunDetail['data'];

/** `GET /api/chat/admin/test-runs/:id`: a run with each case's result and its change since the run before. */
export const getChatTestRunApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-assistant/assistant-admin/get-chat-test-run', (build) => ({
    getChatTestRun: build.query<ChatTestRunDetailData, string>({
      query: (id) => paths.chatTestRun(id),
      transformResponse: (answer: ChatTestRunDetail) => answer.data,
      providesTags: (_result, _error, id) => [testRunTag(id)],
    }),
  })),
});

export const { useGetChatTestRunQuery } = getChatTestRunApi;
