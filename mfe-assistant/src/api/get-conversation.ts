import type { ChatConversation, ChatConversationAnswer } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { conversationTag } from './conversation-tags';
import { paths } from './paths';

/** `GET /api/chat/conversations/:id`: one of the user's conversations with all its messages (404 for anyone else's). */
export const getConversationApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-assistant/api/get-conversation', (build) => ({
    getChatConversation: build.query<ChatConversation, string>({
      query: (id) => paths.conversation(id),
      transformResponse: (answer: ChatConversationAnswer) => answer.data,
      providesTags: (_result, _error, id) => [conversationTag(id)],
    }),
  })),
});

export const { useGetChatConversationQuery } = getConversationApi;
