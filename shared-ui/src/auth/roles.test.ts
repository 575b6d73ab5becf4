import { internalProfile } from '../testing/profiles';
import { rolesOf } from './roles';

const profile = internalProfile;

describe('rolesOf', () => {
  it('has no roles without a profile', () => {
    expect(rolesOf(undefined)).toMatchObject({ isExternal: false, isInternal: false, isAdmin: false });
  });

  it('treats persona "1" and "0" as admin-like', () => {
    expect(rolesOf(profile({ personas: [{ entityId: '1' }] })).isAdmin).toBe(true);
    expect(rolesOf(profile({ personas: [{ entityId: '0' }] })).isAdmin).toBe(true);
    expect(rolesOf(profile({ personas: [{ entityId: '2' }] })).isAdmin).toBe(false);
  });

  it('recognises account executives and user types', () => {
    const ae = rolesOf(profile({ personas: [{ entityId: '2' }] }));
    expect(ae).toMatchObject({ isAccountExecutive: true, isInternal: true, isExternal: false });
    expect(rolesOf(profile({ userType: 'external', personas: [{ entityId: '3' }] }))).toMatchObject({ isExternal: true, isAdmin: false });
  });

  it('keeps the impersonating administrator admin-like', () => {
    const roles = rolesOf(profile({ userType: 'external', personas: [{ entityId: '3' }], impersonator: { id: 'a1', name: 'Admin' } }));
    expect(roles).toMatchObject({ isAdmin: true, isImpersonating: true, isExternal: true });
  });
});
