import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The portal's instances (exactly one of them this portal, `is_current`) and the ids of the
 * instance sync tokens already exchanged, kept until they expire so each works once.
 */
export const instancesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('instances')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('base_url', 'text', (c) => c.notNull().unique())
      .addColumn('is_current', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('instances_current_enabled', sql`enabled or not is_current`)
      .execute();
    // Names are unique whatever their case, as people read them.
    await sql`create unique index instances_name_unique on instances (lower(name))`.execute(db);
    await sql`create unique index instances_one_current on instances (is_current) where is_current`.execute(db);

    await db.schema
      .createTable('instance_sync_tokens')
      .addColumn('jti', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('instance_sync_tokens_expiry').on('instance_sync_tokens').column('expires_at').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('instance_sync_tokens').execute();
    await db.schema.dropTable('instances').execute();
  },
};
