import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** "First Last" of a user, as audits and "saved by" labels show who acted. */
export async function displayNameOf(db: Kysely<Database>, userId: string): Promise<string> {
  const user = await db.selectFrom('users').select(['firstName', 'lastName']).where('id', '=', userId).executeTakeFirstOrThrow();
  return `${user.firstName} ${user.lastName}`.trim();
}
