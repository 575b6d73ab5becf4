import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MFA_RECOVERY_CODE_COUNT } from 'shared-rules';
import type { Database } from '../../db/schema';
import './mfa-tables';

// Crockford's base32 without look-alikes: a code is read from paper and typed.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** "7KQ2-MX9D-4RTA": 60 random bits, enough that a hash of it cannot be reversed by trying them all. */
function newCode(): string {
  const bytes = randomBytes(12);
  const characters = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8, 12)}`;
}

const normalised = (code: string) => code.toUpperCase().replace(/[^0-9A-Z]/g, '');
const hashOf = (code: string) => createHash('sha256').update(normalised(code)).digest('base64url');

/** Replaces the user's recovery codes with new ones; the plain codes are returned to be shown once. */
export async function replaceRecoveryCodes(db: Kysely<Database>, userId: string): Promise<string[]> {
  const codes = Array.from({ length: MFA_RECOVERY_CODE_COUNT }, newCode);
  await db.deleteFrom('mfaRecoveryCodes').where('userId', '=', userId).execute();
  await db
    .insertInto('mfaRecoveryCodes')
    .values(codes.map((code) => ({ userId, codeHash: hashOf(code), usedAt: null })))
    .execute();
  return codes;
}

/** Uses one recovery code: true when it was the user's and unused (it is then spent). */
export async function spendRecoveryCode(db: Kysely<Database>, userId: string, code: string, now: Date): Promise<boolean> {
  if (normalised(code).length !== 12) return false;
  const spent = await db
    .updateTable('mfaRecoveryCodes')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('codeHash', '=', hashOf(code))
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) > 0;
}

export async function recoveryCodesLeft(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('mfaRecoveryCodes')
    .select((eb) => eb.fn.countAll<string>().as('left'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}
