import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  CURRENT_PASSWORD_WRONG,
  EMAIL_INVALID,
  EMAIL_TAKEN,
  EMAIL_UNCHANGED,
  EmailChangeRequestSchema,
  isEmailShaped,
  NAME_REQUIRED,
  normaliseEmail,
  ProfileSchema,
  ProfileUpdateRequestSchema,
} from 'shared-rules';
import { recordAudit } from '../../../platform/audit/audit-log';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { loadProfile, profileSeenBy } from '../../../platform/auth/profile';
import { verifyPassword } from '../../../platform/auth/passwords';
import { fieldError } from '../../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../../platform/http/schemas';
import { ACCOUNT_GONE, accountRow } from './account-users';
import { SIGNED_IN } from '../../../platform/access/declarations';

/** The signed-in user's name, phones and email address (the email only with the password). */
export async function profileEditRoutes(fastify: FastifyInstance, passwordAttempts: object): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const changedProfile = async (user: AuthUser) => {
    await app.readCache.invalidate({ kind: 'user', userId: user.id });
    return (await profileSeenBy(app, user, await loadProfile(app, user.id))) ?? Promise.reject(ACCOUNT_GONE());
  };

  app.patch(
    '/profile',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['profile'],
        summary: "Change the signed-in user's name and phone numbers",
        security: bearerSecurity,
        body: ProfileUpdateRequestSchema,
        response: { 200: ProfileSchema, ...authenticatedProblems, ...problemResponses(422) },
      },
    },
    async (request) => {
      const firstName = request.body.firstName.trim();
      const lastName = request.body.lastName.trim();
      if (firstName === '' || lastName === '')
        throw fieldError(422, 'name-required', firstName === '' ? 'body.firstName' : 'body.lastName', NAME_REQUIRED);
      const changes = { firstName, lastName, phone: request.body.phone.trim(), cell: request.body.cell.trim() };
      await app.db.transaction().execute(async (trx) => {
        const before = await accountRow(trx, request.user.id, true);
        await trx.updateTable('users').set(changes).where('id', '=', request.user.id).execute();
        await recordAudit(trx, request.user, {
          action: 'profile-updated',
          entityType: 'user',
          entityId: request.user.id,
          details: { nameChanged: before.firstName !== firstName || before.lastName !== lastName },
        });
      });
      return changedProfile(request.user);
    },
  );

  app.put(
    '/profile/email',
    {
      config: { access: SIGNED_IN, rateLimit: passwordAttempts, notWhileImpersonating: true },
      schema: {
        tags: ['profile'],
        summary: "Change the signed-in user's email address (the sign-in name), confirmed with the current password",
        security: bearerSecurity,
        body: EmailChangeRequestSchema,
        response: { 200: ProfileSchema, ...authenticatedProblems, ...problemResponses(403, 409, 422) },
      },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      if (!isEmailShaped(email)) throw fieldError(422, 'email-invalid', 'body.email', EMAIL_INVALID);
      await app.db.transaction().execute(async (trx) => {
        const row = await accountRow(trx, request.user.id, true);
        if (!(await verifyPassword(row.passwordHash, request.body.password))) {
          throw fieldError(422, 'password-wrong', 'body.password', CURRENT_PASSWORD_WRONG);
        }
        if (row.email === email) throw fieldError(422, 'email-unchanged', 'body.email', EMAIL_UNCHANGED);
        const taken = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
        if (taken) throw fieldError(409, 'email-taken', 'body.email', EMAIL_TAKEN);
        await trx.updateTable('users').set({ email }).where('id', '=', request.user.id).execute();
        await recordAudit(trx, request.user, {
          action: 'email-changed',
          entityType: 'user',
          entityId: request.user.id,
          details: { from: row.email, to: email },
        });
      });
      return changedProfile(request.user);
    },
  );
}
