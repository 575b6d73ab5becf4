import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Loan documents: the titled folders of a loan, the metadata of its uploaded files, and the
 * files' bytes in a table of their own so that listings never read content.
 */
export const documentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('loan_documents')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('loan_id', 'text', (c) => c.notNull().references('loans.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      // The target of the attachments' (document_id, loan_id) key: a file is filed only in a folder of its own loan.
      .addUniqueConstraint('loan_documents_id_loan_unique', ['id', 'loan_id'])
      .execute();
    // "Bank Statements" and "bank statements" are the same folder.
    await sql`create unique index loan_documents_title_unique on loan_documents (loan_id, lower(title))`.execute(db);

    await db.schema
      .createTable('loan_attachments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('loan_id', 'text', (c) => c.notNull().references('loans.id').onDelete('cascade'))
      .addColumn('document_id', 'text')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'text', (c) =>
        c.notNull().check(sql`mime_type in ('application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/tiff')`),
      )
      .addColumn('size_bytes', 'integer', (c) => c.notNull().check(sql`size_bytes > 0`))
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('task_tag', 'text')
      .addColumn('uploaded_by', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addForeignKeyConstraint('loan_attachments_document_fk', ['document_id', 'loan_id'], 'loan_documents', ['id', 'loan_id'])
      .execute();
    await db.schema
      .createIndex('loan_attachments_loan_created_idx')
      .on('loan_attachments')
      .columns(['loan_id', 'created_at', 'id'])
      .execute();
    await db.schema.createIndex('loan_attachments_document_idx').on('loan_attachments').column('document_id').execute();

    await db.schema
      .createTable('loan_attachment_contents')
      .addColumn('attachment_id', 'text', (c) => c.primaryKey().references('loan_attachments.id').onDelete('cascade'))
      .addColumn('content', 'bytea', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['loan_attachment_contents', 'loan_attachments', 'loan_documents']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
