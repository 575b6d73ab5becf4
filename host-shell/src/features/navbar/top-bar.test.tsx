import { screen } from '@testing-library/react';
import type { Organization, Profile } from 'shared-rules';
import { makeStore, sharedApi, signedIn } from 'shared-ui';
import { externalProfile, renderWithProviders } from 'shared-ui/testing';
import { notificationsApi } from '../notifications/notifications-api';
import { TopBar } from './top-bar';

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
  renderWithProviders(<TopBar navigationOpened={false} onToggleNavigation={() => undefined} onOpenHelp={() => undefined} />, { store });
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
});
