import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Workflows are stored per variant (WH, DEL, NONDEL) with a version, so two administrators
 * editing one variant cannot silently overwrite each other; every save leaves an audit row. A
 * loan stores its current workflow step, recomputed after every change that can move it, so the
 * pipeline shows and filters by it without evaluating the workflow per row.
 */
export const workflowsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('workflows')
      .addColumn('variant', 'text', (c) => c.primaryKey())
      .addColumn('definition', 'jsonb', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema
      .createTable('workflow_audit')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('variant', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('changed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('changed_by_name', 'text', (c) => c.notNull())
      .addColumn('old_definition', 'jsonb')
      .addColumn('new_definition', 'jsonb', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('workflow_audit_variant_changed_idx').on('workflow_audit').columns(['variant', 'changed_at']).execute();
    await db.schema.alterTable('loans').addColumn('current_step', 'text').execute();
    await db.schema
      .createIndex('loans_org_step_updated_idx')
      .on('loans')
      .columns(['organization_id', 'current_step', 'updated_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('loans_org_step_updated_idx').execute();
    await db.schema.alterTable('loans').dropColumn('current_step').execute();
    await db.schema.dropTable('workflow_audit').execute();
    await db.schema.dropTable('workflows').execute();
  },
};
