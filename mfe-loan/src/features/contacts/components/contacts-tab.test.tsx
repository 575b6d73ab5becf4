import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExternalUser, LoanDetail } from 'shared-rules';
import { createBus, getBus, setBus } from 'shared-ui';
import { installFakeFetch, jsonResponse, renderWithProviders, type FakeRequest, signedInStore } from 'shared-ui/testing';
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

let fake: ReturnType<typeof installFakeFetch>;
beforeEach(() => setBus(createBus()));
afterEach(() => fake?.uninstall());

const usersFor = (request: FakeRequest) => {
  const roleType = new URL(request.url, 'http://portal').searchParams.get('roleType');
  return USERS.filter((user) => roleType === 'both' || user.roleTypes.includes(roleType as 'lo' | 'lp'));
};

describe('the Contacts tab', () => {
  it('changes the processor with the organisation lookups, disabled users labelled, and saves only the change', async () => {
    fake = installFakeFetch((request) => {
      if (request.url.startsWith('/api/external-users/summary')) return jsonResponse({ results: usersFor(request) });
      return jsonResponse({ ...loan.contacts, loanProcessor: { userId: 'u-jamie', name: 'Jamie Doe', email: 'jamie@summit.test' } });
    });
    renderWithProviders(<ContactsTab loan={loan} tab="contacts" />, { store: signedInStore() });
    const processor = await screen.findByRole('combobox', { name: 'Loan Processor' });
    await waitFor(() => expect(processor).toBeEnabled());
    expect(within(processor).getByRole('option', { name: 'Jamie Doe (Disabled)' })).toHaveAttribute('title', 'This contact cannot log in');
    const save = screen.getByRole('button', { name: 'Save contacts' });
    expect(save).toBeDisabled();
    expect(screen.getByText('Jordan Lee')).toBeInTheDocument();

    const toasts: unknown[] = [];
    getBus().subscribe('host:toast', (toast) => toasts.push(toast));
    fireEvent.change(processor, { target: { value: 'u-jamie' } });
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() => expect(toasts).toEqual([expect.objectContaining({ kind: 'success', title: 'Contacts saved' })]));
    await waitFor(() => expect(save).toBeDisabled());
    const put = fake.requests().find((request) => request.method === 'PUT');
    expect(put?.url).toBe('/api/loans/loan-1/contacts');
    expect(JSON.parse(String(put?.body))).toEqual({ loanOfficer: 'u-taylor', loanProcessor: 'u-jamie', submissionContact: null });
  });

  it("shows the server's refusal on the contact it names, and keeps what was chosen", async () => {
    fake = installFakeFetch((request) => {
      if (request.url.startsWith('/api/external-users/summary')) return jsonResponse({ results: usersFor(request) });
      return jsonResponse(
        {
          type: 'about:blank',
          title: 'Unprocessable Entity',
          status: 422,
          code: 'invalid-contact',
          detail: 'Morgan Doe cannot be the Loan Officer: the contact does not hold that role.',
          fields: [{ field: 'body.contacts.loanProcessor', message: 'Morgan Doe cannot be the Loan Processor.' }],
        },
        422,
      );
    });
    renderWithProviders(<ContactsTab loan={loan} tab="contacts" />, { store: signedInStore() });
    const processor = await screen.findByRole('combobox', { name: 'Loan Processor' });
    await waitFor(() => expect(processor).toBeEnabled());
    fireEvent.change(processor, { target: { value: 'u-jamie' } });
    const toasts: unknown[] = [];
    getBus().subscribe('host:toast', (toast) => toasts.push(toast));
    fireEvent.click(screen.getByRole('button', { name: 'Save contacts' }));
    expect(await screen.findByText('Morgan Doe cannot be the Loan Processor.')).toBeInTheDocument();
    expect(toasts).toEqual([expect.objectContaining({ kind: 'error', title: 'The contacts were not saved' })]);
    expect(processor).toHaveValue('u-jamie');
  });

  it('cannot be changed while the loan is read-only for the user', async () => {
    fake = installFakeFetch((request) => jsonResponse({ results: usersFor(request) }));
    const readOnly = { ...loan, frame: { ...loan.frame, readOnly: true } } as LoanDetail;
    renderWithProviders(<ContactsTab loan={readOnly} tab="contacts" />, { store: signedInStore() });
    expect(await screen.findByRole('combobox', { name: 'Loan Processor' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save contacts' })).toBeDisabled();
  });
});
