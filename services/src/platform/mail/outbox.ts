import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { OutboxEmail, OutboxEmailSummary, OutboxStatus, Paged } from 'shared-rules';
import { toCount } from '../db/connect';
import type { Database } from '../db/schema';
import { enqueueDelivery } from './email-delivery';
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
  /**
   * The text the outbox keeps once the server accepted the email, when the text sent carries a
   * credential (a password link) administrators must not read; whichever attempt sends it.
   */
  textOnceSent?: string;
}

/**
 * Writes the email to the outbox inside the caller's transaction, as `stored`, with its delivery
 * job (`email-delivery.ts`). When SMTP is configured, `deliverStoredEmail` runs that job after the
 * commit; if this process stops first, any process's runner delivers it shortly after.
 */
export async function storeEmail(trx: Transaction<Database> | Kysely<Database>, email: EmailToStore): Promise<OutboundEmailRow> {
  const row = await trx
    .insertInto('outboundEmails')
    .values({
      id: randomUUID(),
      kind: email.kind,
      fromAddress: email.from,
      toAddresses: JSON.stringify(email.to),
      replyTo: email.replyTo,
      subject: email.subject,
      text: email.text,
      textOnceSent: email.textOnceSent ?? null,
      status: 'stored',
      error: null,
      senderUserId: email.senderUserId,
      recipientUserId: email.recipientUserId,
      supportTicketId: email.supportTicketId,
      loanId: email.loanId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await enqueueDelivery(trx, row.id);
  return row;
}

/** `retrying`: the first attempt failed transiently; the job runner tries again later. */
export type DeliveryOutcome =
  | { status: 'stored' }
  | { status: 'sent' }
  | { status: 'failed'; error: string }
  | { status: 'retrying'; error: string };

/**
 * After the writer's commit: runs the email's delivery job now when SMTP is configured, and
 * answers how its first attempt went. Without SMTP, or when another process's runner holds the
 * job, the answer is `stored`: the outbox shows how that attempt ends, and the request does not wait for it.
 */
export async function deliverStoredEmail(db: Kysely<Database>, mailer: Mailer, row: OutboundEmailRow): Promise<DeliveryOutcome> {
  if (!mailer.smtpConfigured) return { status: 'stored' };
  if ((await mailer.deliverNow(row.id)) === 'elsewhere') return { status: 'stored' };
  const now = await db.selectFrom('outboundEmails').select(['status', 'error', 'attempts']).where('id', '=', row.id).executeTakeFirst();
  if (!now) return { status: 'stored' };
  if (now.status === 'sent') return { status: 'sent' };
  if (now.status === 'failed') return { status: 'failed', error: now.error ?? '' };
  if (now.attempts > 0) return { status: 'retrying', error: now.error ?? '' };
  return { status: 'stored' };
}

export function toOutboxEmailSummary(row: Omit<OutboundEmailRow, 'text' | 'textOnceSent'>): OutboxEmailSummary {
  return {
    id: row.id,
    kind: row.kind,
    from: row.fromAddress,
    to: row.toAddresses,
    replyTo: row.replyTo,
    subject: row.subject,
    status: row.status,
    error: row.error,
    attempts: row.attempts,
    lastAttemptAt: row.lastAttemptAt ? row.lastAttemptAt.toISOString() : null,
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
        'attempts',
        'lastAttemptAt',
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
