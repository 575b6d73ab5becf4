import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { USER_ADMIN_TEXTS } from 'shared-rules';
import { fieldProblem, enterText, problem } from 'shared-ui/testing';
import { renderAdminPage } from 'shared-ui/testing';
import { adminUser, chooseAction, pick, provideTableBrowserApis, serveUsers, userRow } from '../testing/user-admin-test-kit';
import UsersAdminPage from './users-admin-page';

provideTableBrowserApis();

const PAGE = '/admin/users';
const taylor = adminUser();

let fake: ReturnType<typeof serveUsers>;

const posted = () => fake.calls('POST', '/api/admin/users').map((request) => request.body);
const type = async (user: UserEvent, dialog: HTMLElement, label: string, value: string) =>
  await enterText(user, within(dialog).getByRole('textbox', { name: label }), value);

async function openAddUser(user: UserEvent) {
  await userRow('Taylor Brooks');
  await user.click(screen.getByRole('button', { name: 'Add user' }));
  return screen.findByRole('dialog', { name: 'Add user' });
}

async function fillExternalUser(user: UserEvent, dialog: HTMLElement) {
  await type(user, dialog, 'First name', ' Riley ');
  await type(user, dialog, 'Last name', 'Stone');
  await type(user, dialog, 'Email', 'riley@summit.test');
  await pick(user, /^Organization/, 'Summit Home Lending', dialog);
  await user.click(within(dialog).getByRole('checkbox', { name: 'Loan officer' }));
}

describe('the Add / Edit user form', () => {
  it('adds an external loan officer to an organization, then lists the users again', async () => {
    const user = userEvent.setup();
    fake = serveUsers({ users: [taylor] });
    const { toasts } = renderAdminPage(<UsersAdminPage />, PAGE);
    const dialog = await openAddUser(user);
    expect(within(dialog).getByRole('radio', { name: 'External' })).toBeChecked();
    await fillExternalUser(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
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
    const user = userEvent.setup();
    fake = serveUsers({ users: [taylor] });
    renderAdminPage(<UsersAdminPage />, PAGE);
    const dialog = await openAddUser(user);
    await type(user, dialog, 'Email', 'riley@summit');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findAllByText(USER_ADMIN_TEXTS.nameRequired)).toHaveLength(2);
    expect(within(dialog).getByText(USER_ADMIN_TEXTS.emailInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(USER_ADMIN_TEXTS.organizationRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(USER_ADMIN_TEXTS.roleRequired)).toBeInTheDocument();
    expect(posted()).toHaveLength(0);
  });

  it('shows a taken email address under Email and keeps everything typed', async () => {
    const user = userEvent.setup();
    fake = serveUsers({
      users: [taylor],
      create: () => fieldProblem(409, 'email-taken', 'body.email', USER_ADMIN_TEXTS.emailTaken),
    });
    const { toasts } = renderAdminPage(<UsersAdminPage />, PAGE);
    const dialog = await openAddUser(user);
    await fillExternalUser(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining(USER_ADMIN_TEXTS.emailTaken)));
    expect(email).toHaveValue('riley@summit.test');
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue(' Riley ');
    expect(within(dialog).getByRole('checkbox', { name: 'Loan officer' })).toBeChecked();
    expect(screen.getByRole('dialog', { name: 'Add user' })).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it('adds a staff member with personas and no organization; only a super administrator gives that persona', async () => {
    const user = userEvent.setup();
    fake = serveUsers({ users: [taylor] });
    renderAdminPage(<UsersAdminPage />, PAGE);
    const dialog = await openAddUser(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Lender staff' }));
    expect(within(dialog).queryByRole('checkbox', { name: 'Loan officer' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: /Super administrator/ })).toBeDisabled());
    await type(user, dialog, 'First name', 'Robin');
    await type(user, dialog, 'Last name', 'Vale');
    await type(user, dialog, 'Email', 'robin@lender.test');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Account executive' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
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
    const user = userEvent.setup();
    fake = serveUsers({ users: [taylor] });
    const { toasts } = renderAdminPage(<UsersAdminPage />, PAGE);
    await userRow('Taylor Brooks');
    await chooseAction(user, 'Taylor Brooks', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Taylor Brooks' });
    expect(within(dialog).queryByRole('radio', { name: 'External' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('lo@summit.test');
    await type(user, dialog, 'Cell phone', '555-410-9999');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Loan processor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls('PATCH', '/api/admin/users/usr-summit-taylor')).toHaveLength(1));
    expect(fake.calls('PATCH', '/api/admin/users/usr-summit-taylor')[0].body).toEqual({ cell: '555-410-9999', roleTypes: ['lo', 'lp'] });
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'User saved' })));

    fake = serveUsers({ users: [taylor], update: () => problem(403, 'staff-only', USER_ADMIN_TEXTS.staffOnly) });
    await chooseAction(user, 'Taylor Brooks', 'Edit');
    const again = await screen.findByRole('dialog', { name: 'Edit Taylor Brooks' });
    await type(user, again, 'Last name', 'Brooks-Hale');
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent(USER_ADMIN_TEXTS.staffOnly);
    expect(within(again).getByRole('textbox', { name: 'Last name' })).toHaveValue('Brooks-Hale');
  });
});
