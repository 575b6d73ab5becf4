import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { ApiProblem, EmailSettings, EmailSettingsStatus, OutboxEmail, OutboxEmailSummary, Paged, SettingEntry } from 'shared-rules';
import { makeStore, signedIn } from 'shared-ui';
import { api, enterText, problem, recordRequests, renderWithProviders } from 'shared-ui/testing';
import { paths } from '../api/paths';
import { serveSettings } from '../features/settings-pages/testing/fake-settings-services';
import { EMAIL_SETTINGS_LOAD_ERROR } from '../features/email-outbox/components/email-settings-status';
import { OUTBOX_LOAD_ERROR } from '../features/email-outbox/components/outbox-table';
import { server } from '../testing/server';
import EmailSettingsRoute from './email-settings-route';

const PAGE = '/admin/settings/email-settings';

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
  attempts: 0,
  lastAttemptAt: null,
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
  attempts: 1,
  lastAttemptAt: '2026-11-21T10:00:01.000Z',
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

interface EmailServices {
  /** The delivery status services answer. */
  status: () => HttpResponse<EmailSettingsStatus | ApiProblem>;
  /** An outbox page, by the status filter asked for. */
  outbox: (status: string | null) => HttpResponse<Paged<OutboxEmailSummary> | ApiProblem>;
  /** The emails that open whole, by id. */
  emails?: OutboxEmail[];
}

const sent = recordRequests(server);
let settings: ReturnType<typeof serveSettings>;

function serve({ status, outbox, emails = [] }: EmailServices) {
  settings = serveSettings({ entries: { 'email-settings': senderEntry } });
  server.use(
    api.get<EmailSettingsStatus>(paths.emailSettings, status),
    api.get<Paged<OutboxEmailSummary>>(paths.outbox, ({ request }) => outbox(new URL(request.url).searchParams.get('status'))),
    api.get<OutboxEmail, never, { id: string }>(`${paths.outbox}/:id`, ({ params }) => {
      const email = emails.find((candidate) => candidate.id === params.id);
      return email ? HttpResponse.json(email) : problem(404, 'not-found', 'No email with this id.');
    }),
  );
}

const emptyOutbox = () => HttpResponse.json<Paged<OutboxEmailSummary>>(page([]));
const outboxCalls = () => sent('GET', `/api${paths.outbox}`).map((request) => request.path);

function renderPage(route = PAGE) {
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 'token-1', expires: new Date(Date.now() + 3_600_000).toISOString() } }));
  return renderWithProviders(<EmailSettingsRoute />, { store, route });
}

describe('EmailSettingsRoute', () => {
  it('says plainly that emails stay in the outbox when SMTP is not configured', async () => {
    serve({ status: () => HttpResponse.json(notConfigured), outbox: emptyOutbox });
    renderPage();
    expect(await screen.findByText('SMTP not configured')).toBeInTheDocument();
    expect(screen.getByText(/emails are kept in the outbox below and are not sent/)).toBeInTheDocument();
    expect(screen.getByText('SMTP_URL')).toBeInTheDocument();
    expect(screen.getByText('portal@lender.test')).toBeInTheDocument();
    expect(screen.getByText('support@lender.test')).toBeInTheDocument();
    expect(await screen.findByText('No emails yet')).toBeInTheDocument();
  });

  it('names the SMTP server when configured', async () => {
    serve({
      status: () => HttpResponse.json({ ...notConfigured, smtpConfigured: true, smtpServer: 'mail.lender.test:587' }),
      outbox: emptyOutbox,
    });
    renderPage();
    expect(await screen.findByText('SMTP configured')).toBeInTheDocument();
    expect(screen.getByText('mail.lender.test:587')).toBeInTheDocument();
    expect(screen.queryByText(/are not sent/)).not.toBeInTheDocument();
  });

  it('lists the outbox, and opens an email with its whole body and its error', async () => {
    const user = userEvent.setup();
    serve({
      status: () => HttpResponse.json(notConfigured),
      outbox: () => HttpResponse.json(page([failedEmail, storedEmail])),
      emails: [failedEmail],
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

    await user.click(within(rows[1]).getByRole('button', { name: 'TS-000001 Upload spins' }));
    const drawer = await screen.findByRole('dialog', { name: 'Email' });
    expect(await within(drawer).findByText('550 Mailbox unavailable')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Email body')).toHaveTextContent('Loan 2026000123 When is the appraisal due?');
    expect(sent('GET', '/api/admin/outbox/email-2')).toHaveLength(1);
  });

  it('asks services for one status and one page at a time', async () => {
    const user = userEvent.setup();
    serve({
      status: () => HttpResponse.json(notConfigured),
      outbox: (status) => HttpResponse.json(status === 'failed' ? page([failedEmail], 45, 1) : page([storedEmail, failedEmail], 45, 1)),
    });
    renderPage();
    await screen.findByRole('table', { name: 'Outbox' });
    expect(screen.getByLabelText('Outbox pages')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Outbox pages')).getByRole('button', { name: '3' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Failed' }));
    await screen.findByText('45 emails');
    expect(outboxCalls()[0]).toBe('/api/admin/outbox?page=1&pageSize=20');
    expect(outboxCalls().at(-1)).toBe('/api/admin/outbox?page=1&pageSize=20&status=failed');
  });

  it('shows the load errors with the server problem', async () => {
    serve({
      status: () => problem(500, 'internal', 'The settings could not be read.'),
      outbox: () => problem(500, 'internal', 'The outbox could not be read.'),
    });
    renderPage();
    expect(await screen.findByText(EMAIL_SETTINGS_LOAD_ERROR)).toBeInTheDocument();
    expect(screen.getByText('The settings could not be read.')).toBeInTheDocument();
    expect(await screen.findByText(OUTBOX_LOAD_ERROR)).toBeInTheDocument();
    expect(screen.getByText('The outbox could not be read.')).toBeInTheDocument();
  });

  it('edits the sender above the delivery status, with one page heading, and saves it', async () => {
    const user = userEvent.setup();
    serve({ status: () => HttpResponse.json(notConfigured), outbox: emptyOutbox });
    renderPage();
    const sender = await screen.findByRole('form', { name: 'Sender' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(sender).getByRole('textbox', { name: /Sender name/ })).toHaveValue('Keystone Lending');
    // The form comes before the delivery status.
    const delivery = await screen.findByRole('region', { name: 'Email delivery' });
    expect(sender.compareDocumentPosition(delivery) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await enterText(user, within(sender).getByRole('textbox', { name: /Reply-to address/ }), 'loans@');
    await user.click(within(sender).getByRole('button', { name: 'Save' }));
    expect(await within(sender).findByText('Enter an email address such as loans@lender.com')).toBeInTheDocument();

    await enterText(user, within(sender).getByRole('textbox', { name: /Reply-to address/ }), ' loans@keystone.test ');
    await user.click(within(sender).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(settings.saves('email-settings')).toHaveLength(1));
    expect(settings.saves('email-settings')[0]).toEqual({
      value: { ...senderEntry.value, replyToAddress: 'loans@keystone.test' },
      version: 2,
    });
  });
});
