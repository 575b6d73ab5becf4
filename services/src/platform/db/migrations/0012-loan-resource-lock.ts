import type { Kysely, Migration } from 'kysely';

/** The loan's resource lock (the lender staff member working on it, and since when) and its archived flag. */
export const loanResourceLockMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('loans')
      .addColumn('locked_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('loans').addColumn('locked_at', 'timestamptz').execute();
    await db.schema
      .alterTable('loans')
      .addColumn('archived', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const column of ['archived', 'locked_at', 'locked_by']) await db.schema.alterTable('loans').dropColumn(column).execute();
  },
};
