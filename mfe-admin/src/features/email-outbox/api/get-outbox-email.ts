import type { OutboxEmail } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `GET /api/admin/outbox/:id`: one email with its whole plain-text body. */
const getOutboxEmailApi = api.injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/email-outbox/get-outbox-email', (build) => ({
    getOutboxEmail: build.query<OutboxEmail, string>({
      query: (id) => paths.outboxEmail(id),
    }),
  })),
});

export const { useGetOutboxEmailQuery } = getOutboxEmailApi;
