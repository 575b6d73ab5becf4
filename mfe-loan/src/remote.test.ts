import { NO_ROLES, primaryNavItems, type Roles } from 'shared-ui';
import remote from './remote';

const labels = (roles: Roles) => primaryNavItems(remote, roles).map((item) => item.label);

describe('the Loans menu of the top bar', () => {
  it('offers brokers their pipeline, dashboard and quick pricer', () => {
    expect(labels({ ...NO_ROLES, isExternal: true })).toEqual(['Pipeline', 'Dashboard', 'Quick Pricer']);
  });

  it('adds the AE pipeline for lender staff', () => {
    const executive = { ...NO_ROLES, isInternal: true, isAccountExecutive: true };
    const administrator = { ...NO_ROLES, isInternal: true, isAdmin: true };
    for (const roles of [executive, administrator]) expect(labels(roles)).toEqual(['Pipeline', 'Dashboard', 'Quick Pricer', 'AE Pipeline']);
  });
});
