import type { ChatConversation, ChatConversationAnswer, ChatConversationCreateRequest } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { CONVERSATION_LIST_TAG } from './conversation-tags';
import { paths } from './paths';

/** `POST /api/chat/conversations` (201): a new conversation, opened with the assistant's greeting. */
const createConversationApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-assistant/api/create-conversation', (build) => ({
    createChatConversation: build.mutation<ChatConversation, ChatConversationCreateRequest>({
      query: (body) => ({ url: paths.conversations, method: 'POST', body }),
      transformResponse: (answer: ChatConversationAnswer) => answer.data,
      invalidatesTags: [CONVERSATION_LIST_TAG],
    }),
  })),
});

export const { useCreateChatConversationMutation } = createConversationApi;
