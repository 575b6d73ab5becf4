import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A loan's conditions (what the lender needs before docs, funding or closing), their comments,
 * and on each attachment the condition it answers and its rejection by the lender's staff.
 */
export const loanConditionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('loan_conditions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('loan_id', 'text', (c) => c.notNull().references('loans.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
      .addColumn('owner_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('due_date', 'date')
      .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('status_changed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('status_changed_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('loan_conditions_loan_idx').on('loan_conditions').columns(['loan_id', 'created_at']).execute();

    await db.schema
      .createTable('loan_condition_comments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('condition_id', 'text', (c) => c.notNull().references('loan_conditions.id').onDelete('cascade'))
      .addColumn('author_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('loan_condition_comments_condition_idx')
      .on('loan_condition_comments')
      .columns(['condition_id', 'created_at'])
      .execute();

    await db.schema
      .alterTable('loan_attachments')
      .addColumn('condition_id', 'text', (c) => c.references('loan_conditions.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('loan_attachments').addColumn('rejection_reason', 'text').execute();
    await db.schema
      .alterTable('loan_attachments')
      .addColumn('rejected_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('loan_attachments').addColumn('rejected_at', 'timestamptz').execute();
    await db.schema.createIndex('loan_attachments_condition_idx').on('loan_attachments').column('condition_id').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('loan_attachments_condition_idx').execute();
    for (const column of ['rejected_at', 'rejected_by', 'rejection_reason', 'condition_id']) {
      await db.schema.alterTable('loan_attachments').dropColumn(column).execute();
    }
    await db.schema.dropTable('loan_condition_comments').execute();
    await db.schema.dropTable('loan_conditions').execute();
  },
};
