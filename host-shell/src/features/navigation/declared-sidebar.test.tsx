import { screen, within } from '@testing-library/react';
import { PERSONA, type RemoteEntry, type RemotesConfig } from 'shared-rules';
import { ADMINISTRATORS_PAGE, BROKER_PAGES, defineRemoteModule, makeStore, type RemoteModule, sharedApi, signedIn } from 'shared-ui';
import { externalProfile, internalProfile, renderWithProviders } from 'shared-ui/testing';
import { SidebarContent } from '../layout/sidebar-frame';
import { RemotesProvider } from '../remotes/remotes-context';
import { PortalNavigationProvider } from './portal-navigation';

const page = () => Promise.resolve({ default: () => null });

const ADMINISTRATION = defineRemoteModule({
  id: 'mfe_admin',
  title: 'Administration',
  routes: [
    { path: '/admin', title: 'Settings checklist', access: ADMINISTRATORS_PAGE, component: page },
    { path: '/admin/settings/:page', title: 'Settings', access: ADMINISTRATORS_PAGE, component: page },
    { path: '/ae-pipeline/users', title: 'Broker Contacts', access: BROKER_PAGES, component: page },
  ],
  sidebarSections: [
    { prefix: '/admin', order: 0, items: [{ label: 'Settings checklist', to: '/admin' }] },
    { prefix: '/ae-pipeline', order: 10, heading: 'Brokers', items: [{ label: 'Broker Contacts', to: '/ae-pipeline/users' }] },
  ],
  adminSections: [
    { group: 'Settings', order: 10, pages: [{ label: 'Branding', path: '/admin/settings/branding', summary: 'Logos.' }] },
    { group: 'Instances', order: 80, pages: [{ label: 'Tenants', path: '/admin/settings/tenants', summary: 'Instances.' }] },
  ],
});

const HELP_CENTER = defineRemoteModule({
  id: 'mfe_help_center',
  title: 'Help Center',
  routes: [{ path: '/admin/knowledge/:section', title: 'Knowledge', access: ADMINISTRATORS_PAGE, component: page }],
  adminSections: [{ group: 'Knowledge', order: 60, pages: [{ label: 'Taxonomy', path: '/admin/knowledge/taxonomy', summary: 'Tags.' }] }],
});

const LOANS = defineRemoteModule({
  id: 'mfe_loan',
  title: 'Loans',
  routes: [{ path: '/ae-pipeline', title: 'AE Pipeline', access: BROKER_PAGES, component: page }],
  sidebarSections: [{ prefix: '/ae-pipeline', order: 20, items: [{ label: 'Pipeline', to: '/ae-pipeline' }] }],
});

const loaded = new Map<string, RemoteModule>();
// The modules that loaded are there at the first render; the others never arrive (a remote that is down).
jest.mock('../remotes/federation-loader', () => ({
  loadedRemoteModule: (entry: RemoteEntry) => loaded.get(entry.name) ?? null,
  requestedRemoteModule: () => null,
  loadRemoteModule: () => new Promise(() => undefined),
}));

const entry = (name: string, label: string, routes: string[]): RemoteEntry => ({
  name,
  label,
  routes,
  slots: [],
  manifestUrl: `http://localhost/${name}/mf-manifest.json`,
});

const REMOTES: RemotesConfig = {
  remotes: [
    entry('mfe_loan', 'Loans', ['/ae-pipeline']),
    entry('mfe_admin', 'Administration', ['/admin', '/ae-pipeline/users']),
    entry('mfe_help_center', 'Help Center', ['/admin/knowledge']),
  ],
};

const administrator = internalProfile({ personas: [{ entityId: PERSONA.administrator }] });

async function renderSidebar(pathname: string, profile = administrator) {
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 't', expires: '2099-01-01T00:00:00Z' } }));
  await store.dispatch(sharedApi.util.upsertQueryData('getProfile', undefined, profile));
  renderWithProviders(
    <RemotesProvider config={REMOTES}>
      <PortalNavigationProvider>
        <SidebarContent pathname={pathname} />
      </PortalNavigationProvider>
    </RemotesProvider>,
    { store },
  );
}

describe('the sidebars the remotes declare', () => {
  beforeEach(() => {
    loaded.clear();
    for (const module of [ADMINISTRATION, HELP_CENTER, LOANS]) loaded.set(module.id, module);
  });

  it('draws the admin menu from every remote’s groups in their order, the current page’s group open', async () => {
    await renderSidebar('/admin/settings/branding');
    const menu = await screen.findByRole('navigation', { name: 'Administration' });
    expect(within(menu).getByRole('link', { name: 'Settings checklist' })).toHaveAttribute('href', '/admin');
    expect(
      within(menu)
        .getAllByText(/^(Settings|Knowledge|Instances)$/)
        .map((group) => group.textContent),
    ).toEqual(['Settings', 'Knowledge', 'Instances']);
    expect(within(menu).getByRole('link', { name: 'Branding' })).toHaveAttribute('href', '/admin/settings/branding');
  });

  it('puts two remotes’ entries in one sidebar, each for the users its page admits', async () => {
    await renderSidebar('/ae-pipeline/users');
    const menu = await screen.findByRole('navigation', { name: 'Brokers' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Broker Contacts', 'Pipeline']);
  });

  it('keeps the rest when a remote does not load', async () => {
    loaded.delete('mfe_help_center');
    await renderSidebar('/admin');
    const menu = await screen.findByRole('navigation', { name: 'Administration' });
    expect(within(menu).getByText('Instances')).toBeInTheDocument();
    expect(within(menu).queryByText('Knowledge')).not.toBeInTheDocument();
  });

  it('offers a broker none of the staff’s entries', async () => {
    await renderSidebar('/ae-pipeline/users', externalProfile({}));
    expect(await screen.findByRole('navigation', { name: 'Brokers' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
