import { NO_ROLES } from 'shared-ui';
import { homePathFor } from './home-path';

describe('homePathFor', () => {
  it('sends each kind of user to their first page', () => {
    expect(homePathFor({ ...NO_ROLES, isExternal: true })).toBe('/pipeline');
    expect(homePathFor({ ...NO_ROLES, isInternal: true, isAccountExecutive: true })).toBe('/ae-pipeline');
    expect(homePathFor({ ...NO_ROLES, isInternal: true, isAdmin: true })).toBe('/admin');
    expect(homePathFor({ ...NO_ROLES, isInternal: true })).toBe('/pipeline');
  });
});
