import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ColumnType, Kysely } from 'kysely';
import { PASSWORD_INVITE_LINK_HOURS, PASSWORD_RESET_LINK_HOURS, PASSWORD_RESET_PATH, type PasswordResetLink } from 'shared-rules';
import type { Database } from '../../../platform/db/schema';

/** Migration 0022's one-time password links, merged into the core's `Database`. */
declare module '../../../platform/db/schema' {
  interface Database {
    passwordLinks: PasswordLinkTable;
  }
}

export type PasswordLinkPurpose = PasswordResetLink['purpose'];

export interface PasswordLinkTable {
  id: string;
  userId: string;
  /** SHA-256 (base64url) of the token: the token itself is only ever in the email. */
  tokenHash: string;
  purpose: PasswordLinkPurpose;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
  usedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A link just issued: the token goes into the email, nowhere else. */
export interface IssuedPasswordLink {
  token: string;
  url: string;
  purpose: PasswordLinkPurpose;
  expiresAt: Date;
}

/** The user a working link belongs to, as the reset page and its completion need them. */
export interface PasswordLinkHolder {
  linkId: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  purpose: PasswordLinkPurpose;
  expiresAt: Date;
}

const LIFETIME_HOURS: Record<PasswordLinkPurpose, number> = { reset: PASSWORD_RESET_LINK_HOURS, invite: PASSWORD_INVITE_LINK_HOURS };

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The page a link opens: the token rides in the fragment, which browsers never send to a server. */
export const passwordLinkUrl = (portalUrl: string, token: string) => `${portalUrl}${PASSWORD_RESET_PATH}#token=${token}`;

/**
 * Issues a link for the user (inside the caller's transaction, with the email that carries it):
 * 32 random bytes, stored hashed. The user's earlier unused links stop working, so only the
 * newest email works.
 */
export async function issuePasswordLink(
  db: Kysely<Database>,
  portalUrl: string,
  userId: string,
  purpose: PasswordLinkPurpose,
  now = new Date(),
): Promise<IssuedPasswordLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LIFETIME_HOURS[purpose] * 3_600_000);
  await db.deleteFrom('passwordLinks').where('userId', '=', userId).where('usedAt', 'is', null).execute();
  await db
    .insertInto('passwordLinks')
    .values({ id: randomUUID(), userId, tokenHash: hashLinkToken(token), purpose, expiresAt, createdAt: now })
    .execute();
  return { token, url: passwordLinkUrl(portalUrl, token), purpose, expiresAt };
}

/**
 * The holder of a link that still works: unused, not expired, not replaced by a newer one (those
 * are deleted), and its user can sign in. Undefined otherwise, whatever the reason: the page
 * says the same to everyone. `forUpdate` locks the link inside a transaction.
 */
export async function workingPasswordLink(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
  forUpdate = false,
): Promise<PasswordLinkHolder | undefined> {
  let query = db
    .selectFrom('passwordLinks')
    .innerJoin('users', 'users.id', 'passwordLinks.userId')
    .select([
      'passwordLinks.id as linkId',
      'passwordLinks.purpose',
      'passwordLinks.expiresAt',
      'users.id as userId',
      'users.email',
      'users.firstName',
      'users.lastName',
      'users.passwordHash',
    ])
    .where('passwordLinks.tokenHash', '=', hashLinkToken(token))
    .where('passwordLinks.usedAt', 'is', null)
    .where('passwordLinks.expiresAt', '>', now)
    .where('users.disabledLogin', '=', false);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Spends the link and drops the user's other unused ones: a password chosen ends every link out. */
export async function spendPasswordLinks(db: Kysely<Database>, holder: Pick<PasswordLinkHolder, 'linkId' | 'userId'>, now: Date) {
  await db.updateTable('passwordLinks').set({ usedAt: now }).where('id', '=', holder.linkId).execute();
  await db.deleteFrom('passwordLinks').where('userId', '=', holder.userId).where('usedAt', 'is', null).execute();
}
