import type { FastifyInstance } from 'fastify';
import {
  type ApiProblem,
  PASSWORD_RESET_LINK_HOURS,
  PASSWORD_RESET_TEXTS,
  PASSWORD_RULE_TEXTS,
  type PasswordResetLink,
  type PasswordResetSent,
  USER_ADMIN_TEXTS,
} from 'shared-rules';
import {
  bearer,
  buildTestApp,
  createTestDatabase,
  DEMO_PASSWORD,
  login,
  type TestDatabase,
  type TestSession,
  refreshWith,
  SESSION_HEADERS,
} from '../helpers/test-app';
import { auditOf, callAs, type Headers, passwordEmailsTo, tokenIn } from './user-admin-helpers';

const NEW_PASSWORD = 'harbor lantern copper 58 quilt';

let database: TestDatabase;
let app: FastifyInstance;
let call: ReturnType<typeof callAs>;
const as = {} as Record<'admin' | 'jordan', Headers>;

beforeAll(async () => {
  database = await createTestDatabase('user-admin-password-links');
  // A generous allowance: this file calls the public routes more often than a person would.
  app = await buildTestApp(database, { rateLimits: { login: { max: 200, timeWindow: 60_000 } } });
  call = callAs(app);
  as.admin = bearer(await login(app, 'admin@lender.test'));
  as.jordan = bearer(await login(app, 'ae.jordan@lender.test'));
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const sendLink = (headers: Headers, userId: string) => call('POST', `/api/admin/users/${userId}/password-reset`, headers);
const check = (token: string) => call('POST', '/api/auth/password-reset/check', undefined, { token });
const complete = (token: string, password: string) => call('POST', '/api/auth/password-reset', undefined, { token, password });
const latestToken = async (address: string) => tokenIn((await passwordEmailsTo(app, as.admin, address))[0]);
const expectLinkInvalid = (response: Awaited<ReturnType<typeof check>>) => {
  expect(response.statusCode).toBe(410);
  expect(response.json<ApiProblem>().detail).toBe(PASSWORD_RESET_TEXTS.linkInvalid);
};

describe('a link sent by an administrator', () => {
  let session: TestSession;

  it('emails a one-hour link, says where it went, and audits it', async () => {
    session = await login(app, 'lo@harbor.test');
    const sent = await sendLink(as.admin, 'usr-harbor-drew');
    expect(sent.statusCode).toBe(202);
    const answer = sent.json<PasswordResetSent>();
    expect(answer.sentTo).toBe('lo@harbor.test');
    expect((Date.parse(answer.expiresAt) - Date.now()) / 3_600_000).toBeCloseTo(PASSWORD_RESET_LINK_HOURS, 1);
    const [email] = await passwordEmailsTo(app, as.admin, 'lo@harbor.test');
    expect(email.subject).toBe('Choose a new password for the portal');
    expect((await check(tokenIn(email))).json<PasswordResetLink>()).toMatchObject({
      email: 'lo@harbor.test',
      firstName: 'Drew',
      purpose: 'reset',
    });
    expect(await auditOf(database, 'usr-harbor-drew')).toEqual([
      { action: 'user.password-link', actorId: 'usr-admin-alex', details: { purpose: 'reset', expiresAt: answer.expiresAt } },
    ]);
  });

  it('stops an older link working once a newer one is sent', async () => {
    const older = await latestToken('lo@harbor.test');
    expect((await sendLink(as.jordan, 'usr-harbor-drew')).statusCode).toBe(202);
    const newer = await latestToken('lo@harbor.test');
    expect(newer).not.toBe(older);
    expectLinkInvalid(await check(older));
    expect((await check(newer)).statusCode).toBe(200);
  });

  it('refuses a weak password under its field, then sets a good one and ends every sign-in', async () => {
    const token = await latestToken('lo@harbor.test');
    const cases: Array<[string, string]> = [
      ['short', PASSWORD_RULE_TEXTS.tooShort],
      ['drew carter secret words', PASSWORD_RULE_TEXTS.personal],
      ['password1234', PASSWORD_RULE_TEXTS.breached],
      [DEMO_PASSWORD, PASSWORD_RULE_TEXTS.unchanged],
    ];
    for (const [password, message] of cases) {
      const refused = await complete(token, password);
      expect(refused.statusCode).toBe(422);
      expect(refused.json<ApiProblem>().fields).toEqual([{ field: 'body.password', message }]);
    }

    expect((await complete(token, NEW_PASSWORD)).statusCode).toBe(204);
    expect((await refreshWith(app, session.refresh)).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/login', SESSION_HEADERS, { email: 'lo@harbor.test', password: DEMO_PASSWORD })).statusCode).toBe(
      401,
    );
    expect((await login(app, 'lo@harbor.test', NEW_PASSWORD)).access.token).toBeTruthy();
    expect((await auditOf(database, 'usr-harbor-drew')).at(-1)).toEqual({
      action: 'user.password-reset',
      actorId: 'usr-harbor-drew',
      details: { purpose: 'reset' },
    });
  });

  it('works once', async () => {
    const token = await latestToken('lo@harbor.test');
    expectLinkInvalid(await check(token));
    expectLinkInvalid(await complete(token, 'another long passphrase 99 kettle'));
  });

  it('stops working when it expires or when the user is disabled', async () => {
    await sendLink(as.admin, 'usr-summit-taylor');
    const expiring = await latestToken('lo@summit.test');
    await database.handle.db
      .updateTable('passwordLinks')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('userId', '=', 'usr-summit-taylor')
      .execute();
    expectLinkInvalid(await check(expiring));

    await sendLink(as.admin, 'usr-summit-sam');
    const beforeDisabling = await latestToken('both@summit.test');
    expect((await call('PATCH', '/api/admin/users/usr-summit-sam', as.admin, { disabledLogin: true })).statusCode).toBe(200);
    expectLinkInvalid(await complete(beforeDisabling, NEW_PASSWORD));
  });

  it('is refused for a disabled user, and for a user out of the caller’s reach', async () => {
    const disabled = await sendLink(as.admin, 'usr-harbor-quinn');
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json<ApiProblem>().detail).toBe(USER_ADMIN_TEXTS.resetForDisabled);
    const outside = await sendLink(as.jordan, 'usr-prairie-parker');
    expect(outside.statusCode).toBe(404);
    expect(outside.json<ApiProblem>().detail).toBe(USER_ADMIN_TEXTS.noUser);
  });

  it('invites again a user who never chose a password', async () => {
    const created = await call('POST', '/api/admin/users', as.admin, {
      userType: 'external',
      firstName: 'Noa',
      lastName: 'Field',
      email: 'noa.field@harbor.test',
      organizationId: 'org-harbor',
      roleTypes: ['lo'],
    });
    const resent = await sendLink(as.admin, created.json<{ id: string }>().id);
    expect(resent.statusCode).toBe(202);
    const emails = await passwordEmailsTo(app, as.admin, 'noa.field@harbor.test');
    expect(emails).toHaveLength(2);
    expect((await check(tokenIn(emails[0]))).json<PasswordResetLink>().purpose).toBe('invite');
    expectLinkInvalid(await check(tokenIn(emails[1])));
  });
});

describe('a link asked for by email', () => {
  const request = (email: string) => call('POST', '/api/auth/password-reset/request', undefined, { email });

  it('answers 202 for any address, and emails only an account that can sign in', async () => {
    for (const address of ['nobody@nowhere.test', 'disabled@prairie.test', ' LP@Prairie.test ']) {
      expect((await request(address)).statusCode).toBe(202);
    }
    expect(await passwordEmailsTo(app, as.admin, 'nobody@nowhere.test')).toEqual([]);
    expect(await passwordEmailsTo(app, as.admin, 'disabled@prairie.test')).toEqual([]);
    const token = await latestToken('lp@prairie.test');
    expect((await check(token)).json<PasswordResetLink>()).toMatchObject({ email: 'lp@prairie.test', purpose: 'reset' });
    expect((await complete(token, NEW_PASSWORD)).statusCode).toBe(204);
    expect((await auditOf(database, 'usr-prairie-rowan')).at(-1)).toMatchObject({
      action: 'user.password-reset',
      actorId: 'usr-prairie-rowan',
    });
  });

  it('is limited like signing in', async () => {
    const strict = await buildTestApp(database, { rateLimits: { login: { max: 2, timeWindow: 60_000 } } });
    try {
      const ask = () =>
        strict.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: 'nobody@nowhere.test' } });
      expect([(await ask()).statusCode, (await ask()).statusCode, (await ask()).statusCode]).toEqual([202, 202, 429]);
    } finally {
      await strict.close();
    }
  });
});
