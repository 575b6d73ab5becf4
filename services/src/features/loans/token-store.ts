/**
 * Imported-loan tokens and redirect transition tokens in the database. Only SHA-256 digests are
 * stored; a token is bound to the user (and organisation) it was issued to, and a lookup by anyone
 * else answers exactly as for a token that never existed.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LoanDocument } from 'shared-rules';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { Database } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/problem';
import { isLoanTokenExpired, isLoanTokenFormat, issueLoanToken, loanTokenDigest } from '../loan-files';

/** Transition tokens only carry the user across one full-page redirect. */
export const TRANSITION_TOKEN_TTL_MS = 5 * 60 * 1000;

/** Expired rows are kept this long (so a late redemption hears "expired", not "unknown"), then purged. */
const EXPIRED_RETENTION_MS = 24 * 60 * 60 * 1000;

export const loanTokenNotFound = () =>
  new ApiError(404, 'loan-token-not-found', 'This loan token is not valid for your account. Import the loan file again.');

export async function storeImportedLoan(
  db: Kysely<Database>,
  user: AuthUser,
  document: LoanDocument,
  now: Date,
): Promise<{ token: string; expiresAt: string }> {
  const grant = issueLoanToken(randomBytes, now);
  await db
    .deleteFrom('loanTokens')
    .where('expiresAt', '<', new Date(now.getTime() - EXPIRED_RETENTION_MS))
    .execute();
  await db
    .insertInto('loanTokens')
    .values({
      digest: grant.digest,
      userId: user.id,
      organizationId: user.organizationId,
      document: JSON.stringify(document),
      expiresAt: grant.expiresAt,
      createdAt: grant.issuedAt,
    })
    .execute();
  return { token: grant.token, expiresAt: grant.expiresAt };
}

/** The imported loan of a token issued to this user (and organisation) that has not expired. */
export async function redeemImportedLoan(
  db: Kysely<Database>,
  user: AuthUser,
  token: string,
  now: Date,
): Promise<{ digest: string; document: LoanDocument; expiresAt: Date }> {
  if (!isLoanTokenFormat(token)) throw loanTokenNotFound();
  const digest = loanTokenDigest(token);
  const row = await db
    .selectFrom('loanTokens')
    .select(['digest', 'userId', 'organizationId', 'document', 'expiresAt'])
    .where('digest', '=', digest)
    .executeTakeFirst();
  if (!row || row.userId !== user.id || row.organizationId !== user.organizationId) throw loanTokenNotFound();
  if (isLoanTokenExpired(row.expiresAt, now)) {
    throw new ApiError(
      410,
      'loan-token-expired',
      `This imported loan expired at ${row.expiresAt.toISOString()}. Import the loan file again to continue.`,
    );
  }
  return { digest, document: row.document, expiresAt: row.expiresAt };
}

export async function issueTransitionToken(db: Kysely<Database>, user: AuthUser, now: Date): Promise<{ token: string; expiresAt: string }> {
  const grant = issueLoanToken(randomBytes, now, TRANSITION_TOKEN_TTL_MS);
  await db
    .deleteFrom('transitionTokens')
    .where('expiresAt', '<', new Date(now.getTime() - EXPIRED_RETENTION_MS))
    .execute();
  await db
    .insertInto('transitionTokens')
    .values({ digest: grant.digest, userId: user.id, expiresAt: grant.expiresAt, createdAt: grant.issuedAt })
    .execute();
  return { token: grant.token, expiresAt: grant.expiresAt };
}

/**
 * Spends a transition token: the user it was issued to, once. The update is conditional, so two
 * simultaneous redemptions cannot both succeed.
 */
export async function redeemTransitionToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ userId: string; email: string; organizationId: string | null }> {
  const refused = new ApiError(401, 'transition-token-invalid', 'This transition token is unknown, already used or expired.');
  if (!isLoanTokenFormat(token)) throw refused;
  const spent = await db
    .updateTable('transitionTokens')
    .set({ usedAt: now })
    .where('digest', '=', loanTokenDigest(token))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('userId')
    .executeTakeFirst();
  if (!spent) throw refused;
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'organizationId', 'disabledLogin'])
    .where('id', '=', spent.userId)
    .executeTakeFirst();
  if (!user || user.disabledLogin) throw refused;
  return { userId: user.id, email: user.email, organizationId: user.organizationId };
}
