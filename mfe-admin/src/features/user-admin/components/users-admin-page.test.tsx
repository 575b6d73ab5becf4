import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { address, renderAdminPage } from 'shared-ui/testing';
import {
  adminUser,
  chooseAction,
  menuItem,
  pick,
  provideTableBrowserApis,
  serveUsers,
  userRow,
  usersTable,
} from '../testing/user-admin-test-kit';
import { clearImpersonationSession, loadImpersonationSession, maySignInFromCookie } from 'shared-ui';
import { portalNavigation } from '../state/portal-navigation';
import { USERS_LOAD_ERROR } from './users-list';
import UsersAdminPage from './users-admin-page';
import { enterText } from 'shared-ui/testing';

provideTableBrowserApis();

const PAGE = '/admin/users';

const taylor = adminUser({ mfaEnabled: true });
const jamie = adminUser({
  id: 'usr-summit-jamie',
  firstName: 'Jamie',
  lastName: 'Fox',
  email: 'former@summit.test',
  disabledLogin: true,
  roleTypes: ['lo', 'lp'],
  createdAt: '2026-10-02T15:00:00.000Z',
});
const alex = adminUser({
  id: 'usr-admin-alex',
  userType: 'internal',
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'admin@lender.test',
  roleTypes: [],
  personas: ['1'],
  organization: null,
  encompassId: null,
});

let fake: ReturnType<typeof serveUsers>;

