import type { OutboxEmailSummary, OutboxQuery, Paged } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';
import { OUTBOX_TAGS } from './outbox-tags';

/** `GET /api/admin/outbox`: one page of the emails the portal wrote, newest first, without their bodies. */
const getOutboxApi = api.enhanceEndpoints({ addTagTypes: [OUTBOX_TAGS.type] }).injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/email-outbox/get-outbox', (build) => ({
    getOutbox: build.query<Paged<OutboxEmailSummary>, OutboxQuery>({
      query: ({ page, pageSize, status }) => ({
        url: paths.outbox,
        // Absent values stay out of the query string: services validate what is sent.
        params: { ...(page ? { page } : {}), ...(pageSize ? { pageSize } : {}), ...(status ? { status } : {}) },
      }),
      providesTags: [OUTBOX_TAGS.list],
    }),
  })),
});

export const { useGetOutboxQuery } = getOutboxApi;
