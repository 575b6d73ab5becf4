import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORGANIZATION_TEXTS, USER_ADMIN_TEXTS } from 'shared-rules';
import { fieldProblemResponse, internalProfile, problemResponse } from 'shared-ui/testing';
import { renderAdminPage } from '../../../testing/render-admin-page';
import {
  accountExecutive,
  administrator,
  organization,
  pick,
  serveBrokerDirectory,
  staffMember,
} from '../testing/broker-directory-test-kit';
import { BrokerCompaniesPage } from './broker-companies-page';

// Mantine's modals and comboboxes render slowly in jsdom; a loaded machine needs more than jest's 5 s.
jest.setTimeout(30_000);

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
afterEach(() => fake.uninstall());

const companyRows = async () =>
  within(await screen.findByRole('table', { name: 'Broker companies' }))
    .getAllByRole('row')
    .slice(1);
const posts = () => fake.calls('POST', '/api/admin/organizations').map((request) => request.json());
const patches = (id: string) => fake.calls('PATCH', `/api/admin/organizations/${id}`).map((request) => request.json());
const save = (dialog: HTMLElement, name: string) => fireEvent.click(within(dialog).getByRole('button', { name }));

async function openAddCompany() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add company' }));
  return screen.findByRole('dialog', { name: 'Add company' });
}

