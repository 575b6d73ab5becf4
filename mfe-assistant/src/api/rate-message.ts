import type { ChatFeedbackRequest } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from './paths';

export interface RateChatMessageArgs extends ChatFeedbackRequest {
  conversationId: string;
  messageId: string;
}

/**
 * `POST /api/chat/conversations/:id/messages/:messageId/feedback`: the asker's thumbs up or down
 * on a reply (null takes it back). The widget shows the choice at once and reads nothing back.
 */
const rateMessageApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-assistant/api/rate-message', (build) => ({
    rateChatMessage: build.mutation<unknown, RateChatMessageArgs>({
      query: ({ conversationId, messageId, feedback }) => ({
        url: paths.messageFeedback(conversationId, messageId),
        method: 'POST',
        body: { feedback },
      }),
    }),
  })),
});

export const { useRateChatMessageMutation } = rateMessageApi;
