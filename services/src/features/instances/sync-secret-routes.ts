import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  INSTANCE_SYNC_SECRET_TEXTS,
  INSTANCE_TEXTS,
  InstanceSyncGeneratedSecretSchema,
  InstanceSyncSecretEntrySchema,
  InstanceSyncStatusSchema,
} from 'shared-rules';
import type { RouteAccess } from '../../platform/access/route-access';
import { recordAudit } from '../../platform/audit/audit-log';
import { ApiError, fieldError } from '../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../platform/http/schemas';
import {
  enteredSecretProblem,
  generateSyncSecret,
  instanceSyncState,
  removeSyncSecret,
  storeSyncSecret,
  syncSecretFingerprint,
} from './sync-secret';
import { ADMINS_ONLY, adminsOnly } from '../../platform/access/declarations';

const writers: { access: RouteAccess } = {
  access: adminsOnly({ text: INSTANCE_TEXTS.adminsOnly, code: 'instances-admins-only' }),
};

/**
 * `/api/admin/instance-sync*` (administrators): whether users can move between instances, and the
 * shared secret that signs their links: generated here (shown once, to paste into each sibling),
 * entered from the sibling that generated it, or removed (moving is then off). While the services
 * have INSTANCE_SYNC_SECRET, that one is used and these writes answer 409.
 */
export async function syncSecretRoutes(fastify: FastifyInstance, options: { environmentSecret: string | undefined }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const refuseWhenNotStorable = () => {
    if (options.environmentSecret)
      throw new ApiError(409, 'instance-sync-secret-from-environment', INSTANCE_SYNC_SECRET_TEXTS.fromEnvironment);
    if (!app.secretSealer) throw new ApiError(409, 'secrets-key-missing', INSTANCE_SYNC_SECRET_TEXTS.secretsKeyMissing);
  };

  app.get(
    '/admin/instance-sync',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags: ['instances', 'admin'],
        summary: 'Whether users can move between instances, why not, and the shared secret’s source and fingerprint (administrators)',
        security: bearerSecurity,
        response: { 200: InstanceSyncStatusSchema, ...authenticatedProblems },
      },
    },
    async () => (await instanceSyncState(app, options.environmentSecret)).status,
  );

  app.post(
    '/admin/instance-sync/secret',
    {
      config: writers,
      schema: {
        tags: ['instances', 'admin'],
        summary: 'Generate a new shared secret, replacing the stored one; the answer is the only time it is shown (administrators)',
        security: bearerSecurity,
        response: { 201: InstanceSyncGeneratedSecretSchema, ...authenticatedProblems, ...problemResponses(403, 409) },
      },
    },
    async (request, reply) => {
      refuseWhenNotStorable();
      const secret = generateSyncSecret();
      await app.db.transaction().execute(async (trx) => {
        await storeSyncSecret(app, { secret, source: 'generated', setById: request.user.id }, new Date(), trx);
        await recordAudit(trx, request.user, {
          action: 'instance-sync.secret-generate',
          entityType: 'instance',
          entityId: 'instance-sync',
          details: { fingerprint: syncSecretFingerprint(secret) },
        });
      });
      const { status } = await instanceSyncState(app, options.environmentSecret);
      return reply.status(201).send({ secret, status });
    },
  );

  app.put(
    '/admin/instance-sync/secret',
    {
      config: writers,
      schema: {
        tags: ['instances', 'admin'],
        summary: 'Use the shared secret another instance generated, replacing the stored one (administrators)',
        security: bearerSecurity,
        body: InstanceSyncSecretEntrySchema,
        response: { 200: InstanceSyncStatusSchema, ...authenticatedProblems, ...problemResponses(403, 409, 422) },
      },
    },
    async (request) => {
      refuseWhenNotStorable();
      const secret = request.body.secret.trim();
      const problem = enteredSecretProblem(secret);
      if (problem) throw fieldError(422, 'instance-sync-secret-invalid', 'body.secret', problem);
      await app.db.transaction().execute(async (trx) => {
        await storeSyncSecret(app, { secret, source: 'entered', setById: request.user.id }, new Date(), trx);
        await recordAudit(trx, request.user, {
          action: 'instance-sync.secret-enter',
          entityType: 'instance',
          entityId: 'instance-sync',
          details: { fingerprint: syncSecretFingerprint(secret) },
        });
      });
      return (await instanceSyncState(app, options.environmentSecret)).status;
    },
  );

  app.delete(
    '/admin/instance-sync/secret',
    {
      config: writers,
      schema: {
        tags: ['instances', 'admin'],
        summary: 'Remove the stored shared secret: moving between instances is off until one is set again (administrators)',
        security: bearerSecurity,
        response: { 200: InstanceSyncStatusSchema, ...authenticatedProblems, ...problemResponses(403, 409) },
      },
    },
    async (request) => {
      if (options.environmentSecret)
        throw new ApiError(409, 'instance-sync-secret-from-environment', INSTANCE_SYNC_SECRET_TEXTS.fromEnvironment);
      await app.db.transaction().execute(async (trx) => {
        if (await removeSyncSecret(trx)) {
          await recordAudit(trx, request.user, {
            action: 'instance-sync.secret-remove',
            entityType: 'instance',
            entityId: 'instance-sync',
          });
        }
      });
      return (await instanceSyncState(app, options.environmentSecret)).status;
    },
  );
}
