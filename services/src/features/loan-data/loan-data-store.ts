/**
 * What every loan-data write shares: the checks before its transaction, the loan row held
 * locked inside it (judged again there), the new version with one change row per field, and the
 * announcements after the commit.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  LOAN_DATA_RULES_TAG,
  type AdverseActionTrigger,
  type LoanDataConflict,
  type LoanDocument,
  type LoanFieldValue,
} from 'shared-rules';
import type { AuthUser } from '../../platform/auth/auth-user';
import { displayNameOf } from '../../platform/auth/display-name';
import type { Database } from '../../platform/db/schema';
import { ApiError, notFound } from '../../platform/http/problem';
import { NO_LOAN, readableLoanOrganization } from '../loans';
import { pipelineColumns } from '../loans';
import { organizationRuleSets } from '../rule-sets';
import { readSettingValue } from '../../platform/settings/setting-reader';
import { adverseActionLockedWith, assertLoanOpenToChanges, loanLocked } from '../workflows';
import { loanArchived, loanHeldBy } from '../workflows';
import { announceLoanUpdate, refreshLoanStep } from '../workflows';
import type { LoanDataRules } from './loan-data-rules';
import './tables';

/** Everything a write reads before its transaction (inside it, PGlite's one connection belongs to the transaction). */
export interface LoanWriteContext {
  loanId: string;
  organizationId: string;
  actor: { id: string; name: string };
  adverseActionTrigger: AdverseActionTrigger;
  rules: LoanDataRules;
}

/**
 * The checks of every loan write, in the loans' order: a loan out of reach is the loans' 404, a
 * loan the user may not change is 403 (`assertOrgWritable`), a read-only loan 423
 * `loan-read-only`, a loan under the adverse-action lock 423 `loan-locked`. Then what the
 * transaction needs: the loan-data rule sets (compiled once per version), the lock's trigger, the
 * actor's name.
 */
export async function prepareLoanWrite(app: FastifyInstance, user: AuthUser, loanId: string): Promise<LoanWriteContext> {
  const organizationId = await readableLoanOrganization(app, user, loanId);
  await app.access.assertOrgWritable(user, organizationId);
  await assertLoanOpenToChanges(app, user, loanId);
  const rules = await organizationRuleSets(app, organizationId, LOAN_DATA_RULES_TAG);
  const { adverseActionTrigger } = await readSettingValue(app, 'workflow');
  const name = await displayNameOf(app.db, user.id);
  return {
    loanId,
    organizationId,
    actor: { id: user.id, name },
    adverseActionTrigger,
    rules,
  };
}

export interface LockedLoan {
  document: LoanDocument;
  dataVersion: number;
}

/**
 * The loan row, locked until the transaction ends, so saves of one loan take turns. The locks are
 * judged again on it: a resource lock taken, an archive or an adverse action saved since the
 * first check still refuses the write.
 */
export async function lockLoanForChanges(trx: Kysely<Database>, context: LoanWriteContext): Promise<LockedLoan> {
  const row = await trx
    .selectFrom('loans')
    .select(['document', 'dataVersion', 'archived', 'lockedBy', 'folder'])
    .where('id', '=', context.loanId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(NO_LOAN);
  if (row.archived) throw loanArchived();
  if (row.lockedBy !== null && row.lockedBy !== context.actor.id) {
    const holder = await trx.selectFrom('users').select(['firstName', 'lastName']).where('id', '=', row.lockedBy).executeTakeFirst();
    throw loanHeldBy(holder ? `${holder.firstName} ${holder.lastName}` : 'A staff member');
  }
  if (adverseActionLockedWith(context.adverseActionTrigger, row)) throw loanLocked();
  return { document: row.document, dataVersion: row.dataVersion };
}

/** 409 `stale-loan-data`: the version the write was based on is not the loan's, with what changed meanwhile. */
export function staleLoanData(currentVersion: number, conflicts: LoanDataConflict[]): ApiError {
  const detail =
    conflicts.length === 0
      ? `The loan's data changed since you opened it (now version ${currentVersion}). Reload it and try again.`
      : `${conflicts.length} of these field(s) changed since you opened the loan (${conflicts
          .map((conflict) => conflict.fieldId)
          .join(', ')}). Choose which value to keep and save again against version ${currentVersion}.`;
  return new ApiError(409, 'stale-loan-data', detail, { conflicts, currentVersion });
}

/** One field whose stored value a version changes, by its canonical id. */
export interface FieldChange {
  fieldId: string;
  oldValue: LoanFieldValue;
  newValue: LoanFieldValue;
}

/**
 * Writes the loan's next version (inside the caller's transaction): the document, the version
 * plus one, the pipeline columns copied from the document (borrower name, property address,
 * amount, purpose, program) and one `loan_field_changes` row per changed field.
 */
export async function writeLoanVersion(
  trx: Kysely<Database>,
  context: LoanWriteContext,
  version: number,
  document: LoanDocument,
  changes: readonly FieldChange[],
  now: Date,
): Promise<void> {
  await trx
    .updateTable('loans')
    .set({ document: JSON.stringify(document), dataVersion: version, ...pipelineColumns(document), updatedAt: now })
    .where('id', '=', context.loanId)
    .execute();
  // 1,000 changes × 8 columns stays far below PostgreSQL's 65,535 parameters per statement.
  if (changes.length === 0) return;
  await trx
    .insertInto('loanFieldChanges')
    .values(
      changes.map((change) => ({
        loanId: context.loanId,
        version,
        fieldId: change.fieldId,
        oldValue: JSON.stringify(change.oldValue),
        newValue: JSON.stringify(change.newValue),
        changedBy: context.actor.id,
        changedByName: context.actor.name,
        changedAt: now,
      })),
    )
    .execute();
}

/**
 * After the commit: the workflow is judged again (a field can complete a step), and the
 * organisation's pipelines and the loan's open pages hear `loan-update`. No read cache holds a
 * loan's data, so nothing is invalidated.
 */
export async function announceLoanDataChange(app: FastifyInstance, context: LoanWriteContext): Promise<void> {
  await refreshLoanStep(app, context.loanId);
  announceLoanUpdate(app, { id: context.loanId, organizationId: context.organizationId });
}
