import { createHash, randomUUID } from 'node:crypto';
import type { DatabaseHandle, DatabaseOptions } from '../db/connect';

const sharedHandleIds = new WeakMap<DatabaseHandle, string>();

/**
 * The Redis key prefix of the rate-limit counters: one per deployment, i.e. per database, so the
 * service processes of a deployment count sign-ins together while another deployment (or a test
 * run with its own database) on the same Redis keeps its own counts.
 */
export function rateLimitNamespace(database: DatabaseOptions): string {
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
  return `portal-rate-limit:${createHash('sha256').update(identity).digest('hex').slice(0, 16)}:`;
}
