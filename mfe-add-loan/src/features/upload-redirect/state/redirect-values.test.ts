import { emptyLoanDocument, matchRedirectRule, type RedirectRule } from 'shared-rules';
import { redirectFieldValues } from './redirect-values';

const nonQmRule: RedirectRule = {
  enabled: true,
  rules: [{ fieldId: 'CX.NONQM.YN', operator: 'EQUAL', value: 'X' }],
  percent: 1,
  redirectUrl: 'https://nonqm.example.test/pipeline',
  errorMessage: 'Non-QM loans go to the Non-QM portal.',
};
const fhaRule: RedirectRule = { ...nonQmRule, rules: [{ fieldId: '1172', operator: 'EQUAL', value: 'FHA' }] };
const never = () => 0.99;

describe('redirectFieldValues', () => {
  it('reads the Non-QM choice of the wizard, not the imported file', () => {
    const loan = emptyLoanDocument();
    expect(matchRedirectRule([nonQmRule], redirectFieldValues([nonQmRule], loan, true), { random: never }).kind).toBe('redirect');
    expect(matchRedirectRule([nonQmRule], redirectFieldValues([nonQmRule], loan, false), { random: never }).kind).toBe('none');
  });

  it('reads the conditions’ fields from the imported loan', () => {
    const fha = { ...emptyLoanDocument(), mortgageType: 'FHA' as const };
    expect(redirectFieldValues([fhaRule], fha, false)['1172']).toBe('FHA');
    expect(matchRedirectRule([fhaRule], redirectFieldValues([fhaRule], fha, false), { random: never }).kind).toBe('redirect');
    expect(matchRedirectRule([fhaRule], redirectFieldValues([fhaRule], null, false), { random: never }).kind).toBe('none');
  });
});
