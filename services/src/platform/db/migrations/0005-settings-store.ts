import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The typed settings store: every setting carries a version (a save names the version it was
 * based on, so a concurrent edit is refused instead of lost), and every save leaves an audit row
 * with who, when, and the value before and after.
 */
export const settingsStoreMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('settings')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // Rows saved before versions existed were saved once: version 0 means "never saved".
    await sql`update settings set version = 1`.execute(db);

    await db.schema
      .createTable('setting_audit')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      // Kept when the user is deleted: the name below still says who it was.
      .addColumn('changed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('changed_by_name', 'text', (c) => c.notNull())
      .addColumn('old_value', 'jsonb')
      .addColumn('new_value', 'jsonb', (c) => c.notNull())
      .execute();
    // The audit page lists newest first, for one key or for all.
    await db.schema.createIndex('setting_audit_changed_idx').on('setting_audit').columns(['changed_at', 'id']).execute();
    await db.schema.createIndex('setting_audit_key_changed_idx').on('setting_audit').columns(['key', 'changed_at', 'id']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('setting_audit').execute();
    await db.schema.alterTable('settings').dropColumn('version').execute();
  },
};
