import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  IdParamsSchema,
  INSTANCE_TEXTS,
  InstanceCreateRequestSchema,
  InstanceListSchema,
  InstanceSchema,
  InstanceUpdateRequestSchema,
  NoContentSchema,
} from 'shared-rules';
import type { RouteAccess } from '../../platform/access/route-access';
import { recordAudit } from '../../platform/audit/audit-log';
import { notFound } from '../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../platform/http/schemas';
import { instanceById, listInstances, toInstance } from './instance-store';
import { checkInstanceName, checkInstanceUrl, duplicateRefusal, instanceRefusal } from './instance-rules';
import { ADMINS_ONLY, adminsOnly } from '../../platform/access/declarations';

const writers: { access: RouteAccess } = {
  access: adminsOnly({ text: INSTANCE_TEXTS.adminsOnly, code: 'instances-admins-only' }),
};

/** Runs a write, turning a unique index's refusal (two writes racing) into the field's 409. */
async function unlessDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw duplicateRefusal(error) ?? error;
  }
}

/** `/api/admin/instances*` (administrators): list, add, change and remove the portal's instances. */
export async function instanceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/admin/instances',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags: ['instances', 'admin'],
        summary: 'The portal’s instances (administrators): this portal first, then the others by name',
        security: bearerSecurity,
        response: { 200: InstanceListSchema, ...authenticatedProblems },
      },
    },
    async () => (await listInstances(app.db)).map(toInstance),
  );

  app.post(
    '/admin/instances',
    {
      config: writers,
      schema: {
        tags: ['instances', 'admin'],
        summary: 'Add a sibling instance of the portal (administrators); names and addresses are unique',
        security: bearerSecurity,
        body: InstanceCreateRequestSchema,
        response: { 201: InstanceSchema, ...authenticatedProblems, ...problemResponses(403, 409, 422) },
      },
    },
    async (request, reply) => {
      const name = await checkInstanceName(app.db, request.body.name, null);
      const baseUrl = await checkInstanceUrl(app.db, request.body.baseUrl, null);
      const enabled = request.body.enabled ?? true;
      const id = `ins-${randomUUID()}`;
      const row = await unlessDuplicate(() =>
        app.db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto('instances')
            .values({ id, name, baseUrl, enabled })
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordAudit(trx, request.user, {
            action: 'instance.create',
            entityType: 'instance',
            entityId: id,
            details: { name, baseUrl, enabled },
          });
          return inserted;
        }),
      );
      return reply.status(201).send(toInstance(row));
    },
  );

  app.patch(
    '/admin/instances/:id',
    {
      config: writers,
      schema: {
        tags: ['instances', 'admin'],
        summary: 'Change an instance’s name, address or whether it is enabled (administrators); this portal stays enabled',
        security: bearerSecurity,
        params: IdParamsSchema,
        body: InstanceUpdateRequestSchema,
        response: { 200: InstanceSchema, ...authenticatedProblems, ...problemResponses(403, 409, 422) },
      },
    },
    async (request) => {
      const stored = await instanceById(app.db, request.params.id);
      if (!stored) throw notFound(INSTANCE_TEXTS.unknown);
      const changes = request.body;
      if (stored.isCurrent && changes.enabled === false) throw instanceRefusal(409, 'currentCannotBeDisabled', 'body.enabled');
      const after = {
        name: changes.name === undefined ? stored.name : await checkInstanceName(app.db, changes.name, stored.id),
        baseUrl: changes.baseUrl === undefined ? stored.baseUrl : await checkInstanceUrl(app.db, changes.baseUrl, stored.id),
        enabled: changes.enabled ?? stored.enabled,
      };
      if (stored.isCurrent && after.baseUrl !== stored.baseUrl) throw instanceRefusal(422, 'currentAddressFromConfig', 'body.baseUrl');
      const changed = (Object.keys(after) as Array<keyof typeof after>).filter((key) => after[key] !== stored[key]);
      if (changed.length === 0) return toInstance(stored);
      const row = await unlessDuplicate(() =>
        app.db.transaction().execute(async (trx) => {
          const updated = await trx
            .updateTable('instances')
            .set({ ...after, updatedAt: new Date() })
            .where('id', '=', stored.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordAudit(trx, request.user, {
            action: 'instance.update',
            entityType: 'instance',
            entityId: stored.id,
            details: { changed, ...Object.fromEntries(changed.map((key) => [key, { from: stored[key], to: after[key] }])) },
          });
          return updated;
        }),
      );
      return toInstance(row);
    },
  );

  app.delete(
    '/admin/instances/:id',
    {
      config: writers,
      schema: {
        tags: ['instances', 'admin'],
        summary: 'Remove a sibling instance (administrators); this portal cannot be removed',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 204: NoContentSchema, ...authenticatedProblems, ...problemResponses(403, 409) },
      },
    },
    async (request, reply) => {
      const stored = await instanceById(app.db, request.params.id);
      if (!stored) throw notFound(INSTANCE_TEXTS.unknown);
      if (stored.isCurrent) throw instanceRefusal(409, 'currentCannotBeDeleted');
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('instances').where('id', '=', stored.id).execute();
        await recordAudit(trx, request.user, {
          action: 'instance.delete',
          entityType: 'instance',
          entityId: stored.id,
          details: { name: stored.name, baseUrl: stored.baseUrl },
        });
      });
      return reply.status(204).send(null);
    },
  );
}
