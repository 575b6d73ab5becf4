import type { Kysely } from 'kysely';
import type { SignInRefusal } from 'shared-rules';
import type { Database } from '../db/schema';
import type { CacheChangeListener } from '../cache/plugin';
import type { AuthUser } from './auth-user';
import { type RefusedSignIn, refusedSignIns } from './sign-in-refusal';

/** How often every process reads the whole list again: the bound for writes made outside the services. */
export const SIGN_IN_BLOCKS_RELOAD_MS = 60_000;

/**
 * This process's list of the users who cannot sign in now (disabled, or their company is
 * Inactive), consulted for every access token (`verifyAccessToken`: requests and socket
 * handshakes), so a disabled user's tokens stop working before they expire.
 *
 * It holds state, not events: every entry comes from a read of the database, made when the
 * read cache hears of a change to the user or their organisation (from this process or, through
 * Redis, any other), when the Redis subscription comes back, and every `SIGN_IN_BLOCKS_RELOAD_MS`.
 * A late or lost message therefore delays a change and never turns it round. The reads run one at
 * a time, in order, so a full reload that started before a write cannot undo what a read made
 * after it found.
 */
export class SignInBlocks {
  private refused = new Map<string, RefusedSignIn>();
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly db: Kysely<Database>) {}

  /** Why a token of this user, or of the administrator acting as them, is refused now; null when it is not. */
  refusalFor(user: Pick<AuthUser, 'id' | 'impersonatorId'>): SignInRefusal | null {
    const own = this.refused.get(user.id);
    if (own) return own.refusal;
    return user.impersonatorId ? (this.refused.get(user.impersonatorId)?.refusal ?? null) : null;
  }

  /** How many users are refused (for the logs and tests). */
  get size(): number {
    return this.refused.size;
  }

  /** Reads every refused user again. */
  reloadAll(): Promise<void> {
    return this.inTurn(async () => {
      const rows = await refusedSignIns(this.db, 'everyone');
      this.refused = new Map(rows.map((row) => [row.userId, row]));
    });
  }

  /** Reads these users again: each is refused or let back in as the database says now. */
  refreshUsers(userIds: readonly string[]): Promise<void> {
    return this.inTurn(async () => {
      const rows = await refusedSignIns(this.db, { userIds });
      for (const userId of userIds) this.refused.delete(userId);
      for (const row of rows) this.refused.set(row.userId, row);
    });
  }

  /** Reads an organisation's contacts again: its status may have closed or reopened their sign-in. */
  refreshOrganization(organizationId: string): Promise<void> {
    return this.inTurn(async () => {
      const rows = await refusedSignIns(this.db, { organizationId });
      for (const [userId, entry] of this.refused) if (entry.organizationId === organizationId) this.refused.delete(userId);
      for (const row of rows) this.refused.set(row.userId, row);
    });
  }

  /** The read cache's listener: a user's or an organisation's row changed, or changes may have been missed. */
  readonly onCacheChange: CacheChangeListener = (change) => {
    if (change.kind === 'user') return this.refreshUsers([change.userId]);
    if (change.kind === 'organization') return this.refreshOrganization(change.organizationId);
    if (change.kind === 'everything') return this.reloadAll();
  };

  private inTurn(work: () => Promise<void>): Promise<void> {
    const run = this.queue.then(work);
    this.queue = run.catch(() => {});
    return run;
  }
}
