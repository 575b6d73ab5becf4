import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type RotationResult =
  | { outcome: 'rotated'; userId: string; familyId: string; token: string; expiresAt: Date }
  | { outcome: 'unknown' | 'expired' | 'revoked' }
  /** An already-rotated token came back: it was stolen or replayed, so the family is revoked. */
  | { outcome: 'reused'; userId: string };

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');

/**
 * How long after its rotation a refresh token may come back without being taken for a stolen one.
 * A page that reloads or navigates while its refresh is in flight never receives the new cookie
 * the services set, and the next page sends the old token again a moment later; the same holds
 * for two requests racing. Within this window that token gets a sibling in its family instead of
 * ending the sign-in (Auth0's "reuse interval"); after it, reuse revokes the family.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/**
 * Refresh tokens: opaque random strings, stored only as hashes, rotated on every use. A token
 * belongs to a family (one sign-in); reuse of a rotated token revokes the whole family, unless it
 * comes back within `graceMs` of its rotation.
 */
export class RefreshTokenStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlSeconds: number,
    private readonly graceMs: number = REFRESH_REUSE_GRACE_MS,
  ) {}

  /**
   * Starts a new family for a fresh sign-in. An impersonation session names its own family (so
   * ending the session revokes it) and its first token expires with the session.
   */
  async issue(
    userId: string,
    now = new Date(),
    family: { id: string; expiresAt: Date } | null = null,
  ): Promise<{ token: string; expiresAt: Date }> {
    return this.insert(this.db, userId, family?.id ?? randomUUID(), now, family?.expiresAt);
  }

  /** Exchanges a token for its successor, atomically: two racing uses cannot both succeed. */
  async rotate(token: string, now = new Date()): Promise<RotationResult> {
    const tokenHash = hashToken(token);
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('refreshTokens')
        .select(['id', 'userId', 'familyId', 'expiresAt', 'rotatedAt', 'revokedAt'])
        .where('tokenHash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return { outcome: 'unknown' as const };
      if (row.revokedAt) return { outcome: 'revoked' as const };
      if (row.expiresAt.getTime() <= now.getTime()) return { outcome: 'expired' as const };
      if (row.rotatedAt) {
        if (now.getTime() - row.rotatedAt.getTime() < this.graceMs) {
          const sibling = await this.insert(trx, row.userId, row.familyId, now);
          return { outcome: 'rotated' as const, userId: row.userId, familyId: row.familyId, ...sibling };
        }
        await this.revokeFamilyWith(trx, row.familyId, now);
        return { outcome: 'reused' as const, userId: row.userId };
      }
      // The conditional update is the lock: only one concurrent rotation finds rotated_at null.
      const claimed = await trx
        .updateTable('refreshTokens')
        .set({ rotatedAt: now })
        .where('id', '=', row.id)
        .where('rotatedAt', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!claimed) {
        // Another request rotated it this instant: a race inside the grace window, not a theft.
        if (this.graceMs > 0) {
          const sibling = await this.insert(trx, row.userId, row.familyId, now);
          return { outcome: 'rotated' as const, userId: row.userId, familyId: row.familyId, ...sibling };
        }
        await this.revokeFamilyWith(trx, row.familyId, now);
        return { outcome: 'reused' as const, userId: row.userId };
      }
      const next = await this.insert(trx, row.userId, row.familyId, now);
      return { outcome: 'rotated' as const, userId: row.userId, familyId: row.familyId, ...next };
    });
  }

  /** Ends the sign-in the token belongs to (logout). Unknown tokens are ignored. */
  async revokeFamilyOf(token: string, now = new Date()): Promise<void> {
    const row = await this.db.selectFrom('refreshTokens').select('familyId').where('tokenHash', '=', hashToken(token)).executeTakeFirst();
    if (row) await this.revokeFamilyWith(this.db, row.familyId, now);
  }

  /** Ends one sign-in by its family id (an impersonation session's, when the session ends). */
  async revokeFamily(familyId: string, now = new Date()): Promise<void> {
    await this.revokeFamilyWith(this.db, familyId, now);
  }

  /** Revokes every sign-in of a user (e.g. when the account is disabled). */
  async revokeAllOfUser(userId: string, now = new Date()): Promise<void> {
    await this.db
      .updateTable('refreshTokens')
      .set({ revokedAt: now })
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null)
      .execute();
  }

  private async revokeFamilyWith(db: Kysely<Database>, familyId: string, now: Date): Promise<void> {
    await db.updateTable('refreshTokens').set({ revokedAt: now }).where('familyId', '=', familyId).where('revokedAt', 'is', null).execute();
  }

  private async insert(db: Kysely<Database>, userId: string, familyId: string, now: Date, notAfter?: Date) {
    const token = newToken();
    const fullTerm = now.getTime() + this.ttlSeconds * 1000;
    const expiresAt = new Date(notAfter ? Math.min(fullTerm, notAfter.getTime()) : fullTerm);
    await db
      .insertInto('refreshTokens')
      .values({ id: randomUUID(), userId, familyId, tokenHash: hashToken(token), expiresAt, createdAt: now })
      .execute();
    return { token, expiresAt };
  }
}
