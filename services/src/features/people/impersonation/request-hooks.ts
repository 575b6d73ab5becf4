import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { IMPERSONATION_TEXTS } from 'shared-rules';
import { recordAudit } from '../../../platform/audit/audit-log';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { ApiError } from '../../../platform/http/problem';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What only the user changes themselves (password, email, two-step sign-in, integration token): refused while impersonating. */
    notWhileImpersonating?: boolean;
  }
}

export const notWhileImpersonating = () => new ApiError(403, 'not-while-impersonating', IMPERSONATION_TEXTS.notWhileImpersonating);

/** The signed-in user, or nothing on a public route (the request's `user` is then unset). */
const signedInUser = (request: FastifyRequest): AuthUser | undefined => (request.user as AuthUser | null | undefined) ?? undefined;

/** preValidation: a route marked `notWhileImpersonating` refuses an impersonation token before reading its input. */
export function refuseWhileImpersonating(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (request.routeOptions.config.notWhileImpersonating && signedInUser(request)?.impersonatorId) done(notWhileImpersonating());
  else done();
}

/**
 * onResponse: every request made while impersonating is in the audit log with both identities
 * (the user acted as, and the administrator), its route and its status. The path is kept without
 * its query, which may hold search terms about borrowers.
 */
export async function auditImpersonatedRequest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const user = signedInUser(request);
  if (!user?.impersonatorId) return;
  const route = request.routeOptions.url;
  try {
    await recordAudit(request.server.db, user, {
      action: 'impersonation.request',
      entityType: 'route',
      entityId: `${request.method} ${route ?? request.url.split('?')[0]}`,
      details: { status: reply.statusCode, path: request.url.split('?')[0], sessionId: user.impersonationSessionId },
    });
  } catch (error) {
    // The answer is already sent: a failed audit row is logged, not turned into an error.
    request.log.error({ err: error, userId: user.id, impersonatorId: user.impersonatorId }, 'could not audit an impersonated request');
  }
}

/** The hooks of the /api scope: the refusals of `notWhileImpersonating` routes and the audit of impersonated requests. */
export const impersonationHooks = fp(
  async (api) => {
    api.addHook('preValidation', refuseWhileImpersonating);
    api.addHook('onResponse', auditImpersonatedRequest);
  },
  { name: 'impersonation-hooks', dependencies: ['auth', 'database'] },
);
