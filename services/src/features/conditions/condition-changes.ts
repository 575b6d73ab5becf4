import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  CONDITION_STATUS_LABELS,
  CONDITION_TRANSITIONS,
  type ConditionCommentCreateRequest,
  type LoanCondition,
  type LoanConditionCreateRequest,
  type LoanConditionStatusRequest,
  type LoanConditionUpdateRequest,
} from 'shared-rules';
import type { AuthUser } from '../../platform/auth/auth-user';
import { displayNameOf } from '../../platform/auth/display-name';
import { ApiError, badRequest, notFound } from '../../platform/http/problem';
import { readableLoanOrganization } from '../loans';
import { alertCoveringAccountExecutives, alertLoanContacts } from '../loans';
import { readSettingValue } from '../../platform/settings/setting-reader';
import { assertLoanOpenToChanges } from '../workflows';
import { announceLoanUpdate } from '../workflows';
import { managesConditions, NO_CONDITION, onlyStaffManage, writableCondition } from './condition-access';
import { coveringStaff } from '../loans';
import { listLoanConditions } from './condition-queries';

export const conditionsLink = (loanId: string) => `/loan/${encodeURIComponent(loanId)}/conditions`;

/** Tells open pages of the loan that a condition changed, and the loan's frame (its open count). */
export function announceConditionChange(
  app: FastifyInstance,
  loan: { id: string; organizationId: string },
  conditionId: string,
  action: 'added' | 'edited' | 'status' | 'comment' | 'removed',
): void {
  app.publish('room', `loan:${loan.id}`, 'condition-update', { loanId: loan.id, conditionId, action });
  announceLoanUpdate(app, loan);
}

export async function readCondition(app: FastifyInstance, loanId: string, conditionId: string): Promise<LoanCondition> {
  const [condition] = await listLoanConditions(app.db, loanId, conditionId);
  if (!condition) throw notFound(NO_CONDITION);
  return condition;
}

/** The category and owner of a condition, checked against the setting's categories and the organisation's staff. */
async function checkedClassification(
  app: FastifyInstance,
  organizationId: string,
  fields: { category?: string; ownerId?: string | null },
): Promise<void> {
  if (fields.category !== undefined) {
    const { categories } = await readSettingValue(app, 'conditions');
    if (!categories.includes(fields.category)) {
      throw badRequest('unknown-category', `Choose one of the categories: ${categories.join(', ')}.`, 'body.category');
    }
  }
  if (fields.ownerId) {
    const owners = await coveringStaff(app.db, organizationId);
    if (!owners.some((owner) => owner.userId === fields.ownerId)) {
      throw badRequest('invalid-owner', "The owner must be one of the lender's staff covering this loan's organization.", 'body.ownerId');
    }
  }
}

const trimmedTitle = (title: string) => {
  const trimmed = title.trim();
  if (trimmed === '') throw badRequest('invalid-input', 'body.title must not be empty', 'body.title');
  return trimmed;
};

/** Adds a condition (lender staff): audited in the loan's log, announced, and the loan's contacts told at once. */
export async function addCondition(
  app: FastifyInstance,
  user: AuthUser,
  loanId: string,
  request: LoanConditionCreateRequest,
): Promise<LoanCondition> {
  const organizationId = await readableLoanOrganization(app, user, loanId);
  if (!managesConditions(user)) throw onlyStaffManage();
  await app.access.assertOrgWritable(user, organizationId);
  await assertLoanOpenToChanges(app, user, loanId);
  const title = trimmedTitle(request.title);
  await checkedClassification(app, organizationId, request);
  const id = randomUUID();
  const actorName = await displayNameOf(app.db, user.id);
  await app.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('loanConditions')
      .values({
        id,
        loanId,
        title,
        description: request.description?.trim() ?? '',
        category: request.category,
        ownerId: request.ownerId ?? null,
        dueDate: request.dueDate ?? null,
        createdBy: user.id,
      })
      .execute();
    await app.loanEvents.record(trx, {
      loanId,
      kind: 'condition-added',
      summary: `${actorName} added the condition "${title}" (${request.category}).`,
      actor: { id: user.id, name: actorName },
      details: { conditionId: id, title, category: request.category },
    });
  });
  announceConditionChange(app, { id: loanId, organizationId }, id, 'added');
  await alertLoanContacts(app, loanId, {
    message: (loanNumber) => `Loan ${loanNumber} has a new condition: "${title}" (${request.category}).`,
    link: conditionsLink(loanId),
    actorId: user.id,
  });
  return readCondition(app, loanId, id);
}

