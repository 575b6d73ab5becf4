import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EmailSettingsStatus, OutboxEmail, OutboxEmailSummary, OutboxQuery, Paged } from 'shared-rules';
import { notFound } from '../http/problem';
import { authenticatedProblems, bearerSecurity, idParamSchema } from '../http/schemas';
import { findOutboxEmail, listOutbox } from './outbox';

const OUTBOX_STATUSES = ['sent', 'stored', 'failed'] as const;

const outboxEmailSummaryProperties = {
  id: { type: 'string' },
  kind: { type: 'string', enum: ['loan-help', 'support-ticket'] },
  from: { type: 'string' },
  to: { type: 'array', items: { type: 'string' } },
  replyTo: { type: ['string', 'null'] },
  subject: { type: 'string' },
  status: { type: 'string', enum: [...OUTBOX_STATUSES] },
  error: { type: ['string', 'null'] },
  createdAt: { type: 'string', format: 'date-time' },
  sentAt: { type: ['string', 'null'], format: 'date-time' },
} as const;

const summaryRequired = ['id', 'kind', 'from', 'to', 'replyTo', 'subject', 'status', 'error', 'createdAt', 'sentAt'];

const outboxEmailSummarySchema = { type: 'object', required: summaryRequired, properties: outboxEmailSummaryProperties } as const;

const outboxEmailSchema = {
  type: 'object',
  required: [...summaryRequired, 'text'],
  properties: { ...outboxEmailSummaryProperties, text: { type: 'string' } },
} as const;

const outboxQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
    status: { type: 'string', enum: [...OUTBOX_STATUSES] },
  },
} as const;

const pagedOutboxSchema = {
  type: 'object',
  required: ['items', 'page', 'pageSize', 'total'],
  properties: {
    items: { type: 'array', items: outboxEmailSummarySchema },
    page: { type: 'integer' },
    pageSize: { type: 'integer' },
    total: { type: 'integer' },
  },
} as const;

const emailSettingsSchema = {
  type: 'object',
  required: ['smtpConfigured', 'smtpServer', 'from', 'supportAddress'],
  properties: {
    smtpConfigured: { type: 'boolean' },
    smtpServer: { type: ['string', 'null'] },
    from: { type: 'string' },
    supportAddress: { type: 'string' },
  },
} as const;

const NO_EMAIL = 'No email with this id.';

/**
 * The administrators' view of the portal's emails. As with other admin-only reads (settings that
 * are not public), anyone else gets a 404, checked before the query string is looked at.
 */
export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  const adminsOnly = (detail?: string) => async (request: FastifyRequest) => {
    if (!app.access.isAdmin(request.user)) throw notFound(detail);
  };

  app.get<{ Querystring: OutboxQuery; Reply: Paged<OutboxEmailSummary> }>(
    '/admin/outbox',
    {
      preValidation: adminsOnly(),
      schema: {
        tags: ['admin'],
        summary: 'Emails the portal wrote, newest first (administrators): sent, failed, or stored when SMTP is not configured',
        security: bearerSecurity,
        querystring: outboxQuerySchema,
        response: { 200: pagedOutboxSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      const { page = 1, pageSize = 25, status } = request.query;
      return listOutbox(app.db, { page, pageSize, status });
    },
  );

  app.get<{ Params: { id: string }; Reply: OutboxEmail }>(
    '/admin/outbox/:id',
    {
      preValidation: adminsOnly(NO_EMAIL),
      schema: {
        tags: ['admin'],
        summary: 'One email of the outbox with its plain-text body (administrators)',
        security: bearerSecurity,
        params: idParamSchema,
        response: { 200: outboxEmailSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      const email = await findOutboxEmail(app.db, request.params.id);
      if (!email) throw notFound(NO_EMAIL);
      return email;
    },
  );

  app.get<{ Reply: EmailSettingsStatus }>(
    '/admin/email-settings',
    {
      preValidation: adminsOnly(),
      schema: {
        tags: ['admin'],
        summary: "How email leaves the portal (administrators): SMTP server (never its credentials), From, the support address",
        security: bearerSecurity,
        response: { 200: emailSettingsSchema, ...authenticatedProblems },
      },
    },
    async () => ({
      smtpConfigured: app.mailer.smtpConfigured,
      smtpServer: app.mailer.smtpServer,
      from: app.mailer.from,
      supportAddress: app.mailer.supportAddress,
    }),
  );
}
