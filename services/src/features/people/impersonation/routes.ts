import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdParamsSchema, IMPERSONATION_TEXTS, ImpersonationEndSchema, ImpersonationStartSchema, USER_ADMIN_TEXTS } from 'shared-rules';
import { integrationTokenValid } from '../../../platform/auth/integration-token';
import { recordAudit } from '../../../platform/audit/audit-log';
import { type AccessClaims, isAdminLike, isImpersonatorClaims } from '../../../platform/auth/auth-user';
import { loadAuthUser } from '../../../platform/auth/profile';
import { startSession } from '../../../platform/auth/start-session';
import { ApiError, forbidden, notFound, unauthorized } from '../../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../../platform/http/schemas';
import { impersonationAccessToken } from '../../../platform/auth/impersonation/impersonated-tokens';
import { sessionIsOpen, type ImpersonationSessionState } from '../../../platform/auth/impersonation/session-store';
import { adminsOnly, publicRoute } from '../../../platform/access/declarations';

const refusal = (status: number, code: string, key: keyof typeof IMPERSONATION_TEXTS) =>
  new ApiError(status, code, IMPERSONATION_TEXTS[key]);
const sessionInvalid = () => refusal(410, 'impersonation-session-invalid', 'sessionInvalid');

/**
 * Impersonation: an administrator starts a session as a user (`POST /api/admin/users/:id/impersonate`)
 * and ends it with the session's token (`POST /api/auth/impersonation/end`), getting their own
 * tokens back. See README.md beside this file.
 */
export async function impersonationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/admin/users/:id/impersonate',
    {
      config: { access: adminsOnly({ text: IMPERSONATION_TEXTS.adminsOnly, code: 'impersonation-admins-only' }) },
      schema: {
        tags: ['users', 'admin'],
        summary: `Act as the user in the path for at most the session's minutes: their access token; their refresh token and the session's token (which ends it) as HttpOnly cookies`,
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: ImpersonationStartSchema, ...authenticatedProblems, ...problemResponses(403, 409, 422) },
      },
    },
    async (request, reply) => {
      const admin = request.user;
      if (admin.impersonatorId) throw refusal(403, 'impersonation-nested', 'nested');
      const target = await loadAuthUser(app.db, request.params.id);
      if (!target) throw notFound(USER_ADMIN_TEXTS.noUser);
      if (target.id === admin.id) throw refusal(422, 'impersonation-self', 'self');
      if (isAdminLike(target)) throw refusal(403, 'impersonation-administrator', 'administrator');
      if (target.disabled) throw refusal(409, 'impersonation-disabled', 'disabled');
      const now = new Date();
      const session = await app.db.transaction().execute(async (trx) => {
        const started = await app.impersonationSessions.start(trx, admin.id, target.id, now);
        await recordAudit(trx, admin, {
          action: 'impersonation.start',
          entityType: 'user',
          entityId: target.id,
          details: { sessionId: started.id, expiresAt: started.expiresAt.toISOString() },
          at: now,
        });
        return started;
      });
      const refresh = await app.refreshTokens.issue(target.id, now, { id: session.refreshFamilyId, expiresAt: session.expiresAt });
      request.log.info({ userId: admin.id, targetId: target.id, sessionId: session.id }, 'impersonation started');
      // The browser's session becomes the impersonated user's: the administrator's own refresh
      // token is replaced (a new one is issued when the session ends).
      app.sessionCookies.setRefresh(reply, refresh.token, refresh.expiresAt);
      app.sessionCookies.setImpersonation(reply, session.token, session.expiresAt);
      return {
        tokens: { access: impersonationAccessToken(app, target, admin, session) },
        expiresAt: session.expiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/auth/impersonation/end',
    {
      // The session's token (its cookie) identifies it; the impersonated access token may have run out already.
      config: {
        access: publicRoute('the session’s own token, an HttpOnly cookie, ends it: the impersonated access token may have run out'),
        sessionCookie: true,
      },
      schema: {
        tags: ['auth'],
        summary:
          "End an impersonation session with its token, sent as its cookie (once): the administrator's own access token (their refresh token as the session cookie) and stored integration token",
        response: { 200: ImpersonationEndSchema, ...problemResponses(401, 403, 410) },
      },
    },
    async (request, reply) => {
      const sessionToken = app.sessionCookies.readImpersonation(request);
      const session = sessionToken ? await app.impersonationSessions.byToken(sessionToken) : undefined;
      const now = new Date();
      if (!session || !sessionIsOpen(session, now)) throw sessionInvalid();
      assertBearerOfSession(request, session);
      const ended = await app.impersonationSessions.end(session.id, now, (trx) =>
        recordAudit(
          trx,
          { id: session.adminId },
          { action: 'impersonation.end', entityType: 'user', entityId: session.targetId, details: { sessionId: session.id }, at: now },
        ),
      );
      if (!ended) throw sessionInvalid();
      await app.refreshTokens.revokeFamily(session.refreshFamilyId, now);
      const admin = await loadAuthUser(app.db, session.adminId);
      if (!admin || admin.disabled) throw unauthorized('account-disabled', 'This account can no longer sign in.');
      app.sessionCookies.clearImpersonation(reply);
      const { access } = await startSession(app, reply, admin, now);
      request.log.info({ userId: admin.id, sessionId: session.id }, 'impersonation ended');
      return { tokens: { access, encompass: await storedIntegrationToken(admin.id, now) } };
    },
  );

  /**
   * A bearer sent along must be the session's own: signed by the portal and naming the session
   * (it may have run out: the session's token is what ends it).
   */
  function assertBearerOfSession(request: FastifyRequest, session: ImpersonationSessionState): void {
    const header = request.headers.authorization;
    if (!header) return;
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token) throw unauthorized('token-invalid', 'The Authorization header must be "Bearer <token>".');
    let claims: AccessClaims;
    try {
      claims = app.jwt.verify<AccessClaims>(token, { ignoreExpiration: true });
    } catch {
      throw unauthorized('token-invalid', 'The access token is not valid.');
    }
    if (!isImpersonatorClaims(claims.imp) || claims.imp.sid !== session.id) {
      throw forbidden('The access token does not belong to this impersonation session.');
    }
  }

  /** The administrator's own Encompass token, opened, while one is stored and not expired. */
  async function storedIntegrationToken(userId: string, now: Date): Promise<string | null> {
    const row = await app.db
      .selectFrom('users')
      .select(['integrationTokenSealed', 'integrationTokenExpiresAt', 'hasIntegrationToken'])
      .where('id', '=', userId)
      .executeTakeFirst();
    const sealer = app.secretSealer;
    if (!row?.integrationTokenSealed || !sealer || !integrationTokenValid(row.hasIntegrationToken, row.integrationTokenExpiresAt, now))
      return null;
    try {
      return sealer.open(row.integrationTokenSealed);
    } catch (error) {
      // Sealed with another SECRETS_KEY: as if none were stored (the administrator stores it again).
      app.log.warn({ err: error, userId }, 'could not open a stored integration token');
      return null;
    }
  }
}
