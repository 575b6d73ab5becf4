import { formatForDisplay, formatInstantDateTime, type LoanDetail } from 'shared-rules';

/** "Dana Thompson and Lee Thompson" per borrower pair: who the loan is for. */
export function borrowerPairs(loan: Pick<LoanDetail, 'document'>): string[] {
  return loan.document.applications.map((pair) => {
    const name = (party: { firstName?: string; lastName?: string } | undefined) =>
      [party?.firstName, party?.lastName].filter((part) => part?.trim()).join(' ');
    return [name(pair.borrower), name(pair.coBorrower)].filter((part) => part !== '').join(' and ') || 'No borrower name yet';
  });
}

/** The loan terms as the Summary shows them; blank values are left out rather than shown empty. */
export function loanTerms(loan: Pick<LoanDetail, 'document'>): Array<{ label: string; value: string }> {
  const { document } = loan;
  const terms = [
    { label: 'Loan amount', value: formatForDisplay('CURRENCY', document.loanAmount) },
    { label: 'Note rate', value: formatForDisplay('PERCENT', document.noteRate) },
    { label: 'Term', value: document.termMonths ? `${document.termMonths} months` : '' },
    { label: 'Loan type', value: document.mortgageType ?? '' },
    { label: 'Purpose', value: document.loanPurpose ?? '' },
    { label: 'Program', value: document.loanProgramName ?? '' },
    { label: 'Purchase price', value: formatForDisplay('CURRENCY', document.property.purchasePrice) },
    { label: 'Appraised value', value: formatForDisplay('CURRENCY', document.property.appraisedValue) },
  ];
  return terms.filter((term) => term.value !== '');
}

/** The loan's key dates: application and estimated closing (calendar dates), created and last changed (instants). */
export function keyDates(loan: Pick<LoanDetail, 'document' | 'createdAt' | 'updatedAt'>): Array<{ label: string; value: string }> {
  return [
    { label: 'Application date', value: formatForDisplay('DATE', loan.document.applicationDate) || 'Not set' },
    { label: 'Estimated closing', value: formatForDisplay('DATE', loan.document.estimatedClosingDate) || 'Not set' },
    { label: 'Created', value: formatForDisplay('DATE', loan.createdAt) },
    { label: 'Last updated', value: formatInstantDateTime(loan.updatedAt) ?? loan.updatedAt },
  ];
}
