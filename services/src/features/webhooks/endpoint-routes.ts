/**
 * `/api/admin/webhooks` (administrators): the endpoints, their creation and changes, deletion and
 * secret rotation. A secret is generated here and shown in the answer of its creation or rotation
 * only; it is stored sealed with SECRETS_KEY. Every write is audited.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  IdParamsSchema,
  NoContentSchema,
  WEBHOOK_TEXTS,
  type WebhookEndpointSave,
  WebhookEndpointListSchema,
  WebhookEndpointSaveSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
} from 'shared-rules';
import { recordAudit } from '../../platform/audit/audit-log';
import { ApiError, fieldError, notFound } from '../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../platform/http/schemas';
import { readSettingValue } from '../../platform/settings/setting-reader';
import { enqueueEndpointDelivery } from './delivery-queue';
import { destinationProblem } from './destination-safety';
import {
  deleteEndpoint,
  findEndpoint,
  insertEndpoint,
  listEndpoints,
  rotateEndpointSecret,
  unknownOrganizations,
  updateEndpoint,
} from './endpoint-store';
import { generateWebhookSecret } from './signature';
import { WEBHOOK_ADMINS } from './webhook-access';

const TAGS = ['webhooks', 'admin'];

export async function endpointRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const sealer = () => {
    if (!app.secretSealer) throw new ApiError(409, 'secrets-key-missing', WEBHOOK_TEXTS.secretsKeyMissing);
    return app.secretSealer;
  };

  /** Refuses an address the portal may not post to, or organisations that do not exist (400, naming the field). */
  const checkSave = async (save: WebhookEndpointSave) => {
    const { allowPrivateNetworks } = await readSettingValue(app, 'webhooks');
    const refused = await destinationProblem(save.url, allowPrivateNetworks);
    if (refused) throw fieldError(400, 'webhook-url-refused', 'body.url', refused);
    if ((await unknownOrganizations(app.db, save)).length > 0)
      throw fieldError(400, 'webhook-unknown-organizations', 'body.organizationIds', WEBHOOK_TEXTS.unknownOrganizations);
  };

  const auditedSave = (save: WebhookEndpointSave) => ({
    url: save.url,
    organizationIds: save.organizationIds,
    eventTypes: save.eventTypes,
    active: save.active,
  });

  app.get(
    '/admin/webhooks',
    {
      config: WEBHOOK_ADMINS,
      schema: {
        tags: TAGS,
        summary: 'Every webhook endpoint with its last delivery (administrators)',
        security: bearerSecurity,
        response: { 200: WebhookEndpointListSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async () => listEndpoints(app.db),
  );

  app.post(
    '/admin/webhooks',
    {
      config: WEBHOOK_ADMINS,
      schema: {
        tags: TAGS,
        summary: 'Add a webhook endpoint; the answer is the only time its secret is shown (administrators)',
        security: bearerSecurity,
        body: WebhookEndpointSaveSchema,
        response: { 201: WebhookEndpointWithSecretSchema, ...authenticatedProblems, ...problemResponses(403, 409) },
      },
    },
    async (request, reply) => {
      const seal = sealer();
      await checkSave(request.body);
      const secret = generateWebhookSecret();
      const id = await app.db.transaction().execute(async (trx) => {
        const created = await insertEndpoint(trx, request.body, seal.seal(secret), request.user.id);
        await recordAudit(trx, request.user, {
          action: 'webhook.create',
          entityType: 'webhook-endpoint',
          entityId: created,
          details: auditedSave(request.body),
        });
        return created;
      });
      const endpoint = await findEndpoint(app.db, id);
      if (!endpoint) throw notFound(WEBHOOK_TEXTS.notFound);
      return reply.code(201).send({ endpoint, secret });
    },
  );

  app.put(
    '/admin/webhooks/:id',
    {
      config: WEBHOOK_ADMINS,
      schema: {
        tags: TAGS,
        summary: 'Change a webhook endpoint’s address, organisations, event types or whether it is on (administrators)',
        security: bearerSecurity,
        params: IdParamsSchema,
        body: WebhookEndpointSaveSchema,
        response: { 200: WebhookEndpointSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async (request) => {
      const before = await findEndpoint(app.db, request.params.id);
      if (!before) throw notFound(WEBHOOK_TEXTS.notFound);
      await checkSave(request.body);
      await app.db.transaction().execute(async (trx) => {
        await updateEndpoint(trx, request.params.id, request.body);
        await recordAudit(trx, request.user, {
          action: 'webhook.update',
          entityType: 'webhook-endpoint',
          entityId: request.params.id,
          details: { before: auditedSave(before), after: auditedSave(request.body) },
        });
        // Turned on again: what waited while it was off goes out.
        if (request.body.active) await enqueueEndpointDelivery(app, request.params.id, trx);
      });
      app.jobs.wake();
      const endpoint = await findEndpoint(app.db, request.params.id);
      if (!endpoint) throw notFound(WEBHOOK_TEXTS.notFound);
      return endpoint;
    },
  );

  app.delete(
    '/admin/webhooks/:id',
    {
      config: WEBHOOK_ADMINS,
      schema: {
        tags: TAGS,
        summary: 'Delete a webhook endpoint and its delivery log (administrators)',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 204: NoContentSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async (request, reply) => {
      const before = await findEndpoint(app.db, request.params.id);
      if (!before) throw notFound(WEBHOOK_TEXTS.notFound);
      await app.db.transaction().execute(async (trx) => {
        await deleteEndpoint(trx, request.params.id);
        await recordAudit(trx, request.user, {
          action: 'webhook.delete',
          entityType: 'webhook-endpoint',
          entityId: request.params.id,
          details: auditedSave(before),
        });
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/webhooks/:id/secret',
    {
      config: WEBHOOK_ADMINS,
      schema: {
        tags: TAGS,
        summary:
          'Rotate a webhook endpoint’s secret: the answer is the only time the new one is shown; the previous one signs too for 24 hours (administrators)',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: WebhookEndpointWithSecretSchema, ...authenticatedProblems, ...problemResponses(403, 409) },
      },
    },
    async (request) => {
      const seal = sealer();
      const secret = generateWebhookSecret();
      const now = new Date();
      const rotated = await app.db.transaction().execute(async (trx) => {
        if (!(await rotateEndpointSecret(trx, request.params.id, seal.seal(secret), now))) return false;
        await recordAudit(trx, request.user, {
          action: 'webhook.rotate-secret',
          entityType: 'webhook-endpoint',
          entityId: request.params.id,
        });
        return true;
      });
      const endpoint = rotated ? await findEndpoint(app.db, request.params.id) : null;
      if (!endpoint) throw notFound(WEBHOOK_TEXTS.notFound);
      return { endpoint, secret };
    },
  );
}
