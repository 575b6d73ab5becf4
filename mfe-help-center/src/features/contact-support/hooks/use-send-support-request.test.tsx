import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type {
  InternalUser,
  LoanDetail,
  LoanHelpRequest,
  LoanHelpResponse,
  Profile,
  SupportTicket,
  SupportTicketCreateRequest,
} from 'shared-rules';
import { createBus, setBus, type PortalBus } from 'shared-ui';
import { fill, problem, renderWithProviders, signedInStore, recordRequests } from 'shared-ui/testing';
import { server } from '../../../testing/server';
import { SEND_FAILED_TITLE, SupportRequestForm } from '../components/support-request-form';
import { SUPPORT_MESSAGES } from '../state/support-request';

const LOAN_ID = '6f1c1c1e-loan';

const profile: Profile = {
  id: 'user-lo',
  name: { first: 'Sam', last: 'Rivera' },
  email: 'lo@summit.test',
  profilePhoto: null,
  doNotShowAgain: [],
  preferences: { emailLoanAlerts: false },
  userType: 'external',
  personas: [],
  encompassId: null,
  phone: '555-0100',
  cell: '',
  hasIntegrationToken: true,
  mfaSetupRequired: false,
  tpoUser: {
    firstName: 'Sam',
    lastName: 'Rivera',
    email: 'lo@summit.test',
    phone: '555-0100',
    roleTypes: ['lo'],
    encompassId: null,
    salesRep: { entityId: 'ae-1' },
    organization: { entityId: 'org-summit' },
    personas: [],
  },
  impersonator: null,
};

const accountExecutive: InternalUser = { id: 'ae-1', fullName: 'Jordan Ames', email: 'ae.jordan@lender.test', phone: '555-0199', cell: '' };

const loan = { id: LOAN_ID, loanNumber: '2026000123' } as LoanDetail;

const loanHelpAnswer: LoanHelpResponse = {
  emailId: 'email-1',
  delivery: 'outbox',
  accountExecutive: { userId: 'ae-1', name: 'Jordan Ames' },
};

type Routes = Record<string, () => Response | Promise<Response>>;

/** Services answering `METHOD /path` from `routes`, anything else with a 404 problem. */
function serve(routes: Routes) {
  server.use(
    http.all('/api/*', ({ request }) => {
      const path = new URL(request.url).pathname;
      const answer = routes[`${request.method} ${path}`];
      return answer ? answer() : problem(404, 'not-found', `No route ${path}`);
    }),
  );
}

const sent = recordRequests(server);

async function writeRequest(user: UserEvent, subject: string, description: string) {
  await fill(user, screen.getByRole('textbox', { name: /Subject/ }), subject);
  await fill(user, screen.getByRole('textbox', { name: /Description/ }), description);
}

const baseRoutes: Routes = {
  'GET /api/profile': () => HttpResponse.json(profile),
  'GET /api/internal-users/ae-1': () => HttpResponse.json(accountExecutive),
  [`GET /api/loans/${LOAN_ID}`]: () => HttpResponse.json(loan),
};

let bus: PortalBus;
let toasts: Array<{ kind: string; title: string; message: string }>;

beforeEach(() => {
  bus = createBus();
  setBus(bus);
  toasts = [];
  bus.subscribe('host:toast', (toast) => toasts.push(toast));
});

