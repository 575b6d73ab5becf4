import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Loan alerts by email: a user's preferences kept on the server (`{ emailLoanAlerts }` for now)
 * and the outbox's new kind of email, `loan-alert`.
 */
export const loanAlertEmailsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('preferences', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .execute();
    await sql`alter table outbound_emails drop constraint outbound_emails_kind_check`.execute(db);
    await sql`alter table outbound_emails add constraint outbound_emails_kind_check check (kind in ('loan-help', 'support-ticket', 'loan-alert'))`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>) {
    await sql`delete from outbound_emails where kind = 'loan-alert'`.execute(db);
    await sql`alter table outbound_emails drop constraint outbound_emails_kind_check`.execute(db);
    await sql`alter table outbound_emails add constraint outbound_emails_kind_check check (kind in ('loan-help', 'support-ticket'))`.execute(
      db,
    );
    await db.schema.alterTable('users').dropColumn('preferences').execute();
  },
};
