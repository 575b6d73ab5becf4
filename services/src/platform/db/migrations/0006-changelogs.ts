import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Release notes: what users read after sign-in (the unread ones) and under Resources, which of
 * them each user has read, and every administrator's change to them.
 */
export const changelogsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('changelogs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('start_date', 'date', (c) => c.notNull())
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    // Users list the published ones newest first.
    await db.schema.createIndex('changelogs_start_idx').on('changelogs').columns(['start_date', 'created_at']).execute();

    await db.schema
      .createTable('changelog_reads')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('changelog_id', 'text', (c) => c.notNull().references('changelogs.id').onDelete('cascade'))
      .addColumn('read_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('changelog_reads_pk', ['user_id', 'changelog_id'])
      .execute();

    // As setting_audit: who changed which changelog, when, and its value before and after.
    await db.schema
      .createTable('changelog_audit')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // No foreign key: the audit of a deleted changelog stays.
      .addColumn('changelog_id', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('create', 'update', 'delete')`))
      .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('changed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('changed_by_name', 'text', (c) => c.notNull())
      .addColumn('old_value', 'jsonb')
      .addColumn('new_value', 'jsonb')
      .execute();
    await db.schema.createIndex('changelog_audit_changelog_idx').on('changelog_audit').columns(['changelog_id', 'changed_at']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('changelog_audit').execute();
    await db.schema.dropTable('changelog_reads').execute();
    await db.schema.dropTable('changelogs').execute();
  },
};
