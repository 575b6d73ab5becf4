import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { CONTACT_SYNC_TEXTS, ContactSyncResultSchema, IdParamsSchema, type ContactSyncChange, signInRefusalOf } from 'shared-rules';
import type { RouteAccess } from '../../../platform/access/route-access';
import { recordAudit } from '../../../platform/audit/audit-log';
import { isChosenPassword } from '../../../platform/auth/passwords';
import { revokeRefusedSignIns } from '../../../platform/auth/sign-in-refusal';
import type { Database } from '../../../platform/db/schema';
import { notFound } from '../../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../../platform/http/schemas';
import { emailIdentity } from '../../../platform/mail/email-identity';
import { announceUserChange, managesUser } from '../user-admin/admin-users';
import { preparePasswordEmails, sendPasswordEmails } from '../user-admin/password-link-issue';
import { EXTERNAL_USER_COLUMNS, toExternalUser } from './mappers';
import { rolesOnly } from '../../../platform/access/declarations';

const staffOnly: { access: RouteAccess } = {
  access: rolesOnly(['admin', 'account-executive'], { text: CONTACT_SYNC_TEXTS.refused, code: 'sync-refused' }),
};

/** Whether the user holds a password link that still works (unused, not expired). */
async function holdsWorkingLink(trx: Kysely<Database>, userId: string, now: Date): Promise<boolean> {
  const link = await trx
    .selectFrom('passwordLinks')
    .select('id')
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return link !== undefined;
}

/**
 * `POST /api/external-users/sync/:id`: brings a contact's portal record into line with their
 * company and their account (see the services README). The contract names each change.
 */
export async function contactSyncRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/external-users/sync/:id',
    {
      config: staffOnly,
      schema: {
        tags: ['users'],
        summary:
          'Bring a contact into line: sign-ins ended (refresh tokens, access tokens, sockets) when they cannot sign in, their sign-in being disabled or their company Inactive; the invitation emailed again when they never chose a password and hold no working link, cached copies dropped',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: ContactSyncResultSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async (request) => {
      const caller = request.user;
      const reach = await app.access.orgReach(caller);
      const { from } = await emailIdentity(app);
      const now = new Date();

      const outcome = await app.db.transaction().execute(async (trx) => {
        const contact = await trx
          .selectFrom('users')
          .innerJoin('organizations', 'organizations.id', 'users.organizationId')
          .select([...EXTERNAL_USER_COLUMNS, 'users.passwordHash', 'organizations.approvalStatus'])
          .where('users.id', '=', request.params.id)
          .where('users.userType', '=', 'external')
          .forUpdate()
          .executeTakeFirst();
        if (!contact || !managesUser(caller, reach, { userType: 'external', organizationId: contact.organizationId })) {
          throw notFound(CONTACT_SYNC_TEXTS.noContact);
        }
        const changes: ContactSyncChange[] = [];
        // Signed out exactly when they cannot sign in again: disabled, or their company is Inactive.
        const refusal = signInRefusalOf({ disabledLogin: contact.disabledLogin, companyStatus: contact.approvalStatus });
        const sessionsEnded = refusal ? (await revokeRefusedSignIns(trx, { userIds: [contact.id] }, now)).liveSignInsEnded : 0;
        if (sessionsEnded > 0) {
          const detail =
            refusal === 'account-disabled' ? CONTACT_SYNC_TEXTS.sessionsEndedDisabled : CONTACT_SYNC_TEXTS.sessionsEndedCompany;
          changes.push({ kind: 'sessions-ended', detail });
        }
        const invite =
          refusal === null &&
          contact.approvalStatus === 'Active' &&
          !isChosenPassword(contact.passwordHash) &&
          !(await holdsWorkingLink(trx, contact.id, now));
        const pending = invite ? await preparePasswordEmails(trx, app.mailer.portalUrl, from, [contact], 'invite', caller.id) : [];
        if (invite) changes.push({ kind: 'invitation-sent', detail: CONTACT_SYNC_TEXTS.invitationSent });
        await recordAudit(trx, caller, {
          action: 'user.sync',
          entityType: 'user',
          entityId: contact.id,
          details: {
            changes: changes.map((change) => change.kind),
            sessionsEnded,
            approvalStatus: contact.approvalStatus,
            ...(pending[0] ? { invitationExpiresAt: pending[0].link.expiresAt.toISOString() } : {}),
          },
          at: now,
        });
        return { contact, changes, pending, refusal };
      });

      await sendPasswordEmails(app, outcome.pending);
      await announceUserChange(app, outcome.contact.id, [outcome.contact.organizationId]);
      // Their access tokens and sockets too, in every process, even with no refresh token left to revoke.
      if (outcome.refusal) await app.endSessions([outcome.contact.id]);
      return {
        contact: toExternalUser(outcome.contact),
        syncedAt: now.toISOString(),
        changes: [...outcome.changes, { kind: 'cache-refreshed' as const, detail: CONTACT_SYNC_TEXTS.cacheRefreshed }],
      };
    },
  );
}
