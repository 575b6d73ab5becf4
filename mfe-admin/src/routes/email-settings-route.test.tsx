import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  PERSONA,
  type EmailSettings,
  type EmailSettingsStatus,
  type SettingEntry,
  type OutboxEmail,
  type OutboxEmailSummary,
  type Paged,
} from 'shared-rules';
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

const senderEntry: SettingEntry<EmailSettings> = {
  key: 'email-settings',
  value: { senderName: 'Keystone Lending', senderAddress: 'no-reply@keystone.test', replyToAddress: '', supportInbox: '' },
  version: 2,
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: 'Alex Admin',
};

type Handler = (request: FakeRequest) => FakeResponse | undefined;

let fake: ReturnType<typeof installFakeFetch>;

function serve(handler: Handler) {
  fake = installFakeFetch((request) => {
    if (request.url === '/api/profile') return jsonResponse(administrator);
    if (request.url === '/api/settings/email-settings' && request.method === 'GET') return jsonResponse(senderEntry);
    return handler(request) ?? problemResponse(404, 'not-found', `No route ${request.url}`);
  });
}

function renderPage(route = PAGE) {
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 'token-1', expires: new Date(Date.now() + 3_600_000).toISOString() } }));
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

  it('edits the sender above the delivery status, with one page heading, and saves it', async () => {
    serve((request) => {
      if (request.url === '/api/admin/email-settings') return jsonResponse(notConfigured);
      if (request.url.startsWith('/api/admin/outbox')) return jsonResponse(page([]));
      if (request.url === '/api/settings/email-settings' && request.method === 'PUT') {
        const body = request.json() as { value: EmailSettings; version: number };
        return jsonResponse({ ...senderEntry, value: body.value, version: body.version + 1 });
      }
      return undefined;
    });
    renderPage();
    const sender = await screen.findByRole('form', { name: 'Sender' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(sender).getByRole('textbox', { name: /Sender name/ })).toHaveValue('Keystone Lending');
    // The form comes before the delivery status.
    const delivery = await screen.findByRole('region', { name: 'Email delivery' });
    expect(sender.compareDocumentPosition(delivery) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.change(within(sender).getByRole('textbox', { name: /Reply-to address/ }), { target: { value: 'loans@' } });
    fireEvent.click(within(sender).getByRole('button', { name: 'Save' }));
    expect(await within(sender).findByText('Enter an email address such as loans@lender.com')).toBeInTheDocument();

    fireEvent.change(within(sender).getByRole('textbox', { name: /Reply-to address/ }), { target: { value: ' loans@keystone.test ' } });
    fireEvent.click(within(sender).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.requests().filter((request) => request.method === 'PUT')).toHaveLength(1));
    expect(
      fake
        .requests()
        .find((request) => request.method === 'PUT')
        ?.json(),
    ).toEqual({
      value: { ...senderEntry.value, replyToAddress: 'loans@keystone.test' },
      version: 2,
    });
  });
});
