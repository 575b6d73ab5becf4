import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ApiProblem, OutboxEmail, OutboxEmailSummary, OutboxRetryAnswer, Paged } from 'shared-rules';
import { SMTPServer } from 'smtp-server';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

/**
 * Delivery through the durable jobs: an SMTP server that answers 451 (try later) to the first
 * messages it is given and accepts after, and one that refuses everything with 550 (for good).
 */
let database: TestDatabase;
let flaky: SMTPServer;
let refusing: SMTPServer;
let flakyApp: FastifyInstance;
let refusedApp: FastifyInstance;
let temporaryRefusalsLeft = 0;
const delivered: string[] = [];

function listen(server: SMTPServer): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)));
}

function closeServer(server: SMTPServer | undefined): Promise<void> {
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
}

beforeAll(async () => {
  database = await createTestDatabase('email-delivery');
  flaky = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (temporaryRefusalsLeft > 0) {
          temporaryRefusalsLeft -= 1;
          return callback(Object.assign(new Error('Greylisted, try again later'), { responseCode: 451 }));
        }
        delivered.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  refusing = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onRcptTo(_address, _session, callback) {
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
  });
  // Neither app polls during a test: the email's writer attempts it, then the cases drain.
  flakyApp = await buildTestApp(database, { mail: { smtpUrl: `smtp://127.0.0.1:${await listen(flaky)}` }, jobs: { pollMs: 600_000 } });
  refusedApp = await buildTestApp(database, { mail: { smtpUrl: `smtp://127.0.0.1:${await listen(refusing)}` }, jobs: { pollMs: 600_000 } });
}, 120_000);

afterAll(async () => {
  await flakyApp?.close();
  await refusedApp?.close();
  await closeServer(flaky);
  await closeServer(refusing);
  await database?.drop();
});

const ticket = (subject: string) => ({
  subject,
  description: 'Upload fails at 99%.',
  requester: { email: 'lo@summit.test', name: 'Taylor' },
  context: { loanId: null, url: '/pipeline' },
});

async function fileTicket(app: FastifyInstance, subject: string) {
  const lo = bearer(await login(app, 'lo@summit.test'));
  return app.inject({ method: 'POST', url: '/api/support/tickets', headers: lo, payload: ticket(subject) });
}

async function outboxEmailOf(app: FastifyInstance, subject: string): Promise<OutboxEmail> {
  const admin = bearer(await login(app, 'admin@lender.test'));
  const page = (await app.inject({ method: 'GET', url: '/api/admin/outbox?pageSize=100', headers: admin })).json<
    Paged<OutboxEmailSummary>
  >();
  const summary = page.items.find((item) => item.subject.includes(subject));
  if (!summary) throw new Error(`No email about ${subject}.`);
  return (await app.inject({ method: 'GET', url: `/api/admin/outbox/${summary.id}`, headers: admin })).json<OutboxEmail>();
}

/** The email's next attempt is due now, as if its backoff had passed. */
const retryNow = () => sql`update jobs set run_at = now() where kind = 'mail.deliver' and state = 'queued'`.execute(database.handle.db);

describe('an SMTP server that asks to try again later (4xx)', () => {
  it('gets the email at the third attempt, each attempt counted on the outbox row', async () => {
    temporaryRefusalsLeft = 2;
    const response = await fileTicket(flakyApp, 'Greylisted ticket');
    // Saved: the first attempt failed for now, and the email will be tried again.
    expect(response.statusCode).toBe(201);
    let email = await outboxEmailOf(flakyApp, 'Greylisted ticket');
    expect(email).toMatchObject({ status: 'stored', attempts: 1, lastAttemptAt: expect.any(String), sentAt: null });
    expect(email.error).toContain('451');

    await retryNow();
    await flakyApp.jobs.drain();
    email = await outboxEmailOf(flakyApp, 'Greylisted ticket');
    expect(email).toMatchObject({ status: 'stored', attempts: 2 });
    expect(delivered).toHaveLength(0);

    await retryNow();
    await flakyApp.jobs.drain();
    email = await outboxEmailOf(flakyApp, 'Greylisted ticket');
    expect(email).toMatchObject({ status: 'sent', attempts: 3, error: null, sentAt: expect.any(String) });
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toContain('Greylisted ticket');
  });
});

