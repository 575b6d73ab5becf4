import type { FastifyInstance, FastifyRequest } from 'fastify';
import '../../../platform/audit/audit-log';
// `config.notWhileImpersonating`: what only the user changes is refused while an administrator acts as them.
import '../impersonation/request-hooks';
import { integrationTokenRoutes } from './integration-token-routes';
import { mfaRoutes } from './mfa/mfa-routes';
import { passwordRoutes } from './password-routes';
import { profileEditRoutes } from './profile-edit-routes';
import { profilePhotoRoutes } from './profile-photo/profile-photo-routes';

/** Attempts a user has at calls that check their password, per minute: a stolen session cannot guess it quickly. */
const PASSWORD_ATTEMPTS_PER_MINUTE = 10;

/**
 * The signed-in user's own account (/settings/*): name and phones, profile photo, email (with the password),
 * password (policy, every other sign-in ended), and an internal user's integration token (sealed).
 * Every write is in the audit log. See README.md beside this file.
 */
export async function accountPlugin(app: FastifyInstance): Promise<void> {
  const passwordAttempts = {
    max: PASSWORD_ATTEMPTS_PER_MINUTE,
    timeWindow: 60_000,
    // After authentication and the body: counted per signed-in user.
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `account-password|${request.user.id}`,
  };
  await profileEditRoutes(app, passwordAttempts);
  await passwordRoutes(app, passwordAttempts);
  await integrationTokenRoutes(app);
  await mfaRoutes(app, passwordAttempts);
  // Its own scope: multipart bodies are read there only.
  await app.register(profilePhotoRoutes);
}
