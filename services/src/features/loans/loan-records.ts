import { CHANNEL_FOLDERS, type LoanChannel, type LoanDocument, type LoanPurpose, type LoanSummary } from 'shared-rules';
import type { LoanRow } from './tables';

/** The folder a new loan is filed in, by channel. */
export function loanFolder(channel: LoanChannel, delegated: boolean): string {
  if (channel === 'Banked - Wholesale') return CHANNEL_FOLDERS.wholesale;
  return delegated ? CHANNEL_FOLDERS.delegated : CHANNEL_FOLDERS.nonDelegated;
}

/** The pipeline columns of a loan, copied from its document whenever the document is written. */
export function pipelineColumns(document: LoanDocument): {
  borrowerName: string;
  propertyAddress: string;
  loanAmount: number | null;
  loanPurpose: LoanPurpose | null;
  loanProgramName: string | null;
} {
  const borrower = document.applications[0]?.borrower;
  const borrowerName = [borrower?.firstName, borrower?.lastName].filter((part) => part && part.trim() !== '').join(' ');
  return {
    borrowerName,
    propertyAddress: propertyAddressLine(document),
    loanAmount: typeof document.loanAmount === 'number' ? document.loanAmount : null,
    loanPurpose: document.loanPurpose ?? null,
    loanProgramName: document.loanProgramName ?? null,
  };
}

/** "12 Oak St Unit 4, Denver, CO 80202": the subject property's address on one line. */
export function propertyAddressLine(document: LoanDocument): string {
  const { street, unit, city, state, postalCode } = document.property.address;
  const streetLine = [street, unit].filter((part) => part?.trim()).join(' ');
  const stateLine = [state, postalCode].filter((part) => part?.trim()).join(' ');
  return [streetLine, city?.trim(), stateLine].filter((part) => part).join(', ');
}

export type LoanSummaryRow = Omit<
  LoanRow,
  | 'document'
  | 'loanOfficerId'
  | 'loanProcessorId'
  | 'submissionContactId'
  | 'createdBy'
  | 'lockedBy'
  | 'lockedAt'
  | 'archived'
  | 'dataVersion'
  | 'hoiNotice'
> & {
  organizationName: string;
};

export function toLoanSummary(row: LoanSummaryRow): LoanSummary {
  return {
    id: row.id,
    loanNumber: row.loanNumber,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    channel: row.channel,
    delegated: row.delegated,
    status: row.status,
    folder: row.folder,
    borrowerName: row.borrowerName,
    propertyAddress: row.propertyAddress,
    currentStep: row.currentStep,
    loanAmount: row.loanAmount,
    loanPurpose: row.loanPurpose,
    loanProgramName: row.loanProgramName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Loan numbers: two-digit year then the sequence, e.g. 260001001. */
export function formatLoanNumber(sequenceValue: number, now: Date): string {
  return `${String(now.getUTCFullYear() % 100).padStart(2, '0')}${String(sequenceValue).padStart(7, '0')}`;
}
