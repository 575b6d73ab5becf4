import type { WebhookEndpoint, WebhookEndpointSave, WebhookEndpointWithSecret } from 'shared-rules';
import { api, ownedEndpoints } from 'shared-ui';
import { paths } from '../../../api/paths';

/** Every write to an endpoint reads the list again. */
const ENDPOINT_LIST_TAG = { type: 'WebhookEndpoint', id: 'LIST' } as const;

/** `/api/admin/webhooks*` (administrators): the endpoints, their writes and secret rotation. */
const webhookEndpointsApi = api.enhanceEndpoints({ addTagTypes: ['WebhookEndpoint'] }).injectEndpoints({
  endpoints: ownedEndpoints('mfe-admin/webhooks/webhook-endpoints', (build) => ({
    getWebhookEndpoints: build.query<WebhookEndpoint[], void>({
      query: () => paths.adminWebhooks,
      providesTags: [ENDPOINT_LIST_TAG],
    }),
    /** 201 with the secret, shown this once. */
    createWebhookEndpoint: build.mutation<WebhookEndpointWithSecret, WebhookEndpointSave>({
      query: (body) => ({ url: paths.adminWebhooks, method: 'POST', body }),
      invalidatesTags: (result) => (result ? [ENDPOINT_LIST_TAG] : []),
    }),
    updateWebhookEndpoint: build.mutation<WebhookEndpoint, { id: string; save: WebhookEndpointSave }>({
      query: ({ id, save }) => ({ url: paths.adminWebhook(id), method: 'PUT', body: save }),
      invalidatesTags: (result) => (result ? [ENDPOINT_LIST_TAG] : []),
    }),
    deleteWebhookEndpoint: build.mutation<null, string>({
      query: (id) => ({ url: paths.adminWebhook(id), method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [ENDPOINT_LIST_TAG]),
    }),
    /** The new secret, shown this once; the previous one still signs for 24 hours. */
    rotateWebhookSecret: build.mutation<WebhookEndpointWithSecret, string>({
      query: (id) => ({ url: paths.adminWebhookSecret(id), method: 'POST' }),
      invalidatesTags: (result) => (result ? [ENDPOINT_LIST_TAG] : []),
    }),
  })),
});

export const {
  useGetWebhookEndpointsQuery,
  useCreateWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useRotateWebhookSecretMutation,
} = webhookEndpointsApi;
