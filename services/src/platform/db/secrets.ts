import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Returns the named server secret, creating a random one on first use. Concurrent first starts
 * (several service processes on one database) all end up with the same stored value.
 */
export async function getOrCreateServerSecret(db: Kysely<Database>, name: string): Promise<string> {
  await db
    .insertInto('serverSecrets')
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('serverSecrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
