import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema';
import type { OutboundEmailRow } from '../../../platform/mail/tables';
import { deliverPasswordEmail, type PasswordEmailRecipient, storePasswordEmail } from './password-link-mail';
import { type IssuedPasswordLink, issuePasswordLink, type PasswordLinkPurpose } from './password-links';

/** A link issued and its email stored, inside a transaction; `send` delivers it once that committed. */
export interface PendingPasswordEmail {
  link: IssuedPasswordLink;
  email: OutboundEmailRow;
}

/**
 * Issues a link for each recipient and stores the email carrying it (From `from`, read before the
 * transaction), with the write that asks for them: either the users, their links and their
 * emails exist, or none.
 */
export async function preparePasswordEmails(
  trx: Kysely<Database>,
  portalUrl: string,
  from: string,
  recipients: PasswordEmailRecipient[],
  purpose: PasswordLinkPurpose,
  senderUserId: string | null,
): Promise<PendingPasswordEmail[]> {
  const pending: PendingPasswordEmail[] = [];
  for (const recipient of recipients) {
    const link = await issuePasswordLink(trx, portalUrl, recipient.id, purpose);
    pending.push({ link, email: await storePasswordEmail(trx, from, recipient, link, senderUserId) });
  }
  return pending;
}

/** Sends prepared emails after their transaction committed, one after another (an import may hold a thousand). */
export async function sendPasswordEmails(app: FastifyInstance, pending: PendingPasswordEmail[]): Promise<void> {
  for (const { email } of pending) await deliverPasswordEmail(app, email);
}
