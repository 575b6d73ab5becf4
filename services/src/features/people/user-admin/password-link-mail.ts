import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { PASSWORD_INVITE_LINK_HOURS, PASSWORD_RESET_LINK_HOURS, type OutboxEmail } from 'shared-rules';
import type { Database } from '../../../platform/db/schema';
import { deliverStoredEmail, storeEmail } from '../../../platform/mail/outbox';
import type { OutboundEmailRow } from '../../../platform/mail/tables';
import type { IssuedPasswordLink, PasswordLinkPurpose } from './password-links';

/**
 * The outbox kind of these emails. Migration 0022 allows it in the table; the outbox contract
 * (`OUTBOX_EMAIL_KINDS` in shared-rules) does not list it yet, hence the widening here.
 */
const PASSWORD_LINK_KIND: OutboxEmail['kind'] = 'password-link';

/** Written in place of the token once the SMTP server accepted the email. */
const TOKEN_REMOVED = 'removed-once-sent';

export interface PasswordEmailRecipient {
  id: string;
  email: string;
  firstName: string;
}

/** "an hour", "7 days": how long a link works, for the email's sentence. */
function lifetime(hours: number): string {
  if (hours === 1) return 'an hour';
  if (hours % 24 === 0) return hours === 24 ? 'a day' : `${hours / 24} days`;
  return `${hours} hours`;
}

const WORDING: Record<PasswordLinkPurpose, { subject: string; body: (recipient: PasswordEmailRecipient, url: string) => string[] }> = {
  invite: {
    subject: 'Your portal account is ready: choose your password',
    body: (recipient, url) => [
      `Hello ${recipient.firstName},`,
      '',
      `An account was opened for you on the lending portal. Your sign-in name is ${recipient.email}.`,
      `Choose your password with this link. It works once, for ${lifetime(PASSWORD_INVITE_LINK_HOURS)}:`,
      '',
      url,
    ],
  },
  reset: {
    subject: 'Choose a new password for the portal',
    body: (recipient, url) => [
      `Hello ${recipient.firstName},`,
      '',
      `A new password was asked for the portal account ${recipient.email}.`,
      `Choose it with this link. It works once, for ${lifetime(PASSWORD_RESET_LINK_HOURS)}:`,
      '',
      url,
      '',
      'If you did not ask for it, ignore this email: your password stays as it is.',
    ],
  },
};

/**
 * Writes the email carrying the link into the outbox, inside the transaction that issued the
 * link; `deliverPasswordEmail` sends it once that transaction committed.
 */
export function storePasswordEmail(
  trx: Kysely<Database>,
  from: string,
  recipient: PasswordEmailRecipient,
  link: IssuedPasswordLink,
  senderUserId: string | null,
): Promise<OutboundEmailRow> {
  const wording = WORDING[link.purpose];
  const text = wording.body(recipient, link.url).join('\n');
  return storeEmail(trx, {
    kind: PASSWORD_LINK_KIND,
    from,
    to: [recipient.email],
    replyTo: null,
    subject: wording.subject,
    text,
    // Once the server accepted it, whichever attempt that was, the outbox keeps it without its token.
    textOnceSent: text.split(link.url).join(link.url.replace(link.token, TOKEN_REMOVED)),
    senderUserId,
    recipientUserId: recipient.id,
    supportTicketId: null,
    loanId: null,
  });
}

/**
 * Sends a stored password email when SMTP is configured; the outbox then keeps it without its
 * token (`textOnceSent`): the link is a credential, and administrators read the outbox. Without
 * SMTP the outbox is the only way the email leaves, so it keeps the link whole.
 */
export async function deliverPasswordEmail(app: FastifyInstance, email: OutboundEmailRow): Promise<void> {
  const outcome = await deliverStoredEmail(app.db, app.mailer, email);
  if (outcome.status === 'failed' || outcome.status === 'retrying') {
    app.log.warn({ emailId: email.id, error: outcome.error }, 'a password link email was not sent yet');
  }
}
