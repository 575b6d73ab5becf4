import { fireEvent, screen, within } from '@testing-library/react';
import { PERSONA, type EmailSettingsStatus, type OutboxEmail, type OutboxEmailSummary, type Paged } from 'shared-rules';
import { makeStore, signedIn } from 'shared-ui';
import {
  installFakeFetch,
  jsonResponse,
  problemResponse,
  type FakeRequest,
  type FakeResponse,
  internalProfile,
  renderWithProviders,
} from 'shared-ui/testing';
import { EMAIL_SETTINGS_LOAD_ERROR } from '../features/email-outbox/components/email-settings-status';
import { OUTBOX_LOAD_ERROR } from '../features/email-outbox/components/outbox-table';
import EmailSettingsRoute from './email-settings-route';

const PAGE = '/admin/settings/email-settings';

const administrator = internalProfile({
  id: 'admin-1',
  name: { first: 'Alex', last: 'Admin' },
  email: 'admin@lender.test',
  personas: [{ entityId: PERSONA.administrator }],
});

const notConfigured: EmailSettingsStatus = {
  smtpConfigured: false,
  smtpServer: null,
  from: 'portal@lender.test',
  supportAddress: 'support@lender.test',
};

const storedEmail: OutboxEmail = {
  id: 'email-1',
  kind: 'loan-help',
  from: 'portal@lender.test',
  to: ['ae.jordan@lender.test'],
  replyTo: 'lo@summit.test',
  subject: 'Appraisal due date',
  text: 'Loan 2026000123\nWhen is the appraisal due?',
  status: 'stored',
  error: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  sentAt: null,
};

const failedEmail: OutboxEmail = {
  ...storedEmail,
  id: 'email-2',
  kind: 'support-ticket',
  to: ['support@lender.test'],
  subject: 'TS-000001 Upload spins',
  status: 'failed',
  error: '550 Mailbox unavailable',
};

function summary({ text: _text, ...rest }: OutboxEmail): OutboxEmailSummary {
  return rest;
}

function page(items: OutboxEmail[], total = items.length, pageNumber = 1): Paged<OutboxEmailSummary> {
  return { items: items.map(summary), page: pageNumber, pageSize: 20, total };
}

type Handler = (request: FakeRequest) => FakeResponse | undefined;

let fake: ReturnType<typeof installFakeFetch>;

function serve(handler: Handler) {
  fake = installFakeFetch((request) => {
    if (request.url === '/api/profile') return jsonResponse(administrator);
    return handler(request) ?? problemResponse(404, 'not-found', `No route ${request.url}`);
  });
}

function renderPage(route = PAGE) {
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 'token-1', expires: new Date(Date.now() + 3_600_000).toISOString() }, refresh: 'refresh-1' }));
  return renderWithProviders(<EmailSettingsRoute />, { store, route });
}

afterEach(() => fake.uninstall());

describe('EmailSettingsRoute', () => {
  it('says plainly that emails stay in the outbox when SMTP is not configured', async () => {
    serve((request) => {
      if (request.url === '/api/admin/email-settings') return jsonResponse(notConfigured);
      if (request.url.startsWith('/api/admin/outbox')) return jsonResponse(page([]));
      return undefined;
    });
    renderPage();
    expect(await screen.findByText('SMTP not configured')).toBeInTheDocument();
    expect(screen.getByText(/emails are kept in the outbox below and are not sent/)).toBeInTheDocument();
    expect(screen.getByText('SMTP_URL')).toBeInTheDocument();
    expect(screen.getByText('portal@lender.test')).toBeInTheDocument();
    expect(screen.getByText('support@lender.test')).toBeInTheDocument();
    expect(await screen.findByText('No emails yet')).toBeInTheDocument();
  });

  it('names the SMTP server when configured', async () => {
    serve((request) => {
      if (request.url === '/api/admin/email-settings')
        return jsonResponse({ ...notConfigured, smtpConfigured: true, smtpServer: 'mail.lender.test:587' });
      if (request.url.startsWith('/api/admin/outbox')) return jsonResponse(page([]));
      return undefined;
    });
    renderPage();
    expect(await screen.findByText('SMTP configured')).toBeInTheDocument();
    expect(screen.getByText('mail.lender.test:587')).toBeInTheDocument();
    expect(screen.queryByText(/are not sent/)).not.toBeInTheDocument();
  });

  it('lists the outbox, and opens an email with its whole body and its error', async () => {
    serve((request) => {
      if (request.url === '/api/admin/email-settings') return jsonResponse(notConfigured);
      if (request.url === '/api/admin/outbox/email-2') return jsonResponse(failedEmail);
      if (request.url.startsWith('/api/admin/outbox')) return jsonResponse(page([failedEmail, storedEmail]));
      return undefined;
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Outbox' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Support ticket')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Stored')).toBeInTheDocument();
    expect(within(rows[2]).getByText('ae.jordan@lender.test')).toBeInTheDocument();
    expect(screen.getByText('2 emails')).toBeInTheDocument();

    fireEvent.click(within(rows[1]).getByRole('button', { name: 'TS-000001 Upload spins' }));
    const drawer = await screen.findByRole('dialog', { name: 'Email' });
    expect(await within(drawer).findByText('550 Mailbox unavailable')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Email body')).toHaveTextContent('Loan 2026000123 When is the appraisal due?');
    expect(fake.requests().some((request) => request.url === '/api/admin/outbox/email-2')).toBe(true);
  });

  it('asks services for one status and one page at a time', async () => {
    serve((request) => {
      if (request.url === '/api/admin/email-settings') return jsonResponse(notConfigured);
      if (request.url.startsWith('/api/admin/outbox')) {
        const status = new URL(request.url, 'http://portal').searchParams.get('status');
        return jsonResponse(status === 'failed' ? page([failedEmail], 45, 1) : page([storedEmail, failedEmail], 45, 1));
      }
      return undefined;
    });
    renderPage();
    await screen.findByRole('table', { name: 'Outbox' });
    expect(screen.getByLabelText('Outbox pages')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Outbox pages')).getByRole('button', { name: '3' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Failed' }));
    await screen.findByText('45 emails');
    const outboxCalls = fake.requests().filter((request) => request.url.startsWith('/api/admin/outbox'));
    expect(outboxCalls[0].url).toBe('/api/admin/outbox?page=1&pageSize=20');
    expect(outboxCalls.at(-1)?.url).toBe('/api/admin/outbox?page=1&pageSize=20&status=failed');
  });

  it('shows the load errors with the server problem', async () => {
    serve((request) => {
      if (request.url === '/api/admin/email-settings') return problemResponse(500, 'internal', 'The settings could not be read.');
      if (request.url.startsWith('/api/admin/outbox')) return problemResponse(500, 'internal', 'The outbox could not be read.');
      return undefined;
    });
    renderPage();
    expect(await screen.findByText(EMAIL_SETTINGS_LOAD_ERROR)).toBeInTheDocument();
    expect(screen.getByText('The settings could not be read.')).toBeInTheDocument();
    expect(await screen.findByText(OUTBOX_LOAD_ERROR)).toBeInTheDocument();
    expect(screen.getByText('The outbox could not be read.')).toBeInTheDocument();
  });
});
