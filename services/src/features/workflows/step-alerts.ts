import type { FastifyInstance } from 'fastify';
import { alertLoanContacts } from '../loans';
import { readSettingValue } from '../../platform/settings/setting-reader';

/**
 * Tells the loan's officer and processor that the loan moved to another step (the Workflow
 * setting "Notify the broker on a step change" turns this off). The first step a new loan gets
 * is no news.
 */
export async function alertStepChange(app: FastifyInstance, loanId: string, from: string | null, to: string | null): Promise<void> {
  if (from === null || to === null) return;
  const { notifyBrokerOnStepChange } = await readSettingValue(app, 'workflow');
  if (!notifyBrokerOnStepChange) return;
  await alertLoanContacts(app, loanId, {
    message: (loanNumber) => `Loan ${loanNumber} moved from ${from} to the ${to} step.`,
    link: `/loan/${encodeURIComponent(loanId)}/workflow`,
  });
}
