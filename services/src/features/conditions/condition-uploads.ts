import type { FastifyInstance } from 'fastify';
import type { LoanAttachment } from 'shared-rules';
import type { AuthUser } from '../../platform/auth/auth-user';
import { displayNameOf } from '../../platform/auth/display-name';
import { ApiError, badRequest, notFound } from '../../platform/http/problem';
import { readableLoanOrganization } from '../loans';
import { alertLoanContacts } from '../loans';
import { readSettingValue } from '../../platform/settings/setting-reader';
import { refreshLoanStep } from '../workflows';
import { findLoanAttachment, NO_ATTACHMENT } from '../documents';
import { conditionStatusVisible, isOpenCondition, managesConditions, onlyStaffManage } from './condition-access';
import { announceConditionChange, conditionsLink } from './condition-changes';
import { assertLoanOpenToChanges } from '../workflows';
import { assertNotReadOnly } from '../workflows';

const unknownCondition = () => badRequest('unknown-condition', 'body.conditionId is not a condition of this loan.', 'body.conditionId');

/**
 * Before an upload against a condition is stored: the condition is the loan's and visible to the
 * uploader, the loan is open to changes (an answer moves the condition), and a cleared or waived
 * condition takes documents only when the `conditions` setting allows it (409 condition-closed).
 */
export async function checkConditionTakesUpload(app: FastifyInstance, user: AuthUser, loanId: string, conditionId: string): Promise<void> {
  const condition = await app.db
    .selectFrom('loanConditions')
    .select(['status'])
    .where('loanId', '=', loanId)
    .where('id', '=', conditionId)
    .executeTakeFirst();
  if (!condition || !(await conditionStatusVisible(app, user, condition.status))) throw unknownCondition();
  await assertLoanOpenToChanges(app, user, loanId);
  const closed = !isOpenCondition(condition.status);
  if (closed && !(await readSettingValue(app, 'conditions')).allowUploadsOnClearedConditions) {
    throw new ApiError(409, 'condition-closed', 'This condition is already cleared or waived: it takes no more documents.', {
      fields: [{ field: 'body.conditionId', message: 'cleared or waived' }],
    });
  }
}

/**
 * After a broker's upload against a condition: an open condition becomes submitted (the covering
 * account executives are told by the upload's own alert). A staff upload changes nothing.
 * Answers the condition's title for that alert (null when nothing was answered).
 */
export async function recordConditionAnswer(app: FastifyInstance, user: AuthUser, attachment: LoanAttachment): Promise<string | null> {
  const { loanId, conditionId } = attachment;
  if (conditionId === null || managesConditions(user)) return null;
  const condition = await app.db
    .selectFrom('loanConditions')
    .innerJoin('loans', 'loans.id', 'loanConditions.loanId')
    .select(['loanConditions.title', 'loanConditions.status', 'loans.organizationId'])
    .where('loanConditions.id', '=', conditionId)
    .executeTakeFirstOrThrow();
  if (condition.status === 'open') {
    await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('loanConditions')
        .set({ status: 'submitted', statusChangedBy: user.id, statusChangedAt: new Date() })
        .where('id', '=', conditionId)
        .execute();
      await app.loanEvents.record(trx, {
        loanId,
        kind: 'condition-status-changed',
        summary: `${attachment.uploadedBy.name} answered the condition "${condition.title}" with ${attachment.title}: submitted.`,
        actor: { id: user.id, name: attachment.uploadedBy.name },
        details: { conditionId, from: 'open', to: 'submitted', attachmentId: attachment.id },
      });
    });
  }
  announceConditionChange(app, { id: loanId, organizationId: condition.organizationId }, conditionId, 'status');
  return condition.title;
}

/**
 * The lender's staff reject a document with a reason: it no longer counts for a workflow task, a
 * submitted condition it answered goes back to open, and the loan's contacts hear of it at once.
 */
export async function rejectAttachment(
  app: FastifyInstance,
  user: AuthUser,
  loanId: string,
  attachmentId: string,
  reason: string,
): Promise<LoanAttachment> {
  const organizationId = await readableLoanOrganization(app, user, loanId);
  await app.access.assertOrgWritable(user, organizationId);
  if (!managesConditions(user)) throw onlyStaffManage();
  // A document's review stays open under the adverse-action lock (documents do), not while the loan is read-only.
  await assertNotReadOnly(app, user, loanId);
  const attachment = await findLoanAttachment(app.db, loanId, attachmentId);
  if (!attachment) throw notFound(NO_ATTACHMENT);
  if (attachment.rejection) throw new ApiError(409, 'already-rejected', 'This document is already rejected.');
  const trimmed = reason.trim();
  if (trimmed === '') throw badRequest('invalid-input', 'body.reason must not be empty', 'body.reason');
  const actorName = await displayNameOf(app.db, user.id);
  const condition = attachment.conditionId
    ? await app.db
        .selectFrom('loanConditions')
        .select(['id', 'title', 'status'])
        .where('id', '=', attachment.conditionId)
        .executeTakeFirst()
    : undefined;
  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('loanAttachments')
      .set({ rejectionReason: trimmed, rejectedBy: user.id, rejectedAt: new Date() })
      .where('id', '=', attachmentId)
      .execute();
    if (condition?.status === 'submitted') {
      await trx
        .updateTable('loanConditions')
        .set({ status: 'open', statusChangedBy: user.id, statusChangedAt: new Date() })
        .where('id', '=', condition.id)
        .execute();
    }
    await app.loanEvents.record(trx, {
      loanId,
      kind: 'document-rejected',
      summary: `${actorName} rejected ${attachment.title}: ${trimmed}`,
      actor: { id: user.id, name: actorName },
      details: { attachmentId, reason: trimmed, conditionId: condition?.id ?? null },
    });
  });
  await refreshLoanStep(app, loanId);
  app.publish('room', `loan:${loanId}`, 'attachment-update', { loanId, attachmentId, action: 'rejected' });
  if (condition) announceConditionChange(app, { id: loanId, organizationId }, condition.id, 'status');
  await alertLoanContacts(app, loanId, {
    message: (loanNumber) => `${attachment.title} on loan ${loanNumber} was rejected: ${trimmed}`,
    link: condition ? conditionsLink(loanId) : `/loan/${encodeURIComponent(loanId)}/documents`,
    actorId: user.id,
  });
  const rejected = await findLoanAttachment(app.db, loanId, attachmentId);
  if (!rejected) throw notFound(NO_ATTACHMENT);
  return rejected;
}
