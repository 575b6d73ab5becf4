import { api } from 'shared-ui';
import { paths } from '../../../api/paths';

/** A technical support ticket (spec: subject, description, requester, context). */
export interface SupportTicketRequest {
  subject: string;
  description: string;
  requester: { email: string; name: string };
  context: { loanId: string | null; url: string };
}

const createSupportTicketApi = api.injectEndpoints({
  endpoints: (build) => ({
    createSupportTicket: build.mutation<unknown, SupportTicketRequest>({
      query: (body) => ({ url: paths.supportTickets, method: 'POST', body }),
    }),
  }),
});

export const { useCreateSupportTicketMutation } = createSupportTicketApi;
