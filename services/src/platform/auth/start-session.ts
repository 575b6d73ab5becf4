import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AccessSession } from 'shared-rules';
import type { AuthUser } from './auth-user';

/**
 * A new sign-in of `user` in this browser: a refresh token of a new family, set as the HttpOnly
 * session cookie, and the access token the answer carries (kept in the page's memory only).
 */
export async function startSession(app: FastifyInstance, reply: FastifyReply, user: AuthUser, now = new Date()): Promise<AccessSession> {
  const refresh = await app.refreshTokens.issue(user.id, now);
  app.sessionCookies.setRefresh(reply, refresh.token, refresh.expiresAt);
  return { access: app.issueAccessToken(user) };
}
