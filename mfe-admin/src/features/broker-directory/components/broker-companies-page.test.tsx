import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ORGANIZATION_TEXTS, USER_ADMIN_TEXTS } from 'shared-rules';
import { fieldProblem, enterText, internalProfile, problem } from 'shared-ui/testing';
import { renderAdminPage } from 'shared-ui/testing';
import {
  accountExecutive,
  administrator,
  organization,
  pick,
  serveBrokerDirectory,
  staffMember,
} from '../testing/broker-directory-test-kit';
import { BrokerCompaniesPage } from './broker-companies-page';

const PAGE = '/ae-pipeline/orgs';
const STAFF = [
  staffMember('ae-1', 'Morgan', 'Reyes'),
  staffMember('ae-2', 'Jordan', 'Blake'),
  staffMember('ae-3', 'Casey', 'Nolan', { disabledLogin: true }),
  staffMember('admin-1', 'Ada', 'Lovelace', { personas: ['1'] }),
];
const summit = () => organization('org-1', 'Summit Lending', { primarySalesRepAe: { userId: 'ae-1' } });
const harbor = () => organization('org-2', 'Harbor Funding', { channelTypes: ['Correspondent'], correspondentSelection: ['Delegated'] });

let fake: ReturnType<typeof serveBrokerDirectory>;

const companyRows = async () =>
  within(await screen.findByRole('table', { name: 'Broker companies' }))
    .getAllByRole('row')
    .slice(1);
const posts = () => fake.calls('POST', '/api/admin/organizations').map((request) => request.body);
const patches = (id: string) => fake.calls('PATCH', `/api/admin/organizations/${id}`).map((request) => request.body);
const save = async (user: UserEvent, dialog: HTMLElement, name: string) => await user.click(within(dialog).getByRole('button', { name }));

async function openAddCompany(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Add company' }));
  return screen.findByRole('dialog', { name: 'Add company' });
}

async function openEdit(user: UserEvent, company: string) {
  await user.click(await screen.findByRole('button', { name: `Edit ${company}` }));
  return screen.findByRole('dialog', { name: `Edit ${company}` });
}

