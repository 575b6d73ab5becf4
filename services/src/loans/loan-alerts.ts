import type { FastifyInstance } from 'fastify';
import { publishNotification, storeNotification } from '../notifications/plugin';

interface LoanAlert {
  /** The sentence, given the loan's number ("Loan 240000123 …"). */
  message: (loanNumber: string) => string;
  /** Where the notification opens, a path of the portal. */
  link: string;
  /** Who caused it: never told of their own action. */
  actorId?: string;
}

async function notifyEach(app: FastifyInstance, userIds: (string | null)[], message: string, link: string, actorId?: string) {
  const recipients = [...new Set(userIds.filter((id): id is string => id !== null && id !== actorId))];
  for (const userId of recipients) {
    const notification = await storeNotification(app.db, { userId, message, link });
    publishNotification(app, userId, notification);
  }
  return recipients;
}

/**
 * Tells the loan's officer and processor, at once and in the portal (the notifications list and
 * its live push). Only the loan's own contacts hear of it; answers who was told.
 */
export async function alertLoanContacts(app: FastifyInstance, loanId: string, alert: LoanAlert): Promise<string[]> {
  const loan = await app.db
    .selectFrom('loans')
    .select(['loanNumber', 'loanOfficerId', 'loanProcessorId'])
    .where('id', '=', loanId)
    .executeTakeFirst();
  if (!loan) return [];
  return notifyEach(app, [loan.loanOfficerId, loan.loanProcessorId], alert.message(loan.loanNumber), alert.link, alert.actorId);
}

/** Tells the account executives covering the loan's organisation (and its primary AE), as above. */
export async function alertCoveringAccountExecutives(app: FastifyInstance, loanId: string, alert: LoanAlert): Promise<string[]> {
  const loan = await app.db
    .selectFrom('loans')
    .innerJoin('organizations', 'organizations.id', 'loans.organizationId')
    .select(['loans.loanNumber', 'loans.organizationId', 'organizations.primaryAeId'])
    .where('loans.id', '=', loanId)
    .executeTakeFirst();
  if (!loan) return [];
  const covering = await app.db.selectFrom('aeCoverage').select('aeUserId').where('organizationId', '=', loan.organizationId).execute();
  const active = await app.db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...covering.map((row) => row.aeUserId), loan.primaryAeId ?? ''])
    .where('disabledLogin', '=', false)
    .execute();
  return notifyEach(
    app,
    active.map((row) => row.id),
    alert.message(loan.loanNumber),
    alert.link,
    alert.actorId,
  );
}
