import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  INTEGRATION_TOKEN_TEXTS,
  IntegrationTokenRequestSchema,
  type IntegrationTokenStatus,
  IntegrationTokenStatusSchema,
} from 'shared-rules';
import { recordAudit } from '../../../platform/audit/audit-log';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { ApiError, fieldError, forbidden } from '../../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../../platform/http/schemas';
import { accountRow } from './account-users';
import { integrationTokenExpiry, integrationTokenValid } from '../../../platform/auth/integration-token';
import { SIGNED_IN } from '../../../platform/access/declarations';

/**
 * /settings/encompass: an internal user stores their Encompass integration token, sealed with
 * SECRETS_KEY (never sent back), after which `hasIntegrationToken` is true until it expires and
 * the redirect to this page stops.
 */
export async function integrationTokenRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const internalOnly = (user: AuthUser) => {
    if (user.userType !== 'internal') throw forbidden(INTEGRATION_TOKEN_TEXTS.internalOnly);
  };

  async function tokenStatus(userId: string): Promise<IntegrationTokenStatus> {
    const row = await accountRow(app.db, userId);
    const hasIntegrationToken = integrationTokenValid(row.hasIntegrationToken, row.integrationTokenExpiresAt, new Date());
    return {
      hasIntegrationToken,
      expiresAt: hasIntegrationToken ? (row.integrationTokenExpiresAt?.toISOString() ?? null) : null,
      canStore: app.secretSealer !== null,
    };
  }

  app.get(
    '/profile/integration-token',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['profile'],
        summary: 'Whether the signed-in internal user has a valid integration token, and until when (never the token)',
        security: bearerSecurity,
        response: { 200: IntegrationTokenStatusSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async (request) => {
      internalOnly(request.user);
      return tokenStatus(request.user.id);
    },
  );

  app.put(
    '/profile/integration-token',
    {
      config: { access: SIGNED_IN, notWhileImpersonating: true },
      schema: {
        tags: ['profile'],
        summary: 'Store the signed-in internal user’s Encompass integration token, checked for shape and expiry and sealed at rest',
        security: bearerSecurity,
        body: IntegrationTokenRequestSchema,
        response: { 200: IntegrationTokenStatusSchema, ...authenticatedProblems, ...problemResponses(403, 409, 422) },
      },
    },
    async (request) => {
      internalOnly(request.user);
      const sealer = app.secretSealer;
      if (!sealer) throw new ApiError(409, 'secrets-key-missing', INTEGRATION_TOKEN_TEXTS.storageUnavailable);
      const token = request.body.token.trim();
      const now = new Date();
      const checked = integrationTokenExpiry(token, now);
      if ('refusal' in checked) throw fieldError(422, `token-${checked.refusal}`, 'body.token', INTEGRATION_TOKEN_TEXTS[checked.refusal]);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ integrationTokenSealed: sealer.seal(token), integrationTokenExpiresAt: checked.expiresAt, hasIntegrationToken: true })
          .where('id', '=', request.user.id)
          .execute();
        await recordAudit(trx, request.user, {
          action: 'integration-token-stored',
          entityType: 'user',
          entityId: request.user.id,
          details: { expiresAt: checked.expiresAt.toISOString() },
          at: now,
        });
      });
      await app.readCache.invalidate({ kind: 'user', userId: request.user.id });
      return tokenStatus(request.user.id);
    },
  );

  app.delete(
    '/profile/integration-token',
    {
      config: { access: SIGNED_IN, notWhileImpersonating: true },
      schema: {
        tags: ['profile'],
        summary: 'Remove the signed-in internal user’s integration token',
        security: bearerSecurity,
        response: { 200: IntegrationTokenStatusSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async (request) => {
      internalOnly(request.user);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ integrationTokenSealed: null, integrationTokenExpiresAt: null, hasIntegrationToken: false })
          .where('id', '=', request.user.id)
          .execute();
        await recordAudit(trx, request.user, { action: 'integration-token-removed', entityType: 'user', entityId: request.user.id });
      });
      await app.readCache.invalidate({ kind: 'user', userId: request.user.id });
      return tokenStatus(request.user.id);
    },
  );
}
