import type { FastifyInstance } from 'fastify';
import { preferencesOf } from '../../platform/auth/profile';
import { emailIdentity } from '../../platform/mail/email-identity';
import { deliverStoredEmail, storeEmail } from '../../platform/mail/outbox';
import { publishNotification, storeNotification } from '../notifications';
import { coveringStaff } from './covering-staff';

interface LoanAlert {
  /** The sentence, given the loan's number ("Loan 240000123 …"). */
  message: (loanNumber: string) => string;
  /** Where the notification opens, a path of the portal. */
  link: string;
  /** Who caused it: never told of their own action. */
  actorId?: string;
  /**
   * Why everyone told is also emailed, whatever their own preferences (a lender-wide setting
   * such as documents.notifyAccountExecutive); said at the foot of the email.
   */
  emailEveryoneBecause?: string;
}

const PREFERENCE_REASON =
  'You receive this email because "Email me loan alerts" is on in your preferences (Account settings, Preferences).';

/** The email of an alert, for those whose preferences ask for it: the same sentence and a link to the place. */
function alertEmailText(message: string, url: string, reason: string): string {
  return [message, '', `Open it in the portal: ${url}`, '', reason].join('\n');
}

/**
 * Stores and pushes the notification of each recipient (never the actor), and emails it to those
 * whose preferences ask for loan alerts by email (or everyone, when the alert says why) (kept in the outbox; a failed send is recorded
 * there and does not undo the alert). Answers who was told.
 */
async function notifyEach(app: FastifyInstance, loanId: string, userIds: (string | null)[], message: string, alert: LoanAlert) {
  const { link, actorId, emailEveryoneBecause } = alert;
  const recipients = [...new Set(userIds.filter((id): id is string => id !== null && id !== actorId))];
  if (recipients.length === 0) return recipients;
  const users = await app.db.selectFrom('users').select(['id', 'email', 'preferences']).where('id', 'in', recipients).execute();
  const { from } = await emailIdentity(app);
  for (const userId of recipients) {
    const notification = await storeNotification(app.db, { userId, message, link });
    publishNotification(app, userId, notification);
    const user = users.find((row) => row.id === userId);
    if (!user) continue;
    const byPreference = preferencesOf(user.preferences).emailLoanAlerts;
    if (!byPreference && emailEveryoneBecause === undefined) continue;
    const email = await storeEmail(app.db, {
      kind: 'loan-alert',
      from,
      to: [user.email],
      replyTo: null,
      subject: message.length > 150 ? `${message.slice(0, 147)}...` : message,
      text: alertEmailText(message, `${app.mailer.portalUrl}${link}`, byPreference ? PREFERENCE_REASON : (emailEveryoneBecause ?? '')),
      senderUserId: actorId ?? null,
      recipientUserId: userId,
      supportTicketId: null,
      loanId,
    });
    await deliverStoredEmail(app.db, app.mailer, email);
  }
  return recipients;
}

/**
 * Tells the loan's officer and processor, at once and in the portal (the notifications list and
 * its live push), and by email when their preferences say so. Only the loan's own contacts hear
 * of it; answers who was told.
 */
export async function alertLoanContacts(app: FastifyInstance, loanId: string, alert: LoanAlert): Promise<string[]> {
  const loan = await app.db
    .selectFrom('loans')
    .select(['loanNumber', 'loanOfficerId', 'loanProcessorId'])
    .where('id', '=', loanId)
    .executeTakeFirst();
  if (!loan) return [];
  return notifyEach(app, loanId, [loan.loanOfficerId, loan.loanProcessorId], alert.message(loan.loanNumber), alert);
}

/** Tells the account executives covering the loan's organisation (and its primary AE), as above. */
export async function alertCoveringAccountExecutives(app: FastifyInstance, loanId: string, alert: LoanAlert): Promise<string[]> {
  const loan = await app.db.selectFrom('loans').select(['loanNumber', 'organizationId']).where('id', '=', loanId).executeTakeFirst();
  if (!loan) return [];
  const staff = await coveringStaff(app.db, loan.organizationId);
  return notifyEach(
    app,
    loanId,
    staff.map((person) => person.userId),
    alert.message(loan.loanNumber),
    alert,
  );
}
