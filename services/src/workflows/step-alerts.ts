import type { FastifyInstance } from 'fastify';
import { publishNotification, storeNotification } from '../notifications/plugin';
import { readSettingValue } from '../settings/setting-reader';

/**
 * Tells the loan's officer and processor, at once and in the portal, that the loan moved to
 * another step (the Workflow setting "Notify the broker on a step change" turns this off). Only
 * the loan's own contacts hear of it; the first step a new loan gets is no news.
 */
export async function alertStepChange(app: FastifyInstance, loanId: string, from: string | null, to: string | null): Promise<void> {
  if (from === null || to === null) return;
  const { notifyBrokerOnStepChange } = await readSettingValue(app, 'workflow');
  if (!notifyBrokerOnStepChange) return;
  const loan = await app.db
    .selectFrom('loans')
    .select(['loanNumber', 'loanOfficerId', 'loanProcessorId'])
    .where('id', '=', loanId)
    .executeTakeFirst();
  if (!loan) return;
  const recipients = [...new Set([loan.loanOfficerId, loan.loanProcessorId].filter((id): id is string => id !== null))];
  for (const userId of recipients) {
    const notification = await storeNotification(app.db, {
      userId,
      message: `Loan ${loan.loanNumber} moved from ${from} to the ${to} step.`,
      link: `/loan/${encodeURIComponent(loanId)}/workflow`,
    });
    publishNotification(app, userId, notification);
  }
}
