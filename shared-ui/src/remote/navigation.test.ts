import { NO_ROLES, type Roles } from '../auth/roles';
import { adminSectionsFor, composeNavigation, conflictMessage, type DeclaringRemote, listsNavItem, sidebarSectionsFor } from './navigation';
import { ADMINISTRATORS_PAGE, ANY_SIGNED_IN_USER, BROKER_PAGES } from './page-access';
import type { RemoteModule, RemoteRoute } from './remote-module';

const page = () => Promise.resolve({ default: () => null });
const route = (path: string, access = ANY_SIGNED_IN_USER): RemoteRoute => ({ path, title: path, access, component: page });

const officer: Roles = { ...NO_ROLES, isExternal: true };
const executive: Roles = { ...NO_ROLES, isInternal: true, isAccountExecutive: true };
const administrator: Roles = { ...NO_ROLES, isInternal: true, isAdmin: true };
const everyFlagOn = { flagOn: () => true };

const loans: RemoteModule = {
  id: 'mfe_loan',
  title: 'Loans',
  routes: [route('/pipeline'), route('/ae-pipeline', BROKER_PAGES), route('/loan/:loanId/*')],
  navItems: [
    { label: 'Pipeline', to: '/pipeline', primary: true },
    { label: 'AE Pipeline', to: '/ae-pipeline', primary: true },
    { label: 'Standalone only', to: '/pipeline' },
  ],
  sidebarSections: [
    { prefix: '/loan', order: 0, slot: 'loan-sidebar' },
    { prefix: '/ae-pipeline', order: 20, items: [{ label: 'Pipeline', to: '/ae-pipeline' }] },
  ],
};

const administration: RemoteModule = {
  id: 'mfe_admin',
  title: 'Administration',
  routes: [route('/admin', ADMINISTRATORS_PAGE), route('/admin/users', ADMINISTRATORS_PAGE), route('/ae-pipeline/users', BROKER_PAGES)],
  sidebarSections: [
    { prefix: '/ae-pipeline', order: 10, heading: 'Brokers', items: [{ label: 'Broker Contacts', to: '/ae-pipeline/users' }] },
    { prefix: '/admin', order: 0, items: [{ label: 'Settings checklist', to: '/admin' }] },
  ],
  adminSections: [
    { group: 'Instances', order: 80, pages: [{ label: 'Users', path: '/admin/users', summary: 'People.' }] },
    { group: 'Settings', order: 10, pages: [{ label: 'Checklist', path: '/admin', summary: 'All of it.' }] },
  ],
};

const help: RemoteModule = {
  id: 'mfe_help_center',
  title: 'Help Center',
  routes: [route('/resources'), route('/training/*'), route('/knowledge/*'), route('/admin/knowledge/:section', ADMINISTRATORS_PAGE)],
  navItems: [
    { label: 'All Resources', to: '/resources', primary: true, menu: 'Resources' },
    { label: 'Knowledge Base', to: '/knowledge', primary: true, menu: 'Resources', flag: 'knowledgeBase' },
    { label: 'Admin guide', to: '/training/setting-up', primary: true, menu: 'Training', access: ADMINISTRATORS_PAGE },
  ],
  adminSections: [{ group: 'Knowledge', order: 60, pages: [{ label: 'Taxonomy', path: '/admin/knowledge/taxonomy', summary: 'Tags.' }] }],
};

const declaring = (module: RemoteModule): DeclaringRemote => ({ name: module.id, label: module.title, module });

