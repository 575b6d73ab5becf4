import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Profile } from 'shared-rules';
import type { StoredSecret } from '../secrets/stored-secrets';
import type { StoredSetting } from '../settings/setting-store';
import { ReadCache } from './read-cache';

/**
 * A write that changes what a cached read returns. Every route (or job) that writes users,
 * organisations or account-executive coverage calls `app.readCache.invalidate` after its
 * transaction commits.
 */
export type CacheChange =
  /** A user's row: profile, personas, roles, organisation, disabled flag, do-not-show-again. */
  | { kind: 'user'; userId: string }
  /** An organisation's row (e.g. its primary account executive, shown in its users' profiles). */
  | { kind: 'organization'; organizationId: string }
  /** The organisations an account executive covers. */
  | { kind: 'coverage'; aeUserId: string }
  /** A rule set (any organisation's, or lender-wide, which every organisation runs). */
  | { kind: 'rule-set'; ruleSetId: string }
  /** A saved setting (`PUT /api/settings/:key`). */
  | { kind: 'setting'; key: string }
  /** A secret an administrator stored or removed (`PUT|DELETE /api/chat/admin/api-key`). */
  | { kind: 'stored-secret'; name: string };

/**
 * Told of every change this process applies, its own writes' and other processes', and of
 * `{ kind: 'everything' }` when the Redis subscription is back after a drop (changes may have been
 * missed meanwhile). For state kept beside the cache that the same writes change (the users who
 * cannot sign in, `../auth/sign-in-blocks.ts`).
 */
export type CacheChangeListener = (change: CacheChange | { kind: 'everything' }) => Promise<void> | void;

/**
 * An organisation's compiled rule sets of one tag. The rule-sets feature declares its shape (declaration
 * merging, in `features/rule-sets/compiled-rule-sets.ts`): the platform keeps it without knowing it.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the rule-sets feature
export interface CachedRuleSets {}

/** The cached reads of the hot paths, each keyed by everything its value depends on. */
export interface PortalReadCache {
  /** Profile by user id (tagged with the user's organisation). */
  profiles: ReadCache<Profile | undefined>;
  /** Organisation ids an account executive covers, by the executive's user id. */
  coverage: ReadCache<string[]>;
  /**
   * An organisation's contacts as the serialized `GET /api/external-users/summary` answer, by
   * `orgContactsKey`; the caller checks access before reading.
   */
  orgContacts: ReadCache<string>;
  /** An organisation's rule sets of one tag, compiled, by `organizationRuleSetsKey`. */
  ruleSets: ReadCache<CachedRuleSets>;
  /** A stored setting by key (null: never saved); every signed-in browser reads several on load. */
  settings: ReadCache<StoredSetting | null>;
  /** A stored secret, still sealed, by name (null: none stored); the assistant reads its key for every reply. */
  storedSecrets: ReadCache<StoredSecret | null>;
  /**
   * Drops what the change makes stale here, and in every other service process (Redis); resolves
   * once this process's listeners have applied it too.
   */
  invalidate(change: CacheChange): Promise<void>;
  /** Adds a listener (see `CacheChangeListener`); a listener that fails is logged, never the write's failure. */
  onChange(listener: CacheChangeListener): void;
  /** Told of every read, by cache and whether it was served from memory (the metrics' hit rate, `../telemetry`). */
  onLookup(listener: (cache: ReadCacheName, outcome: 'hit' | 'miss') => void): void;
}

/** The caches above, by name: `profiles`, `coverage`, … */
export type ReadCacheName = Exclude<keyof PortalReadCache, 'invalidate' | 'onChange' | 'onLookup'>;

declare module 'fastify' {
  interface FastifyInstance {
    readCache: PortalReadCache;
  }
}

export interface ReadCachePluginOptions {
  /** Shares invalidations with the other service processes. */
  redisUrl?: string;
  /** The Redis channel of this deployment's invalidations (`redisNames`). */
  channel: string;
  /** How long a cached read is trusted without an invalidation (default 10 s). */
  ttlMs?: number;
}

const DEFAULT_TTL_MS = 10_000;
/** The tag of cached values that show something of the organisation (see `ReadCache.get`). */
export const organizationTag = (organizationId: string) => `org:${organizationId}`;

/** The key of one organisation contacts list; every filter of the query is part of it. */
export function orgContactsKey(organizationId: string, roleType: string, includeDisabled: boolean): string {
  return `${organizationId}|${roleType}|${includeDisabled ? 'all' : 'enabled'}`;
}

/** Drops, in this process, what a change makes stale. */
export function applyChange(cache: Pick<PortalReadCache, ReadCacheName>, change: CacheChange): void {
  switch (change.kind) {
    case 'user':
      cache.profiles.delete(change.userId);
      cache.coverage.delete(change.userId);
      // The user may have joined, left or moved between organisations: every list may hold them.
      cache.orgContacts.clear();
      return;
    case 'organization':
      cache.profiles.deleteTagged(organizationTag(change.organizationId));
      cache.orgContacts.deletePrefixed(`${change.organizationId}|`);
      return;
    case 'coverage':
      cache.coverage.delete(change.aeUserId);
      return;
    case 'rule-set':
      // A save may move a set between organisations or make it lender-wide: every entry may hold it.
      cache.ruleSets.clear();
      return;
    case 'setting':
      cache.settings.delete(change.key);
      return;
    case 'stored-secret':
      cache.storedSecrets.delete(change.name);
      return;
  }
}

