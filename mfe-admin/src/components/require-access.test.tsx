import { screen } from '@testing-library/react';
import { NO_ROLES, type Roles } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { RequireAccess } from './require-access';

let roles: Roles = NO_ROLES;
jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  useProfile: () => ({ profile: undefined, isLoading: false, isError: false, refetch: jest.fn() }),
  useRoles: () => roles,
}));

describe('RequireAccess', () => {
  it('shows the page to the roles it is for', () => {
    roles = { ...NO_ROLES, isInternal: true, isAdmin: true };
    renderWithProviders(
      <RequireAccess allow={(r) => r.isAdmin} audience="administrators">
        <p>Checklist</p>
      </RequireAccess>,
    );
    expect(screen.getByText('Checklist')).toBeInTheDocument();
  });

  it('tells everyone else they are not authorised', () => {
    roles = { ...NO_ROLES, isExternal: true };
    renderWithProviders(
      <RequireAccess allow={(r) => r.isAdmin} audience="administrators">
        <p>Checklist</p>
      </RequireAccess>,
    );
    expect(screen.queryByText('Checklist')).not.toBeInTheDocument();
    expect(screen.getByText('Not authorised')).toBeInTheDocument();
  });
});