describe('the users page', () => {
  it('lists the users with their kind, organization, roles and creation day, and marks the disabled ones', async () => {
    fake = serveUsers({ users: [taylor, jamie, alex] });
    renderAdminPage(<UsersAdminPage />, PAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    const rows = within(await usersTable())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(3);
    const [first, second, third] = rows;
    expect(first).toHaveTextContent('Alex Morgan');
    expect(first).toHaveTextContent('Lender staff');
    expect(first).toHaveTextContent('Administrator');
    expect(within(first).queryByText('Disabled')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Jamie Fox');
    expect(within(second).getByText('Disabled')).toBeInTheDocument();
    expect(second).toHaveTextContent('Loan officer, Loan processor');
    expect(second).toHaveTextContent('10/02/2026');
    expect(third).toHaveTextContent('Taylor Brooks');
    expect(third).toHaveTextContent('lo@summit.test');
    expect(third).toHaveTextContent('External');
    expect(third).toHaveTextContent('Summit Home Lending');
    expect(within(third).getByText('MFA')).toBeInTheDocument();
    expect(within(third).queryByText('Disabled')).not.toBeInTheDocument();
    expect(screen.getByText('1–3 of 3 users')).toBeInTheDocument();
    expect(fake.listQueries()).toEqual(['?page=1&pageSize=25&sort=name&direction=asc']);
  });

  it('writes the filters and the order into the address and the request', async () => {
    const user = userEvent.setup();
    fake = serveUsers({ users: [taylor, jamie, alex] });
    renderAdminPage(<UsersAdminPage />, PAGE);
    await usersTable();

    await pick(user, 'Status', 'Disabled');
    await waitFor(() => expect(fake.listQueries().at(-1)).toBe('?page=1&pageSize=25&status=disabled&sort=name&direction=asc'));
    expect(address()).toBe(`${PAGE}?status=disabled`);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row')).toHaveLength(2));

    await pick(user, 'Kind', 'External');
    await pick(user, 'Organization', 'Summit Home Lending');
    await enterText(user, screen.getByRole('searchbox', { name: /Search/ }), ' jamie ');
    await waitFor(
      () =>
        expect(fake.listQueries().at(-1)).toBe(
          '?page=1&pageSize=25&search=jamie&userType=external&orgId=org-summit&status=disabled&sort=name&direction=asc',
        ),
      { timeout: 3000 },
    );
    expect(address()).toBe(`${PAGE}?search=jamie&userType=external&orgId=org-summit&status=disabled`);

    await user.click(within(await usersTable()).getByRole('button', { name: /^Email/ }));
    await waitFor(() => expect(address()).toContain('sort=email&direction=asc'));
    await user.click(within(await usersTable()).getByRole('button', { name: /^Email/ }));
    await waitFor(() => expect(address()).toContain('sort=email&direction=desc'));
    await waitFor(() => expect(fake.listQueries().at(-1)).toContain('sort=email&direction=desc'));
  });

  it('reads the view from a linked address, ignoring what it does not know', async () => {
    fake = serveUsers({ users: [taylor, jamie, alex] });
    renderAdminPage(<UsersAdminPage />, `${PAGE}?userType=internal&status=gone&sort=createdAt&direction=desc&page=x`);
    await usersTable();
    expect(fake.listQueries()).toEqual(['?page=1&pageSize=25&userType=internal&sort=createdAt&direction=desc']);
    expect(within(await usersTable()).getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('pages through the users on the server', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 30 }, (_, index) =>
      adminUser({
        id: `usr-${index}`,
        firstName: 'Casey',
        lastName: `Number ${String(index).padStart(2, '0')}`,
        email: `c${index}@x.test`,
      }),
    );
    fake = serveUsers({ users: many });
    renderAdminPage(<UsersAdminPage />, PAGE);
    expect(within(await usersTable()).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('1–25 of 30 users')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(fake.listQueries().at(-1)).toBe('?page=2&pageSize=25&sort=name&direction=asc'));
    expect(address()).toBe(`${PAGE}?page=2`);
    await waitFor(() => expect(screen.getByText('26–30 of 30 users')).toBeInTheDocument());
    expect(within(await usersTable()).getAllByRole('row')).toHaveLength(6);
  });

  it('disables a sign-in only after saying the sessions end, and enables it again', async () => {
    const user = userEvent.setup();
    fake = serveUsers({ users: [taylor, jamie] });
    const { toasts } = renderAdminPage(<UsersAdminPage />, PAGE);
    await userRow('Taylor Brooks');
    await chooseAction(user, 'Taylor Brooks', 'Disable sign-in');
    const dialog = await screen.findByRole('dialog', { name: 'Disable sign-in for Taylor Brooks?' });
    expect(dialog).toHaveTextContent('every session they have open ends now');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls('PATCH', '/api/admin/users/usr-summit-taylor')).toHaveLength(0);

    await chooseAction(user, 'Taylor Brooks', 'Disable sign-in');
    await user.click(
      within(await screen.findByRole('dialog', { name: /Disable sign-in/ })).getByRole('button', { name: 'Disable sign-in' }),
    );
    await waitFor(() => expect(fake.calls('PATCH', '/api/admin/users/usr-summit-taylor')).toHaveLength(1));
    expect(fake.calls('PATCH', '/api/admin/users/usr-summit-taylor')[0].body).toEqual({ disabledLogin: true });
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Sign-in disabled' })));
    await waitFor(async () => expect(within(await userRow('Taylor Brooks')).getByText('Disabled')).toBeInTheDocument());

    await chooseAction(user, 'Jamie Fox', 'Enable sign-in');
    await waitFor(() => expect(fake.calls('PATCH', '/api/admin/users/usr-summit-jamie')).toHaveLength(1));
    expect(fake.calls('PATCH', '/api/admin/users/usr-summit-jamie')[0].body).toEqual({ disabledLogin: false });
    await waitFor(async () => expect(within(await userRow('Jamie Fox')).queryByText('Disabled')).not.toBeInTheDocument());
  });

  it('emails a password link and says where it went', async () => {
    const user = userEvent.setup();
    fake = serveUsers({ users: [taylor, jamie] });
    const { toasts } = renderAdminPage(<UsersAdminPage />, PAGE);
    await userRow('Taylor Brooks');
    await chooseAction(user, 'Taylor Brooks', 'Send password link');
    await waitFor(() => expect(fake.calls('POST', '/api/admin/users/usr-summit-taylor/password-reset')).toHaveLength(1));
    await waitFor(() =>
      expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Password link sent to lo@summit.test' })),
    );

    await user.click(screen.getByRole('button', { name: 'Actions for Jamie Fox' }));
    expect(await menuItem('Send password link')).toBeDisabled();
  });

  it('starts an impersonation session: the services make it this browser’s session and the portal starts over as them', async () => {
    const user = userEvent.setup();
    const openHome = jest.spyOn(portalNavigation, 'openHome').mockImplementation(() => undefined);
    fake = serveUsers({ users: [taylor, jamie] });
    renderAdminPage(<UsersAdminPage />, PAGE);
    await userRow('Taylor Brooks');
    await chooseAction(user, 'Taylor Brooks', 'Impersonate');
    await waitFor(() => expect(openHome).toHaveBeenCalled());
    expect(fake.calls('POST', '/api/admin/users/usr-summit-taylor/impersonate')).toHaveLength(1);
    expect(loadImpersonationSession()).toEqual({ impersonatorName: expect.any(String), expiresAt: '2099-01-01T00:30:00.000Z' });
    // The reload restores the user's session from the cookie the services set: no token in storage.
    expect(maySignInFromCookie()).toBe(true);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('access-of-usr-summit-taylor');
    clearImpersonationSession();
    openHome.mockRestore();

    // Nobody who cannot sign in is impersonated.
    await user.click(screen.getByRole('button', { name: 'Actions for Jamie Fox' }));
    expect(await menuItem('Send password link')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Impersonate', hidden: true })).not.toBeInTheDocument();
  });

  it('says when nobody matches the filters, and when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    fake = serveUsers({ users: [taylor] });
    const filtered = renderAdminPage(<UsersAdminPage />, `${PAGE}?status=disabled`);
    expect(await screen.findByRole('heading', { name: 'No users match' })).toBeInTheDocument();
    filtered.unmount();

    const services = { users: [taylor], listFails: true };
    fake = serveUsers(services);
    renderAdminPage(<UsersAdminPage />, `${PAGE}?search=nobody`);
    expect(await screen.findByRole('alert')).toHaveTextContent(USERS_LOAD_ERROR);
    services.listFails = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No users match' })).toBeInTheDocument();
  });
});
