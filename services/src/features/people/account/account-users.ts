import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import { unauthorized } from '../../../platform/http/problem';

export const ACCOUNT_GONE = () => unauthorized('token-invalid', 'The signed-in account no longer exists.');

/** The signed-in user's row as the account routes need it (locked when `forUpdate`, inside a transaction). */
export async function accountRow(db: Kysely<Database>, userId: string, forUpdate = false) {
  let query = db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'firstName',
      'lastName',
      'passwordHash',
      'userType',
      'integrationTokenSealed',
      'integrationTokenExpiresAt',
      'hasIntegrationToken',
    ])
    .where('id', '=', userId);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw ACCOUNT_GONE();
  return row;
}
