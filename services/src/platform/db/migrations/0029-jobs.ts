import { sql, type Kysely, type Migration } from 'kysely';

/**
 * One durable job table for every kind of background work (`../../jobs/`), replacing the
 * knowledge extraction queue and the lease rows of the retention sweep:
 * - `jobs`: a row per job; `fence` grows by one at each claim, and completing, failing or renewing
 *   checks it, so a worker whose lease was taken over changes nothing; `idempotency_key` is unique,
 *   so enqueueing the same key twice makes one job (a recurring kind keeps one row by it);
 * - the extraction jobs still queued are carried over, and their old table is dropped;
 * - the outbox records each delivery attempt (how many, when the last was, and its error), and the
 *   text to keep once sent when the text sent carries a credential.
 */
export const jobsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('payload', 'jsonb', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('queued', 'running', 'completed', 'dead')`))
      .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      // Claims that counted as an attempt (a claim given back at shutdown does not).
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (c) => c.notNull())
      // Grows at every claim and never goes back: the token a worker shows to settle its claim.
      .addColumn('fence', 'bigint', (c) => c.notNull().defaultTo(0))
      // The database's clock decides when a running job's worker is presumed gone.
      .addColumn('locked_until', 'timestamptz')
      .addColumn('locked_by', 'text')
      .addColumn('last_error', 'text')
      .addColumn('idempotency_key', 'text', (c) => c.unique())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('finished_at', 'timestamptz')
      .execute();
    await sql`create index jobs_due on jobs (run_at) where state in ('queued', 'running')`.execute(db);

    await sql`insert into jobs (id, kind, payload, state, run_at, attempts, max_attempts, last_error, idempotency_key)
              select 'knowledge.extract:' || document_id, 'knowledge.extract', jsonb_build_object('documentId', document_id),
                     'queued', run_after, attempts, 5, last_error, 'knowledge.extract:' || document_id
                from knowledge_extraction_jobs`.execute(db);
    await db.schema.dropTable('knowledge_extraction_jobs').execute();
    await db.schema.dropTable('job_leases').execute();

    await db.schema
      .alterTable('outbound_emails')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_attempt_at', 'timestamptz')
      // The text kept once sent, when the text sent carries a credential (a password link).
      .addColumn('text_once_sent', 'text')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema
      .alterTable('outbound_emails')
      .dropColumn('attempts')
      .dropColumn('last_attempt_at')
      .dropColumn('text_once_sent')
      .execute();
    await db.schema
      .createTable('job_leases')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('holder', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('knowledge_extraction_jobs')
      .addColumn('document_id', 'text', (c) => c.primaryKey().references('knowledge_documents.id').onDelete('cascade'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('run_after', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('locked_until', 'timestamptz')
      .addColumn('last_error', 'text')
      .execute();
    await sql`insert into knowledge_extraction_jobs (document_id, attempts, run_after, last_error)
              select payload->>'documentId', 0, run_at, last_error from jobs
               where kind = 'knowledge.extract' and state in ('queued', 'running')`.execute(db);
    await db.schema.dropTable('jobs').execute();
  },
};
