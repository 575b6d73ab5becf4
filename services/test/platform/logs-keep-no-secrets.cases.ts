import type { FastifyInstance } from 'fastify';
import { signSyncToken } from '../../src/features/instances/sync-token';
import {
  bearer,
  buildTestApp,
  createTestDatabase,
  DEMO_PASSWORD,
  randomSecret,
  refreshWith,
  SESSION_HEADERS,
  sessionOf,
  type TestDatabase,
} from '../helpers/test-app';

/*
 * What the services log while people sign in, refresh, follow links and call the API: every
 * request line, at info level, as an operator's log collector receives it. No password, token,
 * cookie or link secret may be in it.
 */
let database: TestDatabase;
let app: FastifyInstance;
const lines: string[] = [];
const SYNC_SECRET = randomSecret();

beforeAll(async () => {
  database = await createTestDatabase('logs-keep-no-secrets');
  app = await buildTestApp(database, {
    instanceSyncSecret: SYNC_SECRET,
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
  });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

it('logs every request without the secrets it carried', async () => {
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: SESSION_HEADERS,
    payload: { email: 'lo@summit.test', password: DEMO_PASSWORD },
  });
  const session = sessionOf(signedIn);
  const wrongPassword = 'Wrong-Password-Guess-0042';
  await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: SESSION_HEADERS,
    payload: { email: 'lo@summit.test', password: wrongPassword },
  });
  await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(session) });
  const refreshed = sessionOf(await refreshWith(app, session.refresh));
  const { token: syncToken } = signSyncToken(
    SYNC_SECRET,
    { sub: 'lo@harbor.test', aud: 'http://localhost:3000', iss: 'https://staging.correspondent.lender.test' },
    new Date(),
  );
  const exchanged = await app.inject({
    method: 'GET',
    url: `/api/instance-sync/exchange-token?token=${encodeURIComponent(syncToken)}`,
    headers: SESSION_HEADERS,
  });
  expect(exchanged.statusCode).toBe(200);
  await app.inject({ method: 'GET', url: '/api/auth/password-reset/check?token=link-token-from-an-email-0123456789' });

  const log = lines.join('\n');
  expect(lines.some((line) => line.includes('"url":"/api/instance-sync/exchange-token?token=[redacted]"'))).toBe(true);
  for (const secret of [
    DEMO_PASSWORD,
    wrongPassword,
    session.access.token,
    session.refresh,
    refreshed.access.token,
    refreshed.refresh,
    syncToken,
    syncToken.split('.')[2],
    'link-token-from-an-email-0123456789',
    SYNC_SECRET,
  ]) {
    expect(log).not.toContain(secret);
  }
});
