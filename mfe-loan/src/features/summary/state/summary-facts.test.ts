import { emptyLoanDocument, type LoanDetail } from 'shared-rules';
import { borrowerPairs, keyDates, loanTerms } from './summary-facts';

const document = {
  ...emptyLoanDocument(),
  loanAmount: 358_400,
  noteRate: 6.875,
  termMonths: 360,
  loanPurpose: 'Purchase' as const,
  applicationDate: '2026-06-19',
  applications: [
    {
      borrower: { firstName: 'Dana', lastName: 'Thompson', residences: [], employers: [] },
      coBorrower: { firstName: 'Lee', lastName: 'Thompson', residences: [], employers: [] },
      assets: [],
      liabilities: [],
    },
    { borrower: { residences: [], employers: [] }, assets: [], liabilities: [] },
  ],
};
const loan = { document, createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-21T15:30:00.000Z' } as Pick<
  LoanDetail,
  'document' | 'createdAt' | 'updatedAt'
>;

describe('summary facts', () => {
  it('names each borrower pair, and says when a pair has no name yet', () => {
    expect(borrowerPairs(loan)).toEqual(['Dana Thompson and Lee Thompson', 'No borrower name yet']);
  });

  it('shows the terms that are known, formatted, and leaves out the blank ones', () => {
    expect(loanTerms(loan)).toEqual([
      { label: 'Loan amount', value: '$358,400.00' },
      { label: 'Note rate', value: '6.875%' },
      { label: 'Term', value: '360 months' },
      { label: 'Purpose', value: 'Purchase' },
    ]);
  });

  it('gives the key dates, saying which are not set', () => {
    const dates = Object.fromEntries(keyDates(loan).map((date) => [date.label, date.value]));
    expect(dates['Application date']).toBe('06/19/2026');
    expect(dates['Estimated closing']).toBe('Not set');
    expect(dates.Created).toMatch(/^11\/2[01]\/2026$/);
  });
});