function parseChange(message: string): CacheChange | undefined {
  try {
    const value = JSON.parse(message) as Partial<Record<string, unknown>>;
    if (value.kind === 'user' && typeof value.userId === 'string') return { kind: 'user', userId: value.userId };
    if (value.kind === 'organization' && typeof value.organizationId === 'string') {
      return { kind: 'organization', organizationId: value.organizationId };
    }
    if (value.kind === 'coverage' && typeof value.aeUserId === 'string') return { kind: 'coverage', aeUserId: value.aeUserId };
    if (value.kind === 'rule-set' && typeof value.ruleSetId === 'string') return { kind: 'rule-set', ruleSetId: value.ruleSetId };
    if (value.kind === 'setting' && typeof value.key === 'string') return { kind: 'setting', key: value.key };
    if (value.kind === 'stored-secret' && typeof value.name === 'string') return { kind: 'stored-secret', name: value.name };
  } catch {
    // Not ours or damaged: ignored below.
  }
  return undefined;
}

/**
 * The per-process cache of the reads every request makes (profile, coverage, organisation
 * contacts), of the compiled rule sets loan creation runs, and of the stored settings. Writes invalidate it; with REDIS_URL the invalidation reaches every process, and
 * if that channel drops, the process forgets everything it cached. The TTL bounds staleness
 * from writes made outside the services (seed scripts, manual SQL).
 */
export const readCachePlugin = fp<ReadCachePluginOptions>(
  async (app, options) => {
    const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    const caches = {
      profiles: new ReadCache<Profile | undefined>({ ttlMs, maxEntries: 50_000 }),
      coverage: new ReadCache<string[]>({ ttlMs, maxEntries: 10_000 }),
      orgContacts: new ReadCache<string>({ ttlMs, maxEntries: 10_000 }),
      ruleSets: new ReadCache<CachedRuleSets>({ ttlMs, maxEntries: 1_000 }),
      settings: new ReadCache<StoredSetting | null>({ ttlMs, maxEntries: 100 }),
      storedSecrets: new ReadCache<StoredSecret | null>({ ttlMs, maxEntries: 20 }),
    };
    const clearAll = () => {
      caches.profiles.clear();
      caches.coverage.clear();
      caches.orgContacts.clear();
      caches.ruleSets.clear();
      caches.settings.clear();
      caches.storedSecrets.clear();
    };

    const listeners: CacheChangeListener[] = [];
    const notify = async (change: CacheChange | { kind: 'everything' }) => {
      await Promise.all(
        listeners.map(async (listener) => {
          try {
            await listener(change);
          } catch (error) {
            app.log.error({ err: error, change }, 'a read-cache listener failed');
          }
        }),
      );
    };

    let broadcast: (change: CacheChange) => Promise<void> = async () => {};
    if (options.redisUrl) {
      const processId = randomUUID();
      const { channel } = options;
      const publisher = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
      const subscriber = publisher.duplicate();
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await subscriber.subscribe(channel);
      subscriber.on('message', (_channel: string, message: string) => {
        const separator = message.indexOf(' ');
        if (message.slice(0, separator) === processId) return;
        const change = parseChange(message.slice(separator + 1));
        if (change) {
          applyChange(caches, change);
          void notify(change);
        } else app.log.warn({ message }, 'ignored a malformed read-cache invalidation');
      });
      // Invalidations sent while the subscription was down are lost: start from nothing.
      subscriber.on('ready', () => {
        clearAll();
        void notify({ kind: 'everything' });
      });
      broadcast = async (change) => {
        try {
          await publisher.publish(channel, `${processId} ${JSON.stringify(change)}`);
        } catch (error) {
          // The write has committed and this process is up to date: failing the request would
          // not undo it. Other processes keep a stale entry at most until its TTL (sooner if
          // their own subscription dropped too: they forget everything when it comes back).
          app.log.error({ err: error, change }, 'could not publish a read-cache invalidation');
        }
      };
      app.addHook('onClose', async () => {
        await Promise.allSettled([publisher.quit(), subscriber.quit()]);
      });
    }

    app.decorate('readCache', {
      ...caches,
      async invalidate(change: CacheChange) {
        applyChange(caches, change);
        await Promise.all([notify(change), broadcast(change)]);
      },
      onChange(listener: CacheChangeListener) {
        listeners.push(listener);
      },
      onLookup(listener: (cache: ReadCacheName, outcome: 'hit' | 'miss') => void) {
        for (const name of Object.keys(caches) as ReadCacheName[]) caches[name].observeLookups((outcome) => listener(name, outcome));
      },
    });
  },
  { name: 'read-cache' },
);
