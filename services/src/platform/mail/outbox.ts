import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { OutboxEmail, OutboxEmailSummary, OutboxStatus, Paged } from 'shared-rules';
import { toCount } from '../db/connect';
import type { Database } from '../db/schema';
import type { Mailer, OutgoingEmail } from './mailer';
import type { OutboundEmailRow } from './tables';
import './tables';

/** An email to write: the message and what it concerns. */
export interface EmailToStore extends OutgoingEmail {
  kind: OutboxEmail['kind'];
  senderUserId: string | null;
  recipientUserId: string | null;
  supportTicketId: string | null;
  loanId: string | null;
}

/**
 * Writes the email to the outbox inside the caller's transaction, as `stored`. When SMTP is
 * configured, `deliverStoredEmail` runs after the commit and turns it into `sent` or `failed`; a
 * row still `stored` with SMTP configured is one whose sending was interrupted.
 */
export async function storeEmail(trx: Transaction<Database> | Kysely<Database>, email: EmailToStore): Promise<OutboundEmailRow> {
  return trx
    .insertInto('outboundEmails')
    .values({
      id: randomUUID(),
      kind: email.kind,
      fromAddress: email.from,
      toAddresses: JSON.stringify(email.to),
      replyTo: email.replyTo,
      subject: email.subject,
      text: email.text,
      status: 'stored',
      error: null,
      senderUserId: email.senderUserId,
      recipientUserId: email.recipientUserId,
      supportTicketId: email.supportTicketId,
      loanId: email.loanId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type DeliveryOutcome = { status: 'stored' } | { status: 'sent' } | { status: 'failed'; error: string };

/** Sends a stored email when SMTP is configured and records the outcome on its row. */
export async function deliverStoredEmail(db: Kysely<Database>, mailer: Mailer, row: OutboundEmailRow): Promise<DeliveryOutcome> {
  if (!mailer.smtpConfigured) return { status: 'stored' };
  const outcome = await mailer.send({
    from: row.fromAddress,
    to: row.toAddresses,
    replyTo: row.replyTo,
    subject: row.subject,
    text: row.text,
  });
  if (outcome.ok) {
    await db.updateTable('outboundEmails').set({ status: 'sent', error: null, sentAt: new Date() }).where('id', '=', row.id).execute();
    return { status: 'sent' };
  }
  await db.updateTable('outboundEmails').set({ status: 'failed', error: outcome.error }).where('id', '=', row.id).execute();
  return { status: 'failed', error: outcome.error };
}

export function toOutboxEmailSummary(row: Omit<OutboundEmailRow, 'text'>): OutboxEmailSummary {
  return {
    id: row.id,
    kind: row.kind,
    from: row.fromAddress,
    to: row.toAddresses,
    replyTo: row.replyTo,
    subject: row.subject,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

export function toOutboxEmail(row: OutboundEmailRow): OutboxEmail {
  return { ...toOutboxEmailSummary(row), text: row.text };
}

/** A page of the outbox, newest first, optionally of one status. */
export async function listOutbox(
  db: Kysely<Database>,
  query: { page: number; pageSize: number; status?: OutboxStatus },
): Promise<Paged<OutboxEmailSummary>> {
  let base = db.selectFrom('outboundEmails');
  if (query.status) base = base.where('status', '=', query.status);
  const [rows, total] = await Promise.all([
    base
      .select([
        'id',
        'kind',
        'fromAddress',
        'toAddresses',
        'replyTo',
        'subject',
        'status',
        'error',
        'senderUserId',
        'recipientUserId',
        'supportTicketId',
        'loanId',
        'createdAt',
        'sentAt',
      ])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toOutboxEmailSummary), page: query.page, pageSize: query.pageSize, total: toCount(total.n) };
}

export async function findOutboxEmail(db: Kysely<Database>, id: string): Promise<OutboxEmail | null> {
  const row = await db.selectFrom('outboundEmails').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toOutboxEmail(row) : null;
}
