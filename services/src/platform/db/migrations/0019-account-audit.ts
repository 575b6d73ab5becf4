import { sql, type Kysely, type Migration } from 'kysely';

/**
 * An internal user's Encompass integration token, stored sealed (SECRETS_KEY) with its expiry,
 * and the portal-wide audit log: who (and, while impersonating, on whose behalf) wrote what, when.
 * The log has no foreign keys: it outlives the users and records it names.
 */
export const accountAuditMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('integration_token_sealed', 'text').execute();
    await db.schema.alterTable('users').addColumn('integration_token_expires_at', 'timestamptz').execute();

    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('actor_id', 'text', (c) => c.notNull())
      // Set while an administrator acts as another user: the actor is the user acted as.
      .addColumn('impersonator_id', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('entity_type', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text', (c) => c.notNull())
      .addColumn('details', 'jsonb', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
    await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_id', 'at']).execute();
    await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity_type', 'entity_id', 'at']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('audit_log').execute();
    await db.schema.alterTable('users').dropColumn('integration_token_expires_at').execute();
    await db.schema.alterTable('users').dropColumn('integration_token_sealed').execute();
  },
};
