import { initialScenarioValues, liveRatios, type ScenarioFormValues, scenarioOf, scenarioProblems } from './scenario-form';

const filled: ScenarioFormValues = {
  ...initialScenarioValues('Brokered - Wholesale'),
  state: 'TX',
  propertyValue: '500,000',
  loanAmount: '400,000.10',
  creditScore: '740',
  dti: '36.125',
};

describe('the Quick Pricer scenario form', () => {
  it('turns what is typed into exact integers: cents, thousandths of a percent', () => {
    expect(scenarioOf(filled)).toEqual({
      purpose: 'Purchase',
      occupancy: 'PrimaryResidence',
      propertyType: 'Detached',
      units: 1,
      state: 'TX',
      propertyValue: 50_000_000,
      loanAmount: 40_000_010,
      creditScore: 740,
      dti: 36_125,
      escrowWaived: false,
      lockDays: 30,
      channel: 'Brokered - Wholesale',
    });
    // 0.1 + 0.2 is not 0.3 in binary: the text is read digit by digit instead.
    expect(scenarioOf({ ...filled, loanAmount: '0.30', propertyValue: '1' })?.loanAmount).toBe(30);
  });

  it('sends the filters, the second lien and, for investment properties only, the DSCR', () => {
    const scenario = scenarioOf({
      ...filled,
      occupancy: 'Investor',
      dscr: '1.25',
      secondLienAmount: '50,000',
      county: ' Travis ',
      mortgageTypes: ['Conventional'],
      termsMonths: ['360', '180'],
      amortizations: ['Fixed'],
    });
    expect(scenario).toMatchObject({
      dscr: 1250,
      secondLienAmount: 5_000_000,
      county: 'Travis',
      mortgageTypes: ['Conventional'],
      termsMonths: [360, 180],
      amortizations: ['Fixed'],
    });
    expect(scenarioOf({ ...filled, dscr: '1.25' })).not.toHaveProperty('dscr');
  });

  it('names every problem in the schema’s limits', () => {
    expect(scenarioProblems(initialScenarioValues(''))).toEqual({
      state: 'Choose the property state',
      propertyValue: 'Enter the property value',
      loanAmount: 'Enter a loan amount greater than $0',
      creditScore: 'Credit score must be between 300 and 850',
      dti: 'Enter a DTI between 0% and 100%',
      channel: 'Choose a channel',
    });
    expect(scenarioProblems({ ...filled, loanAmount: '500,000.01' })).toEqual({
      loanAmount: 'The loan amount cannot be more than the property value',
    });
    expect(scenarioProblems({ ...filled, creditScore: '851' })).toHaveProperty('creditScore');
    expect(scenarioProblems({ ...filled, creditScore: '300', dti: '0' })).toEqual({});
    expect(scenarioOf({ ...filled, creditScore: '299' })).toBeNull();
  });

  it('shows LTV and CLTV rounded up to the hundredth, as the engine bands them', () => {
    expect(liveRatios({ propertyValue: '', loanAmount: '1', secondLienAmount: '' })).toEqual({ ltv: null, cltv: null });
    expect(liveRatios({ propertyValue: '500,000', loanAmount: '400,000', secondLienAmount: '' })).toEqual({
      ltv: '80.00%',
      cltv: '80.00%',
    });
    expect(liveRatios({ propertyValue: '500,000', loanAmount: '400,000.01', secondLienAmount: '50,000' })).toEqual({
      ltv: '80.01%',
      cltv: '90.01%',
    });
  });
});
