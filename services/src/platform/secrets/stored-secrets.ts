import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Secrets an administrator stores (sealed by `secret-sealer.ts` before they get here) live in
 * `server_secrets` beside the generated ones, under a prefix no generated secret uses.
 */
const storedName = (name: string) => `stored:${name}`;

export interface StoredSecret {
  sealed: string;
  storedAt: Date;
}

export async function readStoredSecret(db: Kysely<Database>, name: string): Promise<StoredSecret | null> {
  const row = await db.selectFrom('serverSecrets').select(['value', 'createdAt']).where('name', '=', storedName(name)).executeTakeFirst();
  return row ? { sealed: row.value, storedAt: row.createdAt } : null;
}

/** Stores (or replaces) the sealed secret; `createdAt` is when it was last stored. */
export async function writeStoredSecret(db: Kysely<Database>, name: string, sealed: string, at: Date): Promise<void> {
  await db
    .insertInto('serverSecrets')
    .values({ name: storedName(name), value: sealed, createdAt: at })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: sealed, createdAt: at }))
    .execute();
}

/** Whether there was one to remove. */
export async function removeStoredSecret(db: Kysely<Database>, name: string): Promise<boolean> {
  const result = await db.deleteFrom('serverSecrets').where('name', '=', storedName(name)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
