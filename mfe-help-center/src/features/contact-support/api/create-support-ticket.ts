import type { SupportTicket, SupportTicketCreateRequest } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `POST /api/support/tickets`: a technical ticket, emailed to the lender's support address. */
const createSupportTicketApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-help-center/contact-support/create-support-ticket', (build) => ({
    createSupportTicket: build.mutation<SupportTicket, SupportTicketCreateRequest>({
      query: (body) => ({ url: paths.supportTickets, method: 'POST', body }),
    }),
  })),
});

export const { useCreateSupportTicketMutation } = createSupportTicketApi;
