import type { ChatAdminConversationList, ChatAdminConversationListQuery } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/**
 * `GET /api/chat/admin/conversations?page=&pageSize=&search=`: one page of every user's
 * conversations, newest first. An empty search stays out of the query string.
 */
const getChatAdminConversationsApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-assistant/assistant-admin/get-chat-admin-conversations', (build) => ({
    getChatAdminConversations: build.query<ChatAdminConversationList, ChatAdminConversationListQuery>({
      query: ({ page, pageSize, search }) => ({
        url: paths.chatAdminConversations,
        params: { ...(page ? { page } : {}), ...(pageSize ? { pageSize } : {}), ...(search ? { search } : {}) },
      }),
      providesTags: [{ type: 'Conversation', id: 'ADMIN-LIST' }],
    }),
  })),
});

export const { useGetChatAdminConversationsQuery } = getChatAdminConversationsApi;
