import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Support: technical tickets (numbered TS-000001, …) and every email the portal writes. An email
 * is stored before it is sent, so administrators can read it in the outbox whether SMTP delivered
 * it, refused it, or is not configured at all.
 */
export const supportMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // A sequence hands out ticket numbers: two concurrent creates never share one.
    await sql`create sequence support_ticket_number_seq start with 1`.execute(db);

    await db.schema
      .createTable('support_tickets')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('number', 'text', (c) => c.notNull().unique())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('requester_user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('requester_email', 'text', (c) => c.notNull())
      .addColumn('requester_name', 'text', (c) => c.notNull())
      .addColumn('loan_id', 'text', (c) => c.references('loans.id').onDelete('set null'))
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open')`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('outbound_emails')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('loan-help', 'support-ticket')`))
      .addColumn('from_address', 'text', (c) => c.notNull())
      .addColumn('to_addresses', 'jsonb', (c) => c.notNull())
      .addColumn('reply_to', 'text')
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('sent', 'stored', 'failed')`))
      .addColumn('error', 'text')
      // What the email concerns: who wrote it, whom it is for, the ticket or loan it is about.
      .addColumn('sender_user_id', 'text', (c) => c.references('users.id'))
      .addColumn('recipient_user_id', 'text', (c) => c.references('users.id'))
      .addColumn('support_ticket_id', 'text', (c) => c.references('support_tickets.id').onDelete('set null'))
      .addColumn('loan_id', 'text', (c) => c.references('loans.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('sent_at', 'timestamptz')
      .execute();
    // The outbox lists newest first, optionally by status.
    await db.schema.createIndex('outbound_emails_created_idx').on('outbound_emails').columns(['created_at', 'id']).execute();
    await db.schema
      .createIndex('outbound_emails_status_created_idx')
      .on('outbound_emails')
      .columns(['status', 'created_at', 'id'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('outbound_emails').execute();
    await db.schema.dropTable('support_tickets').execute();
    await sql`drop sequence support_ticket_number_seq`.execute(db);
  },
};