describe('Loan Help', () => {
  it('names the loan by its number, links its page, and shows the spec toast', async () => {
    const user = userEvent.setup();
    serve({ ...baseRoutes, 'POST /api/support/loan-help': () => HttpResponse.json(loanHelpAnswer, { status: 201 }) });
    const onSent = jest.fn();
    renderWithProviders(<SupportRequestForm type="loan-help" loanId={LOAN_ID} onBack={jest.fn()} onSent={onSent} />, {
      store: signedInStore(),
    });
    await writeRequest(user, 'Appraisal', 'When is it due?');
    expect(await screen.findByRole('textbox', { name: 'Loan Number' })).toHaveValue('2026000123');
    expect(await screen.findByText('This email goes to your account executive, Jordan Ames.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());

    const body = sent('POST', '/api/support/loan-help')[0]?.body as LoanHelpRequest;
    expect(body).toMatchObject({
      email: 'lo@summit.test',
      subject: 'Appraisal',
      description: 'When is it due?',
      loan: { number: '2026000123', url: `${window.location.origin}/loan/${LOAN_ID}` },
      ae: { name: 'Jordan Ames' },
      lo: { name: 'Sam Rivera', role: 'Loan Officer', email: 'lo@summit.test', phone: '555-0100' },
    });
    expect(body.date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}:\d{2} (AM|PM)$/);
    // Kept to the spec's text although the email was only stored (delivery 'outbox').
    expect(toasts).toEqual([{ kind: 'success', title: 'Success', message: 'email sent to the Account Executive' }]);
  });

  it('waits for the loan and the account executive before Submit is enabled', async () => {
    const user = userEvent.setup();
    let releaseLoan: () => void = () => undefined;
    const loanLoaded = new Promise<void>((resolve) => (releaseLoan = resolve));
    serve({
      ...baseRoutes,
      [`GET /api/loans/${LOAN_ID}`]: async () => {
        await loanLoaded;
        return HttpResponse.json(loan);
      },
    });
    renderWithProviders(<SupportRequestForm type="loan-help" loanId={LOAN_ID} onBack={jest.fn()} onSent={jest.fn()} />, {
      store: signedInStore(),
    });
    await writeRequest(user, 'Appraisal', 'When is it due?');
    expect(screen.getByText(SUPPORT_MESSAGES.loanHelpPreparing)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    releaseLoan();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(screen.queryByText(SUPPORT_MESSAGES.loanHelpPreparing)).not.toBeInTheDocument();
  });

  it('says why it cannot be sent when the loan is out of reach', async () => {
    const user = userEvent.setup();
    serve({ ...baseRoutes, [`GET /api/loans/${LOAN_ID}`]: () => problem(404, 'loan-not-found', 'Loan not found.') });
    renderWithProviders(<SupportRequestForm type="loan-help" loanId={LOAN_ID} onBack={jest.fn()} onSent={jest.fn()} />, {
      store: signedInStore(),
    });
    await writeRequest(user, 'Appraisal', 'When is it due?');
    expect(await screen.findByText(`${SUPPORT_MESSAGES.loanNotLoaded}: Loan not found.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('says why it cannot be sent when the company has no account executive', async () => {
    const withoutAccountExecutive: Profile = { ...profile, tpoUser: profile.tpoUser && { ...profile.tpoUser, salesRep: null } };
    serve({ ...baseRoutes, 'GET /api/profile': () => HttpResponse.json(withoutAccountExecutive) });
    renderWithProviders(<SupportRequestForm type="loan-help" loanId={LOAN_ID} onBack={jest.fn()} onSent={jest.fn()} />, {
      store: signedInStore(),
    });
    expect(await screen.findByText(SUPPORT_MESSAGES.loanHelpNoAccountExecutive)).toBeInTheDocument();
  });
});

describe('Tech Help', () => {
  it('sends the ticket with the requester and the page, and shows the spec toast', async () => {
    const user = userEvent.setup();
    const ticket: SupportTicket = {
      id: 't1',
      number: 'TS-000001',
      subject: 'Upload spins',
      description: 'Never ends',
      requester: { userId: 'user-lo', email: 'lo@summit.test', name: 'Sam Rivera' },
      context: { loanId: null, url: 'http://localhost/' },
      status: 'open',
      createdAt: '2026-11-21T10:00:00.000Z',
      delivery: 'outbox',
    };
    serve({ ...baseRoutes, 'POST /api/support/tickets': () => HttpResponse.json(ticket, { status: 201 }) });
    const onSent = jest.fn();
    renderWithProviders(<SupportRequestForm type="tech-help" loanId={null} onBack={jest.fn()} onSent={onSent} />, {
      store: signedInStore(),
    });
    await writeRequest(user, '  Upload spins ', 'Never ends');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const body = sent('POST', '/api/support/tickets')[0]?.body as SupportTicketCreateRequest;
    expect(body).toEqual({
      subject: 'Upload spins',
      description: 'Never ends',
      requester: { email: 'lo@summit.test', name: 'Sam Rivera' },
      context: { loanId: null, url: window.location.href },
    });
    expect(toasts).toEqual([{ kind: 'success', title: 'success', message: 'Technical Suport ticket created' }]);
  });

  it('shows the server problem in the failure toast and keeps the draft', async () => {
    const user = userEvent.setup();
    serve({
      ...baseRoutes,
      'POST /api/support/tickets': () => problem(502, 'email-failed', 'The support mailbox refused the email.'),
    });
    const onSent = jest.fn();
    renderWithProviders(<SupportRequestForm type="tech-help" loanId={null} onBack={jest.fn()} onSent={onSent} />, {
      store: signedInStore(),
    });
    await writeRequest(user, 'Upload spins', 'Never ends');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(SEND_FAILED_TITLE)).toBeInTheDocument();
    expect(toasts).toEqual([{ kind: 'error', title: 'Error', message: 'creating a ticket: The support mailbox refused the email.' }]);
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('Upload spins');
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('Never ends');
  });
});
