import type { RemoteEntry } from 'shared-rules';
import { ANY_SIGNED_IN_USER, BROKER_PAGES, NO_ROLES, defineRemoteModule, type RemoteModule } from 'shared-ui';
import { pageMenus } from './page-menus';

const page = () => Promise.resolve({ default: () => null });
const entry = (name: string, label: string, routes: string[]): RemoteEntry => ({
  name,
  label,
  routes,
  slots: [],
  manifestUrl: `http://localhost/${name}/mf-manifest.json`,
});

const LOANS = entry('mfe_loan', 'Loans', ['/pipeline', '/dashboard', '/ae-pipeline']);
const HELP = entry('mfe_help_center', 'Help Center', ['/knowledge']);

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
  routes: [{ path: '/knowledge/*', title: 'Knowledge Base', access: ANY_SIGNED_IN_USER, component: page }],
  navItems: [{ label: 'Knowledge Base', to: '/knowledge' }],
});

const modules = new Map<string, RemoteModule>([
  ['mfe_loan', loans],
  ['mfe_help_center', help],
]);

describe('pageMenus', () => {
  it("puts each remote's primary pages under its label, for the users they are for", () => {
    expect(pageMenus([LOANS, HELP], modules, { ...NO_ROLES, isExternal: true })).toEqual([
      {
        label: 'Loans',
        links: [
          { label: 'Pipeline', to: '/pipeline', external: false },
          { label: 'Dashboard', to: '/dashboard', external: false },
        ],
      },
    ]);
    const executive = { ...NO_ROLES, isInternal: true, isAccountExecutive: true };
    expect(pageMenus([LOANS, HELP], modules, executive)[0].links.map((link) => link.label)).toEqual([
      'Pipeline',
      'Dashboard',
      'AE Pipeline',
    ]);
  });

  it('has no dropdown for a remote that has not loaded yet', () => {
    expect(pageMenus([LOANS, HELP], new Map(), { ...NO_ROLES, isExternal: true })).toEqual([]);
  });
});
