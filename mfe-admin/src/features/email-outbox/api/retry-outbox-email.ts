import type { OutboxRetryAnswer } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { OUTBOX_TAGS } from './outbox-tags';

/**
 * `POST /api/admin/outbox/:id/retry`: queues a failed email for delivery again (administrators);
 * 409 for an email already sent, one still being delivered, or when SMTP is not configured.
 */
const retryOutboxEmailApi = api.enhanceEndpoints({ addTagTypes: [OUTBOX_TAGS.type] }).injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/email-outbox/retry-outbox-email', (build) => ({
    retryOutboxEmail: build.mutation<OutboxRetryAnswer, string>({
      query: (id) => ({ url: `${paths.outboxEmail(id)}/retry`, method: 'POST' }),
      // The list and the email both show its new status and attempts.
      invalidatesTags: (_result, _error, id) => [OUTBOX_TAGS.list, OUTBOX_TAGS.email(id)],
    }),
  })),
});

export const { useRetryOutboxEmailMutation } = retryOutboxEmailApi;
