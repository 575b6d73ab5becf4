import { sql, type Kysely, type Migration } from 'kysely';

/** Identity, tenancy, notifications and settings: the core every feature stands on. */
export const coreMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('organizations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('channel_types', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('correspondent_selection', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('approval_status', 'text', (c) => c.notNull())
      .addColumn('primary_ae_id', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('user_type', 'text', (c) => c.notNull().check(sql`user_type in ('external', 'internal')`))
      .addColumn('organization_id', 'text', (c) => c.references('organizations.id'))
      .addColumn('role_types', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('personas', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('cell', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('encompass_id', 'text', (c) => c.unique())
      .addColumn('disabled_login', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('has_integration_token', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('profile_photo_url', 'text')
      .addColumn('do_not_show_again', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('users_external_has_org', sql`(user_type = 'external') = (organization_id is not null)`)
      .execute();
    await db.schema.createIndex('users_organization_idx').on('users').column('organization_id').execute();

    await db.schema
      .alterTable('organizations')
      .addForeignKeyConstraint('organizations_primary_ae_fk', ['primary_ae_id'], 'users', ['id'])
      .execute();

    await db.schema
      .createTable('ae_coverage')
      .addColumn('ae_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('ae_coverage_pk', ['ae_user_id', 'organization_id'])
      .execute();

    await db.schema
      .createTable('refresh_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('family_id', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('rotated_at', 'timestamptz')
      .addColumn('revoked_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();

    await db.schema
      .createTable('notifications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('link', 'text')
      .addColumn('read', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'read', 'created_at']).execute();

    await db.schema
      .createTable('settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'jsonb', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .execute();

    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['server_secrets', 'settings', 'notifications', 'refresh_tokens', 'ae_coverage']) {
      await db.schema.dropTable(table).execute();
    }
    await db.schema.alterTable('organizations').dropConstraint('organizations_primary_ae_fk').execute();
    await db.schema.dropTable('users').execute();
    await db.schema.dropTable('organizations').execute();
  },
};
