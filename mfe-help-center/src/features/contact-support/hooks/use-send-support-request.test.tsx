import { fireEvent, screen, waitFor } from '@testing-library/react';
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
import {
  installFakeFetch,
  jsonResponse,
  problemResponse,
  type FakeRequest,
  type FakeResponse,
  renderWithProviders,
  signedInStore,
} from 'shared-ui/testing';
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

type Routes = Record<string, () => FakeResponse>;

function serve(routes: Routes) {
  return installFakeFetch((request: FakeRequest) => {
    const answer = routes[`${request.method} ${request.url}`];
    return answer ? answer() : problemResponse(404, 'not-found', `No route ${request.url}`);
  });
}

function fill(subject: string, description: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /Subject/ }), { target: { value: subject } });
  fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: description } });
}

const baseRoutes: Routes = {
  'GET /api/profile': () => jsonResponse(profile),
  'GET /api/internal-users/ae-1': () => jsonResponse(accountExecutive),
  [`GET /api/loans/${LOAN_ID}`]: () => jsonResponse(loan),
};

let fake: ReturnType<typeof installFakeFetch>;
let bus: PortalBus;
let toasts: Array<{ kind: string; title: string; message: string }>;

beforeEach(() => {
  bus = createBus();
  setBus(bus);
  toasts = [];
  bus.subscribe('host:toast', (toast) => toasts.push(toast));
});
afterEach(() => fake.uninstall());

describe('Loan Help', () => {
  it('names the loan by its number, links its page, and shows the spec toast', async () => {
    fake = serve({ ...baseRoutes, 'POST /api/support/loan-help': () => jsonResponse(loanHelpAnswer, 201) });
    const onSent = jest.fn();
    renderWithProviders(<SupportRequestForm type="loan-help" loanId={LOAN_ID} onBack={jest.fn()} onSent={onSent} />, {
      store: signedInStore(),
    });
    fill('Appraisal', 'When is it due?');
    expect(await screen.findByRole('textbox', { name: 'Loan Number' })).toHaveValue('2026000123');
    expect(await screen.findByText('This email goes to your account executive, Jordan Ames.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());

    const sent = fake.requests().find((request) => request.url === '/api/support/loan-help');
    const body = sent?.json() as LoanHelpRequest;
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
    let releaseLoan: () => void = () => undefined;
    const loanLoaded = new Promise<void>((resolve) => (releaseLoan = resolve));
    fake = installFakeFetch(async (request) => {
      if (request.url === `/api/loans/${LOAN_ID}`) {
        await loanLoaded;
        return jsonResponse(loan);
      }
      const answer = baseRoutes[`${request.method} ${request.url}`];
      return answer ? answer() : problemResponse(404, 'not-found', 'No route');
    });
    renderWithProviders(<SupportRequestForm type="loan-help" loanId={LOAN_ID} onBack={jest.fn()} onSent={jest.fn()} />, {
      store: signedInStore(),
    });
    fill('Appraisal', 'When is it due?');
    expect(screen.getByText(SUPPORT_MESSAGES.loanHelpPreparing)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    releaseLoan();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(screen.queryByText(SUPPORT_MESSAGES.loanHelpPreparing)).not.toBeInTheDocument();
  });

  it('says why it cannot be sent when the loan is out of reach', async () => {
    fake = serve({ ...baseRoutes, [`GET /api/loans/${LOAN_ID}`]: () => problemResponse(404, 'loan-not-found', 'Loan not found.') });
    renderWithProviders(<SupportRequestForm type="loan-help" loanId={LOAN_ID} onBack={jest.fn()} onSent={jest.fn()} />, {
      store: signedInStore(),
    });
    fill('Appraisal', 'When is it due?');
    expect(await screen.findByText(`${SUPPORT_MESSAGES.loanNotLoaded}: Loan not found.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('says why it cannot be sent when the company has no account executive', async () => {
    const withoutAccountExecutive: Profile = { ...profile, tpoUser: profile.tpoUser && { ...profile.tpoUser, salesRep: null } };
    fake = serve({ ...baseRoutes, 'GET /api/profile': () => jsonResponse(withoutAccountExecutive) });
    renderWithProviders(<SupportRequestForm type="loan-help" loanId={LOAN_ID} onBack={jest.fn()} onSent={jest.fn()} />, {
      store: signedInStore(),
    });
    expect(await screen.findByText(SUPPORT_MESSAGES.loanHelpNoAccountExecutive)).toBeInTheDocument();
  });
});

describe('Tech Help', () => {
  it('sends the ticket with the requester and the page, and shows the spec toast', async () => {
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
    fake = serve({ ...baseRoutes, 'POST /api/support/tickets': () => jsonResponse(ticket, 201) });
    const onSent = jest.fn();
    renderWithProviders(<SupportRequestForm type="tech-help" loanId={null} onBack={jest.fn()} onSent={onSent} />, {
      store: signedInStore(),
    });
    fill('  Upload spins ', 'Never ends');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const body = fake
      .requests()
      .find((request) => request.url === '/api/support/tickets')
      ?.json() as SupportTicketCreateRequest;
    expect(body).toEqual({
      subject: 'Upload spins',
      description: 'Never ends',
      requester: { email: 'lo@summit.test', name: 'Sam Rivera' },
      context: { loanId: null, url: window.location.href },
    });
    expect(toasts).toEqual([{ kind: 'success', title: 'success', message: 'Technical Suport ticket created' }]);
  });

  it('shows the server problem in the failure toast and keeps the draft', async () => {
    fake = serve({
      ...baseRoutes,
      'POST /api/support/tickets': () => problemResponse(502, 'email-failed', 'The support mailbox refused the email.'),
    });
    const onSent = jest.fn();
    renderWithProviders(<SupportRequestForm type="tech-help" loanId={null} onBack={jest.fn()} onSent={onSent} />, {
      store: signedInStore(),
    });
    fill('Upload spins', 'Never ends');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(SEND_FAILED_TITLE)).toBeInTheDocument();
    expect(toasts).toEqual([{ kind: 'error', title: 'Error', message: 'creating a ticket: The support mailbox refused the email.' }]);
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('Upload spins');
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('Never ends');
  });
});
