import { sql, type Kysely } from 'kysely';
import { OPEN_CONDITION_STATUSES, type ConditionComment, type LoanAttachment, type LoanCondition } from 'shared-rules';
import { toCount } from '../../platform/db/connect';
import type { Database } from '../../platform/db/schema';
import { listConditionAttachments } from '../documents';
import './tables';

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim() || 'A former user';

/** The loan's conditions with their documents and comments, oldest first (the order they were asked in). */
export async function listLoanConditions(db: Kysely<Database>, loanId: string, conditionId?: string): Promise<LoanCondition[]> {
  let query = db
    .selectFrom('loanConditions as c')
    .innerJoin('users as creator', 'creator.id', 'c.createdBy')
    .leftJoin('users as owner', 'owner.id', 'c.ownerId')
    .leftJoin('users as mover', 'mover.id', 'c.statusChangedBy')
    .select([
      'c.id',
      'c.loanId',
      'c.title',
      'c.description',
      'c.category',
      'c.status',
      'c.ownerId',
      sql<string | null>`to_char(c.due_date, 'YYYY-MM-DD')`.as('dueDate'),
      'c.createdBy',
      'c.createdAt',
      'c.statusChangedBy',
      'c.statusChangedAt',
      'creator.firstName as creatorFirstName',
      'creator.lastName as creatorLastName',
      'owner.firstName as ownerFirstName',
      'owner.lastName as ownerLastName',
      'mover.firstName as moverFirstName',
      'mover.lastName as moverLastName',
    ])
    .where('c.loanId', '=', loanId);
  if (conditionId) query = query.where('c.id', '=', conditionId);
  const rows = await query.orderBy('c.createdAt').orderBy('c.id').execute();
  if (rows.length === 0) return [];

  const [attachments, comments] = await Promise.all([
    listConditionAttachments(db, loanId),
    db
      .selectFrom('loanConditionComments as comment')
      .innerJoin('users as author', 'author.id', 'comment.authorId')
      .select([
        'comment.id',
        'comment.conditionId',
        'comment.authorId',
        'comment.body',
        'comment.createdAt',
        'author.firstName',
        'author.lastName',
      ])
      .where(
        'comment.conditionId',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('comment.createdAt')
      .orderBy('comment.id')
      .execute(),
  ]);
  const attachmentsOf = groupBy(attachments, (attachment) => attachment.conditionId ?? '');
  const commentsOf = groupBy(
    comments.map((comment) => ({
      conditionId: comment.conditionId,
      comment: {
        id: comment.id,
        author: { userId: comment.authorId, name: fullName(comment.firstName, comment.lastName) },
        body: comment.body,
        createdAt: comment.createdAt.toISOString(),
      } satisfies ConditionComment,
    })),
    (entry) => entry.conditionId,
  );

  return rows.map((row) => ({
    id: row.id,
    loanId: row.loanId,
    title: row.title,
    description: row.description,
    category: row.category,
    status: row.status,
    owner: row.ownerId ? { userId: row.ownerId, name: fullName(row.ownerFirstName, row.ownerLastName) } : null,
    dueDate: row.dueDate,
    createdBy: { userId: row.createdBy, name: fullName(row.creatorFirstName, row.creatorLastName) },
    createdAt: row.createdAt.toISOString(),
    statusChangedBy: row.statusChangedBy ? { userId: row.statusChangedBy, name: fullName(row.moverFirstName, row.moverLastName) } : null,
    statusChangedAt: row.statusChangedAt ? row.statusChangedAt.toISOString() : null,
    attachments: attachmentsOf.get(row.id) ?? ([] as LoanAttachment[]),
    comments: (commentsOf.get(row.id) ?? []).map((entry) => entry.comment),
  }));
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** How many of the loan's conditions still need something (open or submitted). */
export async function countOpenConditions(db: Kysely<Database>, loanId: string): Promise<number> {
  const row = await db
    .selectFrom('loanConditions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('loanId', '=', loanId)
    .where('status', 'in', [...OPEN_CONDITION_STATUSES])
    .executeTakeFirstOrThrow();
  return toCount(row.count);
}
