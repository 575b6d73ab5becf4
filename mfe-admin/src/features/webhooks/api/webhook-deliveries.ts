import type { Paged, WebhookDelivery, WebhookReplayAnswer, WebhookReplayRange } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

const deliveriesTag = (endpointId: string) => ({ type: 'WebhookDelivery' as const, id: endpointId });

/** `/api/admin/webhooks/:id/deliveries` and replays (administrators): an endpoint's delivery log, newest first. */
const webhookDeliveriesApi = api.enhanceEndpoints({ addTagTypes: ['WebhookDelivery'] }).injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/webhooks/webhook-deliveries', (build) => ({
    getWebhookDeliveries: build.query<Paged<WebhookDelivery>, { endpointId: string; page: number; pageSize: number }>({
      query: ({ endpointId, page, pageSize }) => ({ url: paths.adminWebhookDeliveries(endpointId), params: { page, pageSize } }),
      providesTags: (_result, _error, { endpointId }) => [deliveriesTag(endpointId)],
    }),
    replayWebhookDelivery: build.mutation<WebhookReplayAnswer, { endpointId: string; deliveryId: string }>({
      query: ({ endpointId, deliveryId }) => ({ url: paths.adminWebhookDeliveryReplay(endpointId, deliveryId), method: 'POST' }),
      invalidatesTags: (result, _error, { endpointId }) => (result ? [deliveriesTag(endpointId)] : []),
    }),
    replayWebhookRange: build.mutation<WebhookReplayAnswer, { endpointId: string; range: WebhookReplayRange }>({
      query: ({ endpointId, range }) => ({ url: paths.adminWebhookReplay(endpointId), method: 'POST', body: range }),
      invalidatesTags: (result, _error, { endpointId }) => (result ? [deliveriesTag(endpointId)] : []),
    }),
  })),
});

export const { useGetWebhookDeliveriesQuery, useReplayWebhookDeliveryMutation, useReplayWebhookRangeMutation } = webhookDeliveriesApi;
