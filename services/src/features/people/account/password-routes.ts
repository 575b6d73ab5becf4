import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AccessSessionSchema, CURRENT_PASSWORD_WRONG, PASSWORD_RULE_TEXTS, PasswordChangeRequestSchema } from 'shared-rules';
import { recordAudit } from '../../../platform/audit/audit-log';
import { hashPassword, verifyPassword } from '../../../platform/auth/passwords';
import { loadAuthUser } from '../../../platform/auth/profile';
import { startSession } from '../../../platform/auth/start-session';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../../platform/http/schemas';
import { ACCOUNT_GONE, accountRow } from './account-users';
import { passwordProblem } from './password-policy';
import { fieldError } from '../../../platform/http/problem';
import { SIGNED_IN } from '../../../platform/access/declarations';

/**
 * Changing the password: the current one first, then the policy (`password-policy.ts`). Every
 * sign-in of the user ends (all refresh tokens revoked) and this browser gets a new pair, so only
 * the person who changed it stays signed in (a new session cookie).
 */
export async function passwordRoutes(fastify: FastifyInstance, passwordAttempts: object): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/profile/password',
    {
      config: { access: SIGNED_IN, rateLimit: passwordAttempts, notWhileImpersonating: true },
      schema: {
        tags: ['profile'],
        summary:
          'Change the password with the current one; every other sign-in ends and this browser gets a new session (cookie and access token)',
        security: bearerSecurity,
        body: PasswordChangeRequestSchema,
        response: { 200: AccessSessionSchema, ...authenticatedProblems, ...problemResponses(403, 422) },
      },
    },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      const row = await accountRow(app.db, request.user.id);
      if (!(await verifyPassword(row.passwordHash, currentPassword))) {
        throw fieldError(422, 'password-wrong', 'body.currentPassword', CURRENT_PASSWORD_WRONG);
      }
      const rule = passwordProblem(newPassword, row);
      if (rule) throw fieldError(422, `password-${rule}`, 'body.newPassword', PASSWORD_RULE_TEXTS[rule]);
      if (await verifyPassword(row.passwordHash, newPassword)) {
        throw fieldError(422, 'password-unchanged', 'body.newPassword', PASSWORD_RULE_TEXTS.unchanged);
      }
      const passwordHash = await hashPassword(newPassword);
      const now = new Date();
      await app.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ passwordHash }).where('id', '=', request.user.id).execute();
        await recordAudit(trx, request.user, { action: 'password-changed', entityType: 'user', entityId: request.user.id, at: now });
      });
      await app.refreshTokens.revokeAllOfUser(request.user.id, now);
      const user = await loadAuthUser(app.db, request.user.id);
      if (!user) throw ACCOUNT_GONE();
      request.log.info({ userId: user.id }, 'password changed; other sign-ins ended');
      return startSession(app, reply, user, now);
    },
  );
}
