import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_ADMIN_TEXTS } from 'shared-rules';
import { fieldProblem, enterText } from 'shared-ui/testing';
import { renderAdminPage } from 'shared-ui/testing';
import { accountExecutive, organization, pick } from '../testing/broker-directory-test-kit';
import { contact, serveBrokerContacts } from '../testing/broker-contacts-test-kit';
import { BrokerContactsPage } from './broker-contacts-page';
import { CONTACTS_PAGE_SIZE } from './broker-contacts-list';

const PAGE = '/ae-pipeline/users';
const summit = () => organization('org-summit', 'Summit Home Lending');
const harbor = () => organization('org-harbor', 'Harbor Mortgage Brokers', { approvalStatus: { currentStatus: 'Suspended' } });
const CONTACTS = [
  contact('usr-taylor', 'Taylor', 'Brooks', 'org-summit'),
  contact('usr-morgan', 'Morgan', 'Patel', 'org-summit', { roleTypes: ['lp'] }),
  contact('usr-drew', 'Drew', 'Carter', 'org-harbor'),
  contact('usr-quinn', 'Quinn', 'Hayes', 'org-harbor', { roleTypes: ['lp'], disabledLogin: true }),
];

let fake: ReturnType<typeof serveBrokerContacts>;

/** Renders the page with `?orgId=` kept in the address, as its route does. */
function renderPage(orgId: string | null = null) {
  let current = orgId;
  const onOrgChange = (next: string | null) => {
    current = next;
    rendered.rerender(<BrokerContactsPage orgId={current} onOrgChange={onOrgChange} />);
  };
  const rendered = renderAdminPage(<BrokerContactsPage orgId={current} onOrgChange={onOrgChange} />, PAGE);
  return rendered;
}

const contactRows = async () =>
  within(await screen.findByRole('table', { name: 'Broker contacts' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
const searches = () => fake.calls('POST', '/api/external-users').map((request) => request.body);

describe('Broker Contacts', () => {
  it('counts the contacts of each company the account executive covers, with the totals', async () => {
    fake = serveBrokerContacts({ profile: accountExecutive, organizations: [harbor(), summit()], contacts: [...CONTACTS] });
    renderPage();
    const summary = await screen.findByRole('table', { name: 'Your companies' });
    const rows = within(summary)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'CompanyStatusContactsActiveDisabledLoan officersProcessorsInvitation pending',
      'Harbor Mortgage BrokersSuspended211110',
      'Summit Home LendingActive220110',
      'Total: 2 companies431220',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Broker Contacts' })).toBeInTheDocument();
  });

  it('lists every contact, searches them, and narrows to a company chosen in the summary', async () => {
    const user = userEvent.setup();
    fake = serveBrokerContacts({ profile: accountExecutive, organizations: [harbor(), summit()], contacts: [...CONTACTS] });
    renderPage();
    await waitFor(async () => expect(await contactRows()).toHaveLength(4));
    expect((await contactRows())[2]).toMatch(/^Quinn HayesDisabledHarbor Mortgage BrokersLoan processor/);
    expect(searches()[0]).toEqual({ page: 1, pageSize: CONTACTS_PAGE_SIZE, includeDisabled: true });

    await enterText(user, screen.getByRole('searchbox', { name: 'Search contacts' }), 'patel');
    await waitFor(async () => expect(await contactRows()).toEqual([expect.stringMatching(/^Morgan Patel/)]));
    expect(searches().at(-1)).toMatchObject({ query: 'patel', page: 1 });

    await enterText(user, screen.getByRole('searchbox', { name: 'Search contacts' }), '');
    await user.click(await screen.findByRole('button', { name: 'Show contacts of Harbor Mortgage Brokers' }));
    await waitFor(async () => expect(await contactRows()).toHaveLength(2));
    expect(searches().at(-1)).toMatchObject({ orgId: 'org-harbor' });
    expect(screen.getByRole('combobox', { name: 'Broker company' })).toHaveValue('Harbor Mortgage Brokers');
  });

  it('pages through a long list', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: CONTACTS_PAGE_SIZE + 3 }, (_, index) =>
      contact(`usr-${index}`, 'Pat', `Lane${String(index).padStart(2, '0')}`, 'org-summit'),
    );
    fake = serveBrokerContacts({ profile: accountExecutive, organizations: [summit()], contacts: many });
    renderPage();
    await waitFor(async () => expect(await contactRows()).toHaveLength(CONTACTS_PAGE_SIZE));
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(async () => expect(await contactRows()).toHaveLength(3));
    expect(searches().at(-1)).toMatchObject({ page: 2 });
  });

  it('adds a contact to a covered company, and shows a refusal under its field', async () => {
    const user = userEvent.setup();
    fake = serveBrokerContacts({
      profile: accountExecutive,
      organizations: [summit()],
      contacts: [...CONTACTS.slice(0, 2)],
      onWrite: ({ method, body }) =>
        method === 'POST' && (body as { email: string }).email === 'lo@summit.test'
          ? fieldProblem(409, 'email-taken', 'body.email', USER_ADMIN_TEXTS.emailTaken)
          : undefined,
    });
    const { toasts } = renderPage('org-summit');
    await user.click(await screen.findByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add contact' });
    await enterText(user, within(dialog).getByRole('textbox', { name: /^First name/ }), 'Robin');
    await enterText(user, within(dialog).getByRole('textbox', { name: /^Last name/ }), 'Ames');
    await enterText(user, within(dialog).getByRole('textbox', { name: /^Email/ }), 'lo@summit.test');
    expect(within(dialog).getByRole('combobox', { name: /^Company/ })).toHaveValue('Summit Home Lending');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Loan processor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    expect(await within(dialog).findByText(USER_ADMIN_TEXTS.emailTaken)).toBeInTheDocument();

    await enterText(user, within(dialog).getByRole('textbox', { name: /^Email/ }), 'robin@summit.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls('POST', '/api/admin/users').at(-1)?.body).toEqual({
      userType: 'external',
      firstName: 'Robin',
      lastName: 'Ames',
      email: 'robin@summit.test',
      organizationId: 'org-summit',
      roleTypes: ['lp'],
    });
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Contact added' }));
    await waitFor(async () => expect(await contactRows()).toContainEqual(expect.stringMatching(/^Robin Ames/)));
  });

  it('edits a contact, sending only what changed', async () => {
    const user = userEvent.setup();
    fake = serveBrokerContacts({ profile: accountExecutive, organizations: [harbor(), summit()], contacts: [...CONTACTS] });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Drew Carter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Drew Carter' });
    await pick(user, dialog, /^Company/, 'Summit Home Lending');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls('PATCH', '/api/admin/users/usr-drew').map((request) => request.body)).toEqual([{ organizationId: 'org-summit' }]);
  });

  it('syncs a contact and says what changed', async () => {
    const user = userEvent.setup();
    fake = serveBrokerContacts({
      profile: accountExecutive,
      organizations: [harbor(), summit()],
      contacts: [...CONTACTS],
      syncChanges: {
        'usr-drew': [
          { kind: 'sessions-ended', detail: 'Signed out everywhere: their company is not Active.' },
          { kind: 'cache-refreshed', detail: 'Every page now shows this contact as stored.' },
        ],
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sync Drew Carter' }));
    expect(await screen.findByText('Drew Carter is synced')).toBeInTheDocument();
    expect(await screen.findByText('Signed out everywhere: their company is not Active.')).toBeInTheDocument();
    expect(fake.calls('POST', '/api/external-users/sync/usr-drew')).toHaveLength(1);
  });
});
