import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AdminUserSchema, IdParamsSchema, PasswordResetSentSchema, UserCreateRequestSchema } from 'shared-rules';
import { recordAudit } from '../../../platform/audit/audit-log';
import { isChosenPassword, NO_PASSWORD_HASH } from '../../../platform/auth/passwords';
import { emailIdentity } from '../../../platform/mail/email-identity';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../../platform/http/schemas';
import { announceUserChange, loadAdminUser, managesUser } from './admin-users';
import { preparePasswordEmails, sendPasswordEmails } from './password-link-issue';
import { peopleManagersOnly, userRefusal } from './user-access';
import {
  checkKindFields,
  checkOrganization,
  checkSuperAdministratorChange,
  checkUniqueness,
  cleanUserFields,
  orderedRoles,
  refusedAsDuplicate,
  storedPersonas,
} from './user-rules';

/**
 * `POST /api/admin/users` (a user, invited by email to choose a password) and
 * `POST /api/admin/users/:id/password-reset` (a new one-time link for an existing user).
 */
export async function userCreateRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/admin/users',
    {
      config: peopleManagersOnly,
      schema: {
        tags: ['users', 'admin'],
        summary:
          'Add a user: an external user of an organisation the caller covers, or (administrators) a staff member; they are emailed a link to choose a password',
        security: bearerSecurity,
        body: UserCreateRequestSchema,
        response: { 201: AdminUserSchema, ...authenticatedProblems, ...problemResponses(403, 409, 422) },
      },
    },
    async (request, reply) => {
      const caller = request.user;
      const { userType } = request.body;
      const fields = cleanUserFields(request.body);
      checkKindFields(caller, userType, fields, true);
      checkSuperAdministratorChange(caller, [], fields.personas);
      const reach = await app.access.orgReach(caller);
      const organizationId = userType === 'external' ? (fields.organizationId ?? null) : null;
      if (organizationId) await checkOrganization(app.db, reach, organizationId);
      await checkUniqueness(app.db, fields, null);

      const { firstName = '', lastName = '', email = '' } = fields;
      const id = `usr-${randomUUID()}`;
      const personas = storedPersonas(userType, fields.personas).sort();
      const roleTypes = userType === 'external' ? orderedRoles(fields.roleTypes ?? []) : [];
      const { from } = await emailIdentity(app);
      const pending = await app.db
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('users')
            .values({
              id,
              email,
              passwordHash: NO_PASSWORD_HASH,
              firstName,
              lastName,
              userType,
              organizationId,
              roleTypes: JSON.stringify(roleTypes),
              personas: JSON.stringify(personas),
              phone: fields.phone ?? '',
              cell: fields.cell ?? '',
              encompassId: fields.encompassId ?? null,
              doNotShowAgain: '[]',
            })
            .execute();
          await recordAudit(trx, caller, {
            action: 'user.create',
            entityType: 'user',
            entityId: id,
            details: { userType, organizationId, roleTypes, personas },
          });
          return preparePasswordEmails(trx, app.mailer.portalUrl, from, [{ id, email, firstName }], 'invite', caller.id);
        })
        .catch(refusedAsDuplicate);
      await sendPasswordEmails(app, pending);
      await announceUserChange(app, id, [organizationId]);
      return reply.status(201).send(await loadAdminUser(app.db, id));
    },
  );

  app.post(
    '/admin/users/:id/password-reset',
    {
      config: peopleManagersOnly,
      schema: {
        tags: ['users', 'admin'],
        summary:
          'Email the user a one-time link to choose a password (an hour; a user who never chose one is invited again, for a week); older links stop working',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 202: PasswordResetSentSchema, ...authenticatedProblems, ...problemResponses(403, 409) },
      },
    },
    async (request, reply) => {
      const caller = request.user;
      const reach = await app.access.orgReach(caller);
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'email', 'firstName', 'userType', 'organizationId', 'disabledLogin', 'passwordHash'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!user || !managesUser(caller, reach, user)) throw userRefusal(404, 'noUser');
      if (user.disabledLogin) throw userRefusal(409, 'resetForDisabled');
      const purpose = isChosenPassword(user.passwordHash) ? 'reset' : 'invite';
      const { from } = await emailIdentity(app);
      const pending = await app.db.transaction().execute(async (trx) => {
        const prepared = await preparePasswordEmails(trx, app.mailer.portalUrl, from, [user], purpose, caller.id);
        await recordAudit(trx, caller, {
          action: 'user.password-link',
          entityType: 'user',
          entityId: user.id,
          details: { purpose, expiresAt: prepared[0].link.expiresAt.toISOString() },
        });
        return prepared;
      });
      await sendPasswordEmails(app, pending);
      return reply.status(202).send({ sentTo: user.email, expiresAt: pending[0].link.expiresAt.toISOString() });
    },
  );
}
