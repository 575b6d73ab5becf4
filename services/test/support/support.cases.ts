import type { FastifyInstance } from 'fastify';
import {
  SUPPORT_DESCRIPTION_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
  type ApiProblem,
  type EmailSettingsStatus,
  type LoanHelpRequest,
  type LoanHelpResponse,
  type Notification,
  type OutboxEmail,
  type OutboxEmailSummary,
  type Paged,
  type SupportTicket,
  type SupportTicketCreateRequest,
} from 'shared-rules';
import { connect, connected, nextEvent, type PortalClient } from '../helpers/sockets';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
let baseUrl: string;
const headers: Record<string, { authorization: string }> = {};
const tokens: Record<string, string> = {};
const sockets: PortalClient[] = [];
const loanNumbers: Record<string, string> = {};

// Seeded: loan-demo-01..04 belong to Summit, 05..07 to Harbor; both organisations' account executive is Jordan.
const SUMMIT_LOAN = 'loan-demo-02';
const HARBOR_LOAN = 'loan-demo-05';
const ADMIN_ID = 'usr-admin-alex';
const JORDAN_ID = 'usr-ae-jordan';

beforeAll(async () => {
  database = await createTestDatabase('support');
  app = await buildTestApp(database);
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  for (const email of ['lo@summit.test', 'lp@summit.test', 'lo@harbor.test', 'ae.jordan@lender.test', 'admin@lender.test']) {
    const pair = await login(app, email);
    headers[email] = bearer(pair);
    tokens[email] = pair.access.token;
  }
  for (const loan of await database.handle.db.selectFrom('loans').select(['id', 'loanNumber']).execute())
    loanNumbers[loan.id] = loan.loanNumber;
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app?.close();
  await database?.drop();
});

const ticketBody = (overrides: Partial<SupportTicketCreateRequest> = {}): SupportTicketCreateRequest => ({
  subject: 'Pipeline will not load',
  description: 'The pipeline spins forever since this morning.',
  requester: { email: 'lo@summit.test', name: 'Taylor Brooks' },
  context: { loanId: null, url: 'http://localhost:3000/pipeline' },
  ...overrides,
});

const loanHelpBody = (overrides: Partial<LoanHelpRequest> = {}): LoanHelpRequest => ({
  email: 'lo@summit.test',
  subject: 'Appraisal came in low',
  description: 'Can we discuss options for the appraisal gap?\nThe borrower can add 5% down.',
  date: '03/14/2026 9:05:07 PM',
  loan: { number: loanNumbers[SUMMIT_LOAN], url: `http://localhost:3000/loan/${SUMMIT_LOAN}/summary` },
  ae: { name: 'Jordan Reyes' },
  lo: { name: 'Taylor Brooks', role: 'Loan Officer', email: 'lo@summit.test', phone: '555-410-1001' },
  ...overrides,
});

const createTicket = (payload: unknown, email = 'lo@summit.test') =>
  app.inject({ method: 'POST', url: '/api/support/tickets', headers: headers[email], payload: payload as object });

const askLoanHelp = (payload: unknown, email = 'lo@summit.test') =>
  app.inject({ method: 'POST', url: '/api/support/loan-help', headers: headers[email], payload: payload as object });

const outboxEmail = async (id: string): Promise<OutboxEmail> => {
  const response = await app.inject({ method: 'GET', url: `/api/admin/outbox/${id}`, headers: headers['admin@lender.test'] });
  expect(response.statusCode).toBe(200);
  return response.json<OutboxEmail>();
};