/** Edits a condition's title, description, category, owner or due date (lender staff), audited with before and after. */
export async function editCondition(
  app: FastifyInstance,
  user: AuthUser,
  loanId: string,
  conditionId: string,
  request: LoanConditionUpdateRequest,
): Promise<LoanCondition> {
  const { organizationId } = await writableCondition(app, user, loanId, conditionId);
  if (!managesConditions(user)) throw onlyStaffManage();
  const before = await readCondition(app, loanId, conditionId);
  const changes = {
    ...(request.title !== undefined ? { title: trimmedTitle(request.title) } : {}),
    ...(request.description !== undefined ? { description: request.description.trim() } : {}),
    ...(request.category !== undefined ? { category: request.category } : {}),
    ...(request.ownerId !== undefined ? { ownerId: request.ownerId } : {}),
    ...(request.dueDate !== undefined ? { dueDate: request.dueDate } : {}),
  };
  await checkedClassification(app, organizationId, request);
  const beforeValues: Record<string, unknown> = {
    title: before.title,
    description: before.description,
    category: before.category,
    ownerId: before.owner?.userId ?? null,
    dueDate: before.dueDate,
  };
  const changed = Object.entries(changes).filter(([field, value]) => beforeValues[field] !== value);
  if (changed.length === 0) return before;
  const actorName = await displayNameOf(app.db, user.id);
  await app.db.transaction().execute(async (trx) => {
    await trx.updateTable('loanConditions').set(Object.fromEntries(changed)).where('id', '=', conditionId).execute();
    await app.loanEvents.record(trx, {
      loanId,
      kind: 'condition-changed',
      summary: `${actorName} edited the condition "${before.title}" (${changed.map(([field]) => field).join(', ')}).`,
      actor: { id: user.id, name: actorName },
      details: { conditionId, ...Object.fromEntries(changed.map(([field, value]) => [field, { from: beforeValues[field], to: value }])) },
    });
  });
  announceConditionChange(app, { id: loanId, organizationId }, conditionId, 'edited');
  return readCondition(app, loanId, conditionId);
}

const STATUS_NEWS: Partial<Record<LoanConditionStatusRequest['status'], string>> = {
  cleared: 'was cleared',
  waived: 'was waived',
  open: 'was reopened: it needs more',
};

/**
 * Moves a condition along CONDITION_TRANSITIONS: brokers only submit an open one; staff clear,
 * waive or reopen. A note is kept as a comment. The loan's contacts hear of a clear, waive or reopen.
 */
