import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Loans and what creating one needs: the loan records, the loan numbers, imported-loan tokens,
 * redirect transition tokens, create-call idempotency keys and the validation rule sets.
 * Tokens are stored as SHA-256 digests only.
 */
export const loansMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // A sequence hands out loan numbers without two concurrent creations ever sharing one.
    await sql`create sequence loan_number_seq start with 1001`.execute(db);

    await db.schema
      .createTable('loans')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id'))
      .addColumn('loan_number', 'text', (c) => c.notNull().unique())
      .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('Banked - Wholesale', 'Correspondent')`))
      .addColumn('delegated', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('folder', 'text', (c) => c.notNull())
      // Pipeline columns copied from the document on every write, so the list needs no jsonb reads.
      .addColumn('borrower_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('loan_amount', 'double precision')
      .addColumn('loan_purpose', 'text')
      .addColumn('loan_program_name', 'text')
      .addColumn('document', 'jsonb', (c) => c.notNull())
      .addColumn('loan_officer_id', 'text', (c) => c.references('users.id'))
      .addColumn('loan_processor_id', 'text', (c) => c.references('users.id'))
      .addColumn('submission_contact_id', 'text', (c) => c.references('users.id'))
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('loans_org_updated_idx').on('loans').columns(['organization_id', 'updated_at', 'id']).execute();
    await db.schema.createIndex('loans_updated_idx').on('loans').columns(['updated_at', 'id']).execute();

    await db.schema
      .createTable('loan_tokens')
      .addColumn('digest', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('organization_id', 'text', (c) => c.references('organizations.id').onDelete('cascade'))
      .addColumn('document', 'jsonb', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('loan_tokens_expires_idx').on('loan_tokens').column('expires_at').execute();

    await db.schema
      .createTable('transition_tokens')
      .addColumn('digest', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('loan_create_requests')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('request_digest', 'text', (c) => c.notNull())
      .addColumn('loan_id', 'text', (c) => c.notNull().references('loans.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('loan_create_requests_pk', ['user_id', 'idempotency_key'])
      .execute();

    await db.schema
      .createTable('rule_sets')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      // Null: the lender's own rules, run for every organisation.
      .addColumn('organization_id', 'text', (c) => c.references('organizations.id').onDelete('cascade'))
      .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('rules', 'jsonb', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['rule_sets', 'loan_create_requests', 'transition_tokens', 'loan_tokens', 'loans']) {
      await db.schema.dropTable(table).execute();
    }
    await sql`drop sequence loan_number_seq`.execute(db);
  },
};
