import type { FastifyInstance } from 'fastify';
import { ADVERSE_ACTION_FIELD_IDS, adverseActionLocked, readFieldValues, type AdverseActionTrigger, type LoanDocument } from 'shared-rules';
import { ApiError, notFound } from '../../platform/http/problem';
import { NO_LOAN } from '../loans';
import { readSettingValue } from '../../platform/settings/setting-reader';
import type { AuthUser } from '../../platform/auth/auth-user';
import { assertNotReadOnly } from './resource-lock';

export const loanLocked = () =>
  new ApiError(423, 'loan-locked', 'This loan is locked by an adverse action: only its documents can change.');

/**
 * Whether the adverse-action lock holds the loan, with the trigger the workflow setting picks
 * (shared-rules `adverseActionLocked`; the facts are where ADVERSE_ACTION_FIELD_IDS says).
 */
export async function adverseActionLockOf(app: FastifyInstance, loan: { folder: string; document: LoanDocument }): Promise<boolean> {
  const { adverseActionTrigger } = await readSettingValue(app, 'workflow');
  return adverseActionLockedWith(adverseActionTrigger, loan);
}

/**
 * The same decision with the trigger already read: a write judges it again on the loan row it
 * holds locked, inside its transaction, where nothing else may be read.
 */
export function adverseActionLockedWith(trigger: AdverseActionTrigger, loan: { folder: string; document: LoanDocument }): boolean {
  const { values } = readFieldValues(loan.document, Object.values(ADVERSE_ACTION_FIELD_IDS));
  const text = (fieldId: string) => (typeof values[fieldId] === 'string' ? (values[fieldId] as string) : null);
  return adverseActionLocked(
    {
      actionTaken: text(ADVERSE_ACTION_FIELD_IDS.actionTaken),
      archivedNewInstance: text(ADVERSE_ACTION_FIELD_IDS.archivedNewInstance),
      currentFolder: loan.folder,
      moveFolder: text(ADVERSE_ACTION_FIELD_IDS.moveFolder),
    },
    trigger,
  );
}

/**
 * Refuses a change to a loan that is read-only for the user (423 `loan-read-only`: archived, or
 * another staff member holds its lock) or that the adverse-action lock holds (423 `loan-locked`).
 * Every loan write but the documents' calls this after its access check, so the locks are
 * enforced, not only hidden; the documents' writes check the first only.
 */
export async function assertLoanOpenToChanges(app: FastifyInstance, user: AuthUser, loanId: string): Promise<void> {
  await assertNotReadOnly(app, user, loanId);
  const loan = await app.db.selectFrom('loans').select(['folder', 'document']).where('id', '=', loanId).executeTakeFirst();
  if (!loan) throw notFound(NO_LOAN);
  if (await adverseActionLockOf(app, loan)) throw loanLocked();
}
