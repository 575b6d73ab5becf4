import { ANY_SIGNED_IN_USER, BROKER_PAGES, composeNavigation, defineRemoteModule, NO_ROLES, type RemoteModule } from 'shared-ui';
import { pageMenus } from './page-menus';

const page = () => Promise.resolve({ default: () => null });

const loans = defineRemoteModule({
  id: 'mfe_loan',
  title: 'Loans',
  routes: [
    { path: '/pipeline', title: 'Pipeline', access: ANY_SIGNED_IN_USER, component: page },
    { path: '/dashboard', title: 'Dashboard', access: ANY_SIGNED_IN_USER, component: page },
    { path: '/ae-pipeline', title: 'AE Pipeline', access: BROKER_PAGES, component: page },
  ],
  navItems: [
    { label: 'Pipeline', to: '/pipeline', primary: true },
    { label: 'Dashboard', to: '/dashboard', primary: true },
    { label: 'AE Pipeline', to: '/ae-pipeline', primary: true },
  ],
});
const help = defineRemoteModule({
  id: 'mfe_help_center',
  title: 'Help Center',
  routes: [
    { path: '/knowledge/*', title: 'Knowledge Base', access: ANY_SIGNED_IN_USER, component: page },
    { path: '/resources', title: 'Resources', access: ANY_SIGNED_IN_USER, component: page },
  ],
  navItems: [
    { label: 'All Resources', to: '/resources', primary: true, menu: 'Resources' },
    { label: 'Knowledge Base', to: '/knowledge', primary: true, menu: 'Resources', flag: 'knowledgeBase' },
    { label: 'Contact Support', to: '/contact-support' },
  ],
});

const composed = (...modules: RemoteModule[]) =>
  composeNavigation(modules.map((module) => ({ name: module.id, label: module.title, module }))).menus;
const officer = { roles: { ...NO_ROLES, isExternal: true }, flagOn: () => true };

describe('pageMenus', () => {
  it("puts each remote's primary pages under its label, or the menu they name, for the users they are for", () => {
    expect(pageMenus(composed(loans, help), officer)).toEqual([
      {
        label: 'Loans',
        links: [
          { label: 'Pipeline', to: '/pipeline', external: false },
          { label: 'Dashboard', to: '/dashboard', external: false },
        ],
      },
      {
        label: 'Resources',
        links: [
          { label: 'All Resources', to: '/resources', external: false },
          { label: 'Knowledge Base', to: '/knowledge', external: false },
        ],
      },
    ]);
    const executive = { roles: { ...NO_ROLES, isInternal: true, isAccountExecutive: true }, flagOn: () => false };
    expect(pageMenus(composed(loans, help), executive).map((menu) => [menu.label, menu.links.map((link) => link.label)])).toEqual([
      ['Loans', ['Pipeline', 'Dashboard', 'AE Pipeline']],
      ['Resources', ['All Resources']],
    ]);
  });

  it("puts the administrators' own entries first in the menu of their name", () => {
    const leading = { Resources: [{ label: 'Rate sheets', to: '/resources/rate-sheets', external: false }] };
    expect(pageMenus(composed(help), officer, leading)[0].links.map((link) => link.label)).toEqual([
      'Rate sheets',
      'All Resources',
      'Knowledge Base',
    ]);
  });

  it('has no dropdown for a remote that has not loaded yet, but keeps the administrators’ own entries', () => {
    const leading = { Resources: [{ label: 'Guidelines', to: 'https://lender.test/g.pdf', external: true }], Training: [] };
    expect(pageMenus(composed(), officer, leading)).toEqual([
      { label: 'Resources', links: [{ label: 'Guidelines', to: 'https://lender.test/g.pdf', external: true }] },
    ]);
  });
});
