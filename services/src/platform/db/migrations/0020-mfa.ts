import type { Kysely, Migration } from 'kysely';

/**
 * Two-step sign-in: a user's TOTP secret (sealed with SECRETS_KEY), the one being set up, when it
 * was turned on, the last time step used (a code works once), and single-use recovery codes
 * stored as hashes.
 */
export const mfaMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('totp_secret_sealed', 'text').execute();
    await db.schema.alterTable('users').addColumn('totp_pending_sealed', 'text').execute();
    await db.schema.alterTable('users').addColumn('totp_enabled_at', 'timestamptz').execute();
    await db.schema.alterTable('users').addColumn('totp_last_step', 'bigint').execute();
    await db.schema
      .createTable('mfa_recovery_codes')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('mfa_recovery_codes_user').on('mfa_recovery_codes').columns(['user_id', 'code_hash']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('mfa_recovery_codes').execute();
    for (const column of ['totp_last_step', 'totp_enabled_at', 'totp_pending_sealed', 'totp_secret_sealed']) {
      await db.schema.alterTable('users').dropColumn(column).execute();
    }
  },
};
