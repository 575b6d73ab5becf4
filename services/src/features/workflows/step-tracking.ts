import type { FastifyInstance } from 'fastify';
import {
  CLOSED_LOAN_STATUSES,
  CORRESPONDENT_LOAN_CHANNEL,
  WHOLESALE_LOAN_CHANNEL,
  type LoanChannel,
  type WorkflowVariant,
} from 'shared-rules';
import { orgRoom } from '../../platform/sockets/socket-server';
import { currentStepOf, evaluateLoanProgress } from './loan-progress';
import { alertStepChange } from './step-alerts';

const LOAN_FACT_COLUMNS = ['id', 'organizationId', 'channel', 'delegated', 'folder', 'document', 'currentStep'] as const;

/** Tells the loan's organisation (its pipelines) and its open pages that the loan changed. */
export function announceLoanUpdate(app: FastifyInstance, loan: { id: string; organizationId: string }): void {
  app.publish('group', orgRoom(loan.organizationId), 'loan-update', { loanId: loan.id });
  app.publish('room', `loan:${loan.id}`, 'loan-update', { loanId: loan.id });
}

/**
 * Stores the loan's current step when it differs from the stored one and announces the change;
 * true when it changed. The stored step is what the pipeline shows and filters by.
 */
export async function storeCurrentStep(
  app: FastifyInstance,
  loan: { id: string; organizationId: string; currentStep: string | null },
  step: string | null,
): Promise<boolean> {
  if (loan.currentStep === step) return false;
  const updated = await app.db
    .updateTable('loans')
    .set({ currentStep: step })
    .where('id', '=', loan.id)
    .where((eb) => (loan.currentStep === null ? eb('currentStep', 'is', null) : eb('currentStep', '=', loan.currentStep)))
    .executeTakeFirst();
  // Another request stored a newer step first: it announced its own change.
  if (Number(updated.numUpdatedRows) === 0) return false;
  await app.loanEvents.record(app.db, {
    loanId: loan.id,
    kind: 'step-changed',
    summary: step === null ? 'The loan left its workflow.' : `The loan moved to the ${step} step.`,
    actor: null,
    details: { from: loan.currentStep, to: step },
  });
  announceLoanUpdate(app, loan);
  await alertStepChange(app, loan.id, loan.currentStep, step);
  return true;
}

/**
 * Judges the loan's workflow again after a change that can move it (a document, the loan's data),
 * stores its step and answers it (null without a workflow or a loan).
 */
export async function refreshLoanStep(app: FastifyInstance, loanId: string): Promise<string | null> {
  const loan = await app.db.selectFrom('loans').select(LOAN_FACT_COLUMNS).where('id', '=', loanId).executeTakeFirst();
  if (!loan) return null;
  const step = currentStepOf(await evaluateLoanProgress(app, loan));
  await storeCurrentStep(app, loan, step);
  return step;
}

/** The loans that follow each variant's workflow (see shared-rules `workflowVariant`); null: either. */
const VARIANT_LOANS: Record<WorkflowVariant, { channel: LoanChannel; delegated: boolean | null }> = {
  WH: { channel: WHOLESALE_LOAN_CHANNEL, delegated: null },
  DEL: { channel: CORRESPONDENT_LOAN_CHANNEL, delegated: true },
  NONDEL: { channel: CORRESPONDENT_LOAN_CHANNEL, delegated: false },
};

/** Loans judged per batch when a workflow changes; small enough to keep each query short. */
const REFRESH_BATCH = 200;

/**
 * After a workflow of `variant` is saved, every open loan of that variant may stand on another
 * step: they are judged again in batches (closed loans keep the step they finished on).
 */
export async function refreshStepsOfVariant(app: FastifyInstance, variant: WorkflowVariant): Promise<number> {
  const channelFilter = VARIANT_LOANS[variant];
  let changed = 0;
  let after = '';
  for (;;) {
    let query = app.db
      .selectFrom('loans')
      .select(LOAN_FACT_COLUMNS)
      .where('channel', '=', channelFilter.channel)
      .where('status', 'not in', [...CLOSED_LOAN_STATUSES])
      .where('id', '>', after)
      .orderBy('id')
      .limit(REFRESH_BATCH);
    if (channelFilter.delegated !== null) query = query.where('delegated', '=', channelFilter.delegated);
    const loans = await query.execute();
    for (const loan of loans) {
      const progress = await evaluateLoanProgress(app, loan);
      if (await storeCurrentStep(app, loan, currentStepOf(progress))) changed += 1;
    }
    if (loans.length < REFRESH_BATCH) return changed;
    after = loans[loans.length - 1].id;
  }
}
