import { sql, type Kysely, type Migration } from 'kysely';

/**
 * One-time links to choose a password (a reset, or a new user's invitation), kept only as the
 * SHA-256 of their token, and the outbox's new kind of email that carries them, `password-link`.
 */
export const passwordLinksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('password_links')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('reset', 'invite')`))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('password_links_user').on('password_links').column('user_id').execute();

    await sql`alter table outbound_emails drop constraint outbound_emails_kind_check`.execute(db);
    await sql`alter table outbound_emails add constraint outbound_emails_kind_check check (kind in ('loan-help', 'support-ticket', 'loan-alert', 'password-link'))`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>) {
    await sql`delete from outbound_emails where kind = 'password-link'`.execute(db);
    await sql`alter table outbound_emails drop constraint outbound_emails_kind_check`.execute(db);
    await sql`alter table outbound_emails add constraint outbound_emails_kind_check check (kind in ('loan-help', 'support-ticket', 'loan-alert'))`.execute(
      db,
    );
    await db.schema.dropTable('password_links').execute();
  },
};
