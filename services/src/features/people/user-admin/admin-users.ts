import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { AdminUser } from 'shared-rules';
import type { OrgReach } from '../../../platform/access/access-control';
import { type AuthUser, isAccountExecutive, isAdminLike } from '../../../platform/auth/auth-user';
import type { Database, UserTable } from '../../../platform/db/schema';
import { userRefusal } from './user-access';

type AdminUserRow = Pick<
  Selectable<UserTable>,
  | 'id'
  | 'userType'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'cell'
  | 'disabledLogin'
  | 'roleTypes'
  | 'personas'
  | 'organizationId'
  | 'encompassId'
  | 'totpEnabledAt'
  | 'createdAt'
> & { organizationName: string | null };

/** What the administration shows of a user: never the password hash, a token or the MFA secret. */
export const ADMIN_USER_COLUMNS = [
  'users.id',
  'users.userType',
  'users.firstName',
  'users.lastName',
  'users.email',
  'users.phone',
  'users.cell',
  'users.disabledLogin',
  'users.roleTypes',
  'users.personas',
  'users.organizationId',
  'users.encompassId',
  'users.totpEnabledAt',
  'users.createdAt',
  'organizations.name as organizationName',
] as const;

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    userType: row.userType,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    cell: row.cell,
    disabledLogin: row.disabledLogin,
    roleTypes: row.roleTypes,
    personas: row.personas,
    organization: row.organizationId ? { id: row.organizationId, name: row.organizationName ?? '' } : null,
    encompassId: row.encompassId,
    mfaEnabled: row.totpEnabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Users with their organisation's name, ready for `toAdminUser`. */
export const adminUsersQuery = (db: Kysely<Database>) =>
  db.selectFrom('users').leftJoin('organizations', 'organizations.id', 'users.organizationId');

/** The user as the administration shows them; 404 when they no longer exist. */
export async function loadAdminUser(db: Kysely<Database>, userId: string): Promise<AdminUser> {
  const row = await adminUsersQuery(db).select(ADMIN_USER_COLUMNS).where('users.id', '=', userId).executeTakeFirst();
  if (!row) throw userRefusal(404, 'noUser');
  return toAdminUser(row);
}

/** Whether the reach includes the organisation. */
export const reaches = (reach: OrgReach, organizationId: string) => reach.all || reach.orgIds.includes(organizationId);

/**
 * Whether the caller manages the user: administrators everyone, an account executive (whose
 * reach is the organisations they cover) the external users of those organisations.
 */
export function managesUser(caller: AuthUser, reach: OrgReach, target: { userType: string; organizationId: string | null }): boolean {
  if (isAdminLike(caller)) return true;
  if (!isAccountExecutive(caller) || target.userType !== 'external' || target.organizationId === null) return false;
  return reaches(reach, target.organizationId);
}

/**
 * Drops every cached read that shows the user: their profile, what they cover as an account
 * executive (so a persona change counts at once), and their organisations' contacts lists.
 */
export async function announceUserChange(app: FastifyInstance, userId: string, organizationIds: Array<string | null>) {
  await app.readCache.invalidate({ kind: 'user', userId });
  for (const organizationId of new Set(organizationIds)) {
    if (organizationId) await app.readCache.invalidate({ kind: 'organization', organizationId });
  }
}
