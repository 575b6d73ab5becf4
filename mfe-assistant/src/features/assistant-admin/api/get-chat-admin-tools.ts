import type { ChatAdminTool, ChatAdminToolList } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/**
 * `GET /api/chat/admin/tools`: every tool the assistant knows, whether it may call it and how
 * often it did. Whether a tool is enabled comes from the `assistant` setting, so saving that
 * setting reads the list again.
 */
const getChatAdminToolsApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-assistant/assistant-admin/get-chat-admin-tools', (build) => ({
    getChatAdminTools: build.query<ChatAdminTool[], void>({
      query: () => paths.chatAdminTools,
      transformResponse: (answer: ChatAdminToolList) => answer.data,
      providesTags: [{ type: 'Setting', id: 'assistant' }],
    }),
  })),
});

export const { useGetChatAdminToolsQuery } = getChatAdminToolsApi;
