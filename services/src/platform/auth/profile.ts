import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { type Profile, type SignInRefusal, signInRefusalOf } from 'shared-rules';
import type { Database } from '../db/schema';
import { organizationTag } from '../cache/plugin';
import { integrationTokenValid } from './integration-token';
import { mfaRequirement } from './mfa/mfa-requirement';
import type { SettingSource } from '../settings/setting-reader';
import type { AuthUser } from './auth-user';

/** The identity carried in tokens, read fresh from the database (sign-in and refresh). */
export async function loadAuthUser(
  db: Kysely<Database>,
  userId: string,
): Promise<(AuthUser & { disabled: boolean; signInRefusal: SignInRefusal | null }) | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('organizations', 'organizations.id', 'users.organizationId')
    .select(['users.id', 'users.userType', 'users.organizationId', 'users.personas', 'users.disabledLogin', 'organizations.approvalStatus'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  // A contact of an Inactive company is refused like a disabled account (`signInRefusalOf`).
  const signInRefusal = signInRefusalOf({ disabledLogin: row.disabledLogin, companyStatus: row.approvalStatus });
  return {
    id: row.id,
    userType: row.userType,
    organizationId: row.organizationId,
    personas: row.personas,
    disabled: signInRefusal !== null,
    signInRefusal,
  };
}

/** The signed-in user's Profile (spec shape); undefined when the user no longer exists. */
export async function loadProfile(source: SettingSource, userId: string): Promise<Profile | undefined> {
  const row = await source.db
    .selectFrom('users')
    .leftJoin('organizations', 'organizations.id', 'users.organizationId')
    .select([
      'users.id',
      'users.email',
      'users.firstName',
      'users.lastName',
      'users.userType',
      'users.organizationId',
      'users.roleTypes',
      'users.personas',
      'users.phone',
      'users.cell',
      'users.encompassId',
      'users.hasIntegrationToken',
      'users.integrationTokenExpiresAt',
      'users.totpEnabledAt',
      'users.createdAt',
      'users.profilePhotoUrl',
      'users.doNotShowAgain',
      'users.preferences',
      'organizations.primaryAeId',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const personas = row.personas.map((entityId) => ({ entityId }));
  const now = new Date();
  const mfa = await mfaRequirement(source, row, now);
  return {
    id: row.id,
    name: { first: row.firstName, last: row.lastName },
    email: row.email,
    profilePhoto: row.profilePhotoUrl ? { url: row.profilePhotoUrl } : null,
    doNotShowAgain: row.doNotShowAgain,
    preferences: preferencesOf(row.preferences),
    userType: row.userType,
    personas,
    encompassId: row.encompassId,
    phone: row.phone,
    cell: row.cell,
    hasIntegrationToken:
      row.userType === 'external' ? true : integrationTokenValid(row.hasIntegrationToken, row.integrationTokenExpiresAt, now),
    mfaSetupRequired: mfa.setupOverdue,
    tpoUser:
      row.userType === 'external' && row.organizationId
        ? {
            firstName: row.firstName,
            lastName: row.lastName,
            email: row.email,
            phone: row.phone,
            roleTypes: row.roleTypes,
            encompassId: row.encompassId,
            salesRep: row.primaryAeId ? { entityId: row.primaryAeId } : null,
            organization: { entityId: row.organizationId },
            personas,
          }
        : null,
    impersonator: null,
  };
}

/** The stored preferences with the defaults for what was never set. */
export function preferencesOf(stored: Partial<Profile['preferences']> | null | undefined): Profile['preferences'] {
  return { emailLoanAlerts: stored?.emailLoanAlerts === true };
}

/**
 * The profile as the caller's token shows it: while an administrator acts as the user,
 * `impersonator` names them. Added after the read cache, whose entries (by user id) never hold an
 * impersonator, so the user's own answer and the impersonated one can never be served for each other.
 */
export async function profileSeenBy(app: FastifyInstance, user: AuthUser, profile: Profile | undefined): Promise<Profile | undefined> {
  if (!profile || !user.impersonationSessionId) return profile;
  const session = await app.impersonationSessions.assertOpen(user.impersonationSessionId);
  return { ...profile, impersonator: { id: session.adminId, name: session.adminName } };
}

/** The user's Profile through the read cache (tagged with the organisation, which it shows). */
export function cachedProfile(app: FastifyInstance, userId: string): Promise<Profile | undefined> {
  return app.readCache.profiles.get(
    userId,
    () => loadProfile(app, userId),
    (profile) => (profile?.tpoUser ? [organizationTag(profile.tpoUser.organization.entityId)] : []),
  );
}
