import type { OutboxEmail } from 'shared-rules';
import { api } from 'shared-ui';
import { paths } from '../../../api/paths';

/** `GET /api/admin/outbox/:id`: one email with its whole plain-text body. */
const getOutboxEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOutboxEmail: build.query<OutboxEmail, string>({
      query: (id) => paths.outboxEmail(id),
    }),
  }),
});

export const { useGetOutboxEmailQuery } = getOutboxEmailApi;
