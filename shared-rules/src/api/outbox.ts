/** The administrators' view of the portal's emails (`/api/admin/outbox`, `/api/admin/email-settings`). */
import { Type, type Static } from 'typebox';
import { DateTimeString, Nullable, PagedSchema, StringEnum, pageQueryProperties } from './schema-kit';

/**
 * `sent`: accepted by the SMTP server; `stored`: not sent (yet): no SMTP is configured, or its
 * delivery is queued or waiting for a retry (see `attempts` and `error`); `failed`: SMTP refused it
 * for good, or every attempt failed (see `error`).
 */
export const OUTBOX_STATUSES = ['sent', 'stored', 'failed'] as const;
export const OutboxStatusSchema = StringEnum(OUTBOX_STATUSES);
export type OutboxStatus = Static<typeof OutboxStatusSchema>;

export const OUTBOX_EMAIL_KINDS = ['loan-help', 'support-ticket', 'loan-alert', 'password-link'] as const;

const outboxEmailSummaryProperties = {
  id: Type.String(),
  kind: StringEnum(OUTBOX_EMAIL_KINDS),
  from: Type.String(),
  to: Type.Array(Type.String()),
  replyTo: Nullable(Type.String()),
  subject: Type.String(),
  status: OutboxStatusSchema,
  /** The SMTP server's reply (or the connection's error) at the last failed attempt. */
  error: Nullable(Type.String()),
  /** Delivery attempts made so far (0: none yet, or SMTP is not configured). */
  attempts: Type.Integer({ minimum: 0 }),
  /** ISO 8601 instants. */
  lastAttemptAt: Nullable(DateTimeString()),
  createdAt: DateTimeString(),
  sentAt: Nullable(DateTimeString()),
};

/** `GET /api/admin/outbox` items (administrators): newest first, without the body. */
export const OutboxEmailSummarySchema = Type.Object(outboxEmailSummaryProperties);
export type OutboxEmailSummary = Static<typeof OutboxEmailSummarySchema>;

/** One email the portal wrote, as administrators read it in the outbox, with its plain-text body. */
export const OutboxEmailSchema = Type.Object({ ...outboxEmailSummaryProperties, text: Type.String() });
export type OutboxEmail = Static<typeof OutboxEmailSchema>;

export const PagedOutboxSchema = PagedSchema(OutboxEmailSummarySchema);

/** `POST /api/admin/outbox/:id/retry` (administrators): the failed email, queued for delivery again (`stored`). */
export const OutboxRetryAnswerSchema = Type.Object({ data: OutboxEmailSchema });
export type OutboxRetryAnswer = Static<typeof OutboxRetryAnswerSchema>;

/** `GET /api/admin/outbox` query: 1-based page; `status` narrows the list. */
export const OutboxQuerySchema = Type.Object(
  { ...pageQueryProperties(), status: Type.Optional(OutboxStatusSchema) },
  { additionalProperties: false },
);
export type OutboxQuery = Static<typeof OutboxQuerySchema>;

/** `GET /api/admin/email-settings` (administrators): how mail leaves, read from the server's configuration. */
export const EmailSettingsStatusSchema = Type.Object({
  /** True when SMTP_URL is set: emails are sent; otherwise they are only kept in the outbox. */
  smtpConfigured: Type.Boolean(),
  /** The SMTP host and port when configured (never the credentials). */
  smtpServer: Nullable(Type.String()),
  from: Type.String(),
  /** Where technical tickets are emailed. */
  supportAddress: Type.String(),
});
export type EmailSettingsStatus = Static<typeof EmailSettingsStatusSchema>;