export async function moveCondition(
  app: FastifyInstance,
  user: AuthUser,
  loanId: string,
  conditionId: string,
  request: LoanConditionStatusRequest,
): Promise<LoanCondition> {
  const { organizationId, condition } = await writableCondition(app, user, loanId, conditionId);
  if (!managesConditions(user) && request.status !== 'submitted') throw onlyStaffManage();
  if (condition.status === request.status) return readCondition(app, loanId, conditionId);
  if (!CONDITION_TRANSITIONS[condition.status].includes(request.status)) {
    throw new ApiError(
      409,
      'invalid-condition-status',
      `This condition is ${CONDITION_STATUS_LABELS[condition.status].toLowerCase()}; it cannot be marked ${CONDITION_STATUS_LABELS[request.status].toLowerCase()}.`,
    );
  }
  const actorName = await displayNameOf(app.db, user.id);
  const note = request.note?.trim();
  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('loanConditions')
      .set({ status: request.status, statusChangedBy: user.id, statusChangedAt: new Date() })
      .where('id', '=', conditionId)
      .execute();
    if (note)
      await trx.insertInto('loanConditionComments').values({ id: randomUUID(), conditionId, authorId: user.id, body: note }).execute();
    await app.loanEvents.record(trx, {
      loanId,
      kind: 'condition-status-changed',
      summary: `${actorName} marked the condition "${condition.title}" ${CONDITION_STATUS_LABELS[request.status].toLowerCase()}.`,
      actor: { id: user.id, name: actorName },
      details: { conditionId, from: condition.status, to: request.status, note: note ?? null },
    });
  });
  announceConditionChange(app, { id: loanId, organizationId }, conditionId, 'status');
  const news = STATUS_NEWS[request.status];
  if (news) {
    await alertLoanContacts(app, loanId, {
      message: (loanNumber) => `The condition "${condition.title}" on loan ${loanNumber} ${news}.`,
      link: conditionsLink(loanId),
      actorId: user.id,
    });
  }
  return readCondition(app, loanId, conditionId);
}

/** A comment on a condition; the other side hears of it (staff → the loan's contacts, broker → the covering AEs). */
export async function commentOnCondition(
  app: FastifyInstance,
  user: AuthUser,
  loanId: string,
  conditionId: string,
  request: ConditionCommentCreateRequest,
): Promise<LoanCondition> {
  const { organizationId, condition } = await writableCondition(app, user, loanId, conditionId);
  const body = request.body.trim();
  if (body === '') throw badRequest('invalid-input', 'body.body must not be empty', 'body.body');
  const actorName = await displayNameOf(app.db, user.id);
  await app.db.transaction().execute(async (trx) => {
    await trx.insertInto('loanConditionComments').values({ id: randomUUID(), conditionId, authorId: user.id, body }).execute();
    await app.loanEvents.record(trx, {
      loanId,
      kind: 'condition-comment',
      summary: `${actorName} commented on the condition "${condition.title}".`,
      actor: { id: user.id, name: actorName },
      details: { conditionId },
    });
  });
  announceConditionChange(app, { id: loanId, organizationId }, conditionId, 'comment');
  const alert = {
    message: (loanNumber: string) => `${actorName} commented on the condition "${condition.title}" on loan ${loanNumber}.`,
    link: conditionsLink(loanId),
    actorId: user.id,
  };
  if (managesConditions(user)) await alertLoanContacts(app, loanId, alert);
  else await alertCoveringAccountExecutives(app, loanId, alert);
  return readCondition(app, loanId, conditionId);
}

/**
 * Removes a condition added in error (lender staff), while nobody has answered it with a document:
 * an answered one is waived instead, so its documents keep their context (409 condition-answered).
 * Its comments go with it; the loan's log keeps what it was.
 */
export async function removeCondition(app: FastifyInstance, user: AuthUser, loanId: string, conditionId: string): Promise<void> {
  const { organizationId, condition } = await writableCondition(app, user, loanId, conditionId);
  if (!managesConditions(user)) throw onlyStaffManage();
  const answered = await app.db.selectFrom('loanAttachments').select('id').where('conditionId', '=', conditionId).executeTakeFirst();
  if (answered) {
    throw new ApiError(409, 'condition-answered', 'This condition has documents: waive it instead, so its documents keep their context.');
  }
  const actorName = await displayNameOf(app.db, user.id);
  await app.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('loanConditions').where('id', '=', conditionId).execute();
    await app.loanEvents.record(trx, {
      loanId,
      kind: 'condition-removed',
      summary: `${actorName} removed the condition "${condition.title}".`,
      actor: { id: user.id, name: actorName },
      details: { conditionId, title: condition.title, status: condition.status },
    });
  });
  announceConditionChange(app, { id: loanId, organizationId }, conditionId, 'removed');
}
