import { api, ownedEndpoints } from 'shared-ui';
import { CONVERSATION_LIST_TAG } from './conversation-tags';
import { paths } from './paths';

/** `DELETE /api/chat/conversations/:id`: removes one of the user's conversations and its messages. */
const deleteConversationApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-assistant/api/delete-conversation', (build) => ({
    deleteChatConversation: build.mutation<void, string>({
      query: (id) => ({ url: paths.conversation(id), method: 'DELETE' }),
      // The list only: the deleted conversation's own page is left, not asked for again (it would be a 404).
      invalidatesTags: [CONVERSATION_LIST_TAG],
    }),
  })),
});

export const { useDeleteChatConversationMutation } = deleteConversationApi;
