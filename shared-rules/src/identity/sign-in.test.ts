import { APPROVAL_STATUSES } from '../api/orgs-users';
import { companyAllowsSignIn, signInRefusalOf } from './sign-in';

describe('signInRefusalOf', () => {
  it('lets staff and the contacts of Active, Pending and Suspended companies sign in', () => {
    expect(signInRefusalOf({ disabledLogin: false, companyStatus: null })).toBeNull();
    for (const status of ['Active', 'Pending', 'Suspended'] as const) {
      expect(signInRefusalOf({ disabledLogin: false, companyStatus: status })).toBeNull();
    }
  });

  it('refuses the contacts of an Inactive company, and a disabled account first', () => {
    expect(signInRefusalOf({ disabledLogin: false, companyStatus: 'Inactive' })).toBe('company-disabled');
    expect(signInRefusalOf({ disabledLogin: true, companyStatus: 'Inactive' })).toBe('account-disabled');
    expect(signInRefusalOf({ disabledLogin: true, companyStatus: null })).toBe('account-disabled');
  });

  it('closes sign-in for Inactive only', () => {
    expect(APPROVAL_STATUSES.filter((status) => !companyAllowsSignIn(status))).toEqual(['Inactive']);
  });
});
