import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Users' own profile photos: at most one per user, its bytes kept here. The id is random (at
 * least 128 bits) and new on every upload: it is the photo's URL (`users.profile_photo_url`),
 * fetched by <img> without a bearer token, so it must not be guessable.
 */
export const profilePhotosMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('profile_photos')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
      // Read from the content when it was uploaded, never from the name or the declared type.
      .addColumn('content_type', 'text', (c) =>
        c.notNull().check(sql`content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')`),
      )
      .addColumn('bytes', 'bytea', (c) => c.notNull())
      .addColumn('byte_size', 'integer', (c) => c.notNull().check(sql`byte_size > 0`))
      // From the image's header when it could be read; null otherwise.
      .addColumn('width', 'integer')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('profile_photos').execute();
  },
};
