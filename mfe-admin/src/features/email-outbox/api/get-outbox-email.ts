import type { OutboxEmail } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { OUTBOX_TAGS } from './outbox-tags';

/** `GET /api/admin/outbox/:id`: one email with its whole plain-text body. */
const getOutboxEmailApi = api.enhanceEndpoints({ addTagTypes: [OUTBOX_TAGS.type] }).injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/email-outbox/get-outbox-email', (build) => ({
    getOutboxEmail: build.query<OutboxEmail, string>({
      query: (id) => paths.outboxEmail(id),
      providesTags: (_result, _error, id) => [OUTBOX_TAGS.email(id)],
    }),
  })),
});

export const { useGetOutboxEmailQuery } = getOutboxEmailApi;
