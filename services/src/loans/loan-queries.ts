import type { Kysely } from 'kysely';
import type { LoanContact, LoanDetail, LoanStatus, LoanSummary, Paged } from 'shared-rules';
import type { OrgReach } from '../access/access-control';
import { toCount } from '../db/connect';
import type { Database } from '../db/schema';
import { toLoanSummary } from './loan-records';

const SUMMARY_COLUMNS = [
  'loans.id',
  'loans.organizationId',
  'organizations.name as organizationName',
  'loans.loanNumber',
  'loans.channel',
  'loans.delegated',
  'loans.status',
  'loans.folder',
  'loans.borrowerName',
  'loans.loanAmount',
  'loans.loanPurpose',
  'loans.loanProgramName',
  'loans.createdAt',
  'loans.updatedAt',
] as const;

const loansWithOrganization = (db: Kysely<Database>) =>
  db.selectFrom('loans').innerJoin('organizations', 'organizations.id', 'loans.organizationId');

export async function findLoanSummary(db: Kysely<Database>, loanId: string): Promise<LoanSummary | null> {
  const row = await loansWithOrganization(db).select(SUMMARY_COLUMNS).where('loans.id', '=', loanId).executeTakeFirst();
  return row ? toLoanSummary(row) : null;
}

export interface PipelineFilter {
  reach: OrgReach;
  orgId?: string;
  status?: LoanStatus;
  page: number;
  pageSize: number;
}

/** A page of the pipeline: loans of the reachable organisations, most recently updated first. */
export async function listLoans(db: Kysely<Database>, filter: PipelineFilter): Promise<Paged<LoanSummary>> {
  const { reach, orgId, status, page, pageSize } = filter;
  if (!reach.all && reach.orgIds.length === 0) return { items: [], page, pageSize, total: 0 };
  let base = loansWithOrganization(db);
  if (!reach.all) base = base.where('loans.organizationId', 'in', reach.orgIds);
  if (orgId !== undefined) base = base.where('loans.organizationId', '=', orgId);
  if (status !== undefined) base = base.where('loans.status', '=', status);
  const [rows, count] = await Promise.all([
    base
      .select(SUMMARY_COLUMNS)
      .orderBy('loans.updatedAt', 'desc')
      .orderBy('loans.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toLoanSummary), page, pageSize, total: toCount(count.n as string | number) };
}

/** The loan with its document and contacts, or null when it does not exist. */
export async function findLoanDetail(db: Kysely<Database>, loanId: string): Promise<LoanDetail | null> {
  const row = await loansWithOrganization(db)
    .select([...SUMMARY_COLUMNS, 'loans.document', 'loans.loanOfficerId', 'loans.loanProcessorId', 'loans.submissionContactId'])
    .where('loans.id', '=', loanId)
    .executeTakeFirst();
  if (!row) return null;
  const contactIds = [row.loanOfficerId, row.loanProcessorId, row.submissionContactId].filter((id): id is string => id !== null);
  const users =
    contactIds.length === 0
      ? []
      : await db.selectFrom('users').select(['id', 'firstName', 'lastName', 'email']).where('id', 'in', contactIds).execute();
  const contact = (id: string | null): LoanContact | null => {
    const found = users.find((user) => user.id === id);
    return found ? { userId: found.id, name: `${found.firstName} ${found.lastName}`, email: found.email } : null;
  };
  return {
    ...toLoanSummary(row),
    contacts: {
      loanOfficer: contact(row.loanOfficerId),
      loanProcessor: contact(row.loanProcessorId),
      submissionContact: contact(row.submissionContactId),
    },
    document: row.document,
  };
}

/** The organisation of a loan, for access checks; null when the loan does not exist. */
export async function loanOrganization(db: Kysely<Database>, loanId: string): Promise<string | null> {
  const row = await db.selectFrom('loans').select('organizationId').where('id', '=', loanId).executeTakeFirst();
  return row?.organizationId ?? null;
}
