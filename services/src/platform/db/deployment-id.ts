import { createHash, randomUUID } from 'node:crypto';
import type { DatabaseHandle, DatabaseOptions } from './connect';

const sharedHandleIds = new WeakMap<DatabaseHandle, string>();

/**
 * What names one deployment, i.e. one database, in the Redis it may share with others: the service
 * processes of a deployment count sign-ins together, see each other's socket events and cache
 * invalidations, while another deployment (or a test file with its own database) on the same Redis
 * keeps its own.
 */
export function deploymentId(database: DatabaseOptions): string {
  let identity: string;
  if (database.kind === 'postgres') {
    const url = new URL(database.url);
    identity = `postgres:${url.host}${url.pathname}`;
  } else if (database.kind === 'pglite') {
    // An embedded database belongs to one process; only a data folder can be shared.
    identity = database.dataDir ? `pglite:${database.dataDir}` : `pglite:${randomUUID()}`;
  } else {
    let id = sharedHandleIds.get(database.handle);
    if (!id) {
      id = randomUUID();
      sharedHandleIds.set(database.handle, id);
    }
    identity = `shared:${id}`;
  }
  return createHash('sha256').update(identity).digest('hex').slice(0, 16);
}

/** Where a deployment's processes meet in Redis: each name carries its `deploymentId`. */
export function redisNames(deployment: string) {
  return {
    /** The key prefix of the rate-limit and sign-in throttle counters. */
    rateLimit: `portal-rate-limit:${deployment}:`,
    /** The socket.io adapter's channel prefix (rooms, server-side events). */
    socketAdapter: `portal-socket.io:${deployment}`,
    /** The channel of the read caches' invalidations. */
    readCacheChannel: `portal:read-cache:invalidate:${deployment}`,
  };
}

export type RedisNames = ReturnType<typeof redisNames>;
