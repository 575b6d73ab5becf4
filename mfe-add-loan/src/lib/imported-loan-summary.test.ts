import type { LoanDocument } from 'shared-rules';
import { importedLoanSummary } from './imported-loan-summary';

function loan(overrides: Partial<LoanDocument>): LoanDocument {
  return {
    property: { address: {} },
    applications: [{ borrower: { residences: [], employers: [] }, assets: [], liabilities: [] }],
    customFields: [],
    ...overrides,
  } as LoanDocument;
}

describe('importedLoanSummary', () => {
  it('names the borrower, amount, property and program', () => {
    const summary = importedLoanSummary(
      loan({
        loanAmount: 350000,
        loanProgramName: 'Conventional 30 Year Fixed',
        property: { address: { street: '12 Elm St', city: 'Denver', state: 'CO', postalCode: '80202' } },
        applications: [
          { borrower: { firstName: 'Dana', lastName: 'Thompson', residences: [], employers: [] }, assets: [], liabilities: [] },
        ],
      } as Partial<LoanDocument>),
    );
    expect(summary).toEqual({
      borrower: 'Dana Thompson',
      amount: '$350,000.00',
      property: '12 Elm St, Denver, CO 80202',
      program: 'Conventional 30 Year Fixed',
    });
  });

  it('says what is missing rather than showing blanks', () => {
    expect(importedLoanSummary(loan({}))).toEqual({
      borrower: 'No borrower name',
      amount: '—',
      property: 'No property address',
      program: '—',
    });
  });
});