describe('composeNavigation', () => {
  const navigation = composeNavigation([loans, administration, help].map(declaring));

  it('puts primary entries under their remote’s label or the menu they name, in remotes.json’s order', () => {
    expect(navigation.menus.map((menu) => [menu.label, menu.items.map(({ item }) => item.label)])).toEqual([
      ['Loans', ['Pipeline', 'AE Pipeline']],
      ['Resources', ['All Resources', 'Knowledge Base']],
      ['Training', ['Admin guide']],
    ]);
    expect(navigation.conflicts).toEqual([]);
  });

  it('orders the admin groups of every remote as they declare', () => {
    expect(navigation.adminSections.map(({ section }) => section.group)).toEqual(['Settings', 'Knowledge', 'Instances']);
  });

  it('refuses what an earlier remote already declared, and the earlier one keeps it', () => {
    const rival: RemoteModule = {
      id: 'mfe_rival',
      title: 'Rival',
      routes: [route('/pipeline'), route('/rival')],
      navItems: [
        { label: 'My pipeline', to: '/pipeline', primary: true, menu: 'Loans' },
        { label: 'Rival', to: '/rival', primary: true },
      ],
      sidebarSections: [{ prefix: '/loan', order: 1, slot: 'loan-sidebar' }],
      adminSections: [{ group: 'Knowledge', order: 1, pages: [] }],
    };
    const composed = composeNavigation([loans, help, rival].map(declaring));
    expect(composed.conflicts.map(conflictMessage)).toEqual([
      'mfe_rival declares the route /pipeline, which mfe_loan already owns: the declaration was refused.',
      'mfe_rival declares the navigation entry Loans › /pipeline, which mfe_loan already owns: the declaration was refused.',
      'mfe_rival declares the sidebar entry /loan › loan-sidebar, which mfe_loan already owns: the declaration was refused.',
      'mfe_rival declares the admin group Knowledge, which mfe_help_center already owns: the declaration was refused.',
    ]);
    expect(composed.menus.map((menu) => [menu.label, menu.items.map(({ item }) => item.label)])).toEqual([
      ['Loans', ['Pipeline', 'AE Pipeline']],
      ['Resources', ['All Resources', 'Knowledge Base']],
      ['Training', ['Admin guide']],
      ['Rival', ['Rival']],
    ]);
    expect(composed.sidebarSections.filter((section) => section.prefix === '/loan').map((section) => section.remote)).toEqual(['mfe_loan']);
  });

  it('leaves out a remote that did not load, and keeps the rest', () => {
    const composed = composeNavigation([loans, help].map(declaring));
    expect(composed.menus.map((menu) => menu.label)).toEqual(['Loans', 'Resources', 'Training']);
    expect(sidebarSectionsFor(composed.sidebarSections, '/ae-pipeline/users').map((section) => section.remote)).toEqual(['mfe_loan']);
  });
});

describe('listsNavItem', () => {
  const [resources, training] = composeNavigation([declaring(help)]).menus;

  it('lists an entry to the users its page admits, while its flag is on, within its own narrower access', () => {
    const [allResources, knowledgeBase] = resources.items;
    expect(listsNavItem(allResources, { roles: officer, ...everyFlagOn })).toBe(true);
    expect(listsNavItem(knowledgeBase, { roles: officer, flagOn: () => false })).toBe(false);
    expect(listsNavItem(knowledgeBase, { roles: officer, ...everyFlagOn })).toBe(true);
    expect(listsNavItem(training.items[0], { roles: officer, ...everyFlagOn })).toBe(false);
    expect(listsNavItem(training.items[0], { roles: administrator, ...everyFlagOn })).toBe(true);
  });

  it('does not list an entry that leads to no page of its remote', () => {
    expect(
      listsNavItem({ item: { label: 'Nowhere', to: '/nowhere' }, routes: help.routes }, { roles: administrator, ...everyFlagOn }),
    ).toBe(false);
  });
});

describe('adminSectionsFor', () => {
  it('keeps the pages the reader may open and drops empty groups', () => {
    const { adminSections } = composeNavigation([administration, help].map(declaring));
    expect(adminSectionsFor(adminSections, administrator).map((section) => section.group)).toEqual(['Settings', 'Knowledge', 'Instances']);
    expect(adminSectionsFor(adminSections, executive)).toEqual([]);
  });
});

describe('sidebarSectionsFor', () => {
  const { sidebarSections } = composeNavigation([loans, administration].map(declaring));
  const at = (path: string) => sidebarSectionsFor(sidebarSections, path).map((section) => `${section.remote}@${section.prefix}`);

  it('takes the sections of the longest prefix the path lies under, in their order', () => {
    expect(at('/ae-pipeline/users')).toEqual(['mfe_admin@/ae-pipeline', 'mfe_loan@/ae-pipeline']);
    expect(at('/loan/abc/conditions')).toEqual(['mfe_loan@/loan']);
    expect(at('/admin/settings/branding/')).toEqual(['mfe_admin@/admin']);
  });

  it('gives paths no remote declares a sidebar for none', () => {
    expect(at('/pipeline')).toEqual([]);
    expect(at('/loans')).toEqual([]);
  });
});
