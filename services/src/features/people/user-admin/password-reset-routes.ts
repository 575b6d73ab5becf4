import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  NoContentSchema,
  PASSWORD_RESET_TEXTS,
  PASSWORD_RULE_TEXTS,
  PasswordResetCompleteSchema,
  PasswordResetLinkSchema,
  PasswordResetRequestSchema,
  PasswordResetTokenSchema,
  isEmailShaped,
  normaliseEmail,
} from 'shared-rules';
import { passwordProblem } from '../account/password-policy';
import { recordAudit } from '../../../platform/audit/audit-log';
import { hashPassword, verifyPassword } from '../../../platform/auth/passwords';
import type { RateLimitRule } from '../../../config';
import { emailIdentity } from '../../../platform/mail/email-identity';
import { ApiError, fieldError } from '../../../platform/http/problem';
import { problemResponses } from '../../../platform/http/schemas';
import { preparePasswordEmails, sendPasswordEmails } from './password-link-issue';
import { spendPasswordLinks, workingPasswordLink } from './password-links';
import { publicRoute } from '../../../platform/access/declarations';

export interface PasswordResetRoutesOptions {
  /** The allowance of each call per address (and email, for a request): the sign-in's. */
  attemptLimit: RateLimitRule;
}

const linkInvalid = () => new ApiError(410, 'link-invalid', PASSWORD_RESET_TEXTS.linkInvalid);

/**
 * The public side of password links (no sign-in): asking for a link by email, checking a link
 * before the page asks for a password, and choosing the password with it.
 */
export async function passwordResetRoutes(fastify: FastifyInstance, options: PasswordResetRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Counted after the body is parsed, like signing in: one noisy client cannot lock others out.
  const limited = (key: (request: FastifyRequest) => string) => ({
    access: publicRoute('a person without a password asks for a link or uses one: the emailed single-use token is the credential'),
    rateLimit: {
      ...options.attemptLimit,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `${request.ip}|${key(request)}`,
    },
  });

  app.post(
    '/auth/password-reset/request',
    {
      config: limited(
        (request) => `password-reset|${normaliseEmail(String((request.body as { email?: unknown } | undefined)?.email ?? ''))}`,
      ),
      schema: {
        tags: ['auth'],
        summary:
          'Ask for a link to choose a new password; 202 whether or not an account uses the address (only one that can sign in is emailed)',
        body: PasswordResetRequestSchema,
        response: { 202: NoContentSchema, ...problemResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const user = isEmailShaped(email)
        ? await app.db
            .selectFrom('users')
            .select(['id', 'email', 'firstName'])
            .where('email', '=', email)
            .where('disabledLogin', '=', false)
            .executeTakeFirst()
        : undefined;
      if (user) {
        const { from } = await emailIdentity(app);
        const pending = await app.db
          .transaction()
          .execute((trx) => preparePasswordEmails(trx, app.mailer.portalUrl, from, [user], 'reset', null));
        await sendPasswordEmails(app, pending);
      }
      return reply.status(202).send(null);
    },
  );

  app.post(
    '/auth/password-reset/check',
    {
      config: limited(() => 'password-link'),
      schema: {
        tags: ['auth'],
        summary: 'Whether a password link still works, and whose it is (410 when used, replaced by a newer one, or expired)',
        body: PasswordResetTokenSchema,
        response: { 200: PasswordResetLinkSchema, ...problemResponses(400, 410, 429) },
      },
    },
    async (request) => {
      const holder = await workingPasswordLink(app.db, request.body.token);
      if (!holder) throw linkInvalid();
      return { email: holder.email, firstName: holder.firstName, purpose: holder.purpose, expiresAt: holder.expiresAt.toISOString() };
    },
  );

  app.post(
    '/auth/password-reset',
    {
      config: limited(() => 'password-link-complete'),
      schema: {
        tags: ['auth'],
        summary:
          'Choose the password with a link (the policy of a password change); the link stops working and every sign-in of the user ends',
        body: PasswordResetCompleteSchema,
        response: { 204: NoContentSchema, ...problemResponses(400, 410, 422, 429) },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const now = new Date();
      const holder = await workingPasswordLink(app.db, token, now);
      if (!holder) throw linkInvalid();
      const rule = passwordProblem(password, holder);
      if (rule) throw fieldError(422, `password-${rule}`, 'body.password', PASSWORD_RULE_TEXTS[rule]);
      if (await verifyPassword(holder.passwordHash, password)) {
        throw fieldError(422, 'password-unchanged', 'body.password', PASSWORD_RULE_TEXTS.unchanged);
      }
      const passwordHash = await hashPassword(password);
      await app.db.transaction().execute(async (trx) => {
        // Again, locked: of two submissions of one link, only the first sets a password.
        const link = await workingPasswordLink(trx, token, now, true);
        if (!link) throw linkInvalid();
        await trx.updateTable('users').set({ passwordHash }).where('id', '=', link.userId).execute();
        await spendPasswordLinks(trx, link, now);
        await recordAudit(
          trx,
          { id: link.userId },
          {
            action: 'user.password-reset',
            entityType: 'user',
            entityId: link.userId,
            details: { purpose: link.purpose },
            at: now,
          },
        );
      });
      await app.refreshTokens.revokeAllOfUser(holder.userId, now);
      await app.readCache.invalidate({ kind: 'user', userId: holder.userId });
      request.log.info({ userId: holder.userId }, 'password chosen with a link; every sign-in ended');
      return reply.status(204).send(null);
    },
  );
}
