import type { ChatConversationList, ChatConversationListQuery } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { CONVERSATION_LIST_TAG, conversationTag } from './conversation-tags';
import { paths } from './paths';

/** `GET /api/chat/conversations`: the user's own conversations, newest first, paged (1-based) and searchable. */
const listConversationsApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-assistant/api/list-conversations', (build) => ({
    listChatConversations: build.query<ChatConversationList, ChatConversationListQuery>({
      // A blank search is left out rather than sent empty.
      query: ({ search, ...page }) => ({ url: paths.conversations, params: search?.trim() ? { ...page, search: search.trim() } : page }),
      providesTags: (result) => [CONVERSATION_LIST_TAG, ...(result?.data ?? []).map((conversation) => conversationTag(conversation.id))],
    }),
  })),
});

export const { useListChatConversationsQuery } = listConversationsApi;