/** Rows of every table a support request writes: a refused request must leave all of them as they were. */
async function storedCounts(): Promise<{ tickets: number; emails: number; notifications: number }> {
  const count = async (table: 'supportTickets' | 'outboundEmails' | 'notifications') => {
    const row = await database.handle.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return { tickets: await count('supportTickets'), emails: await count('outboundEmails'), notifications: await count('notifications') };
}

describe('technical tickets', () => {
  it('stores a numbered ticket, keeps its email in the outbox and notifies every administrator', async () => {
    const admin = connect(baseUrl, tokens['admin@lender.test']);
    sockets.push(admin);
    await connected(admin);
    const pushed = nextEvent(admin, 'notification');

    const response = await createTicket(
      ticketBody({ subject: '  Pipeline will not load  ', context: { loanId: SUMMIT_LOAN, url: 'http://localhost:3000/loan/x' } }),
    );
    expect(response.statusCode).toBe(201);
    const ticket = response.json<SupportTicket>();
    expect(ticket).toEqual({
      id: expect.any(String),
      number: 'TS-000001',
      subject: 'Pipeline will not load',
      description: 'The pipeline spins forever since this morning.',
      requester: { userId: 'usr-summit-taylor', email: 'lo@summit.test', name: 'Taylor Brooks' },
      context: { loanId: SUMMIT_LOAN, url: 'http://localhost:3000/loan/x' },
      status: 'open',
      createdAt: expect.any(String),
      delivery: 'outbox',
    });

    const message = `Technical ticket TS-000001 from Taylor Brooks: Pipeline will not load`;
    expect(await pushed).toMatchObject({ message, read: false });
    const stored = await database.handle.db
      .selectFrom('notifications')
      .selectAll()
      .where('userId', '=', ADMIN_ID)
      .where('message', '=', message)
      .execute();
    expect(stored).toHaveLength(1);

    const emails = await database.handle.db.selectFrom('outboundEmails').selectAll().where('supportTicketId', '=', ticket.id).execute();
    expect(emails).toHaveLength(1);
    const email = await outboxEmail(emails[0].id);
    expect(email).toMatchObject({
      kind: 'support-ticket',
      from: 'Keystone Lending Portal <no-reply@lender.test>',
      to: ['support@lender.test'],
      replyTo: 'lo@summit.test',
      subject: '[TS-000001] Pipeline will not load',
      status: 'stored',
      error: null,
      sentAt: null,
    });
    expect(email.text).toContain('Requester: Taylor Brooks <lo@summit.test>');
    expect(email.text).toContain(`Loan: ${loanNumbers[SUMMIT_LOAN]}`);
    expect(email.text).toContain('Page: http://localhost:3000/loan/x');
    expect(email.text).toContain('The pipeline spins forever since this morning.');
    // The moment the ticket was created, in UTC and saying so (the server's zone means nothing to the reader).
    expect(email.text).toMatch(/^Created: \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}:\d{2} [AP]M UTC$/m);
  });

  it('numbers tickets in order, also when they are created at the same time', async () => {
    const requesters = ['lo@summit.test', 'lo@harbor.test', 'lp@summit.test', 'lo@summit.test'];
    const responses = await Promise.all(
      requesters.map((email, i) => createTicket(ticketBody({ subject: `Concurrent ${i}`, requester: { email, name: email } }), email)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const numbers = responses.map((r) => r.json<SupportTicket>().number).sort();
    expect(numbers).toEqual(['TS-000002', 'TS-000003', 'TS-000004', 'TS-000005']);
    const next = await createTicket(ticketBody());
    expect(next.json<SupportTicket>().number).toBe('TS-000006');
  });

  it('lets internal users create tickets, without a loan', async () => {
    const response = await createTicket(
      ticketBody({ requester: { email: 'AE.Jordan@lender.test', name: 'Jordan' } }),
      'ae.jordan@lender.test',
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<SupportTicket>()).toMatchObject({
      number: 'TS-000007',
      requester: { userId: JORDAN_ID, email: 'ae.jordan@lender.test', name: 'Jordan Reyes' },
    });
  });

  it.each([
    ['an empty subject', ticketBody({ subject: '   ' }), 400, 'subject-required', 'Subject can not be empty', 'body.subject'],
    [
      'an empty description',
      ticketBody({ description: '\n\t ' }),
      400,
      'description-required',
      'Description can not be empty',
      'body.description',
    ],
    [
      'a subject too long',
      ticketBody({ subject: 'x'.repeat(SUPPORT_SUBJECT_MAX_LENGTH + 1) }),
      400,
      'invalid-input',
      `body.subject must be at most ${SUPPORT_SUBJECT_MAX_LENGTH} characters`,
      'body.subject',
    ],
    [
      'a description too long',
      ticketBody({ description: 'x'.repeat(SUPPORT_DESCRIPTION_MAX_LENGTH + 1) }),
      400,
      'invalid-input',
      `body.description must be at most ${SUPPORT_DESCRIPTION_MAX_LENGTH} characters`,
      'body.description',
    ],
    [
      'a url too long',
      ticketBody({ context: { loanId: null, url: `http://x/${'a'.repeat(2000)}` } }),
      400,
      'invalid-input',
      'body.context.url must be at most 2000 characters',
      'body.context.url',
    ],
    [
      'another requester',
      ticketBody({ requester: { email: 'lp@summit.test', name: 'Morgan Patel' } }),
      400,
      'not-your-email',
      'body.requester.email must be the email address of the signed-in user.',
      'body.requester.email',
    ],
    [
      'an unknown field',
      { ...ticketBody(), priority: 'high' },
      400,
      'invalid-input',
      'body.priority is not an accepted field',
      'body.priority',
    ],
    [
      'an unknown requester field',
      ticketBody({ requester: { email: 'lo@summit.test', name: 'T', phone: '1' } as SupportTicketCreateRequest['requester'] }),
      400,
      'invalid-input',
      'body.requester.phone is not an accepted field',
      'body.requester.phone',
    ],
    [
      'a loan of another organisation',
      ticketBody({ context: { loanId: HARBOR_LOAN, url: '' } }),
      404,
      'not-found',
      'No loan with this id.',
      undefined,
    ],
    [
      'a loan that does not exist',
      ticketBody({ context: { loanId: 'loan-nope', url: '' } }),
      404,
      'not-found',
      'No loan with this id.',
      undefined,
    ],
  ])('refuses %s and stores nothing', async (_label, payload, status, code, detail, field) => {
    const before = await storedCounts();
    const response = await createTicket(payload);
    expect(response.statusCode).toBe(status);
    const problem = response.json<ApiProblem>();
    expect(problem).toMatchObject({ status, code, detail });
    if (field) expect(problem.fields?.[0]?.field).toBe(field);
    expect(await storedCounts()).toEqual(before);
  });
});

describe('loan help', () => {
  it("emails the organisation's account executive, whoever the body names, and notifies them live", async () => {
    const jordan = connect(baseUrl, tokens['ae.jordan@lender.test']);
    sockets.push(jordan);
    await connected(jordan);
    const pushed = nextEvent(jordan, 'notification');

    const response = await askLoanHelp(loanHelpBody({ ae: { name: 'Casey Lin' } }));
    expect(response.statusCode).toBe(201);
    const answer = response.json<LoanHelpResponse>();
    expect(answer).toEqual({
      emailId: expect.any(String),
      delivery: 'outbox',
      accountExecutive: { userId: JORDAN_ID, name: 'Jordan Reyes' },
    });

    const notification: Notification = await pushed;
    expect(notification).toMatchObject({
      message: `Loan help from Taylor Brooks on loan ${loanNumbers[SUMMIT_LOAN]}: Appraisal came in low`,
      link: `/loan/${SUMMIT_LOAN}/summary`,
      read: false,
    });
    const listed = await app.inject({ method: 'GET', url: '/api/notifications', headers: headers['ae.jordan@lender.test'] });
    expect(listed.json<Notification[]>().map((n) => n.id)).toContain(notification.id);

    const email = await outboxEmail(answer.emailId);
    expect(email).toMatchObject({
      kind: 'loan-help',
      to: ['ae.jordan@lender.test'],
      replyTo: 'lo@summit.test',
      subject: `[Loan ${loanNumbers[SUMMIT_LOAN]}] Appraisal came in low`,
      status: 'stored',
    });
    expect(email.text).toContain('Hello Jordan Reyes,');
    expect(email.text).toContain('Date: 03/14/2026 9:05:07 PM');
    expect(email.text).toContain(`Loan link: http://localhost:3000/loan/${SUMMIT_LOAN}/summary`);
    expect(email.text).toContain('Can we discuss options for the appraisal gap?\nThe borrower can add 5% down.');
    expect(email.text).toContain('Name: Taylor Brooks\nRole: Loan Officer\nEmail: lo@summit.test\nPhone: 555-410-1001');
    expect(email.text).not.toContain('Casey');
  });

  it('refuses internal users with 403 whatever they send', async () => {
    const before = await storedCounts();
    for (const email of ['ae.jordan@lender.test', 'admin@lender.test']) {
      const response = await askLoanHelp({ anything: true }, email);
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiProblem>().detail).toBe('Loan Help is for broker and correspondent users.');
    }
    expect(await storedCounts()).toEqual(before);
  });

  it.each([
    ['an empty subject', () => loanHelpBody({ subject: '' }), 400, 'Subject can not be empty'],
    ['an empty description', () => loanHelpBody({ description: ' ' }), 400, 'Description can not be empty'],
    [
      'another sender email',
      () => loanHelpBody({ email: 'lp@summit.test' }),
      400,
      'body.email must be the email address of the signed-in user.',
    ],
    [
      "another officer's email",
      () => loanHelpBody({ lo: { name: 'X', role: 'LO', email: 'ae.casey@lender.test', phone: '' } }),
      400,
      'body.lo.email must be the email address of the signed-in user.',
    ],
    ['an unknown loan number', () => loanHelpBody({ loan: { number: '990000000', url: '' } }), 404, 'No loan with this number.'],
    [
      "another organisation's loan",
      () => loanHelpBody({ loan: { number: loanNumbers[HARBOR_LOAN], url: '' } }),
      404,
      'No loan with this number.',
    ],
    [
      'a date in another format',
      () => loanHelpBody({ date: '2026-03-14T21:05:07Z' }),
      400,
      'body.date must read MM/DD/YYYY h:mm:ss a, e.g. 03/14/2026 9:05:07 PM.',
    ],
    [
      'a date that does not exist',
      () => loanHelpBody({ date: '02/30/2026 9:05:07 PM' }),
      400,
      'body.date must read MM/DD/YYYY h:mm:ss a, e.g. 03/14/2026 9:05:07 PM.',
    ],
    ['an unknown field', () => ({ ...loanHelpBody(), to: 'someone@else.test' }), 400, 'body.to is not an accepted field'],
    [
      'an unknown loan field',
      () => loanHelpBody({ loan: { number: '1', url: '', id: 'x' } as LoanHelpRequest['loan'] }),
      400,
      'body.loan.id is not an accepted field',
    ],
  ])('refuses %s and stores nothing', async (_label, payload, status, detail) => {
    const before = await storedCounts();
    const response = await askLoanHelp(payload());
    expect(response.statusCode).toBe(status);
    expect(response.json<ApiProblem>().detail).toBe(detail);
    expect(await storedCounts()).toEqual(before);
  });

  it('answers 409 when the organisation has no account executive', async () => {
    await database.handle.db.updateTable('organizations').set({ primaryAeId: null }).where('id', '=', 'org-harbor').execute();
    try {
      const before = await storedCounts();
      const response = await askLoanHelp(
        loanHelpBody({
          email: 'lo@harbor.test',
          loan: { number: loanNumbers[HARBOR_LOAN], url: '' },
          lo: { name: 'Drew Carter', role: 'LO', email: 'lo@harbor.test', phone: '' },
        }),
        'lo@harbor.test',
      );
      expect(response.statusCode).toBe(409);
      expect(response.json<ApiProblem>()).toMatchObject({
        code: 'no-account-executive',
        detail: 'Your organization has no account executive yet. Create a technical ticket instead.',
      });
      expect(await storedCounts()).toEqual(before);
    } finally {
      await database.handle.db.updateTable('organizations').set({ primaryAeId: JORDAN_ID }).where('id', '=', 'org-harbor').execute();
    }
  });
});

describe('the outbox (administrators)', () => {
  it('is a 404 for everyone else', async () => {
    const email = await database.handle.db.selectFrom('outboundEmails').select('id').executeTakeFirstOrThrow();
    for (const user of ['lo@summit.test', 'ae.jordan@lender.test']) {
      for (const url of [
        '/api/admin/outbox',
        `/api/admin/outbox/${email.id}`,
        '/api/admin/email-settings',
        '/api/admin/outbox?status=bogus',
      ]) {
        const response = await app.inject({ method: 'GET', url, headers: headers[user] });
        expect(response.statusCode).toBe(404);
        expect(response.json<ApiProblem>().code).toBe('not-found');
      }
    }
  });

  it('lists newest first, pages and filters by status', async () => {
    const total = Number(
      (
        await database.handle.db
          .selectFrom('outboundEmails')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(total).toBeGreaterThanOrEqual(5);
    const get = (query: string) => app.inject({ method: 'GET', url: `/api/admin/outbox${query}`, headers: headers['admin@lender.test'] });

    const first = (await get('?page=1&pageSize=2')).json<Paged<OutboxEmailSummary>>();
    const second = (await get('?page=2&pageSize=2')).json<Paged<OutboxEmailSummary>>();
    expect(first).toMatchObject({ page: 1, pageSize: 2, total });
    expect(first.items).toHaveLength(2);
    expect(first.items[0]).not.toHaveProperty('text');
    expect(first.items[0].kind).toBe('loan-help');
    const everything = (await get('?pageSize=100')).json<Paged<OutboxEmailSummary>>().items;
    expect(everything.map((e) => e.id).slice(0, 4)).toEqual([...first.items, ...second.items].map((e) => e.id));
    const times = everything.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    expect((await get('?status=stored')).json<Paged<OutboxEmailSummary>>().total).toBe(total);
    expect((await get('?status=sent')).json<Paged<OutboxEmailSummary>>()).toEqual({ items: [], page: 1, pageSize: 25, total: 0 });
    expect((await get('?pageSize=101')).statusCode).toBe(400);
    expect((await get('?status=queued')).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/outbox/no-such-email', headers: headers['admin@lender.test'] })).statusCode,
    ).toBe(404);
  });

  it('says how email leaves: here, no SMTP', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/email-settings', headers: headers['admin@lender.test'] });
    expect(response.json<EmailSettingsStatus>()).toEqual({
      smtpConfigured: false,
      smtpServer: null,
      from: 'Keystone Lending Portal <no-reply@lender.test>',
      supportAddress: 'support@lender.test',
    });
  });
});

describe('rate limit', () => {
  it('refuses a user who submits too often, per user', async () => {
    const limited = await buildTestApp(database, { rateLimits: { supportSubmit: { max: 2, timeWindow: 60_000 } } });
    try {
      const lo = bearer(await login(limited, 'lo@summit.test'));
      const lp = bearer(await login(limited, 'lp@summit.test'));
      const submit = (h: { authorization: string }, email: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/support/tickets',
          headers: h,
          payload: ticketBody({ requester: { email, name: 'x' } }),
        });
      expect((await submit(lo, 'lo@summit.test')).statusCode).toBe(201);
      expect((await submit(lo, 'lo@summit.test')).statusCode).toBe(201);
      const third = await submit(lo, 'lo@summit.test');
      expect(third.statusCode).toBe(429);
      expect(third.json<ApiProblem>().code).toBe('rate-limited');
      expect((await submit(lp, 'lp@summit.test')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

// Last in the file: once saved, the email settings stay for every later request.
describe('saved email settings', () => {
  it('send the portal email from the saved sender and tickets to the saved inbox', async () => {
    const value = {
      senderName: 'Keystone "Broker" Desk',
      senderAddress: 'brokers@keystone.test',
      replyToAddress: '',
      supportInbox: 'it@keystone.test',
    };
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/settings/email-settings',
      headers: headers['admin@lender.test'],
      payload: { value, version: 0 },
    });
    expect(saved.statusCode).toBe(200);
    const status = await app.inject({ method: 'GET', url: '/api/admin/email-settings', headers: headers['admin@lender.test'] });
    expect(status.json<EmailSettingsStatus>()).toEqual({
      smtpConfigured: false,
      smtpServer: null,
      from: '"Keystone Broker Desk" <brokers@keystone.test>',
      supportAddress: 'it@keystone.test',
    });
    const answer = (await askLoanHelp(loanHelpBody())).json<LoanHelpResponse>();
    expect((await outboxEmail(answer.emailId)).from).toBe('"Keystone Broker Desk" <brokers@keystone.test>');
  });
});
