import type { ChatConversation, ChatConversationAnswer } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/**
 * `GET /api/chat/conversations/:id` read by an administrator: any user's conversation with every
 * message and what each reply carried (tool calls, citations, actions, provider, latency).
 * Named apart from the assistant widget's own `getChatConversation` (one owner per endpoint name).
 */
const getChatAdminTranscriptApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-assistant/assistant-admin/get-chat-admin-transcript', (build) => ({
    getChatAdminTranscript: build.query<ChatConversation, string>({
      query: (id) => paths.conversation(id),
      transformResponse: (answer: ChatConversationAnswer) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'Conversation', id }],
    }),
  })),
});

export const { useGetChatAdminTranscriptQuery } = getChatAdminTranscriptApi;
