import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ColumnType, Kysely } from 'kysely';
import { IMPERSONATION_MINUTES, IMPERSONATION_TEXTS } from 'shared-rules';
import type { Database } from '../../db/schema';
import { unauthorized } from '../../http/problem';
import { ReadCache } from '../../cache/read-cache';

/** The impersonation sessions (migration 0023), merged into the core's `Database`. */
declare module '../../db/schema' {
  interface Database {
    impersonationSessions: ImpersonationSessionTable;
  }
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ImpersonationSessionTable {
  id: string;
  adminId: string;
  targetId: string;
  tokenHash: string;
  refreshFamilyId: string;
  startedAt: Timestamp;
  expiresAt: Timestamp;
  endedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A session as requests check it, with the administrator's name the profile shows. */
export interface ImpersonationSessionState {
  id: string;
  adminId: string;
  adminName: string;
  targetId: string;
  refreshFamilyId: string;
  expiresAt: Date;
  endedAt: Date | null;
}

/** Every request of an ended or expired session answers this (the browser then ends up signed out of it). */
export const impersonationEnded = () => unauthorized('impersonation-ended', IMPERSONATION_TEXTS.sessionInvalid);

export const sessionIsOpen = (session: Pick<ImpersonationSessionState, 'endedAt' | 'expiresAt'>, now: Date) =>
  session.endedAt === null && session.expiresAt.getTime() > now.getTime();

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** How long a session's state is trusted by a process that did not end it (another process ending it shows after this). */
const STATE_TTL_MS = 5_000;
const ENDED_REMEMBERED = 10_000;

/**
 * Impersonation sessions: started by an administrator for one user, ended once (by the
 * administrator, with the session's own token) or by time. The session token is random and
 * stored only as its SHA-256. Requests check their session through a short per-process cache;
 * the sessions ended here are also remembered synchronously, for the socket handshake.
 */
export class ImpersonationSessionStore {
  private readonly states = new ReadCache<ImpersonationSessionState | null>({ ttlMs: STATE_TTL_MS, maxEntries: 1_000 });
  private readonly endedHere = new Set<string>();

  constructor(private readonly db: Kysely<Database>) {}

  /** A new session row, inside the caller's transaction; answers its id, token and expiry. */
  async start(
    trx: Kysely<Database>,
    adminId: string,
    targetId: string,
    now: Date,
  ): Promise<{ id: string; token: string; refreshFamilyId: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const session = {
      id: randomUUID(),
      refreshFamilyId: randomUUID(),
      expiresAt: new Date(now.getTime() + IMPERSONATION_MINUTES * 60_000),
    };
    await trx
      .insertInto('impersonationSessions')
      .values({ ...session, adminId, targetId, tokenHash: hashToken(token), startedAt: now, endedAt: null })
      .execute();
    return { ...session, token };
  }

  /** The session its token names, read fresh. */
  byToken(token: string): Promise<ImpersonationSessionState | undefined> {
    return this.find('tokenHash', hashToken(token));
  }

  /** The session whose tokens belong to this refresh family, read fresh; undefined for an ordinary sign-in. */
  byRefreshFamily(familyId: string): Promise<ImpersonationSessionState | undefined> {
    return this.find('refreshFamilyId', familyId);
  }

  /** The session through the cache (null: no such session). */
  state(sessionId: string): Promise<ImpersonationSessionState | null> {
    return this.states.get(sessionId, async () => (await this.find('id', sessionId)) ?? null);
  }

  /** Throws the 401 `impersonation-ended` unless the session still runs. */
  async assertOpen(sessionId: string, now = new Date()): Promise<ImpersonationSessionState> {
    const session = this.endedHere.has(sessionId) ? null : await this.state(sessionId);
    if (!session || !sessionIsOpen(session, now)) throw impersonationEnded();
    return session;
  }

  /** Whether this process knows the session ended (no database read: the socket handshake is synchronous). */
  knownEnded(sessionId: string): boolean {
    return this.endedHere.has(sessionId);
  }

  /**
   * Ends the session once: false when it had already ended. `alongside` runs in the same
   * transaction (the audit row).
   */
  async end(sessionId: string, now: Date, alongside: (trx: Kysely<Database>) => Promise<void>): Promise<boolean> {
    const ended = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('impersonationSessions')
        .set({ endedAt: now })
        .where('id', '=', sessionId)
        .where('endedAt', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (row) await alongside(trx);
      return row !== undefined;
    });
    this.forget(sessionId);
    return ended;
  }

  private forget(sessionId: string): void {
    this.states.delete(sessionId);
    if (this.endedHere.size >= ENDED_REMEMBERED) {
      const oldest = this.endedHere.values().next();
      if (!oldest.done) this.endedHere.delete(oldest.value);
    }
    this.endedHere.add(sessionId);
  }

  private async find(column: 'id' | 'tokenHash' | 'refreshFamilyId', value: string): Promise<ImpersonationSessionState | undefined> {
    const row = await this.db
      .selectFrom('impersonationSessions')
      .innerJoin('users', 'users.id', 'impersonationSessions.adminId')
      .select([
        'impersonationSessions.id',
        'impersonationSessions.adminId',
        'impersonationSessions.targetId',
        'impersonationSessions.refreshFamilyId',
        'impersonationSessions.expiresAt',
        'impersonationSessions.endedAt',
        'users.firstName',
        'users.lastName',
      ])
      .where(`impersonationSessions.${column}`, '=', value)
      .executeTakeFirst();
    if (!row) return undefined;
    const { firstName, lastName, ...session } = row;
    return { ...session, adminName: `${firstName} ${lastName}`.trim() };
  }
}
