import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  INSTANCE_SYNC_SECRET_MIN_LENGTH,
  INSTANCE_SYNC_SECRET_TEXTS,
  INSTANCE_SYNC_TEXTS,
  type InstanceSyncSecretSource,
  type InstanceSyncStatus,
} from 'shared-rules';
import type { Database } from '../../platform/db/schema';
import { isPublishedSecret } from '../../platform/secrets/published-secrets';
import { readStoredSecret, removeStoredSecret, writeStoredSecret } from '../../platform/secrets/stored-secrets';

/** The name the shared secret is stored under (sealed with SECRETS_KEY) when an administrator set it. */
const STORED_NAME = 'instance-sync-secret';

/** What is sealed: the secret and how it came (`entered`: pasted from the sibling that generated it). */
interface StoredSyncSecret {
  secret: string;
  source: 'generated' | 'entered';
  setById: string;
}

export interface SyncSecret {
  secret: string;
  source: InstanceSyncSecretSource;
  /** When and by whom an administrator set it; null for INSTANCE_SYNC_SECRET. */
  setAt: Date | null;
  setById: string | null;
}

function isStoredSyncSecret(value: unknown): value is StoredSyncSecret {
  const stored = value as Partial<StoredSyncSecret> | null;
  return (
    typeof stored === 'object' &&
    stored !== null &&
    typeof stored.secret === 'string' &&
    (stored.source === 'generated' || stored.source === 'entered') &&
    typeof stored.setById === 'string'
  );
}

/**
 * The secret that signs and checks sync tokens: INSTANCE_SYNC_SECRET when the services have one,
 * else the one an administrator stored; null when there is none (or it cannot be opened with this
 * SECRETS_KEY, which the log says). Read per call: every service process sees a change at once.
 */
export async function currentSyncSecret(app: FastifyInstance, environmentSecret: string | undefined): Promise<SyncSecret | null> {
  if (environmentSecret) return { secret: environmentSecret, source: 'environment', setAt: null, setById: null };
  const stored = await readStoredSecret(app.db, STORED_NAME);
  if (!stored) return null;
  if (!app.secretSealer) {
    app.log.warn('an instance sync secret is stored but the services have no SECRETS_KEY to open it: moving between instances is off');
    return null;
  }
  let opened: unknown;
  try {
    opened = JSON.parse(app.secretSealer.open(stored.sealed));
  } catch {
    app.log.error('the stored instance sync secret cannot be opened with this SECRETS_KEY: an administrator sets it again');
    return null;
  }
  // A secret stored before it was refused (published later) is not used either.
  if (!isStoredSyncSecret(opened) || isPublishedSecret(opened.secret)) return null;
  return { secret: opened.secret, source: opened.source, setAt: stored.storedAt, setById: opened.setById };
}

/** Seals and stores the shared secret, replacing any stored one. */
export async function storeSyncSecret(app: FastifyInstance, stored: StoredSyncSecret, at: Date, db: Kysely<Database> = app.db) {
  if (!app.secretSealer) throw new Error('storeSyncSecret needs SECRETS_KEY');
  await writeStoredSecret(db, STORED_NAME, app.secretSealer.seal(JSON.stringify(stored)), at);
}

export function removeSyncSecret(db: Kysely<Database>): Promise<boolean> {
  return removeStoredSecret(db, STORED_NAME);
}

/** A new shared secret: 256 random bits, 43 base64url characters. */
export const generateSyncSecret = () => randomBytes(32).toString('base64url');

/** `3f2a-9c1b-77de`: the first 48 bits of the secret's SHA-256, to compare two instances' secrets by eye. */
export function syncSecretFingerprint(secret: string): string {
  const hex = createHash('sha256').update(secret, 'utf8').digest('hex').slice(0, 12);
  return `${hex.slice(0, 4)}-${hex.slice(4, 8)}-${hex.slice(8, 12)}`;
}

/** Why a secret pasted from a sibling cannot be used (the field's message), or null when it can. */
export function enteredSecretProblem(text: string): string | null {
  if (/\s/.test(text)) return INSTANCE_SYNC_SECRET_TEXTS.hasSpaces;
  if (text.length < INSTANCE_SYNC_SECRET_MIN_LENGTH) return INSTANCE_SYNC_SECRET_TEXTS.tooShort;
  if (isPublishedSecret(text)) return INSTANCE_SYNC_SECRET_TEXTS.published;
  return null;
}

/** Enabled instances other than this one: moving between instances needs at least one. */
export async function enabledSiblingCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('instances')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('isCurrent', '=', false)
    .where('enabled', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Whether users can move between instances now, and the secret that signs their tokens when they can. */
export async function instanceSyncState(
  app: FastifyInstance,
  environmentSecret: string | undefined,
): Promise<{ status: InstanceSyncStatus; secret: SyncSecret | null }> {
  const [secret, enabledSiblings] = await Promise.all([currentSyncSecret(app, environmentSecret), enabledSiblingCount(app.db)]);
  let setBy: string | null = null;
  if (secret?.setById) {
    const user = await app.db.selectFrom('users').select(['firstName', 'lastName']).where('id', '=', secret.setById).executeTakeFirst();
    setBy = user ? `${user.firstName} ${user.lastName}`.trim() : null;
  }
  const offReason = !secret ? INSTANCE_SYNC_TEXTS.offNoSecret : enabledSiblings === 0 ? INSTANCE_SYNC_TEXTS.offNoSibling : null;
  return {
    secret,
    status: {
      on: offReason === null,
      offReason,
      secretSource: secret?.source ?? null,
      secretFingerprint: secret ? syncSecretFingerprint(secret.secret) : null,
      secretSetAt: secret?.setAt ? new Date(secret.setAt).toISOString() : null,
      secretSetBy: setBy,
      enabledSiblings,
    },
  };
}
