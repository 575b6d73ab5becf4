import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ApiProblem, EmailSettingsStatus, LoanHelpRequest, LoanHelpResponse, OutboxEmail, SupportTicket } from 'shared-rules';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

/** What the local SMTP server received: envelope and the raw message. */
interface ReceivedMessage {
  from: string;
  to: string[];
  raw: string;
  user: string | undefined;
}

const SMTP_USER = 'portal';
const SMTP_PASSWORD = 's3cret-Pa55';

let database: TestDatabase;
const received: ReceivedMessage[] = [];
let accepting: SMTPServer;
let refusing: SMTPServer;
let sendingApp: FastifyInstance;
let refusedApp: FastifyInstance;
let loanNumber: string;

function listen(server: SMTPServer): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)));
}

function closeServer(server: SMTPServer | undefined): Promise<void> {
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
}

/** The header's value (unfolded), or undefined. */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The plain-text body, quoted-printable decoded when the message is encoded so. */
function body(raw: string): string {
  const text = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n')
    .replace(/\r\n/g, '\n');
  if (!/quoted-printable/i.test(header(raw, 'Content-Transfer-Encoding') ?? '')) return text;
  return text.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

beforeAll(async () => {
  database = await createTestDatabase('support-smtp');
  accepting = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const address = (a: SMTPServerAddress | false) => (a ? a.address : '');
        received.push({
          from: address(session.envelope.mailFrom),
          to: session.envelope.rcptTo.map(address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  refusing = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onRcptTo(_address, _session, callback) {
      const refusal = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      callback(refusal);
    },
  });
  const acceptingPort = await listen(accepting);
  const refusingPort = await listen(refusing);
  sendingApp = await buildTestApp(database, {
    mail: { smtpUrl: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${acceptingPort}`, supportAddress: 'helpdesk@lender.test' },
  });
  refusedApp = await buildTestApp(database, { mail: { smtpUrl: `smtp://127.0.0.1:${refusingPort}` } });
  const loan = await database.handle.db.selectFrom('loans').select('loanNumber').where('id', '=', 'loan-demo-02').executeTakeFirstOrThrow();
  loanNumber = loan.loanNumber;
}, 120_000);

afterAll(async () => {
  await sendingApp?.close();
  await refusedApp?.close();
  await closeServer(accepting);
  await closeServer(refusing);
  await database?.drop();
});

const loanHelp = (): LoanHelpRequest => ({
  email: 'lo@summit.test',
  subject: 'Rate lock extension',
  description: 'The lock expires on Friday; closing moved to next Tuesday.',
  date: '03/14/2026 9:05:07 AM',
  // The link the email carries is the portal's own, whatever the form sends.
  loan: { number: loanNumber, url: 'https://phishing.example/loan-demo-02' },
  ae: { name: 'Somebody Else' },
  lo: { name: 'Taylor Brooks', role: 'Loan Officer', email: 'lo@summit.test', phone: '555-410-1001' },
});

const adminRead = async (app: FastifyInstance, url: string) => {
  const admin = bearer(await login(app, 'admin@lender.test'));
  return app.inject({ method: 'GET', url, headers: admin });
};

describe('with SMTP configured', () => {
  it('delivers loan help to the account executive, reply-to the sender, and records it as sent', async () => {
    const lo = bearer(await login(sendingApp, 'lo@summit.test'));
    const response = await sendingApp.inject({ method: 'POST', url: '/api/support/loan-help', headers: lo, payload: loanHelp() });
    expect(response.statusCode).toBe(201);
    const answer = response.json<LoanHelpResponse>();
    expect(answer).toMatchObject({ delivery: 'smtp', accountExecutive: { userId: 'usr-ae-jordan', name: 'Jordan Reyes' } });

    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message.user).toBe(SMTP_USER);
    expect(message.from).toBe('no-reply@lender.test');
    expect(message.to).toEqual(['ae.jordan@lender.test']);
    expect(header(message.raw, 'To')).toBe('ae.jordan@lender.test');
    expect(header(message.raw, 'Reply-To')).toBe('lo@summit.test');
    expect(header(message.raw, 'From')).toBe('Keystone Lending Portal <no-reply@lender.test>');
    expect(header(message.raw, 'Subject')).toBe(`[Loan ${loanNumber}] Rate lock extension`);
    const text = body(message.raw);
    expect(text).toContain('The lock expires on Friday; closing moved to next Tuesday.');
    expect(text).toContain('Date: 03/14/2026 9:05:07 AM');
    expect(text).toContain('Loan link: http://localhost:3000/loan/loan-demo-02/summary');
    expect(text).not.toContain('phishing.example');
    expect(text).toContain('Phone: 555-410-1001');

    const email = (await adminRead(sendingApp, `/api/admin/outbox/${answer.emailId}`)).json<OutboxEmail>();
    expect(email).toMatchObject({ status: 'sent', error: null, sentAt: expect.any(String) });
  });

  it('delivers a ticket to the configured support address', async () => {
    const lo = bearer(await login(sendingApp, 'lo@summit.test'));
    const response = await sendingApp.inject({
      method: 'POST',
      url: '/api/support/tickets',
      headers: lo,
      payload: {
        subject: 'Cannot upload',
        description: 'Upload fails at 99%.',
        requester: { email: 'lo@summit.test', name: 'Taylor' },
        context: { loanId: null, url: '/pipeline' },
      },
    });
    expect(response.statusCode).toBe(201);
    const ticket = response.json<SupportTicket>();
    expect(ticket.delivery).toBe('smtp');
    const message = received.at(-1);
    expect(message?.to).toEqual(['helpdesk@lender.test']);
    expect(header(message?.raw ?? '', 'Subject')).toBe(`[${ticket.number}] Cannot upload`);
    expect(header(message?.raw ?? '', 'Reply-To')).toBe('lo@summit.test');
  });

  it('names the SMTP server to administrators, never its credentials', async () => {
    const response = await adminRead(sendingApp, '/api/admin/email-settings');
    const settings = response.json<EmailSettingsStatus>();
    expect(settings).toEqual({
      smtpConfigured: true,
      smtpServer: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
      from: 'Keystone Lending Portal <no-reply@lender.test>',
      supportAddress: 'helpdesk@lender.test',
    });
    expect(response.body).not.toContain(SMTP_PASSWORD);
    expect(response.body).not.toContain(SMTP_USER);
  });
});

describe('when the SMTP server refuses', () => {
  it('answers 502 email-not-sent with the reason and keeps the email as failed', async () => {
    const before = received.length;
    const lo = bearer(await login(refusedApp, 'lo@summit.test'));
    const response = await refusedApp.inject({ method: 'POST', url: '/api/support/loan-help', headers: lo, payload: loanHelp() });
    expect(response.statusCode).toBe(502);
    const problem = response.json<ApiProblem>();
    expect(problem.code).toBe('email-not-sent');
    // Saved and announced before the email failed: the detail says so, so nobody sends it twice.
    expect(problem.detail).toMatch(
      /^Your message was saved and Jordan .+ was notified in the portal\. The email could not be sent \(.*550 Mailbox unavailable.*\); administrators see it in the outbox\. Do not send it again\.$/,
    );
    expect(received.length).toBe(before);

    const failed = await database.handle.db.selectFrom('outboundEmails').selectAll().where('status', '=', 'failed').execute();
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ kind: 'loan-help', toAddresses: ['ae.jordan@lender.test'], sentAt: null });
    expect(failed[0].error).toContain('550 Mailbox unavailable');
    const listed = await adminRead(refusedApp, '/api/admin/outbox?status=failed');
    expect(listed.json<{ total: number }>().total).toBe(1);
  });
});
