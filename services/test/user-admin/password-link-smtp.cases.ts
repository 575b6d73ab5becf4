import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { OutboxEmail, Paged, OutboxEmailSummary } from 'shared-rules';
import { SMTPServer } from 'smtp-server';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

/** With SMTP, the link leaves by email and the outbox keeps the email without its token. */

let database: TestDatabase;
let app: FastifyInstance;
let smtp: SMTPServer;
const received: string[] = [];

/** The message as the reader sees it: quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw
    .replace(/\r\n/g, '\n')
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

beforeAll(async () => {
  database = await createTestDatabase('user-admin-password-smtp');
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(decoded(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) =>
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port)),
  );
  app = await buildTestApp(database, { mail: { smtpUrl: `smtp://127.0.0.1:${port}`, portalUrl: 'https://portal.lender.test' } });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  await database?.drop();
});

it('sends the working link by SMTP and keeps it out of the outbox', async () => {
  const admin = bearer(await login(app, 'admin@lender.test'));
  expect((await app.inject({ method: 'POST', url: '/api/admin/users/usr-summit-taylor/password-reset', headers: admin })).statusCode).toBe(
    202,
  );

  const sent = received.find((message) => message.includes('lo@summit.test'));
  const token = /reset-password#token=([A-Za-z0-9_-]{40,})/.exec(sent ?? '')?.[1];
  expect(token).toBeDefined();
  const check = await app.inject({ method: 'POST', url: '/api/auth/password-reset/check', payload: { token } });
  expect(check.statusCode).toBe(200);

  const summaries = (await app.inject({ method: 'GET', url: '/api/admin/outbox', headers: admin })).json<Paged<OutboxEmailSummary>>();
  const stored = summaries.items.find((email) => email.to.includes('lo@summit.test'));
  expect(stored?.status).toBe('sent');
  const email = (await app.inject({ method: 'GET', url: `/api/admin/outbox/${stored?.id}`, headers: admin })).json<OutboxEmail>();
  expect(email.text).toContain('https://portal.lender.test/reset-password#token=removed-once-sent');
  expect(email.text).not.toContain(token);
});
