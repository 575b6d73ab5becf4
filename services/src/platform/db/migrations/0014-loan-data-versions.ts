import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Loan data saved with versions: `loans.data_version` grows by one with every saved change of
 * the loan's data (a save names the version it started from), and `loan_field_changes` keeps one
 * row per changed field and version, so a save based on an older version learns which fields
 * others changed since (and by whom) instead of overwriting them silently.
 */
export const loanDataVersionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('loans')
      .addColumn('data_version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createTable('loan_field_changes')
      .addColumn('loan_id', 'text', (c) => c.notNull().references('loans.id').onDelete('cascade'))
      // The version the change produced: a save based on version v conflicts with rows above v.
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('field_id', 'text', (c) => c.notNull())
      .addColumn('old_value', 'jsonb')
      .addColumn('new_value', 'jsonb')
      // Kept when the user is deleted: the name says who it was.
      .addColumn('changed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('changed_by_name', 'text', (c) => c.notNull())
      .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      // A field changes at most once per version; the key is also the index by loan and version.
      .addPrimaryKeyConstraint('loan_field_changes_pk', ['loan_id', 'version', 'field_id'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('loan_field_changes').execute();
    await db.schema.alterTable('loans').dropColumn('data_version').execute();
  },
};
