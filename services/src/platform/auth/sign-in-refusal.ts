import type { Kysely } from 'kysely';
import { SIGN_IN_CLOSED_STATUSES, SIGN_IN_REFUSAL_TEXTS, type SignInRefusal, signInRefusalOf } from 'shared-rules';
import type { Database } from '../db/schema';
import { ApiError } from '../http/problem';

/**
 * The problem that refuses a user who cannot sign in: 403 where they ask to sign in (login, the
 * second step), 401 where a token they hold stops working (refresh, an access token, a socket).
 */
export const signInRefused = (refusal: SignInRefusal, status: 401 | 403) => new ApiError(status, refusal, SIGN_IN_REFUSAL_TEXTS[refusal]);

/** A user who cannot sign in, why, and the organisation that decided it (null for staff). */
export interface RefusedSignIn {
  userId: string;
  refusal: SignInRefusal;
  organizationId: string | null;
}

/** The users the filter names who cannot sign in now (disabled, or their company is Inactive). */
export async function refusedSignIns(
  db: Kysely<Database>,
  filter: { userIds: readonly string[] } | { organizationId: string } | 'everyone',
): Promise<RefusedSignIn[]> {
  if (filter !== 'everyone' && 'userIds' in filter && filter.userIds.length === 0) return [];
  let query = db
    .selectFrom('users')
    .leftJoin('organizations', 'organizations.id', 'users.organizationId')
    .select(['users.id', 'users.disabledLogin', 'users.organizationId', 'organizations.approvalStatus'])
    .where((eb) => eb.or([eb('users.disabledLogin', '=', true), eb('organizations.approvalStatus', 'in', [...SIGN_IN_CLOSED_STATUSES])]));
  if (filter !== 'everyone') {
    query =
      'userIds' in filter
        ? query.where('users.id', 'in', [...filter.userIds])
        : query.where('users.organizationId', '=', filter.organizationId);
  }
  const rows = await query.execute();
  return rows.flatMap((row) => {
    const refusal = signInRefusalOf({ disabledLogin: row.disabledLogin, companyStatus: row.approvalStatus });
    return refusal ? [{ userId: row.id, refusal, organizationId: row.organizationId }] : [];
  });
}

/**
 * Inside the write's transaction, after the write: the users the filter names who cannot sign in
 * any more, with every refresh token of theirs revoked (their sign-ins cannot be renewed), and how
 * many sign-ins were still live. Hand the users to `app.endSessions` once the transaction
 * has committed and the read cache has been told, so that their access tokens and sockets end too.
 */
export async function revokeRefusedSignIns(
  trx: Kysely<Database>,
  filter: { userIds: readonly string[] } | { organizationId: string },
  now: Date,
): Promise<{ refused: RefusedSignIn[]; liveSignInsEnded: number }> {
  const refused = await refusedSignIns(trx, filter);
  if (refused.length === 0) return { refused, liveSignInsEnded: 0 };
  const revoked = await trx
    .updateTable('refreshTokens')
    .set({ revokedAt: now })
    .where(
      'userId',
      'in',
      refused.map((entry) => entry.userId),
    )
    .where('revokedAt', 'is', null)
    .returning(['expiresAt', 'rotatedAt'])
    .execute();
  // A live sign-in is the newest token of its family: not rotated yet, not expired.
  const live = revoked.filter((token) => token.rotatedAt === null && token.expiresAt.getTime() > now.getTime());
  return { refused, liveSignInsEnded: live.length };
}
