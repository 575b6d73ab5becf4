import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Webhooks for partner systems (`features/webhooks/`):
 * - `webhook_endpoints`: where a loan's changes are posted, for which organisations (null: all)
 *   and event types, and its signing secret sealed with SECRETS_KEY (the previous one too, with
 *   the end of its overlap, after a rotation);
 * - `webhook_deliveries`: one row per loan event and endpoint (unique), with the exact body sent,
 *   its attempts and last answer; `sequence` orders an endpoint's deliveries as the events were recorded.
 */
export const webhooksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('webhook_endpoints')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('organization_ids', 'jsonb')
      .addColumn('event_types', 'jsonb', (c) => c.notNull())
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('disabled_reason', 'text')
      .addColumn('secret_sealed', 'text', (c) => c.notNull())
      .addColumn('previous_secret_sealed', 'text')
      .addColumn('previous_secret_expires_at', 'timestamptz')
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('webhook_deliveries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('sequence', 'bigserial', (c) => c.notNull().unique())
      .addColumn('endpoint_id', 'text', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('event_type', 'text', (c) => c.notNull())
      .addColumn('loan_id', 'text', (c) => c.notNull())
      .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending').check(sql`state in ('pending', 'delivered', 'failed')`))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('response_status', 'integer')
      .addColumn('duration_ms', 'integer')
      .addColumn('last_error', 'text')
      .addColumn('first_attempt_at', 'timestamptz')
      .addColumn('last_attempt_at', 'timestamptz')
      .addColumn('delivered_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('webhook_deliveries_event_endpoint', ['event_id', 'endpoint_id'])
      .execute();
    await sql`create index webhook_deliveries_pending on webhook_deliveries (endpoint_id, sequence) where state = 'pending'`.execute(db);
    await sql`create index webhook_deliveries_log on webhook_deliveries (endpoint_id, occurred_at desc)`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('webhook_deliveries').execute();
    await db.schema.dropTable('webhook_endpoints').execute();
  },
};
