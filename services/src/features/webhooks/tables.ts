import type { ColumnType, Generated } from 'kysely';
import type { WebhookDeliveryState, WebhookEventType } from 'shared-rules';

/** The webhook tables (migration 0030-webhooks), merged into the core's `Database`. */
declare module '../../platform/db/schema' {
  interface Database {
    webhookEndpoints: WebhookEndpointTable;
    webhookDeliveries: WebhookDeliveryTable;
  }
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface WebhookEndpointTable {
  id: string;
  url: string;
  /** Null: every organisation. */
  organizationIds: ColumnType<string[] | null, string | null, string | null>;
  eventTypes: ColumnType<WebhookEventType[], string, string>;
  active: boolean;
  disabledReason: string | null;
  secretSealed: string;
  previousSecretSealed: string | null;
  previousSecretExpiresAt: NullableTimestamp;
  createdBy: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface WebhookDeliveryTable {
  id: string;
  /** bigint: read as a string on PostgreSQL; only ever ordered by. */
  sequence: Generated<string>;
  endpointId: string;
  eventId: string;
  eventType: WebhookEventType;
  loanId: string;
  occurredAt: Timestamp;
  /** The exact JSON posted, kept so that a retry or a replay sends the same bytes. */
  body: string;
  state: ColumnType<WebhookDeliveryState, WebhookDeliveryState | undefined, WebhookDeliveryState>;
  attempts: ColumnType<number, number | undefined, number>;
  responseStatus: number | null;
  durationMs: number | null;
  lastError: string | null;
  firstAttemptAt: NullableTimestamp;
  lastAttemptAt: NullableTimestamp;
  deliveredAt: NullableTimestamp;
  createdAt: Timestamp;
}
