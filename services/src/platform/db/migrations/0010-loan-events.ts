import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The loan's event log: what happened to a loan (created, documents, step changes, contact
 * changes), by whom and when, appended and never edited. The Summary tab shows the latest; a
 * change of contacts keeps its before and after here, as its audit.
 */
export const loanEventsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('loan_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('loan_id', 'text', (c) => c.notNull().references('loans.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      // Kept when the user is deleted: the name says who it was.
      .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('actor_name', 'text')
      .addColumn('details', 'jsonb')
      .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('loan_events_loan_occurred_idx').on('loan_events').columns(['loan_id', 'occurred_at']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('loan_events').execute();
  },
};
