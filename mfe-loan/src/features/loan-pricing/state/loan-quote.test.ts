import type { ApiProblem, LoanPricingScenario } from 'shared-rules';
import { loanPricingRefusalOf } from './loan-pricing-refusal';
import { initialQuoteInputs, loanScenarioOf, loanValueProblems, quoteInputProblems } from './loan-quote';

const LOAN: LoanPricingScenario = {
  loanId: 'loan-1',
  scenario: {
    purpose: 'Purchase',
    occupancy: 'PrimaryResidence',
    propertyType: 'Detached',
    units: 1,
    state: 'TX',
    county: 'Travis',
    propertyValue: 50_000_000,
    loanAmount: 40_000_001,
    mortgageTypes: ['Conventional'],
    channel: 'Brokered - Wholesale',
    organizationId: 'org-1',
    escrowWaived: false,
  },
  gaps: [{ scenarioField: 'creditScore', fieldId: null, label: 'Representative Credit Score', problem: 'missing', detail: 'Enter it.' }],
};

describe('a loan quote', () => {
  it('prices the loan’s values exactly, with the tab’s inputs and the loan’s organisation', () => {
    const inputs = { ...initialQuoteInputs(LOAN.scenario), creditScore: '740', dti: '36.5' };
    expect(loanScenarioOf(LOAN, inputs)).toEqual({
      purpose: 'Purchase',
      occupancy: 'PrimaryResidence',
      propertyType: 'Detached',
      units: 1,
      state: 'TX',
      county: 'Travis',
      propertyValue: 50_000_000,
      loanAmount: 40_000_001,
      creditScore: 740,
      dti: 36_500,
      escrowWaived: false,
      lockDays: 30,
      mortgageTypes: ['Conventional'],
      channel: 'Brokered - Wholesale',
      organizationId: 'org-1',
    });
  });

  it('asks for the credit score and DTI in the Quick Pricer’s words, and prices nothing meanwhile', () => {
    const inputs = initialQuoteInputs(LOAN.scenario);
    expect(quoteInputProblems(LOAN.scenario, inputs)).toEqual({
      creditScore: 'Credit score must be between 300 and 850',
      dti: 'Enter a DTI between 0% and 100%',
    });
    expect(loanScenarioOf(LOAN, inputs)).toBeNull();
  });

  it('prices nothing while the loan data has a gap, and names a value the checks refuse', () => {
    const inputs = { ...initialQuoteInputs(LOAN.scenario), creditScore: '740', dti: '36' };
    const occupancyMissing: LoanPricingScenario = {
      ...LOAN,
      gaps: [
        ...LOAN.gaps,
        { scenarioField: 'occupancy', fieldId: '1811', label: 'Occupancy', problem: 'missing', detail: 'Not filled in.' },
      ],
    };
    expect(loanScenarioOf(occupancyMissing, inputs)).toBeNull();
    expect(loanValueProblems({ ...LOAN.scenario, loanAmount: 60_000_000 }, inputs)).toEqual([
      'The loan amount cannot be more than the property value',
    ]);
  });

  it('puts a 422 about an input under it, and one about the loan data in the alert', () => {
    const problem: ApiProblem = {
      type: 'about:blank',
      title: 'Validation failed',
      status: 422,
      code: 'validation-failed',
      detail: 'The scenario is not valid.',
      fields: [
        { field: 'body.creditScore', message: 'Too low' },
        { field: 'body.loanAmount', message: 'Above what any product lends' },
      ],
    };
    expect(loanPricingRefusalOf(problem)).toEqual({
      inputErrors: { creditScore: 'Too low' },
      title: 'The scenario was not priced',
      refusal: ['Above what any product lends'],
    });
  });
});
