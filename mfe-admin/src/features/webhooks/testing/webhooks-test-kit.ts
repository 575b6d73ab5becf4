// Test-only: MSW handlers for the webhooks page, answering as `/api/admin/webhooks*` and the `webhooks` setting do.
import { HttpResponse } from 'msw';
import {
  type ApiProblem,
  type Organization,
  type Paged,
  type SettingEntry,
  WEBHOOK_TEXTS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointSave,
  type WebhookEndpointWithSecret,
  type WebhookReplayAnswer,
  type WebhookSettings,
} from 'shared-rules';
import { api, problem } from 'shared-ui/testing';
import { paths } from '../../../api/paths';
import { server } from '../../../testing/server';

export const SUMMIT = 'org-summit';
export const HARBOR = 'org-harbor';

/** An organisation as `GET /api/external-orgs` lists it (the page reads its id and name). */
function organization(id: string, organizationName: string): Organization {
  return {
    summary: { id, organizationName },
    basicInfo: {
      channelTypes: ['Brokered - Wholesale'],
      correspondentSelection: [],
      approvalStatus: { currentStatus: 'Active' },
      primarySalesRepAe: null,
    },
  };
}
export const ORGANIZATIONS = [organization(SUMMIT, 'Summit Mortgage'), organization(HARBOR, 'Harbor Home Loans')];

export function endpoint(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: 'wh-los',
    url: 'https://los.partner.test/webhooks',
    organizationIds: [SUMMIT],
    eventTypes: ['loan.created', 'condition.status_changed'],
    active: true,
    disabledReason: null,
    previousSecretExpiresAt: null,
    lastDeliveryState: 'delivered',
    lastResponseStatus: 204,
    lastDeliveryAt: '2026-11-20T15:00:00.000Z',
    createdAt: '2026-11-20T14:00:00.000Z',
    updatedAt: '2026-11-20T14:00:00.000Z',
    ...overrides,
  };
}

export function delivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 'dlv-1',
    eventId: 'evt-1',
    eventType: 'loan.created',
    loanId: 'loan-demo-02',
    occurredAt: '2026-11-20T15:00:00.000Z',
    state: 'delivered',
    attempts: 1,
    responseStatus: 204,
    durationMs: 42,
    lastError: null,
    lastAttemptAt: '2026-11-20T15:00:01.000Z',
    deliveredAt: '2026-11-20T15:00:01.000Z',
    ...overrides,
  };
}

/** A secret as services generate it, different at every run. */
export const NEW_SECRET = `whsec_${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64')}`;

export interface WebhookServices {
  endpoints: WebhookEndpoint[];
  /** Each endpoint's deliveries, newest first. */
  deliveries?: Record<string, WebhookDelivery[]>;
  settings?: WebhookSettings;
  /** Answers `POST /api/admin/webhooks` instead of adding the endpoint. */
  create?: () => HttpResponse<ApiProblem>;
}

/** Answers the webhook services with `server.use(...)`; `services.endpoints` changes with the writes. */
export function serveWebhooks(services: WebhookServices): void {
  let settingVersion = 0;
  server.use(
    api.get<Organization[]>('/external-orgs', () => HttpResponse.json(ORGANIZATIONS)),
    api.get<SettingEntry>('/settings/webhooks', () =>
      HttpResponse.json({
        key: 'webhooks',
        value: services.settings ?? { allowPrivateNetworks: false },
        version: settingVersion,
        updatedAt: null,
        updatedBy: null,
      }),
    ),
    api.put<SettingEntry, { value: WebhookSettings; version: number }>('/settings/webhooks', async ({ request }) => {
      const { value } = await request.json();
      services.settings = value;
      settingVersion += 1;
      return HttpResponse.json({ key: 'webhooks', value, version: settingVersion, updatedAt: null, updatedBy: null });
    }),
    api.get<WebhookEndpoint[]>(paths.adminWebhooks, () => HttpResponse.json(services.endpoints)),
    api.post<WebhookEndpointWithSecret | ApiProblem, WebhookEndpointSave>(paths.adminWebhooks, async ({ request }) => {
      if (services.create) return services.create();
      const created = endpoint({
        id: 'wh-new',
        ...(await request.json()),
        lastDeliveryState: null,
        lastResponseStatus: null,
        lastDeliveryAt: null,
      });
      services.endpoints = [...services.endpoints, created];
      return HttpResponse.json({ endpoint: created, secret: NEW_SECRET }, { status: 201 });
    }),
    api.post<WebhookEndpointWithSecret | ApiProblem, never, { id: string }>(`${paths.adminWebhooks}/:id/secret`, ({ params }) => {
      const rotated = services.endpoints.find((candidate) => candidate.id === params.id);
      if (!rotated) return problem(404, 'not-found', WEBHOOK_TEXTS.notFound);
      return HttpResponse.json({ endpoint: { ...rotated, previousSecretExpiresAt: '2099-01-01T00:00:00.000Z' }, secret: NEW_SECRET });
    }),
    api.delete<null, never, { id: string }>(`${paths.adminWebhooks}/:id`, ({ params }) => {
      services.endpoints = services.endpoints.filter((candidate) => candidate.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    api.get<Paged<WebhookDelivery>, never, { id: string }>(`${paths.adminWebhooks}/:id/deliveries`, ({ params, request }) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page') ?? 1);
      const pageSize = Number(query.get('pageSize') ?? 25);
      const all = services.deliveries?.[params.id] ?? [];
      return HttpResponse.json({ items: all.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: all.length });
    }),
    api.post<WebhookReplayAnswer>(`${paths.adminWebhooks}/:id/deliveries/:deliveryId/replay`, () =>
      HttpResponse.json({ replayed: 1 }, { status: 202 }),
    ),
    api.post<WebhookReplayAnswer>(`${paths.adminWebhooks}/:id/replay`, () => HttpResponse.json({ replayed: 3 }, { status: 202 })),
  );
}
