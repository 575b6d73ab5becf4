import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import { CLOSED_LOAN_STATUSES, type LoanPipelineQuery, type PipelineSortField, type SortOrder } from 'shared-rules';
import type { OrgReach } from '../../platform/access/access-control';
import type { Database } from '../../platform/db/schema';

export interface PipelineFilter extends Omit<LoanPipelineQuery, 'page' | 'pageSize'> {
  reach: OrgReach;
  page: number;
  pageSize: number;
}

type LoansQuery = SelectQueryBuilder<Database, 'loans' | 'organizations', object>;

const SORT_COLUMNS = {
  updatedAt: 'loans.updatedAt',
  createdAt: 'loans.createdAt',
  loanNumber: 'loans.loanNumber',
  borrowerName: 'loans.borrowerName',
  loanAmount: 'loans.loanAmount',
  status: 'loans.status',
} as const satisfies Record<PipelineSortField, string>;

/** `%`, `_` and `\` typed by a user match themselves, not any text. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The start of the day after a calendar date, as an instant: `updatedTo` includes its whole day (UTC). */
function dayAfter(date: string): Date {
  const next = new Date(`${date}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/**
 * Narrows the loans (joined with their organisation) to one pipeline view: the reach, then every
 * filter of the query. Closed loans (funded, withdrawn, denied) are history: they show only when
 * asked for with `includeClosed` or by their status.
 */
export function whereInPipelineView(query: LoansQuery, filter: PipelineFilter): LoansQuery {
  let narrowed = query;
  const { reach, orgId, status, search, channel, folder, step, updatedFrom, updatedTo, includeClosed } = filter;
  if (!reach.all) narrowed = narrowed.where('loans.organizationId', 'in', reach.orgIds);
  if (orgId !== undefined) narrowed = narrowed.where('loans.organizationId', '=', orgId);
  if (status !== undefined) narrowed = narrowed.where('loans.status', '=', status);
  else if (!includeClosed) narrowed = narrowed.where('loans.status', 'not in', [...CLOSED_LOAN_STATUSES]);
  if (channel !== undefined) narrowed = narrowed.where('loans.channel', '=', channel);
  if (folder !== undefined) narrowed = narrowed.where('loans.folder', '=', folder);
  if (step !== undefined) narrowed = narrowed.where('loans.currentStep', '=', step);
  if (updatedFrom !== undefined) narrowed = narrowed.where('loans.updatedAt', '>=', new Date(`${updatedFrom}T00:00:00.000Z`));
  if (updatedTo !== undefined) narrowed = narrowed.where('loans.updatedAt', '<', dayAfter(updatedTo));
  const text = search?.trim();
  if (text) {
    const pattern = containsPattern(text);
    narrowed = narrowed.where((eb: ExpressionBuilder<Database, 'loans' | 'organizations'>) =>
      eb.or([
        eb('loans.loanNumber', 'ilike', pattern),
        eb('loans.borrowerName', 'ilike', pattern),
        eb('loans.propertyAddress', 'ilike', pattern),
      ]),
    );
  }
  return narrowed;
}

/**
 * The view's order: the chosen column, then the id so pages never overlap. Only the amount may be
 * empty, and empty amounts go last either way; the other columns are never null and keep a plain
 * order, which their indexes can return without sorting (NULLS LAST on a DESC index could not).
 */
export function inPipelineOrder<Q extends LoansQuery>(query: Q, sort: PipelineSortField = 'updatedAt', order: SortOrder = 'desc'): Q {
  const column = SORT_COLUMNS[sort];
  const ordered =
    sort === 'loanAmount'
      ? query.orderBy(column, (item) => (order === 'asc' ? item.asc() : item.desc()).nullsLast())
      : query.orderBy(column, order);
  return ordered.orderBy('loans.id', order) as Q;
}
