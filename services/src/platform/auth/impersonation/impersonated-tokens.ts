import type { FastifyInstance } from 'fastify';
import type { AccessToken } from 'shared-rules';
import { recordAudit } from '../../audit/audit-log';
import { isAdminLike, type AuthUser } from '../auth-user';
import { loadAuthUser } from '../profile';
import { type ImpersonationSessionState, impersonationEnded, sessionIsOpen } from './session-store';

/** The impersonated user's access token: their own claims, the administrator's, and the session's; it ends with the session. */
export function impersonationAccessToken(
  app: FastifyInstance,
  target: AuthUser,
  admin: Pick<AuthUser, 'id' | 'personas'>,
  session: Pick<ImpersonationSessionState, 'id' | 'expiresAt'>,
): AccessToken {
  const { id, userType, organizationId, personas } = target;
  return app.issueAccessToken(
    {
      id,
      userType,
      organizationId,
      personas,
      impersonatorId: admin.id,
      impersonatorPersonas: admin.personas,
      impersonationSessionId: session.id,
    },
    session.expiresAt,
  );
}

/**
 * The access token a refresh of an impersonation family answers: again the impersonated user's
 * with the administrator, while the session runs and the administrator may still impersonate.
 * Otherwise the family is revoked (and the session ended) and the refresh refused.
 */
export async function renewedImpersonationAccess(
  app: FastifyInstance,
  session: ImpersonationSessionState,
  target: AuthUser,
): Promise<AccessToken> {
  const now = new Date();
  const admin = sessionIsOpen(session, now) ? await loadAuthUser(app.db, session.adminId) : undefined;
  if (admin && !admin.disabled && isAdminLike(admin)) return impersonationAccessToken(app, target, admin, session);
  await app.refreshTokens.revokeFamily(session.refreshFamilyId, now);
  if (sessionIsOpen(session, now)) {
    await app.impersonationSessions.end(session.id, now, (trx) =>
      recordAudit(
        trx,
        { id: session.adminId },
        {
          action: 'impersonation.end',
          entityType: 'user',
          entityId: session.targetId,
          details: { sessionId: session.id, reason: 'administrator-no-longer-allowed' },
          at: now,
        },
      ),
    );
  }
  throw impersonationEnded();
}
