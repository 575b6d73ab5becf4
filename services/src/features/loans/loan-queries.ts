import type { Kysely } from 'kysely';
import type { LoanContact, LoanDetail, LoanSummary, Paged } from 'shared-rules';
import { toCount } from '../../platform/db/connect';
import { countOpenConditions } from '../conditions';
import type { Database } from '../../platform/db/schema';
import { toLoanSummary } from './loan-records';
import { inPipelineOrder, type PipelineFilter, whereInPipelineView } from './pipeline-query';

export type { PipelineFilter } from './pipeline-query';

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
  'loans.propertyAddress',
  'loans.currentStep',
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

/** A page of one pipeline view (see `whereInPipelineView`), most recently updated first unless sorted otherwise. */
export async function listLoans(db: Kysely<Database>, filter: PipelineFilter): Promise<Paged<LoanSummary>> {
  const { reach, page, pageSize } = filter;
  if (!reach.all && reach.orgIds.length === 0) return { items: [], page, pageSize, total: 0 };
  const view = whereInPipelineView(loansWithOrganization(db), filter);
  const [rows, count] = await Promise.all([
    inPipelineOrder(view.select(SUMMARY_COLUMNS), filter.sort, filter.order)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    view.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toLoanSummary), page, pageSize, total: toCount(count.n as string | number) };
}

/** A loan as stored: everything of `LoanDetail` but the frame, which is judged from it (workflows/loan-progress.ts). */
export type LoanRecord = Omit<LoanDetail, 'frame'>;

/** The loan with its document and contacts, or null when it does not exist. */
export async function findLoanDetail(db: Kysely<Database>, loanId: string): Promise<LoanRecord | null> {
  const row = await loansWithOrganization(db)
    .select([
      ...SUMMARY_COLUMNS,
      'loans.document',
      'loans.loanOfficerId',
      'loans.loanProcessorId',
      'loans.submissionContactId',
      'loans.hoiNotice',
      'organizations.primaryAeId',
    ])
    .where('loans.id', '=', loanId)
    .executeTakeFirst();
  if (!row) return null;
  const contactIds = [row.loanOfficerId, row.loanProcessorId, row.submissionContactId, row.primaryAeId].filter(
    (id): id is string => id !== null,
  );
  const [users, openConditions] = await Promise.all([
    contactIds.length === 0
      ? []
      : db.selectFrom('users').select(['id', 'firstName', 'lastName', 'email']).where('id', 'in', contactIds).execute(),
    countOpenConditions(db, loanId),
  ]);
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
    accountExecutive: contact(row.primaryAeId),
    openConditions,
    hoiNotice: row.hoiNotice,
    document: row.document,
  };
}
