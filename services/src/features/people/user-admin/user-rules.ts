import type { Kysely } from 'kysely';
import { isEmailShaped, normaliseEmail, PERSONA, type RoleType, type UserCreateRequest, type UserType } from 'shared-rules';
import type { OrgReach } from '../../../platform/access/access-control';
import { type AuthUser, isAdminLike } from '../../../platform/auth/auth-user';
import type { Database } from '../../../platform/db/schema';
import { reaches } from './admin-users';
import { userRefusal } from './user-access';

/** The writable fields of a user as a request sends them, every one optional (a PATCH). */
export type UserFields = Partial<Omit<UserCreateRequest, 'userType'>>;

const holdsSuperAdministrator = (personas: readonly string[]) => personas.includes(PERSONA.superAdministrator);

/** The fields sent, trimmed (the email normalised: `normaliseEmail`); refuses a blank name or an address of the wrong shape (422, under the field). */
export function cleanUserFields(fields: UserFields): UserFields {
  const clean: UserFields = { ...fields };
  for (const name of ['firstName', 'lastName'] as const) {
    const value = fields[name];
    if (value === undefined) continue;
    clean[name] = value.trim();
    if (clean[name] === '') throw userRefusal(422, 'nameRequired', `body.${name}`);
  }
  if (fields.email !== undefined) {
    clean.email = normaliseEmail(fields.email);
    if (!isEmailShaped(clean.email)) throw userRefusal(422, 'emailInvalid', 'body.email');
  }
  if (fields.phone !== undefined) clean.phone = fields.phone.trim();
  if (fields.cell !== undefined) clean.cell = fields.cell.trim();
  return clean;
}

/**
 * Refuses what the kind of user does not take: an external user has an organisation, one role
 * at least and no persona; a staff member no organisation and no role, and only administrators
 * manage staff. `creating` makes the external user's organisation and roles required.
 */
export function checkKindFields(caller: AuthUser, userType: UserType, fields: UserFields, creating: boolean) {
  if (userType === 'external') {
    if (fields.personas !== undefined && fields.personas.length > 0) throw userRefusal(422, 'externalHasNoPersonas', 'body.personas');
    if (creating && !fields.organizationId) throw userRefusal(422, 'organizationRequired', 'body.organizationId');
    if ((creating || fields.roleTypes !== undefined) && (fields.roleTypes ?? []).length === 0) {
      throw userRefusal(422, 'roleRequired', 'body.roleTypes');
    }
    return;
  }
  if (!isAdminLike(caller)) throw userRefusal(403, 'staffOnly');
  if (fields.organizationId) throw userRefusal(422, 'staffHasNoOrganization', 'body.organizationId');
  if (fields.roleTypes !== undefined && fields.roleTypes.length > 0) throw userRefusal(422, 'staffHasNoRoles', 'body.roleTypes');
}

/** Only a super administrator gives or takes persona "0". */
export function checkSuperAdministratorChange(caller: AuthUser, before: readonly string[], after: readonly string[] | undefined) {
  if (after === undefined || holdsSuperAdministrator(before) === holdsSuperAdministrator(after)) return;
  if (!holdsSuperAdministrator(caller.personas)) throw userRefusal(403, 'superAdministratorOnly');
}

/**
 * An external user's organisation: one the caller reaches (403 for an account executive outside
 * their coverage, checked first so they learn nothing of other organisations), and one that
 * exists (422).
 */
export async function checkOrganization(db: Kysely<Database>, reach: OrgReach, organizationId: string) {
  if (!reaches(reach, organizationId)) throw userRefusal(403, 'organizationNotCovered');
  const found = await db.selectFrom('organizations').select('id').where('id', '=', organizationId).executeTakeFirst();
  if (!found) throw userRefusal(422, 'organizationUnknown', 'body.organizationId');
}

/** The email and the Encompass id are each one user's (409, under the field). */
export async function checkUniqueness(db: Kysely<Database>, fields: UserFields, userId: string | null) {
  if (fields.email !== undefined) {
    let query = db.selectFrom('users').select('id').where('email', '=', fields.email);
    if (userId) query = query.where('id', '!=', userId);
    if (await query.executeTakeFirst()) throw userRefusal(409, 'emailTaken', 'body.email');
  }
  if (fields.encompassId) {
    let query = db.selectFrom('users').select('id').where('encompassId', '=', fields.encompassId);
    if (userId) query = query.where('id', '!=', userId);
    if (await query.executeTakeFirst()) throw userRefusal(409, 'encompassIdTaken', 'body.encompassId');
  }
}

/**
 * A transaction's failure, rethrown: PostgreSQL's unique_violation (as node-postgres and PGlite
 * report it) means another request took the email or Encompass id after the checks above, and
 * is refused like them (409).
 */
export function refusedAsDuplicate(error: unknown): never {
  const { code, constraint } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; constraint?: unknown };
  if (code !== '23505') throw error;
  if (String(constraint ?? '').includes('encompass')) throw userRefusal(409, 'encompassIdTaken', 'body.encompassId');
  throw userRefusal(409, 'emailTaken', 'body.email');
}

/** The personas a user is stored with: an external user's is "3", as the seed stores them. */
export const storedPersonas = (userType: UserType, personas: readonly string[] | undefined): string[] =>
  userType === 'external' ? [PERSONA.externalUser] : [...(personas ?? [])];

/** Role types in a stable order (lo before lp), however they were sent. */
export const orderedRoles = (roles: readonly RoleType[]): RoleType[] => (['lo', 'lp'] as const).filter((role) => roles.includes(role));