async function openEdit(company: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Edit ${company}` }));
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
    fake = serveBrokerDirectory({ profile: administrator, organizations: [summit()], staff: STAFF });
    const { toasts } = renderAdminPage(<BrokerCompaniesPage />, PAGE);
    const dialog = await openAddCompany();
    expect(dialog).toHaveTextContent('decide which channels the Add Loan wizard offers');
    expect(dialog).toHaveTextContent('Add Loan button works only while the company is Active');

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: '  Coastal Mortgage ' } });
    pick(dialog, /^Approval status/, 'Active');
    const delegated = within(dialog).getByRole('checkbox', { name: 'Delegated' });
    expect(delegated).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Correspondent' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Brokered - Wholesale' }));
    fireEvent.click(delegated);
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Primary account executive/ })).toBeEnabled());
    expect(within(dialog).getByRole('combobox', { name: /^Primary account executive/ })).toHaveValue('None');
    // Disabled staff and staff who are not account executives cannot be chosen.
    fireEvent.click(within(dialog).getByRole('combobox', { name: /^Primary account executive/ }));
    expect(screen.queryByRole('option', { name: 'Casey Nolan', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Ada Lovelace', hidden: true })).not.toBeInTheDocument();
    pick(dialog, /^Primary account executive/, 'Jordan Blake');
    save(dialog, 'Add company');

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
    fake = serveBrokerDirectory({
      profile: administrator,
      organizations: [summit()],
      staff: STAFF,
      onWrite: () => fieldProblemResponse(409, 'name-taken', 'body.name', ORGANIZATION_TEXTS.nameTaken),
    });
    const { toasts } = renderAdminPage(<BrokerCompaniesPage />, PAGE);
    const dialog = await openAddCompany();
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    fireEvent.change(name, { target: { value: 'Summit Lending' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Brokered - Wholesale' }));
    save(dialog, 'Add company');

    expect(await within(dialog).findByText(ORGANIZATION_TEXTS.nameTaken)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('Summit Lending');
    expect(within(dialog).getByRole('checkbox', { name: 'Brokered - Wholesale' })).toBeChecked();
    expect(screen.getByRole('dialog', { name: 'Add company' })).toBeInTheDocument();
    expect(toasts.filter((toast) => toast.kind === 'success')).toEqual([]);
  });

  it('refuses the Correspondent channel without a selection before sending anything', async () => {
    fake = serveBrokerDirectory({ profile: administrator, organizations: [summit()], staff: STAFF });
    renderAdminPage(<BrokerCompaniesPage />, PAGE);
    const dialog = await openAddCompany();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Coastal Mortgage' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Correspondent' }));
    save(dialog, 'Add company');
    expect(await within(dialog).findByText(ORGANIZATION_TEXTS.correspondentNeedsSelection)).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('drops the correspondent selection with the channel', async () => {
    fake = serveBrokerDirectory({ profile: administrator, organizations: [harbor()], staff: STAFF });
    renderAdminPage(<BrokerCompaniesPage />, PAGE);
    const dialog = await openEdit('Harbor Funding');
    const delegated = within(dialog).getByRole('checkbox', { name: 'Delegated' });
    expect(delegated).toBeChecked();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Correspondent' }));
    expect(delegated).not.toBeChecked();
    expect(delegated).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Brokered - Wholesale' }));
    save(dialog, 'Save');
    await waitFor(() => expect(patches('org-2')).toEqual([{ channelTypes: ['Brokered - Wholesale'], correspondentSelection: [] }]));
  });

  it('refuses a correspondent selection without the Correspondent channel', async () => {
    const legacy = organization('org-3', 'Lakeside Loans', { correspondentSelection: ['Non-Delegated'] });
    fake = serveBrokerDirectory({ profile: administrator, organizations: [legacy], staff: STAFF });
    renderAdminPage(<BrokerCompaniesPage />, PAGE);
    const dialog = await openEdit('Lakeside Loans');
    pick(dialog, /^Approval status/, 'Suspended');
    save(dialog, 'Save');
    expect(await within(dialog).findByText(ORGANIZATION_TEXTS.correspondentNeedsChannel)).toBeInTheDocument();
    expect(patches('org-3')).toEqual([]);
    // The stale selection can be cleared, and then the company saves.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Non-Delegated' }));
    save(dialog, 'Save');
    await waitFor(() => expect(patches('org-3')).toEqual([{ approvalStatus: 'Suspended', correspondentSelection: [] }]));
  });

  it('removes the primary account executive', async () => {
    fake = serveBrokerDirectory({ profile: administrator, organizations: [summit()], staff: STAFF });
    const { toasts } = renderAdminPage(<BrokerCompaniesPage />, PAGE);
    const dialog = await openEdit('Summit Lending');
    const field = within(dialog).getByRole('combobox', { name: /^Primary account executive/ });
    await waitFor(() => expect(field).toBeEnabled());
    expect(field).toHaveValue('Morgan Reyes');
    pick(dialog, /^Primary account executive/, 'None');
    save(dialog, 'Save');
    await waitFor(() => expect(patches('org-1')).toEqual([{ primaryAeId: null }]));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Company saved' })));
    await waitFor(async () => expect((await companyRows())[0]).toHaveTextContent(/^Summit LendingActiveWholesaleNone/));
  });

  it('chooses the account executives covering a company, the primary one kept', async () => {
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
    fireEvent.click(await screen.findByRole('button', { name: 'Coverage of Summit Lending' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coverage of Summit Lending' });
    const field = await within(dialog).findByRole('combobox', { name: /^Account executives/ });
    expect(dialog).toHaveTextContent('Morgan Reyes (primary)');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.click(field);
    fireEvent.click(within(document.body).getByRole('option', { name: 'Jordan Blake', hidden: true }));
    // Administrators are not account executives: they cannot cover a company.
    expect(within(document.body).queryByRole('option', { name: 'Ada Lovelace', hidden: true })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls('PUT', '/api/admin/organizations/org-1/coverage').map((request) => request.json())).toEqual([
      { aeIds: ['ae-1', 'ae-2'] },
    ]);
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Coverage saved' }));
  });
});

describe('Broker Companies for an account executive', () => {
  it('edits a covered company without Add company or the primary account executive, sending only what changed', async () => {
    fake = serveBrokerDirectory({ profile: accountExecutive, organizations: [summit(), harbor()] });
    const { toasts } = renderAdminPage(<BrokerCompaniesPage />, PAGE);
    const dialog = await openEdit('Harbor Funding');
    expect(screen.queryByRole('button', { name: 'Add company' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Coverage of Harbor Funding' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /Primary account executive/ })).not.toBeInTheDocument();

    pick(dialog, /^Approval status/, 'Pending');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Non-Delegated' }));
    save(dialog, 'Save');

    await waitFor(() =>
      expect(patches('org-2')).toEqual([{ approvalStatus: 'Pending', correspondentSelection: ['Delegated', 'Non-Delegated'] }]),
    );
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Company saved' })));
    await waitFor(async () => expect((await companyRows())[0]).toHaveTextContent('Pending'));
    expect(fake.calls('GET', '/api/admin/users')).toEqual([]);
  });

  it('shows a refusal that names no field as an alert and keeps the form', async () => {
    fake = serveBrokerDirectory({
      profile: accountExecutive,
      organizations: [summit()],
      onWrite: () => problemResponse(403, 'forbidden', USER_ADMIN_TEXTS.organizationNotCovered),
    });
    renderAdminPage(<BrokerCompaniesPage />, PAGE);
    const dialog = await openEdit('Summit Lending');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Summit Lending Group' } });
    save(dialog, 'Save');
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
