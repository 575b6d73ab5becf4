import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Published rate sheets (`features/pricing/`). A row is never changed after it is written but for
 * `superseded_at`/`superseded_by`, set when the next sheet is published: old sheets stay for the
 * audit and for the locks priced on them. The sheet in force is the newest publication
 * (`publication`, a sequence, so two uploads in the same instant keep their order) whose
 * `effective_at` has come. `sheet_id` + `version` name a sheet once: a label is never reused.
 */
export const rateSheetsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_sheets')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('publication', 'bigserial', (c) => c.notNull().unique())
      .addColumn('sheet_id', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('effective_at', 'timestamptz', (c) => c.notNull())
      .addColumn('sheet', 'jsonb', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('file_type', 'text', (c) =>
        c.notNull().check(sql`file_type in ('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv')`),
      )
      .addColumn('file_size', 'integer', (c) => c.notNull())
      .addColumn('file_bytes', 'bytea', (c) => c.notNull())
      .addColumn('uploaded_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('superseded_at', 'timestamptz')
      .addColumn('superseded_by', 'text', (c) => c.references('rate_sheets.id'))
      .addUniqueConstraint('rate_sheets_sheet_version', ['sheet_id', 'version'])
      .execute();
    // The sheet in force: the newest publication whose effective time has come.
    await sql`create index rate_sheets_in_force on rate_sheets (publication desc, effective_at)`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('rate_sheets').execute();
  },
};
