import type { RedirectRule } from './redirect';
import { matchRedirectRule, redirectAddress } from './redirect';

const fha: RedirectRule = {
  enabled: true,
  rules: [{ fieldId: '1172', operator: 'EQUAL', value: 'FHA' }],
  redirectUrl: 'https://fha.example.com/pipeline',
  errorMessage: 'FHA loans go elsewhere',
};
const never = () => {
  throw new Error('random must not be drawn');
};

describe('matchRedirectRule', () => {
  it('applies the first enabled rule whose conditions match', () => {
    const disabled = { ...fha, enabled: false, redirectUrl: 'https://disabled.example.com' };
    const outcome = matchRedirectRule([disabled, fha], { 1172: 'FHA' }, { random: never });
    expect(outcome).toEqual({
      kind: 'redirect',
      rule: fha,
      redirectUrl: 'https://fha.example.com/pipeline',
      message: 'FHA loans go elsewhere',
      seamless: false,
    });
    expect(matchRedirectRule([fha], { 1172: 'VA' }, { random: never })).toEqual({ kind: 'none' });
    expect(matchRedirectRule([], {}, { random: never })).toEqual({ kind: 'none' });
  });
  it('applies a percent as a probability; 1 means always', () => {
    const half = { ...fha, percent: 0.5 };
    expect(matchRedirectRule([half], { 1172: 'FHA' }, { random: () => 0.49 }).kind).toBe('redirect');
    expect(matchRedirectRule([half, { ...fha, redirectUrl: 'https://other.example.com' }], { 1172: 'FHA' }, { random: () => 0.5 })).toEqual(
      { kind: 'none' },
    );
    expect(matchRedirectRule([{ ...fha, percent: 1 }], { 1172: 'FHA' }, { random: never }).kind).toBe('redirect');
    expect(matchRedirectRule([{ ...fha, percent: 0 }], { 1172: 'FHA' }, { random: () => 0 }).kind).toBe('none');
  });
  it('blocks when the URL contains block and redirects seamlessly on the seamless message', () => {
    expect(matchRedirectRule([{ ...fha, redirectUrl: 'BLOCK' }], { 1172: 'FHA' }, { random: never })).toMatchObject({
      kind: 'blocked',
      message: 'FHA loans go elsewhere',
    });
    expect(matchRedirectRule([{ ...fha, errorMessage: ' Seamless ' }], { 1172: 'FHA' }, { random: never })).toMatchObject({
      kind: 'redirect',
      seamless: true,
    });
    expect(matchRedirectRule([{ ...fha, errorMessage: null }], { 1172: 'FHA' }, { random: never })).toMatchObject({
      message: '',
      seamless: false,
    });
  });
  it('a rule without conditions matches every loan; date conditions use the given today', () => {
    expect(matchRedirectRule([{ ...fha, rules: [] }], {}, { random: never }).kind).toBe('redirect');
    const dated = { ...fha, rules: [{ fieldId: 'D', operator: 'DATE_AFTER' as const }] };
    expect(matchRedirectRule([dated], { D: '01/02/2026' }, { random: never, today: new Date(2026, 0, 1) }).kind).toBe('redirect');
    expect(matchRedirectRule([dated], { D: '01/02/2026' }, { random: never }).kind).toBe('none');
  });
  it('tolerates malformed rules', () => {
    const broken = [null, { enabled: true, rules: null, redirectUrl: 5 }] as unknown as RedirectRule[];
    expect(matchRedirectRule(broken, null as never, { random: never })).toMatchObject({ kind: 'redirect', redirectUrl: '' });
    expect(matchRedirectRule(null as never, {}, { random: never })).toEqual({ kind: 'none' });
  });
});

describe('redirectAddress', () => {
  const parameters = { transitionToken: 't 1', loanToken: 'L', channel: 'Correspondent Delegated', nonQM: true };
  it('adds the transition parameters', () => {
    const result = redirectAddress('https://x.example.com/pipeline?a=1&loan_token=old', parameters);
    expect(result).toEqual({
      ok: true,
      url: 'https://x.example.com/pipeline?a=1&loan_token=L&transition_token=t+1&channel=Correspondent+Delegated&nonQM=true',
    });
  });
  it('refuses invalid or non-http addresses', () => {
    expect(redirectAddress('not a url', parameters)).toEqual({ ok: false, problem: 'Redirect URL "not a url" is not a valid address' });
    expect(redirectAddress('javascript:alert(1)', parameters)).toEqual({
      ok: false,
      problem: 'Redirect URL "javascript:alert(1)" must use http or https',
    });
  });
});
