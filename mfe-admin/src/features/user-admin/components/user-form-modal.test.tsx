import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { USER_ADMIN_TEXTS } from 'shared-rules';
import { fieldProblemResponse, problemResponse } from 'shared-ui/testing';
import { renderAdminPage } from '../../../testing/render-admin-page';
import { adminUser, chooseAction, pick, provideTableBrowserApis, serveUsers, userRow } from '../testing/user-admin-test-kit';
import UsersAdminPage from './users-admin-page';

// Mantine's forms and comboboxes render slowly in jsdom; a loaded machine needs more than jest's 5 s.
jest.setTimeout(30_000);
provideTableBrowserApis();

const PAGE = '/admin/users';
const taylor = adminUser();

let fake: ReturnType<typeof serveUsers>;
afterEach(() => fake.uninstall());

const posted = () => fake.calls('POST', '/api/admin/users').map((request) => request.json());
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name: label }), { target: { value } });

async function openAddUser() {
  await userRow('Taylor Brooks');
  fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
  return screen.findByRole('dialog', { name: 'Add user' });
}

function fillExternalUser(dialog: HTMLElement) {
  type(dialog, 'First name', ' Riley ');
  type(dialog, 'Last name', 'Stone');
  type(dialog, 'Email', 'riley@summit.test');
  pick(/^Organization/, 'Summit Home Lending', dialog);
  fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Loan officer' }));
}

describe('the Add / Edit user form', () => {
  it('adds an external loan officer to an organization, then lists the users again', async () => {
    fake = serveUsers({ users: [taylor] });
    const { toasts } = renderAdminPage(<UsersAdminPage />, PAGE);
    const dialog = await openAddUser();
    expect(within(dialog).getByRole('radio', { name: 'External' })).toBeChecked();
    fillExternalUser(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toEqual({
      userType: 'external',
      firstName: 'Riley',
      lastName: 'Stone',
      email: 'riley@summit.test',
      organizationId: 'org-summit',
      roleTypes: ['lo'],
    });
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'User added' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(fake.listQueries()).toHaveLength(2));
  });

  it('checks what services check before sending anything', async () => {
    fake = serveUsers({ users: [taylor] });
    renderAdminPage(<UsersAdminPage />, PAGE);
    const dialog = await openAddUser();
    type(dialog, 'Email', 'riley@summit');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findAllByText(USER_ADMIN_TEXTS.nameRequired)).toHaveLength(2);
    expect(within(dialog).getByText(USER_ADMIN_TEXTS.emailInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(USER_ADMIN_TEXTS.organizationRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(USER_ADMIN_TEXTS.roleRequired)).toBeInTheDocument();
    expect(posted()).toHaveLength(0);
  });

  it('shows a taken email address under Email and keeps everything typed', async () => {
    fake = serveUsers({
      users: [taylor],
      create: () => fieldProblemResponse(409, 'email-taken', 'body.email', USER_ADMIN_TEXTS.emailTaken),
    });
    const { toasts } = renderAdminPage(<UsersAdminPage />, PAGE);
    const dialog = await openAddUser();
    fillExternalUser(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining(USER_ADMIN_TEXTS.emailTaken)));
    expect(email).toHaveValue('riley@summit.test');
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue(' Riley ');
    expect(within(dialog).getByRole('checkbox', { name: 'Loan officer' })).toBeChecked();
    expect(screen.getByRole('dialog', { name: 'Add user' })).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it('adds a staff member with personas and no organization; only a super administrator gives that persona', async () => {
    fake = serveUsers({ users: [taylor] });
    renderAdminPage(<UsersAdminPage />, PAGE);
    const dialog = await openAddUser();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Lender staff' }));
    expect(within(dialog).queryByRole('checkbox', { name: 'Loan officer' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: /Super administrator/ })).toBeDisabled());
    type(dialog, 'First name', 'Robin');
    type(dialog, 'Last name', 'Vale');
    type(dialog, 'Email', 'robin@lender.test');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Account executive' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toEqual({
      userType: 'internal',
      firstName: 'Robin',
      lastName: 'Vale',
      email: 'robin@lender.test',
      personas: ['2'],
    });
  });

  it('edits a user, sending only what changed, and shows a refusal of the whole request in the form', async () => {
    fake = serveUsers({ users: [taylor] });
    const { toasts } = renderAdminPage(<UsersAdminPage />, PAGE);
    await userRow('Taylor Brooks');
    await chooseAction('Taylor Brooks', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Taylor Brooks' });
    expect(within(dialog).queryByRole('radio', { name: 'External' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('lo@summit.test');
    type(dialog, 'Cell phone', '555-410-9999');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Loan processor' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls('PATCH', '/api/admin/users/usr-summit-taylor')).toHaveLength(1));
    expect(fake.calls('PATCH', '/api/admin/users/usr-summit-taylor')[0].json()).toEqual({ cell: '555-410-9999', roleTypes: ['lo', 'lp'] });
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'User saved' })));
    fake.uninstall();

    fake = serveUsers({ users: [taylor], update: () => problemResponse(403, 'staff-only', USER_ADMIN_TEXTS.staffOnly) });
    await chooseAction('Taylor Brooks', 'Edit');
    const again = await screen.findByRole('dialog', { name: 'Edit Taylor Brooks' });
    type(again, 'Last name', 'Brooks-Hale');
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent(USER_ADMIN_TEXTS.staffOnly);
    expect(within(again).getByRole('textbox', { name: 'Last name' })).toHaveValue('Brooks-Hale');
  });
});
