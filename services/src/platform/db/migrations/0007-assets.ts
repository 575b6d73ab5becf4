import { sql, type Kysely, type Migration } from 'kysely';

/** Uploaded images and files administrators use by URL in branding and content pages. */
export const assetsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('assets')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('file_name', 'text', (c) => c.notNull())
      // Read from the content when it was uploaded, never from the name or the declared type.
      .addColumn('content_type', 'text', (c) =>
        c.notNull().check(sql`content_type in ('image/png', 'image/jpeg', 'image/svg+xml', 'image/gif', 'image/webp', 'application/pdf')`),
      )
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('bytes', 'bytea', (c) => c.notNull())
      .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('uploaded_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex('assets_uploaded_idx').on('assets').columns(['uploaded_at', 'id']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('assets').execute();
  },
};
