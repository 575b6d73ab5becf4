import type { LoanChannel, LoanDocument, LoanPurpose, LoanSummary } from 'shared-rules';
import type { LoanRow } from './tables';

/** The folder a new loan is filed in, by channel (the lender's folder names). */
export function loanFolder(channel: LoanChannel, delegated: boolean): string {
  if (channel === 'Banked - Wholesale') return 'TPO Pending';
  return delegated ? 'Corr Delegated' : 'Corr Non-Delegated';
}

/** The pipeline columns of a loan, copied from its document whenever the document is written. */
export function pipelineColumns(document: LoanDocument): {
  borrowerName: string;
  loanAmount: number | null;
  loanPurpose: LoanPurpose | null;
  loanProgramName: string | null;
} {
  const borrower = document.applications[0]?.borrower;
  const borrowerName = [borrower?.firstName, borrower?.lastName].filter((part) => part && part.trim() !== '').join(' ');
  return {
    borrowerName,
    loanAmount: typeof document.loanAmount === 'number' ? document.loanAmount : null,
    loanPurpose: document.loanPurpose ?? null,
    loanProgramName: document.loanProgramName ?? null,
  };
}

export type LoanSummaryRow = Omit<LoanRow, 'document' | 'loanOfficerId' | 'loanProcessorId' | 'submissionContactId' | 'createdBy'> & {
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
