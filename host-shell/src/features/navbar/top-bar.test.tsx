import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Organization, Profile, RemotesConfig } from 'shared-rules';
import { ANY_SIGNED_IN_USER, BROKER_PAGES, defineRemoteModule, makeStore, sharedApi, signedIn } from 'shared-ui';
import { externalProfile, renderWithProviders } from 'shared-ui/testing';
import { notificationsApi } from '../notifications/notifications-api';
import { PortalNavigationProvider } from '../navigation/portal-navigation';
import { RemotesProvider } from '../remotes/remotes-context';
import { TopBar } from './top-bar';

const page = () => Promise.resolve({ default: () => null });
const menuItem = (name: string) => screen.findByRole('menuitem', { name, hidden: true });

/** The Loans remote as its entry module declares its pages and menu entries. */
const LOANS_MODULE = defineRemoteModule({
  id: 'mfe_loan',
  title: 'Loans',
  routes: [
    { path: '/pipeline', title: 'Pipeline', access: ANY_SIGNED_IN_USER, component: page },
    { path: '/dashboard', title: 'Dashboard', access: ANY_SIGNED_IN_USER, component: page },
    { path: '/quick-pricer', title: 'Quick Pricer', access: ANY_SIGNED_IN_USER, component: page },
    { path: '/ae-pipeline', title: 'AE Pipeline', access: BROKER_PAGES, component: page },
  ],
  navItems: [
    { label: 'Pipeline', to: '/pipeline', primary: true },
    { label: 'Dashboard', to: '/dashboard', primary: true },
    { label: 'Quick Pricer', to: '/quick-pricer', primary: true },
    { label: 'AE Pipeline', to: '/ae-pipeline', primary: true },
  ],
});

jest.mock('../remotes/federation-loader', () => ({
  loadedRemoteModule: () => LOANS_MODULE,
  requestedRemoteModule: () => Promise.resolve(LOANS_MODULE),
  loadRemoteModule: () => Promise.resolve(LOANS_MODULE),
}));

const REMOTES: RemotesConfig = {
  remotes: [
    {
      name: 'mfe_loan',
      label: 'Loans',
      manifestUrl: 'http://localhost:3001/mf-manifest.json',
      routes: ['/pipeline', '/dashboard', '/quick-pricer', '/ae-pipeline', '/loan'],
      slots: [],
    },
  ],
};

const profile = externalProfile;

function org(status: Organization['basicInfo']['approvalStatus']['currentStatus']): Organization {
  return {
    summary: { id: 'org-1', organizationName: 'Summit Home Lending' },
    basicInfo: {
      channelTypes: ['Correspondent'],
      correspondentSelection: [],
      approvalStatus: { currentStatus: status },
      primarySalesRepAe: null,
    },
  };
}

/** Renders the navbar with the profile (and organisations) already in the api cache. */
async function renderTopBar(user: Profile, orgs: Organization[] = []) {
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 't', expires: '2099-01-01T00:00:00Z' } }));
  await store.dispatch(sharedApi.util.upsertQueryData('getProfile', undefined, user));
  await store.dispatch(sharedApi.util.upsertQueryData('getExternalOrgs', undefined, orgs));
  // Everything else the navbar reads, so that no request leaves the test.
  await store.dispatch(notificationsApi.util.upsertQueryData('getNotifications', undefined, []));
  await store.dispatch(
    sharedApi.util.upsertQueryData('getSetting', 'branding', {
      key: 'branding',
      value: { brandName: 'Keystone Lending', logo: { lightMode: null, darkMode: null } },
      version: 1,
      updatedAt: '2026-01-01T00:00:00Z',
      updatedBy: null,
    }),
  );
  renderWithProviders(
    <RemotesProvider config={REMOTES}>
      <PortalNavigationProvider>
        <TopBar navigationOpened={false} onToggleNavigation={() => undefined} onOpenHelp={() => undefined} />
      </PortalNavigationProvider>
    </RemotesProvider>,
    { store },
  );
}

describe('TopBar by role', () => {
  it('gives an external user of an Active organisation an enabled Add Loan and no admin gear', async () => {
    await renderTopBar(profile({}), [org('Active')]);
    expect(await screen.findByRole('button', { name: 'Add Loan' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Contact Support' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Help' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Keystone Lending home' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin settings' })).not.toBeInTheDocument();
  });

  it('disables Add Loan while the organisation is not Active', async () => {
    await renderTopBar(profile({}), [org('Pending')]);
    expect(await screen.findByRole('button', { name: 'Add Loan' })).toBeDisabled();
  });

  it('gives an administrator the gear and no Add Loan', async () => {
    await renderTopBar(profile({ userType: 'internal', personas: [{ entityId: '1' }], tpoUser: null }));
    expect(await screen.findByRole('link', { name: 'Admin settings' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('button', { name: 'Add Loan' })).not.toBeInTheDocument();
  });

  it('opens the dashboard and the quick pricer from the Loans menu; the AE pipeline is not offered to brokers', async () => {
    const user = userEvent.setup();
    await renderTopBar(profile({}), [org('Active')]);
    await user.click(await screen.findByRole('button', { name: 'Loans' }));
    // Mantine's menu is still fading in under jsdom: its items count as hidden until the transition ends.
    expect(await menuItem('Dashboard')).toHaveAttribute('href', '/dashboard');
    expect(await menuItem('Quick Pricer')).toHaveAttribute('href', '/quick-pricer');
    expect(screen.queryByRole('menuitem', { name: 'AE Pipeline', hidden: true })).not.toBeInTheDocument();
  });

  it('lists the AE pipeline for an account executive', async () => {
    const user = userEvent.setup();
    await renderTopBar(profile({ userType: 'internal', personas: [{ entityId: '2' }], tpoUser: null }));
    await user.click(await screen.findByRole('button', { name: 'Loans' }));
    expect(await menuItem('AE Pipeline')).toHaveAttribute('href', '/ae-pipeline');
  });
});
