import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ContactChoice, ExternalUser, Organization, UiChannel } from 'shared-rules';
import { renderWithProviders } from 'shared-ui/testing';
import { ContactsStep } from './contacts-step';

const summit: Organization = {
  summary: { id: 'org-summit', organizationName: 'Summit Home Loans' },
  basicInfo: {
    channelTypes: ['Brokered - Wholesale'],
    correspondentSelection: [],
    approvalStatus: { currentStatus: 'Active' },
    primarySalesRepAe: null,
  },
};

function user(id: string, firstName: string, roleTypes: Array<'lo' | 'lp'>, disabledLogin = false): ExternalUser {
  return {
    id,
    firstName,
    lastName: 'Doe',
    email: `${id}@summit.test`,
    disabledLogin,
    roleTypes,
    organizationId: 'org-summit',
    phone: '',
    encompassId: null,
  };
}

const people = [user('taylor', 'Taylor', ['lo']), user('morgan', 'Morgan', ['lp']), user('jamie', 'Jamie', ['lo'], true)];
let usersFail = false;
const refetch = jest.fn();
jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  useGetExternalUsersSummaryQuery: (query: { roleType: 'lo' | 'lp' | 'both' } | symbol) => {
    if (typeof query === 'symbol') return { data: undefined, isFetching: false, isError: false, refetch };
    if (usersFail) return { data: undefined, isFetching: false, isError: true, refetch };
    const results = people.filter((person) => query.roleType === 'both' || person.roleTypes.includes(query.roleType));
    return { data: { results }, isFetching: false, isError: false, refetch };
  },
}));

type Role = 'loanOfficer' | 'loanProcessor' | 'submissionContact';
const own = { organizationId: 'org-summit', userId: null };

function Harness({
  channel,
  thirdContact = true,
  onSubmit = jest.fn(),
}: {
  channel: UiChannel;
  thirdContact?: boolean;
  onSubmit?: () => void;
}) {
  const [contacts, setContacts] = useState<Record<Role, ContactChoice>>({ loanOfficer: own, loanProcessor: own, submissionContact: own });
  return (
    <ContactsStep
      channel={channel}
      organizationsStatus="ready"
      organizations={[summit]}
      canChooseOrganization={false}
      contacts={contacts}
      thirdContactEnabled={thirdContact}
      currentUserId="taylor"
      createsLoan
      submitting={false}
      onChange={(role, choice) => setContacts((current) => ({ ...current, [role]: choice }))}
      onRetryOrganizations={jest.fn()}
      onBack={jest.fn()}
      onSubmit={onSubmit}
    />
  );
}

describe('ContactsStep', () => {
  beforeEach(() => {
    usersFail = false;
  });

  it('preselects the signed-in loan officer and needs the processor too (wholesale)', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(<Harness channel="Brokered - Wholesale" onSubmit={onSubmit} />);
    expect(screen.getByRole('combobox', { name: /^Loan Officer$/ })).toHaveValue('taylor');
    expect(screen.getByRole('combobox', { name: 'Loan Officer organization' })).toBeDisabled();
    const create = screen.getByRole('button', { name: 'Create Loan' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription('Still needed: Loan Processor');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Loan Processor$/ }), 'morgan');
    expect(create).toBeEnabled();
    await user.click(create);
    expect(onSubmit).toHaveBeenCalled();
  });

  it('needs only the submission contact for a delegated loan', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness channel="Correspondent Delegated" />);
    const create = screen.getByRole('button', { name: 'Create Loan' });
    expect(create).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Submission Contact$/ }), 'morgan');
    expect(create).toBeEnabled();
  });

  it('hides the submission contact without the third-contact flag', () => {
    renderWithProviders(<Harness channel="Correspondent Delegated" thirdContact={false} />);
    expect(screen.queryByRole('combobox', { name: /^Submission Contact$/ })).not.toBeInTheDocument();
  });

  it('labels disabled users and says they cannot log in', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness channel="Brokered - Wholesale" />);
    const [option] = screen.getAllByRole('option', { name: 'Jamie Doe (Disabled)' });
    expect(option).toHaveAttribute('title', 'This contact cannot log in');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Loan Officer$/ }), 'jamie');
    expect(screen.getByLabelText('Disabled: This contact cannot log in')).toBeInTheDocument();
  });

  it('says when the users cannot load, with Retry', async () => {
    const user = userEvent.setup();
    usersFail = true;
    renderWithProviders(<Harness channel="Brokered - Wholesale" />);
    expect(screen.getAllByText('Unable to load external users')).toHaveLength(3);
    await user.click(screen.getAllByRole('button', { name: 'Retry' })[0]);
    expect(refetch).toHaveBeenCalled();
  });
});
