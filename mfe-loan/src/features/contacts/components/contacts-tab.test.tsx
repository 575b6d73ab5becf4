import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { ExternalUser, ExternalUsersSummary, LoanDetail, LoanDetailContacts } from 'shared-rules';
import { api, collectToasts, problem, recordRequests, renderWithProviders, signedInStore } from 'shared-ui/testing';
import { server } from '../../../testing/server';
import ContactsTab from './contacts-tab';

const person = (id: string, firstName: string, roleTypes: ExternalUser['roleTypes'], disabledLogin = false): ExternalUser => ({
  id,
  firstName,
  lastName: 'Doe',
  email: `${firstName.toLowerCase()}@summit.test`,
  disabledLogin,
  roleTypes,
  organizationId: 'org-summit',
  phone: '555-410-1001',
  encompassId: null,
});
const USERS = [person('u-taylor', 'Taylor', ['lo']), person('u-morgan', 'Morgan', ['lp']), person('u-jamie', 'Jamie', ['lp'], true)];

const loan = {
  id: 'loan-1',
  organizationId: 'org-summit',
  organizationName: 'Summit Home Lending',
  contacts: {
    loanOfficer: { userId: 'u-taylor', name: 'Taylor Doe', email: 'taylor@summit.test' },
    loanProcessor: { userId: 'u-morgan', name: 'Morgan Doe', email: 'morgan@summit.test' },
    submissionContact: null,
  },
  accountExecutive: { userId: 'u-ae', name: 'Jordan Lee', email: 'ae.jordan@lender.test' },
  frame: { readOnly: false },
} as LoanDetail;

const sent = recordRequests(server);
const shown = collectToasts();

// The organisation's contacts holding the role asked for (`both`: anyone holding lo or lp).
beforeEach(() =>
  server.use(
    api.get<ExternalUsersSummary>('/external-users/summary', ({ request }) => {
      const roleType = new URL(request.url).searchParams.get('roleType');
      return HttpResponse.json({
        results: USERS.filter((user) => roleType === 'both' || user.roleTypes.includes(roleType as 'lo' | 'lp')),
      });
    }),
  ),
);

describe('the Contacts tab', () => {
  it('changes the processor with the organisation lookups, disabled users labelled, and saves only the change', async () => {
    const user = userEvent.setup();
    server.use(
      api.put<LoanDetailContacts>('/loans/:loanId/contacts', () =>
        HttpResponse.json({ ...loan.contacts, loanProcessor: { userId: 'u-jamie', name: 'Jamie Doe', email: 'jamie@summit.test' } }),
      ),
    );
    renderWithProviders(<ContactsTab loan={loan} tab="contacts" />, { store: signedInStore() });
    const processor = await screen.findByRole('combobox', { name: 'Loan Processor' });
    await waitFor(() => expect(processor).toBeEnabled());
    expect(within(processor).getByRole('option', { name: 'Jamie Doe (Disabled)' })).toHaveAttribute('title', 'This contact cannot log in');
    const save = screen.getByRole('button', { name: 'Save contacts' });
    expect(save).toBeDisabled();
    expect(screen.getByText('Jordan Lee')).toBeInTheDocument();

    await user.selectOptions(processor, 'u-jamie');
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(shown.toasts).toEqual([expect.objectContaining({ kind: 'success', title: 'Contacts saved' })]));
    await waitFor(() => expect(save).toBeDisabled());
    expect(sent('PUT', '/api/loans/loan-1/contacts').map((request) => request.body)).toEqual([
      { loanOfficer: 'u-taylor', loanProcessor: 'u-jamie', submissionContact: null },
    ]);
  });

  it("shows the server's refusal on the contact it names, and keeps what was chosen", async () => {
    const user = userEvent.setup();
    server.use(
      api.put<LoanDetailContacts>('/loans/:loanId/contacts', () =>
        problem(422, 'invalid-contact', 'Morgan Doe cannot be the Loan Officer: the contact does not hold that role.', {
          fields: [{ field: 'body.contacts.loanProcessor', message: 'Morgan Doe cannot be the Loan Processor.' }],
        }),
      ),
    );
    renderWithProviders(<ContactsTab loan={loan} tab="contacts" />, { store: signedInStore() });
    const processor = await screen.findByRole('combobox', { name: 'Loan Processor' });
    await waitFor(() => expect(processor).toBeEnabled());
    await user.selectOptions(processor, 'u-jamie');
    await user.click(screen.getByRole('button', { name: 'Save contacts' }));
    expect(await screen.findByText('Morgan Doe cannot be the Loan Processor.')).toBeInTheDocument();
    expect(shown.toasts).toEqual([expect.objectContaining({ kind: 'error', title: 'The contacts were not saved' })]);
    expect(processor).toHaveValue('u-jamie');
  });

  it('cannot be changed while the loan is read-only for the user', async () => {
    const readOnly = { ...loan, frame: { ...loan.frame, readOnly: true } } as LoanDetail;
    renderWithProviders(<ContactsTab loan={readOnly} tab="contacts" />, { store: signedInStore() });
    expect(await screen.findByRole('combobox', { name: 'Loan Processor' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save contacts' })).toBeDisabled();
  });
});
