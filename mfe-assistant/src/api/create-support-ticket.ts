import type { ChatTicketAnswer, ChatTicketRequest } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from './paths';

/**
 * `POST /api/chat/support-ticket` (201): a ticket from the widget, about a conversation (with its
 * transcript when asked) or free-form; the answer carries the number support gave it.
 */
const createSupportTicketApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-assistant/api/create-support-ticket', (build) => ({
    createChatSupportTicket: build.mutation<ChatTicketAnswer['data'], ChatTicketRequest>({
      query: (body) => ({ url: paths.supportTicket, method: 'POST', body }),
      transformResponse: (answer: ChatTicketAnswer) => answer.data,
    }),
  })),
});

export const { useCreateChatSupportTicketMutation } = createSupportTicketApi;
