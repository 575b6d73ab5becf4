/**
 * `/api/admin/webhooks/:id/deliveries` and replays (administrators): an endpoint's delivery log,
 * newest event first, and sending one delivery or every delivery of a time range again, with the
 * same `webhook-id` (the partner recognises an event it already has).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
  IdParamsSchema,
  PagedWebhookDeliveriesSchema,
  WEBHOOK_TEXTS,
  WebhookDeliveryParamsSchema,
  WebhookDeliveryQuerySchema,
  WebhookReplayAnswerSchema,
  WebhookReplayRangeSchema,
} from 'shared-rules';
import { recordAudit } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/db/schema';
import { fieldError, notFound } from '../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../platform/http/schemas';
import { toCount } from '../../platform/db/connect';
import { enqueueEndpointDelivery } from './delivery-queue';
import { WEBHOOK_ADMINS } from './webhook-access';

const TAGS = ['webhooks', 'admin'];

const endpointExists = async (db: Kysely<Database>, id: string) =>
  (await db.selectFrom('webhookEndpoints').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function deliveryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/admin/webhooks/:id/deliveries',
    {
      config: WEBHOOK_ADMINS,
      schema: {
        tags: TAGS,
        summary: 'A webhook endpoint’s delivery log, newest event first, by page (administrators)',
        security: bearerSecurity,
        params: IdParamsSchema,
        querystring: WebhookDeliveryQuerySchema,
        response: { 200: PagedWebhookDeliveriesSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async (request) => {
      if (!(await endpointExists(app.db, request.params.id))) throw notFound(WEBHOOK_TEXTS.notFound);
      const page = request.query.page ?? FIRST_PAGE;
      const pageSize = request.query.pageSize ?? DEFAULT_PAGE_SIZE;
      const ofEndpoint = app.db.selectFrom('webhookDeliveries').where('endpointId', '=', request.params.id);
      const [rows, total] = await Promise.all([
        ofEndpoint
          .selectAll()
          .orderBy('occurredAt', 'desc')
          .orderBy('sequence', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        ofEndpoint.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          eventId: row.eventId,
          eventType: row.eventType,
          loanId: row.loanId,
          occurredAt: row.occurredAt.toISOString(),
          state: row.state,
          attempts: row.attempts,
          responseStatus: row.responseStatus,
          durationMs: row.durationMs,
          lastError: row.lastError,
          lastAttemptAt: iso(row.lastAttemptAt),
          deliveredAt: iso(row.deliveredAt),
        })),
        page,
        pageSize,
        total: toCount(total.count),
      };
    },
  );

  /** Puts deliveries back in the endpoint's queue: pending, their attempts and 24-hour window started afresh. */
  const replay = async (
    endpointId: string,
    actor: { id: string },
    audit: Record<string, unknown>,
    select: { deliveryId?: string; from?: Date; to?: Date },
  ) =>
    app.db.transaction().execute(async (trx) => {
      let query = trx
        .updateTable('webhookDeliveries')
        .set({ state: 'pending', attempts: 0, firstAttemptAt: null, deliveredAt: null, lastError: null })
        .where('endpointId', '=', endpointId);
      if (select.deliveryId) query = query.where('id', '=', select.deliveryId);
      if (select.from) query = query.where('occurredAt', '>=', select.from);
      if (select.to) query = query.where('occurredAt', '<=', select.to);
      const replayed = Number((await query.executeTakeFirst()).numUpdatedRows);
      if (replayed > 0) {
        await recordAudit(trx, actor, {
          action: 'webhook.replay',
          entityType: 'webhook-endpoint',
          entityId: endpointId,
          details: { ...audit, replayed },
        });
        await enqueueEndpointDelivery(app, endpointId, trx);
      }
      return replayed;
    });

  app.post(
    '/admin/webhooks/:id/deliveries/:deliveryId/replay',
    {
      config: WEBHOOK_ADMINS,
      schema: {
        tags: TAGS,
        summary: 'Send one delivery again, with the same webhook-id (administrators)',
        security: bearerSecurity,
        params: WebhookDeliveryParamsSchema,
        response: { 202: WebhookReplayAnswerSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async (request, reply) => {
      const { id, deliveryId } = request.params;
      const replayed = await replay(id, request.user, { deliveryId }, { deliveryId });
      if (replayed === 0) throw notFound(WEBHOOK_TEXTS.deliveryNotFound);
      app.jobs.wake();
      return reply.code(202).send({ replayed });
    },
  );

  app.post(
    '/admin/webhooks/:id/replay',
    {
      config: WEBHOOK_ADMINS,
      schema: {
        tags: TAGS,
        summary:
          'Send again every delivery of an endpoint whose event happened in a time range, with the same webhook-ids (administrators)',
        security: bearerSecurity,
        params: IdParamsSchema,
        body: WebhookReplayRangeSchema,
        response: { 202: WebhookReplayAnswerSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async (request, reply) => {
      if (!(await endpointExists(app.db, request.params.id))) throw notFound(WEBHOOK_TEXTS.notFound);
      const from = new Date(request.body.from);
      const to = new Date(request.body.to);
      if (from.getTime() >= to.getTime()) throw fieldError(400, 'webhook-replay-range', 'body.from', WEBHOOK_TEXTS.replayRange);
      const replayed = await replay(request.params.id, request.user, { from: request.body.from, to: request.body.to }, { from, to });
      app.jobs.wake();
      return reply.code(202).send({ replayed });
    },
  );
}