describe('Broker Companies for an administrator', () => {
  it('lists the companies with their primary account executive, an Edit button each and Add company', async () => {
    fake = serveBrokerDirectory({ profile: administrator, organizations: [summit(), harbor()], staff: STAFF });
    renderAdminPage(<BrokerCompaniesPage />, PAGE);
    await waitFor(async () => expect((await companyRows())[1]).toHaveTextContent('Morgan Reyes'));
    const rows = await companyRows();
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Harbor FundingActiveCorrespondent DelegatedNone/),
      expect.stringMatching(/^Summit LendingActiveWholesaleMorgan Reyes/),
    ]);
    expect(screen.getByRole('button', { name: 'Edit Summit Lending' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add company' })).toBeInTheDocument();
  });

  it('adds a company with the fields chosen, and the new row appears', async () => {
    const user = userEvent.setup();
    fake = serveBrokerDirectory({ profile: administrator, organizations: [summit()], staff: STAFF });
    const { toasts } = renderAdminPage(<BrokerCompaniesPage />, PAGE);
    const dialog = await openAddCompany(user);
    expect(dialog).toHaveTextContent('decide which channels the Add Loan wizard offers');
    expect(dialog).toHaveTextContent('Add Loan button works only while the company is Active');

    await enterText(user, within(dialog).getByRole('textbox', { name: /^Name/ }), '  Coastal Mortgage ');
    await pick(user, dialog, /^Approval status/, 'Active');
    const delegated = within(dialog).getByRole('checkbox', { name: 'Delegated' });
    expect(delegated).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Correspondent' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Brokered - Wholesale' }));
    await user.click(delegated);
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Primary account executive/ })).toBeEnabled());
    expect(within(dialog).getByRole('combobox', { name: /^Primary account executive/ })).toHaveValue('None');
    // Disabled staff and staff who are not account executives cannot be chosen.
    await user.click(within(dialog).getByRole('combobox', { name: /^Primary account executive/ }));
    expect(screen.queryByRole('option', { name: 'Casey Nolan', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Ada Lovelace', hidden: true })).not.toBeInTheDocument();
    await pick(user, dialog, /^Primary account executive/, 'Jordan Blake');
    await save(user, dialog, 'Add company');

    await waitFor(() =>
      expect(posts()).toEqual([
        {
          name: 'Coastal Mortgage',
          approvalStatus: 'Active',
          channelTypes: ['Brokered - Wholesale', 'Correspondent'],
          correspondentSelection: ['Delegated'],
          primaryAeId: 'ae-2',
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Company added' }));
    await waitFor(async () => expect((await companyRows()).map((row) => row.textContent)).toHaveLength(2));
    expect((await companyRows())[0]).toHaveTextContent(/^Coastal MortgageActiveWholesaleCorrespondent DelegatedJordan Blake/);
  });

  it('shows a name refusal under Name and keeps what was typed', async () => {
    const user = userEvent.setup();
    fake = serveBrokerDirectory({
      profile: administrator,
      organizations: [summit()],
      staff: STAFF,
      onWrite: () => fieldProblem(409, 'name-taken', 'body.name', ORGANIZATION_TEXTS.nameTaken),
    });
    const { toasts } = renderAdminPage(<BrokerCompaniesPage />, PAGE);
    const dialog = await openAddCompany(user);
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await enterText(user, name, 'Summit Lending');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Brokered - Wholesale' }));
    await save(user, dialog, 'Add company');

    expect(await within(dialog).findByText(ORGANIZATION_TEXTS.nameTaken)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('Summit Lending');
    expect(within(dialog).getByRole('checkbox', { name: 'Brokered - Wholesale' })).toBeChecked();
    expect(screen.getByRole('dialog', { name: 'Add company' })).toBeInTheDocument();
    expect(toasts.filter((toast) => toast.kind === 'success')).toEqual([]);
  });

  it('refuses the Correspondent channel without a selection before sending anything', async () => {
    const user = userEvent.setup();
    fake = serveBrokerDirectory({ profile: administrator, organizations: [summit()], staff: STAFF });
    renderAdminPage(<BrokerCompaniesPage />, PAGE);
    const dialog = await openAddCompany(user);
    await enterText(user, within(dialog).getByRole('textbox', { name: /^Name/ }), 'Coastal Mortgage');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Correspondent' }));
    await save(user, dialog, 'Add company');
    expect(await within(dialog).findByText(ORGANIZATION_TEXTS.correspondentNeedsSelection)).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('drops the correspondent selection with the channel', async () => {
    const user = userEvent.setup();
    fake = serveBrokerDirectory({ profile: administrator, organizations: [harbor()], staff: STAFF });
    renderAdminPage(<BrokerCompaniesPage />, PAGE);
    const dialog = await openEdit(user, 'Harbor Funding');
    const delegated = within(dialog).getByRole('checkbox', { name: 'Delegated' });
    expect(delegated).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Correspondent' }));
    expect(delegated).not.toBeChecked();
    expect(delegated).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Brokered - Wholesale' }));
    await save(user, dialog, 'Save');
    await waitFor(() => expect(patches('org-2')).toEqual([{ channelTypes: ['Brokered - Wholesale'], correspondentSelection: [] }]));
  });

  it('refuses a correspondent selection without the Correspondent channel', async () => {
    const user = userEvent.setup();
    const legacy = organization('org-3', 'Lakeside Loans', { correspondentSelection: ['Non-Delegated'] });
    fake = serveBrokerDirectory({ profile: administrator, organizations: [legacy], staff: STAFF });
    renderAdminPage(<BrokerCompaniesPage />, PAGE);
    const dialog = await openEdit(user, 'Lakeside Loans');
    await pick(user, dialog, /^Approval status/, 'Suspended');
    await save(user, dialog, 'Save');
    expect(await within(dialog).findByText(ORGANIZATION_TEXTS.correspondentNeedsChannel)).toBeInTheDocument();
    expect(patches('org-3')).toEqual([]);
    // The stale selection can be cleared, and then the company saves.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Non-Delegated' }));
    await save(user, dialog, 'Save');
    await waitFor(() => expect(patches('org-3')).toEqual([{ approvalStatus: 'Suspended', correspondentSelection: [] }]));
  });

  it('removes the primary account executive', async () => {
    const user = userEvent.setup();
    fake = serveBrokerDirectory({ profile: administrator, organizations: [summit()], staff: STAFF });
    const { toasts } = renderAdminPage(<BrokerCompaniesPage />, PAGE);
    const dialog = await openEdit(user, 'Summit Lending');
    const field = within(dialog).getByRole('combobox', { name: /^Primary account executive/ });
    await waitFor(() => expect(field).toBeEnabled());
    expect(field).toHaveValue('Morgan Reyes');
    await pick(user, dialog, /^Primary account executive/, 'None');
    await save(user, dialog, 'Save');
    await waitFor(() => expect(patches('org-1')).toEqual([{ primaryAeId: null }]));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Company saved' })));
    await waitFor(async () => expect((await companyRows())[0]).toHaveTextContent(/^Summit LendingActiveWholesaleNone/));
  });

  it('chooses the account executives covering a company, the primary one kept', async () => {
    const user = userEvent.setup();
    fake = serveBrokerDirectory({
      profile: administrator,
      organizations: [summit()],
      staff: STAFF,
      coverage: {
        'org-1': {
          organizationId: 'org-1',
          aes: [{ id: 'ae-1', name: 'Morgan Reyes', email: 'morgan@lender.test', primary: true, canSignIn: true }],
        },
      },
    });
    const { toasts } = renderAdminPage(<BrokerCompaniesPage />, PAGE);
    await user.click(await screen.findByRole('button', { name: 'Coverage of Summit Lending' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coverage of Summit Lending' });
    const field = await within(dialog).findByRole('combobox', { name: /^Account executives/ });
    expect(dialog).toHaveTextContent('Morgan Reyes (primary)');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(field);
    await user.click(within(document.body).getByRole('option', { name: 'Jordan Blake', hidden: true }));
    // Administrators are not account executives: they cannot cover a company.
    expect(within(document.body).queryByRole('option', { name: 'Ada Lovelace', hidden: true })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls('PUT', '/api/admin/organizations/org-1/coverage').map((request) => request.body)).toEqual([
      { aeIds: ['ae-1', 'ae-2'] },
    ]);
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Coverage saved' }));
  });
});

describe('Broker Companies for an account executive', () => {
  it('edits a covered company without Add company or the primary account executive, sending only what changed', async () => {
    const user = userEvent.setup();
    fake = serveBrokerDirectory({ profile: accountExecutive, organizations: [summit(), harbor()] });
    const { toasts } = renderAdminPage(<BrokerCompaniesPage />, PAGE);
    const dialog = await openEdit(user, 'Harbor Funding');
    expect(screen.queryByRole('button', { name: 'Add company' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Coverage of Harbor Funding' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /Primary account executive/ })).not.toBeInTheDocument();

    await pick(user, dialog, /^Approval status/, 'Pending');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Non-Delegated' }));
    await save(user, dialog, 'Save');

    await waitFor(() =>
      expect(patches('org-2')).toEqual([{ approvalStatus: 'Pending', correspondentSelection: ['Delegated', 'Non-Delegated'] }]),
    );
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Company saved' })));
    await waitFor(async () => expect((await companyRows())[0]).toHaveTextContent('Pending'));
    expect(fake.calls('GET', '/api/admin/users')).toEqual([]);
  });

  it('shows a refusal that names no field as an alert and keeps the form', async () => {
    const user = userEvent.setup();
    fake = serveBrokerDirectory({
      profile: accountExecutive,
      organizations: [summit()],
      onWrite: () => problem(403, 'forbidden', USER_ADMIN_TEXTS.organizationNotCovered),
    });
    renderAdminPage(<BrokerCompaniesPage />, PAGE);
    const dialog = await openEdit(user, 'Summit Lending');
    await enterText(user, within(dialog).getByRole('textbox', { name: /^Name/ }), 'Summit Lending Group');
    await save(user, dialog, 'Save');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(USER_ADMIN_TEXTS.organizationNotCovered);
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Summit Lending Group');
    expect(patches('org-1')).toEqual([{ name: 'Summit Lending Group' }]);
  });
});

it('offers no changes to staff who are neither administrators nor account executives', async () => {
  fake = serveBrokerDirectory({ profile: internalProfile(), organizations: [summit()] });
  renderAdminPage(<BrokerCompaniesPage />, PAGE);
  expect(await screen.findByRole('link', { name: 'Contacts of Summit Lending' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit Summit Lending' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add company' })).not.toBeInTheDocument();
});
