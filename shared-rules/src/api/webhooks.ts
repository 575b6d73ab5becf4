/**
 * Webhooks for partner systems (`/api/admin/webhooks*`, administrators): the endpoints a loan's
 * changes are posted to, the versioned list of event types they can hear, their delivery log and
 * replays. Deliveries follow Standard Webhooks (https://www.standardwebhooks.com/).
 */
import { Type, type Static } from 'typebox';
import { DateTimeString, IdString, Nullable, PagedSchema, StringEnum, StringOf, pageQueryProperties } from './schema-kit';

/** The version of the event list and payloads below: a new type is added under it; a changed payload raises it. */
export const WEBHOOK_EVENTS_VERSION = 1;

/**
 * Every event type an endpoint can subscribe to, version 1. Each payload is
 * `{ type, timestamp, data: { loanId, loanNumber, organizationId, ...the event's own fields } }`:
 * - `loan.created`: nothing more;
 * - `loan.step_changed`: `from`, `to` (workflow step names; null outside a workflow);
 * - `loan.archived`, `loan.unarchived`: nothing more;
 * - `loan.contacts_changed`: `changes`, by role, `{ from, to }` user ids;
 * - `condition.added`: `conditionId`, `title`, `category`;
 * - `condition.status_changed`: `conditionId`, `from`, `to` (`cleared`, `waived`, `submitted`…);
 * - `condition.removed`: `conditionId`, `title`, `status`;
 * - `document.uploaded`: `attachmentId`, `taskTag`;
 * - `document.rejected`: `attachmentId`, `conditionId`.
 * No borrower's personal data is sent: field changes, borrower pairs, comments, notes and
 * rejection reasons (free text) are not events a partner hears.
 */
