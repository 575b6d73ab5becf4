import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_PAGE_SIZE,
  EmailSettingsStatusSchema,
  FIRST_PAGE,
  IdParamsSchema,
  OutboxEmailSchema,
  OutboxQuerySchema,
  OutboxRetryAnswerSchema,
  PagedOutboxSchema,
} from 'shared-rules';
import { ADMINS_ONLY, adminsOnly } from '../access/declarations';
import { recordAudit } from '../audit/audit-log';
import { ApiError, notFound } from '../http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../http/schemas';
import { requeueFailedEmail } from './email-delivery';
import { emailIdentity } from './email-identity';
import { findOutboxEmail, listOutbox } from './outbox';

const NO_EMAIL = 'No email with this id.';

/**
 * The administrators' view of the portal's emails. As with other admin-only reads (settings that
 * are not public), anyone else gets a 404, checked before the query string is looked at.
 */
export async function outboxRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/admin/outbox',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'Emails the portal wrote, newest first (administrators): sent, failed, or stored when SMTP is not configured',
        security: bearerSecurity,
        querystring: OutboxQuerySchema,
        response: { 200: PagedOutboxSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      const { page = FIRST_PAGE, pageSize = DEFAULT_PAGE_SIZE, status } = request.query;
      return listOutbox(app.db, { page, pageSize, status });
    },
  );

  app.get(
    '/admin/outbox/:id',
    {
      config: { access: adminsOnly({ text: NO_EMAIL }) },
      schema: {
        tags: ['admin'],
        summary: 'One email of the outbox with its plain-text body (administrators)',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: OutboxEmailSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      const email = await findOutboxEmail(app.db, request.params.id);
      if (!email) throw notFound(NO_EMAIL);
      return email;
    },
  );

  app.post(
    '/admin/outbox/:id/retry',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags: ['admin'],
        summary:
          'Queue a failed email for delivery again (administrators): it is `stored` until its next attempt; 409 for an email already sent, one still being delivered, or when SMTP is not configured',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 202: OutboxRetryAnswerSchema, ...authenticatedProblems, ...problemResponses(403, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await app.db.transaction().execute(async (trx) => {
        const email = await trx
          .selectFrom('outboundEmails')
          .select(['status', 'subject'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!email) throw notFound(NO_EMAIL);
        if (email.status === 'sent') throw new ApiError(409, 'email-already-sent', 'This email was sent already: it is not sent twice.');
        if (email.status !== 'failed')
          throw new ApiError(409, 'email-not-failed', 'This email is still being delivered: only a failed email is retried.');
        if (!app.mailer.smtpConfigured) throw new ApiError(409, 'smtp-not-configured', 'SMTP is not configured: the email cannot be sent.');
        await requeueFailedEmail(trx, id);
        await recordAudit(trx, request.user, {
          action: 'email.retry',
          entityType: 'email',
          entityId: id,
          details: { subject: email.subject },
        });
      });
      app.jobs.wake();
      const email = await findOutboxEmail(app.db, id);
      if (!email) throw notFound(NO_EMAIL);
      return reply.code(202).send({ data: email });
    },
  );

  app.get(
    '/admin/email-settings',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags: ['admin'],
        summary:
          'How email leaves the portal (administrators): whether SMTP is configured by the environment, its server (never its credentials), From and the support address (the email-settings setting once saved)',
        security: bearerSecurity,
        response: { 200: EmailSettingsStatusSchema, ...authenticatedProblems },
      },
    },
    async () => ({ smtpConfigured: app.mailer.smtpConfigured, smtpServer: app.mailer.smtpServer, ...(await emailIdentity(app)) }),
  );
}
