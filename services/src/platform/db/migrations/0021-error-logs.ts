import { sql, type Kysely, type Migration } from 'kysely';

/** Errors users could see: browser reports and the services' 5xx answers (no foreign keys: the log outlives users). */
export const errorLogsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('error_logs')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('stack', 'text')
      .addColumn('route', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text')
      .addColumn('status_code', 'integer')
      .addColumn('build_id', 'text', (c) => c.notNull())
      .addColumn('remote', 'text')
      .addColumn('user_id', 'text')
      .execute();
    await db.schema.createIndex('error_logs_at').on('error_logs').column('at').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('error_logs').execute();
  },
};
