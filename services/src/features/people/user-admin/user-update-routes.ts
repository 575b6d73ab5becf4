import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { AdminUserSchema, IdParamsSchema, PERSONA, UserUpdateRequestSchema } from 'shared-rules';
import { recordAudit } from '../../../platform/audit/audit-log';
import { isAdminLike } from '../../../platform/auth/auth-user';
import { revokeRefusedSignIns } from '../../../platform/auth/sign-in-refusal';
import type { Database } from '../../../platform/db/schema';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../../platform/http/schemas';
import { announceUserChange, loadAdminUser, managesUser } from './admin-users';
import { peopleManagersOnly, userRefusal } from './user-access';
import {
  checkKindFields,
  checkOrganization,
  checkSuperAdministratorChange,
  checkUniqueness,
  cleanUserFields,
  orderedRoles,
  refusedAsDuplicate,
} from './user-rules';

/** The columns a PATCH may change, as stored. */
interface EditableUser {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  cell: string;
  organizationId: string | null;
  roleTypes: string[];
  personas: string[];
  encompassId: string | null;
  disabledLogin: boolean;
}

/** Fields whose audit row says what they were and what they became (the others are only named). */
const AUDITED_VALUES = ['personas', 'organizationId', 'disabledLogin'] as const;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Enabled users holding persona "0" or "1" other than `userId`, locked until the transaction ends. */
async function otherSignInAdministrators(trx: Kysely<Database>, userId: string): Promise<number> {
  const adminPersona = (persona: string) => sql<boolean>`personas @> ${JSON.stringify([persona])}::jsonb`;
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('disabledLogin', '=', false)
    .where('id', '!=', userId)
    .where((eb) => eb.or([adminPersona(PERSONA.superAdministrator), adminPersona(PERSONA.administrator)]))
    .forUpdate()
    .execute();
  return rows.length;
}

/** The audit action of a change: disabling and enabling are named as such. */
function auditAction(before: EditableUser, after: EditableUser): string {
  if (before.disabledLogin === after.disabledLogin) return 'user.update';
  return after.disabledLogin ? 'user.disable' : 'user.enable';
}

/** `PATCH /api/admin/users/:id`: only the fields sent change, each checked as when the user was added. */
export async function userUpdateRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.patch(
    '/admin/users/:id',
    {
      config: peopleManagersOnly,
      schema: {
        tags: ['users', 'admin'],
        summary:
          'Change a user the caller manages; disabling ends every sign-in of theirs. The last administrator who can sign in stays one, and nobody disables themselves',
        security: bearerSecurity,
        params: IdParamsSchema,
        body: UserUpdateRequestSchema,
        response: { 200: AdminUserSchema, ...authenticatedProblems, ...problemResponses(403, 409, 422) },
      },
    },
    async (request) => {
      const caller = request.user;
      const userId = request.params.id;
      const fields = cleanUserFields(request.body);
      const reach = await app.access.orgReach(caller);
      const now = new Date();

      const outcome = await app.db
        .transaction()
        .execute(async (trx) => {
          const stored = await trx
            .selectFrom('users')
            .select([
              'userType',
              'firstName',
              'lastName',
              'email',
              'phone',
              'cell',
              'organizationId',
              'roleTypes',
              'personas',
              'encompassId',
              'disabledLogin',
            ])
            .where('id', '=', userId)
            .forUpdate()
            .executeTakeFirst();
          if (!stored || !managesUser(caller, reach, stored)) throw userRefusal(404, 'noUser');
          const { userType, ...before } = stored;
          checkKindFields(caller, userType, fields, false);
          if (userType === 'internal') checkSuperAdministratorChange(caller, before.personas, fields.personas);
          if (userType === 'external' && fields.organizationId && fields.organizationId !== before.organizationId) {
            await checkOrganization(trx, reach, fields.organizationId);
          }
          await checkUniqueness(trx, fields, userId);

          const after: EditableUser = {
            ...before,
            firstName: fields.firstName ?? before.firstName,
            lastName: fields.lastName ?? before.lastName,
            email: fields.email ?? before.email,
            phone: fields.phone ?? before.phone,
            cell: fields.cell ?? before.cell,
            organizationId: userType === 'external' ? (fields.organizationId ?? before.organizationId) : null,
            roleTypes: userType === 'external' && fields.roleTypes ? orderedRoles(fields.roleTypes) : before.roleTypes,
            personas: userType === 'internal' && fields.personas ? [...fields.personas].sort() : before.personas,
            encompassId: fields.encompassId === undefined ? before.encompassId : fields.encompassId,
            disabledLogin: request.body.disabledLogin ?? before.disabledLogin,
          };
          const changed = (Object.keys(after) as Array<keyof EditableUser>).filter((key) => !sameValue(before[key], after[key]));
          if (changed.length === 0) return { before, changed };

          if (after.disabledLogin && !before.disabledLogin && userId === caller.id) throw userRefusal(403, 'ownSignIn');
          const signInAdministrator = (user: EditableUser) => !user.disabledLogin && isAdminLike(user);
          if (signInAdministrator(before) && !signInAdministrator(after) && (await otherSignInAdministrators(trx, userId)) === 0) {
            throw userRefusal(409, 'lastAdministrator', changed.includes('personas') ? 'body.personas' : 'body.disabledLogin');
          }

          await trx
            .updateTable('users')
            .set({
              ...after,
              roleTypes: JSON.stringify(after.roleTypes),
              personas: JSON.stringify(after.personas),
            })
            .where('id', '=', userId)
            .execute();
          const values = Object.fromEntries(
            AUDITED_VALUES.filter((key) => changed.includes(key)).map((key) => [key, { from: before[key], to: after[key] }]),
          );
          await recordAudit(trx, caller, {
            action: auditAction(before, after),
            entityType: 'user',
            entityId: userId,
            details: { changed, ...values },
            at: now,
          });
          // Disabled, or moved into an Inactive company: every sign-in of theirs ends with this write.
          const signInChanged = changed.includes('disabledLogin') || changed.includes('organizationId');
          const { refused } = signInChanged ? await revokeRefusedSignIns(trx, { userIds: [userId] }, now) : { refused: [] };
          return { before, changed, after, refused };
        })
        .catch(refusedAsDuplicate);

      if (outcome.after) {
        await announceUserChange(app, userId, [outcome.before.organizationId, outcome.after.organizationId]);
        // Their access tokens are refused from here on, and their sockets closed, in every process.
        await app.endSessions(outcome.refused.map((entry) => entry.userId));
      }
      return loadAdminUser(app.db, userId);
    },
  );
}
