import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Organization, Profile } from 'shared-rules';
import { sharedApi } from '../api/shared-endpoints';
import { makeStore } from '../store/store';
import { externalProfile as externalProfileOf } from '../testing/profiles';
import { signedIn } from './auth-slice';
import { useAddLoanAccess } from './use-add-loan-access';

const externalProfile = externalProfileOf();

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

async function accessFor(profile: Profile, orgs: Organization[]) {
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 't', expires: '2099-01-01T00:00:00Z' } }));
  await store.dispatch(sharedApi.util.upsertQueryData('getProfile', undefined, profile));
  await store.dispatch(sharedApi.util.upsertQueryData('getExternalOrgs', undefined, orgs));
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useAddLoanAccess(), { wrapper }).result.current;
}

describe('useAddLoanAccess', () => {
  it('lets an external user of an Active organisation add a loan', async () => {
    expect(await accessFor(externalProfile, [org('Active')])).toEqual({ visible: true, enabled: true, loading: false, reason: null });
  });

  it('disables Add Loan, saying why, while the organisation is not Active', async () => {
    const access = await accessFor(externalProfile, [org('Pending')]);
    expect(access).toMatchObject({ visible: true, enabled: false });
    expect(access.reason).toBe('Summit Home Lending is pending: loans can be added once it is Active.');
  });

  it('says so when the profile names no organisation the user can see', async () => {
    expect((await accessFor(externalProfile, [])).reason).toBe('Your profile is not linked to an organization.');
  });

  it('does not offer Add Loan to internal users', async () => {
    expect(await accessFor({ ...externalProfile, userType: 'internal', tpoUser: null, personas: [{ entityId: '2' }] }, [])).toMatchObject({
      visible: false,
      enabled: false,
    });
  });
});