export const WEBHOOK_EVENT_TYPES = [
  'loan.created',
  'loan.step_changed',
  'loan.archived',
  'loan.unarchived',
  'loan.contacts_changed',
  'condition.added',
  'condition.status_changed',
  'condition.removed',
  'document.uploaded',
  'document.rejected',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WebhookEventTypeSchema = StringEnum(WEBHOOK_EVENT_TYPES);

/** What an administrator reads beside each event type on the webhooks page. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'loan.created': 'Loan created',
  'loan.step_changed': 'Workflow step changed',
  'loan.archived': 'Loan archived',
  'loan.unarchived': 'Loan restored from the archive',
  'loan.contacts_changed': 'Loan contacts changed',
  'condition.added': 'Condition added',
  'condition.status_changed': 'Condition cleared, waived or otherwise changed status',
  'condition.removed': 'Condition removed',
  'document.uploaded': 'Document uploaded',
  'document.rejected': 'Document rejected',
};

/** The JSON body of one delivery. */
export interface WebhookPayload {
  type: WebhookEventType;
  /** When the event happened (ISO 8601). */
  timestamp: string;
  data: { loanId: string; loanNumber: string; organizationId: string } & Record<string, unknown>;
}

/** `pending`: waiting for its turn or a retry; `delivered`: answered 2xx; `failed`: given up (24 h of retries, or the endpoint answered 410). */
export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/** The value of the `webhooks` setting: whether endpoints may be on private networks (and plain http). */
export const WebhookSettingsSchema = Type.Object(
  {
    /** Off: an endpoint must be https and its host must resolve to public addresses only. */
    allowPrivateNetworks: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type WebhookSettings = Static<typeof WebhookSettingsSchema>;

const WebhookUrlSchema = Type.String({ minLength: 1, maxLength: 2000 });

/** One endpoint as administrators see it (never its secret). */
export const WebhookEndpointSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
  /** The organisations whose loans it hears about; null: every organisation. */
  organizationIds: Nullable(Type.Array(Type.String())),
  eventTypes: Type.Array(WebhookEventTypeSchema),
  active: Type.Boolean(),
  /** Why the portal turned it off (it answered 410 Gone), else null. */
  disabledReason: Nullable(Type.String()),
  /** Until when the previous secret still signs deliveries after a rotation, else null. */
  previousSecretExpiresAt: Nullable(DateTimeString()),
  lastDeliveryState: Nullable(StringOf<WebhookDeliveryState>()),
  lastResponseStatus: Nullable(Type.Integer()),
  lastDeliveryAt: Nullable(DateTimeString()),
  createdAt: DateTimeString(),
  updatedAt: DateTimeString(),
});
export type WebhookEndpoint = Static<typeof WebhookEndpointSchema>;
export const WebhookEndpointListSchema = Type.Array(WebhookEndpointSchema);

/** `POST /api/admin/webhooks` and `PUT /api/admin/webhooks/:id`. */
export const WebhookEndpointSaveSchema = Type.Object(
  {
    url: WebhookUrlSchema,
    organizationIds: Type.Union([Type.Null(), Type.Array(IdString(), { minItems: 1, maxItems: 500, uniqueItems: true })]),
    eventTypes: Type.Array(WebhookEventTypeSchema, { minItems: 1, uniqueItems: true }),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type WebhookEndpointSave = Static<typeof WebhookEndpointSaveSchema>;

/** The answer to a create or a secret rotation: the only time the secret is shown. */
export const WebhookEndpointWithSecretSchema = Type.Object({
  endpoint: WebhookEndpointSchema,
  /** `whsec_` + base64 of 32 random bytes. */
  secret: Type.String(),
});
export type WebhookEndpointWithSecret = Static<typeof WebhookEndpointWithSecretSchema>;

/** One row of an endpoint's delivery log. */
export const WebhookDeliverySchema = Type.Object({
  id: Type.String(),
  /** The loan event's id, sent as `webhook-id` (the same on a replay). */
  eventId: Type.String(),
  eventType: WebhookEventTypeSchema,
  loanId: Type.String(),
  occurredAt: DateTimeString(),
  state: StringEnum(WEBHOOK_DELIVERY_STATES),
  attempts: Type.Integer({ minimum: 0 }),
  responseStatus: Nullable(Type.Integer()),
  durationMs: Nullable(Type.Integer()),
  lastError: Nullable(Type.String()),
  lastAttemptAt: Nullable(DateTimeString()),
  deliveredAt: Nullable(DateTimeString()),
});
export type WebhookDelivery = Static<typeof WebhookDeliverySchema>;
export const PagedWebhookDeliveriesSchema = PagedSchema(WebhookDeliverySchema);

export const WebhookDeliveryQuerySchema = Type.Object({ ...pageQueryProperties() }, { additionalProperties: false });
export type WebhookDeliveryQuery = Static<typeof WebhookDeliveryQuerySchema>;

export const WebhookDeliveryParamsSchema = Type.Object({ id: IdString(), deliveryId: IdString() }, { additionalProperties: false });

/** `POST /api/admin/webhooks/:id/replay`: every delivery of the endpoint whose event happened in [from, to]. */
export const WebhookReplayRangeSchema = Type.Object({ from: DateTimeString(), to: DateTimeString() }, { additionalProperties: false });
export type WebhookReplayRange = Static<typeof WebhookReplayRangeSchema>;

export const WebhookReplayAnswerSchema = Type.Object({ replayed: Type.Integer({ minimum: 0 }) });
export type WebhookReplayAnswer = Static<typeof WebhookReplayAnswerSchema>;

/** Texts administrators read in the answers of these routes. */
export const WEBHOOK_TEXTS = {
  adminsOnly: 'Only administrators can manage webhooks.',
  notFound: 'There is no such webhook endpoint.',
  deliveryNotFound: 'There is no such delivery for this endpoint.',
  secretsKeyMissing: 'Webhook secrets are stored encrypted: set SECRETS_KEY on the services before adding an endpoint.',
  httpsRequired: 'The endpoint must use https. Plain http is accepted only while "Allow private networks" is on.',
  invalidUrl: 'Enter a full address, such as https://partner.example.com/webhooks.',
  credentialsInUrl: 'The address must not hold a user name or password.',
  privateNetwork: 'This address is on a private, loopback or link-local network. Turn on "Allow private networks" to use it.',
  unresolvable: 'The endpoint’s host name does not resolve.',
  unknownOrganizations: 'One or more of the chosen organisations do not exist.',
  replayRange: 'The start of the range must be before its end.',
} as const;
