import { sql, type Kysely, type Migration } from 'kysely';

/** The audit tables the trail reads and the retention sweep empties, with the column that dates a record. */
const DATED_AUDIT_TABLES = [
  ['workflow_audit', 'changed_at'],
  ['changelog_audit', 'changed_at'],
  ['knowledge_document_audit', 'at'],
  ['chat_audit', 'at'],
  ['rule_set_versions', 'saved_at'],
] as const;

const ATTACHMENT_TYPES_BEFORE = ['application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/tiff'];
const OFFICE_TYPES = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

const mimeTypeCheck = (types: readonly string[]) =>
  sql.raw(
    `alter table loan_attachments add constraint loan_attachments_mime_type_check check (mime_type in (${types.map((type) => `'${type}'`).join(', ')}))`,
  );

/**
 * What the `audit` and `documents` settings govern:
 * - the retention sweep: a lease row so one service process sweeps at a time (`job_leases`, for
 *   any job that must not run twice at once), an index on the date of each audit table that had
 *   none leading with it, so each batch finds its oldest records without reading the table, and
 *   audit_log rows without an actor (the sweep's own record is the portal's work);
 * - loan views: the last recorded view per user and loan (`loan_view_marks`), so one visit's reads
 *   make one record;
 * - uploads: Word and Excel files (Office Open XML) beside PDFs and images.
 */
export const auditRetentionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('audit_log')
      .alterColumn('actor_id', (column) => column.dropNotNull())
      .execute();
    await db.schema
      .createTable('job_leases')
      .addColumn('name', 'text', (c) => c.primaryKey())
      // Which process holds it; only the holder renews or releases it.
      .addColumn('holder', 'text', (c) => c.notNull())
      // Free again after this instant, so a process that stopped mid-run does not hold it for ever.
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();
    for (const [table, column] of DATED_AUDIT_TABLES) {
      await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
    }
    await db.schema
      .createTable('loan_view_marks')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('loan_id', 'text', (c) => c.notNull().references('loans.id').onDelete('cascade'))
      .addColumn('recorded_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('loan_view_marks_pkey', ['user_id', 'loan_id'])
      .execute();
    await sql`alter table loan_attachments drop constraint loan_attachments_mime_type_check`.execute(db);
    await mimeTypeCheck([...ATTACHMENT_TYPES_BEFORE, ...OFFICE_TYPES]).execute(db);
  },

  async down(db: Kysely<unknown>) {
    await sql`delete from loan_attachments where mime_type in (${sql.join(OFFICE_TYPES)})`.execute(db);
    await sql`alter table loan_attachments drop constraint loan_attachments_mime_type_check`.execute(db);
    await mimeTypeCheck(ATTACHMENT_TYPES_BEFORE).execute(db);
    await db.schema.dropTable('loan_view_marks').execute();
    for (const [table, column] of DATED_AUDIT_TABLES) await db.schema.dropIndex(`${table}_${column}_idx`).execute();
    await db.schema.dropTable('job_leases').execute();
    await sql`delete from audit_log where actor_id is null`.execute(db);
    await db.schema
      .alterTable('audit_log')
      .alterColumn('actor_id', (column) => column.setNotNull())
      .execute();
  },
};
