import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The broker's answer to Add Loan's homeowners-insurance notice (asked while the HOI opt-out
 * feature is on): `opted-out` or `quote-requested`, null for a loan created without the notice.
 */
export const loanHoiNoticeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('loans')
      .addColumn('hoi_notice', 'text', (c) => c.check(sql`hoi_notice in ('opted-out', 'quote-requested')`))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('loans').dropColumn('hoi_notice').execute();
  },
};
