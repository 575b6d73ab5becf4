import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Impersonation sessions: an administrator acting as a user, for a bounded time, ended once.
 * The session's own token is kept only as its SHA-256; the impersonated user's refresh tokens
 * form the family named here, revoked when the session ends.
 */
export const impersonationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('impersonation_sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('admin_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('target_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('refresh_family_id', 'text', (c) => c.notNull().unique())
      .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('ended_at', 'timestamptz')
      .addCheckConstraint('impersonation_sessions_not_self', sql`admin_id <> target_id`)
      .execute();
    await db.schema.createIndex('impersonation_sessions_admin').on('impersonation_sessions').columns(['admin_id', 'started_at']).execute();
    await db.schema
      .createIndex('impersonation_sessions_target')
      .on('impersonation_sessions')
      .columns(['target_id', 'started_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('impersonation_sessions').execute();
  },
};
