import { composeNavigation, declarationProblems, listsNavItem, NO_ROLES, type Roles } from 'shared-ui';
import { remotesJsonEntry } from 'shared-ui/testing';
import remote from './remote';

const [loansMenu] = composeNavigation([{ name: remote.id, label: remote.title, module: remote }]).menus;
const labels = (roles: Roles) =>
  loansMenu.items.filter((declared) => listsNavItem(declared, { roles, flagOn: () => true })).map(({ item }) => item.label);

describe('the Loans remote’s declarations', () => {
  it('are complete: every entry leads to one of its pages, every page and slot is one remotes.json routes to it', () => {
    expect(declarationProblems(remote, remotesJsonEntry('mfe_loan'))).toEqual([]);
  });
});

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
