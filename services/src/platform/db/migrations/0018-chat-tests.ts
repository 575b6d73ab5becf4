import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The assistant's test cases and test runs (administrators): questions with what a good reply
 * must carry, runs that ask every enabled case through the current provider line-up, and each
 * case's result in a run. A run is its own durable job (claimed with `for update skip locked`,
 * free again when its claim expires), and only one run may be queued or running at a time (a
 * unique partial index, so two processes cannot both start one).
 */
export const chatTestsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('chat_test_cases')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('question', 'text', (c) => c.notNull())
      .addColumn('as_user_email', 'text', (c) => c.notNull())
      .addColumn('context', 'jsonb')
      .addColumn('expected_action_type', 'text')
      .addColumn('expected_route_name', 'text')
      .addColumn('expected_document_id', 'text')
      .addColumn('expected_facts', 'jsonb', (c) => c.notNull())
      .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('chat_test_runs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('queued', 'running', 'finished', 'failed')`))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('started_by', 'text', (c) => c.notNull())
      // The enabled cases when the run was queued, in order: a resumed run asks the same ones.
      .addColumn('case_ids', 'jsonb', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('passed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('error', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('finished_at', 'timestamptz')
      .execute();
    await sql`create unique index chat_test_runs_one_active on chat_test_runs ((true)) where status in ('queued', 'running')`.execute(db);
    await db.schema.createIndex('chat_test_runs_recent').on('chat_test_runs').columns(['created_at desc', 'id desc']).execute();

    // No foreign key to the case: a result outlives a deleted case (its question is copied).
    await db.schema
      .createTable('chat_test_results')
      .addColumn('run_id', 'text', (c) => c.notNull().references('chat_test_runs.id').onDelete('cascade'))
      .addColumn('case_id', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('question', 'text', (c) => c.notNull())
      .addColumn('passed', 'boolean', (c) => c.notNull())
      .addColumn('failures', 'jsonb', (c) => c.notNull())
      .addColumn('reply', 'text', (c) => c.notNull())
      .addColumn('latency_ms', 'integer', (c) => c.notNull())
      .addColumn('change', 'text', (c) => c.notNull().check(sql`change in ('new', 'fixed', 'broke', 'same')`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('chat_test_results_pk', ['run_id', 'case_id'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('chat_test_results').execute();
    await db.schema.dropTable('chat_test_runs').execute();
    await db.schema.dropTable('chat_test_cases').execute();
  },
};
