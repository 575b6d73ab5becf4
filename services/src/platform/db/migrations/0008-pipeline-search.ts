import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The pipeline searches the property address beside the borrower's name and the loan number: a
 * column copied from the document (as the other pipeline columns are), filled for existing loans.
 * Indexes for the views brokers and account executives open all day: the active pipeline (closed
 * loans are history and make up most rows of an older lender) in update order, per organisation
 * and overall, and status or channel filters within an organisation.
 */
export const pipelineSearchMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('loans')
      .addColumn('property_address', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await sql`
      update loans set property_address = concat_ws(', ',
        nullif(trim(concat_ws(' ', document->'property'->'address'->>'street', document->'property'->'address'->>'unit')), ''),
        nullif(trim(document->'property'->'address'->>'city'), ''),
        nullif(trim(concat_ws(' ', document->'property'->'address'->>'state', document->'property'->'address'->>'postalCode')), '')
      )`.execute(db);
    await sql`create index loans_active_org_updated_idx on loans (organization_id, updated_at desc, id desc)
      where status not in ('Closed', 'Withdrawn', 'Denied')`.execute(db);
    await sql`create index loans_active_updated_idx on loans (updated_at desc, id desc)
      where status not in ('Closed', 'Withdrawn', 'Denied')`.execute(db);
    await db.schema.createIndex('loans_org_status_updated_idx').on('loans').columns(['organization_id', 'status', 'updated_at']).execute();
    await db.schema
      .createIndex('loans_org_channel_updated_idx')
      .on('loans')
      .columns(['organization_id', 'channel', 'updated_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const index of [
      'loans_active_org_updated_idx',
      'loans_active_updated_idx',
      'loans_org_status_updated_idx',
      'loans_org_channel_updated_idx',
    ]) {
      await db.schema.dropIndex(index).execute();
    }
    await db.schema.alterTable('loans').dropColumn('property_address').execute();
  },
};
