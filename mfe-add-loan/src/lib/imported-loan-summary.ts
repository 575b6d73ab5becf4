import { formatForDisplay, type ImportWarning, type LoanDocument } from 'shared-rules';

export interface ImportedLoanSummary {
  borrower: string;
  amount: string;
  property: string;
  program: string;
}

/** What the import step shows of an imported loan, so the user can tell it is the right file. */
export function importedLoanSummary(loan: LoanDocument): ImportedLoanSummary {
  const borrower = loan.applications[0]?.borrower;
  const name = [borrower?.firstName, borrower?.lastName].filter(Boolean).join(' ');
  const address = loan.property.address;
  const property = [address.street, address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter((part) => part !== undefined && part.trim() !== '')
    .join(', ');
  return {
    borrower: name || 'No borrower name',
    amount: loan.loanAmount === undefined ? '—' : formatForDisplay('CURRENCY', loan.loanAmount),
    property: property || 'No property address',
    program: loan.loanProgramName ?? loan.mortgageType ?? '—',
  };
}

/** A loan the wizard has imported, as the import step shows it. */
export interface ImportedFile {
  /** The file's name, or null when the loan came from a `loan_token` link. */
  fileName: string | null;
  summary: ImportedLoanSummary;
  warnings: ImportWarning[];
}
