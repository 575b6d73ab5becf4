import type { ChatSendAnswer, ChatSendRequest } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { CONVERSATION_LIST_TAG, conversationTag } from './conversation-tags';
import { paths } from './paths';

export interface SendChatMessageArgs extends ChatSendRequest {
  conversationId: string;
}

/**
 * `POST /api/chat/conversations/:id/messages` (201): the widget's way to send while the socket is
 * not connected; the answer holds the user's message and the whole reply (no stages).
 */
const sendMessageApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-assistant/api/send-message', (build) => ({
    sendChatMessage: build.mutation<ChatSendAnswer['data'], SendChatMessageArgs>({
      query: ({ conversationId, message, context }) => ({
        url: paths.messages(conversationId),
        method: 'POST',
        body: { message, context },
      }),
      transformResponse: (answer: ChatSendAnswer) => answer.data,
      invalidatesTags: (_result, _error, { conversationId }) => [conversationTag(conversationId), CONVERSATION_LIST_TAG],
    }),
  })),
});

export const { useSendChatMessageMutation } = sendMessageApi;
