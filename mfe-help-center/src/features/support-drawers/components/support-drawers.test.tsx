import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { InternalUser, Profile, SupportTicketCreateRequest } from 'shared-rules';
import { createBus, setBus } from 'shared-ui';
import {
  api,
  externalProfile,
  fill,
  internalProfile,
  problem,
  recordRequests,
  renderWithProviders,
  signedInStore,
} from 'shared-ui/testing';
import { server } from '../../../testing/server';
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

const sent = recordRequests(server);

/** Services holding the signed-in user's profile and their account executive. */
function serve(profile: Profile, aeAnswer: () => Response = () => HttpResponse.json(accountExecutive)) {
  server.use(
    api.get<Profile>('/profile', () => HttpResponse.json(profile)),
    http.get('/api/internal-users/ae-1', aeAnswer),
    http.post('/api/support/tickets', () => HttpResponse.json({ id: 'ticket-1', number: 'T-1', status: 'open' }, { status: 201 })),
    // The loan's number is the support form's business (its own tests); here the loan is out of reach.
    http.get(`/api/loans/${LOAN_ID}`, () => problem(404, 'loan-not-found', 'Loan not found.')),
  );
}
beforeEach(() => setBus(createBus()));

describe('the Loan Help drawer', () => {
  it('offers a call to the account executive at each number, or an email about the loan', async () => {
    const user = userEvent.setup();
    serve(broker());
    renderWithProviders(<LoanHelpDrawer onClose={jest.fn()} />, { route: `/loan/${LOAN_ID}/conditions`, store: signedInStore() });
    expect(await screen.findByText('Jordan Ames')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Jordan Ames at (214) 555-0199' })).toHaveAttribute('href', 'tel:2145550199');
    expect(screen.getByRole('link', { name: "Call Jordan Ames's cell at 214-555-0142" })).toHaveAttribute('href', 'tel:2145550142');

    await user.click(screen.getByRole('button', { name: 'Email Jordan Ames' }));
    expect(await screen.findByRole('textbox', { name: 'Loan Id' })).toHaveValue(LOAN_ID);
    await user.click(screen.getByRole('button', { name: 'Back' }));
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
    serve(broker(), () => problem(503, 'unavailable', 'Services are restarting.'));
    renderWithProviders(<LoanHelpDrawer onClose={jest.fn()} />, { route: `/loan/${LOAN_ID}`, store: signedInStore() });
    expect(await screen.findByText('Your account executive could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the Technical Issue drawer', () => {
  it('shows the loan id from the route read-only and sends it with the ticket', async () => {
    const user = userEvent.setup();
    serve(broker());
    const onClose = jest.fn();
    renderWithProviders(<TechnicalIssueDrawer onClose={onClose} />, { route: `/loan/${LOAN_ID}/documents`, store: signedInStore() });
    const loanId = await screen.findByRole('textbox', { name: 'Loan Id' });
    expect(loanId).toHaveValue(LOAN_ID);
    expect(loanId).toHaveAttribute('readonly');
    await fill(user, screen.getByRole('textbox', { name: /Subject/ }), 'Upload spins');
    await fill(user, screen.getByRole('textbox', { name: /Description/ }), 'The bank statement upload never ends.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const ticket = sent('POST', '/api/support/tickets')[0]?.body as SupportTicketCreateRequest;
    expect(ticket).toMatchObject({ subject: 'Upload spins', context: { loanId: LOAN_ID } });
  });

  it('closes on Cancel', async () => {
    const user = userEvent.setup();
    serve(broker());
    const onClose = jest.fn();
    renderWithProviders(<TechnicalIssueDrawer onClose={onClose} />, { route: `/loan/${LOAN_ID}`, store: signedInStore() });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
