import type { FastifyInstance } from 'fastify';
import { OPEN_CONDITION_STATUSES, type ConditionStatus } from 'shared-rules';
import type { AuthUser } from '../../platform/auth/auth-user';
import { forbidden, notFound } from '../../platform/http/problem';
import { readableLoanOrganization } from '../loans';
import { readSettingValue } from '../../platform/settings/setting-reader';
import { assertLoanOpenToChanges } from '../workflows';
import './tables';

export const NO_CONDITION = 'No condition with this id on this loan.';

/** Lender staff (account executives covering the loan's organisation, administrators) manage conditions; brokers answer them. */
export const managesConditions = (user: AuthUser) => user.userType === 'internal';

export const onlyStaffManage = () => forbidden("Only the lender's staff can add, edit, clear, waive or reopen a condition.");

export const isOpenCondition = (status: ConditionStatus) => (OPEN_CONDITION_STATUSES as readonly ConditionStatus[]).includes(status);

/** Whether cleared and waived conditions are shown to the user: always to staff, to brokers when the conditions setting says so. */
export const closedConditionsVisibleTo = (user: AuthUser, showClearedToBrokers: boolean) => managesConditions(user) || showClearedToBrokers;

/** Whether the user sees conditions in this status. */
export async function conditionStatusVisible(app: FastifyInstance, user: AuthUser, status: ConditionStatus): Promise<boolean> {
  if (isOpenCondition(status) || managesConditions(user)) return true;
  return closedConditionsVisibleTo(user, (await readSettingValue(app, 'conditions')).showClearedToBrokers);
}

export interface ReachableCondition {
  organizationId: string;
  condition: { id: string; title: string; status: ConditionStatus };
}

/**
 * A condition the user may act on: the loan in reach (else the loans' 404), writable by them,
 * open to changes (the adverse-action lock answers 423), and the condition theirs to see (else 404).
 */
export async function writableCondition(
  app: FastifyInstance,
  user: AuthUser,
  loanId: string,
  conditionId: string,
): Promise<ReachableCondition> {
  const organizationId = await readableLoanOrganization(app, user, loanId);
  const condition = await app.db
    .selectFrom('loanConditions')
    .select(['id', 'title', 'status'])
    .where('loanId', '=', loanId)
    .where('id', '=', conditionId)
    .executeTakeFirst();
  if (!condition || !(await conditionStatusVisible(app, user, condition.status))) throw notFound(NO_CONDITION);
  await app.access.assertOrgWritable(user, organizationId);
  await assertLoanOpenToChanges(app, user, loanId);
  return { organizationId, condition };
}
