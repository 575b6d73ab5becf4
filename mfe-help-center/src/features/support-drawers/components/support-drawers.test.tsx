import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InternalUser, Profile, SupportTicketCreateRequest } from 'shared-rules';
import { createBus, setBus } from 'shared-ui';
import {
  externalProfile,
  installFakeFetch,
  internalProfile,
  jsonResponse,
  problemResponse,
  renderWithProviders,
  signedInStore,
} from 'shared-ui/testing';
import LoanHelpDrawer from '../../../slots/loan-help-drawer';
import TechnicalIssueDrawer from '../../../slots/technical-issue-drawer';
import { SUPPORT_MESSAGES } from '../../contact-support/state/support-request';

const LOAN_ID = 'loan-demo-02';
const broker = (salesRep: { entityId: string } | null = { entityId: 'ae-1' }): Profile => {
  const profile = externalProfile();
  return { ...profile, tpoUser: profile.tpoUser ? { ...profile.tpoUser, salesRep } : null };
};
const accountExecutive: InternalUser = {
  id: 'ae-1',
  fullName: 'Jordan Ames',
  email: 'ae.jordan@lender.test',
  phone: '(214) 555-0199',
  cell: '214-555-0142',
};

let fake: ReturnType<typeof installFakeFetch>;
function serve(profile: Profile, aeAnswer = () => jsonResponse(accountExecutive)) {
  fake = installFakeFetch((request) => {
    if (request.url === '/api/profile') return jsonResponse(profile);
    if (request.url === '/api/internal-users/ae-1') return aeAnswer();
    if (request.url === '/api/support/tickets' && request.method === 'POST') {
      return jsonResponse({ id: 'ticket-1', number: 'T-1', status: 'open' }, 201);
    }
    return problemResponse(404, 'not-found', `No route ${request.url}`);
  });
}
beforeEach(() => setBus(createBus()));
afterEach(() => fake.uninstall());

describe('the Loan Help drawer', () => {
  it('offers a call to the account executive at each number, or an email about the loan', async () => {
    serve(broker());
    renderWithProviders(<LoanHelpDrawer onClose={jest.fn()} />, { route: `/loan/${LOAN_ID}/conditions`, store: signedInStore() });
    expect(await screen.findByText('Jordan Ames')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Jordan Ames at (214) 555-0199' })).toHaveAttribute('href', 'tel:2145550199');
    expect(screen.getByRole('link', { name: "Call Jordan Ames's cell at 214-555-0142" })).toHaveAttribute('href', 'tel:2145550142');

    fireEvent.click(screen.getByRole('button', { name: 'Email Jordan Ames' }));
    expect(await screen.findByRole('textbox', { name: 'Loan Id' })).toHaveValue(LOAN_ID);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Email Jordan Ames' })).toBeInTheDocument();
  });

  it('says why there is no one to call when the company has no account executive', async () => {
    serve(broker(null));
    renderWithProviders(<LoanHelpDrawer onClose={jest.fn()} />, { route: `/loan/${LOAN_ID}`, store: signedInStore() });
    expect(await screen.findByText(SUPPORT_MESSAGES.loanHelpNoAccountExecutive)).toBeInTheDocument();
  });

  it('is for brokers and correspondents only', async () => {
    serve(internalProfile());
    renderWithProviders(<LoanHelpDrawer onClose={jest.fn()} />, { route: `/loan/${LOAN_ID}`, store: signedInStore() });
    expect(await screen.findByText(SUPPORT_MESSAGES.loanHelpInternal)).toBeInTheDocument();
  });

  it('offers to try again when the account executive cannot be loaded', async () => {
    serve(broker(), () => problemResponse(503, 'unavailable', 'Services are restarting.'));
    renderWithProviders(<LoanHelpDrawer onClose={jest.fn()} />, { route: `/loan/${LOAN_ID}`, store: signedInStore() });
    expect(await screen.findByText('Your account executive could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the Technical Issue drawer', () => {
  it('shows the loan id from the route read-only and sends it with the ticket', async () => {
    serve(broker());
    const onClose = jest.fn();
    renderWithProviders(<TechnicalIssueDrawer onClose={onClose} />, { route: `/loan/${LOAN_ID}/documents`, store: signedInStore() });
    const loanId = await screen.findByRole('textbox', { name: 'Loan Id' });
    expect(loanId).toHaveValue(LOAN_ID);
    expect(loanId).toHaveAttribute('readonly');
    fireEvent.change(screen.getByRole('textbox', { name: /Subject/ }), { target: { value: 'Upload spins' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: 'The bank statement upload never ends.' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const ticket = fake
      .requests()
      .find((request) => request.url === '/api/support/tickets')
      ?.json() as SupportTicketCreateRequest;
    expect(ticket).toMatchObject({ subject: 'Upload spins', context: { loanId: LOAN_ID } });
  });

  it('closes on Cancel', async () => {
    serve(broker());
    const onClose = jest.fn();
    renderWithProviders(<TechnicalIssueDrawer onClose={onClose} />, { route: `/loan/${LOAN_ID}`, store: signedInStore() });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
