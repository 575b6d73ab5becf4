import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/**
 * The lender's staff who look after an organisation's loans: the account executives covering it
 * and its primary AE, able to sign in, by name. Conditions are given to them, and they hear of a
 * broker's answers.
 */
export async function coveringStaff(db: Kysely<Database>, organizationId: string): Promise<{ userId: string; name: string }[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName'])
    .where('userType', '=', 'internal')
    .where('disabledLogin', '=', false)
    .where((eb) =>
      eb.or([
        eb('id', 'in', eb.selectFrom('aeCoverage').select('aeUserId').where('organizationId', '=', organizationId)),
        eb(
          'id',
          'in',
          eb.selectFrom('organizations').select('primaryAeId').where('id', '=', organizationId).where('primaryAeId', 'is not', null),
        ),
      ]),
    )
    .orderBy('lastName')
    .orderBy('firstName')
    .execute();
  return rows.map((row) => ({ userId: row.id, name: `${row.firstName} ${row.lastName}`.trim() }));
}