describe('a password link email sent only at a later attempt', () => {
  it('leaves the outbox without its token once sent, whichever attempt sent it', async () => {
    temporaryRefusalsLeft = 1;
    const admin = bearer(await login(flakyApp, 'admin@lender.test'));
    const reset = await flakyApp.inject({ method: 'POST', url: '/api/admin/users/usr-summit-taylor/password-reset', headers: admin });
    expect(reset.statusCode).toBe(202);
    const waiting = await outboxEmailOf(flakyApp, 'Choose a new password');
    expect(waiting).toMatchObject({ status: 'stored', attempts: 1 });
    // Until it leaves, the outbox holds the email as it will be sent.
    expect(waiting.text).toMatch(/reset-password#token=[A-Za-z0-9_-]{40,}/);

    await retryNow();
    await flakyApp.jobs.drain();
    const sent = await outboxEmailOf(flakyApp, 'Choose a new password');
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sent.text).toContain('reset-password#token=removed-once-sent');
    expect(sent.text).not.toMatch(/reset-password#token=(?!removed-once-sent)/);
    expect(delivered.at(-1)).toMatch(/reset-password#token=/);
  });
});

describe('an SMTP server that refuses for good (5xx)', () => {
  it('marks the email failed with the reply at the first attempt, and tries no more', async () => {
    const response = await fileTicket(refusedApp, 'Refused ticket');
    expect(response.statusCode).toBe(502);
    expect(response.json<ApiProblem>().code).toBe('email-not-sent');
    const email = await outboxEmailOf(refusedApp, 'Refused ticket');
    expect(email).toMatchObject({ status: 'failed', attempts: 1 });
    expect(email.error).toContain('550 Mailbox unavailable');
    await retryNow();
    await refusedApp.jobs.drain();
    expect((await outboxEmailOf(refusedApp, 'Refused ticket')).attempts).toBe(1);
  });
});

describe('POST /api/admin/outbox/:id/retry', () => {
  const retry = async (app: FastifyInstance, email: string, id: string) =>
    app.inject({ method: 'POST', url: `/api/admin/outbox/${id}/retry`, headers: bearer(await login(app, email)) });

  it('is for administrators only: a write of anyone else is refused (403)', async () => {
    const failed = await outboxEmailOf(refusedApp, 'Refused ticket');
    for (const email of ['lo@summit.test', 'ae.jordan@lender.test']) {
      expect((await retry(refusedApp, email, failed.id)).statusCode).toBe(403);
    }
    expect(await outboxEmailOf(refusedApp, 'Refused ticket')).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await retry(refusedApp, 'admin@lender.test', 'no-such-email')).statusCode).toBe(404);
  });

  it('queues a failed email again, audited, and delivers it once the server accepts', async () => {
    const failed = await outboxEmailOf(refusedApp, 'Refused ticket');
    // The flaky server's app retries it: it accepts now.
    temporaryRefusalsLeft = 0;
    const answer = await retry(flakyApp, 'admin@lender.test', failed.id);
    expect(answer.statusCode).toBe(202);
    expect(answer.json<OutboxRetryAnswer>().data).toMatchObject({ id: failed.id, status: 'stored' });
    await flakyApp.jobs.drain();
    expect(await outboxEmailOf(flakyApp, 'Refused ticket')).toMatchObject({ status: 'sent', attempts: 2, error: null });
    const audit = await database.handle.db.selectFrom('auditLog').selectAll().where('action', '=', 'email.retry').execute();
    expect(audit).toEqual([expect.objectContaining({ entityType: 'email', entityId: failed.id, actorId: expect.any(String) })]);
  });

  it('refuses an email already sent, with a clear problem', async () => {
    const sent = await outboxEmailOf(flakyApp, 'Greylisted ticket');
    const refused = await retry(flakyApp, 'admin@lender.test', sent.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiProblem>()).toMatchObject({
      code: 'email-already-sent',
      detail: 'This email was sent already: it is not sent twice.',
    });
  });
});

describe('an email stored by a version without delivery jobs', () => {
  it('is queued when a service with SMTP starts, and delivered', async () => {
    const { db } = database.handle;
    const failed = await outboxEmailOf(flakyApp, 'Refused ticket');
    const id = 'email-left-stored';
    await sql`insert into outbound_emails (id, kind, from_address, to_addresses, reply_to, subject, text, status)
              select ${id}, kind, from_address, to_addresses, reply_to, 'Left stored', text, 'stored'
                from outbound_emails where id = ${failed.id}`.execute(db);
    const restarted = await buildTestApp(database, {
      mail: { smtpUrl: `smtp://127.0.0.1:${(flaky.server.address() as AddressInfo).port}` },
    });
    try {
      await restarted.ready();
      await restarted.jobs.idle();
      await restarted.jobs.drain();
      expect(await db.selectFrom('outboundEmails').select(['status', 'attempts']).where('id', '=', id).executeTakeFirst()).toEqual({
        status: 'sent',
        attempts: 1,
      });
    } finally {
      await restarted.close();
    }
  });
});
