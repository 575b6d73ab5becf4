import type { FastifyInstance } from 'fastify';
import {
  CURRENT_PASSWORD_WRONG,
  EMAIL_TAKEN,
  INTEGRATION_TOKEN_TEXTS,
  type IntegrationTokenStatus,
  PASSWORD_RULE_TEXTS,
  type Profile,
} from 'shared-rules';
import {
  bearer,
  buildTestApp,
  createTestDatabase,
  DEMO_PASSWORD,
  login,
  randomSecret,
  type TestDatabase,
  type TestSession,
  sessionOf,
  refreshWith,
} from '../helpers/test-app';

const SECRETS_KEY = randomSecret();
const NEW_PASSWORD = 'copper lantern orbit 47 meadow';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase('account');
  app = await buildTestApp(database, { secretsKey: SECRETS_KEY });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const call = (method: 'GET' | 'PATCH' | 'PUT' | 'POST' | 'DELETE', url: string, pair: TestSession, payload?: object) =>
  app.inject({ method, url, headers: bearer(pair), ...(payload ? { payload } : {}) });

const auditOf = (userId: string) =>
  database.handle.db.selectFrom('auditLog').select(['action', 'actorId', 'details']).where('entityId', '=', userId).orderBy('id').execute();

/** A JWT-shaped token (the portal reads only its claims) expiring at `exp` (seconds). */
const tokenExpiring = (exp: number | undefined) =>
  [
    'eyJhbGciOiJSUzI1NiJ9',
    Buffer.from(JSON.stringify(exp === undefined ? { sub: 'riley' } : { sub: 'riley', exp })).toString('base64url'),
    'c2lnbmF0dXJl',
  ].join('.');

describe('name and phones', () => {
  it('changes them, trimmed, shows them in the profile at once, and audits the change', async () => {
    const pair = await login(app, 'lp@summit.test');
    const before = (await call('GET', '/api/profile', pair)).json<Profile>();
    const changed = await call('PATCH', '/api/profile', pair, {
      firstName: ' Jamie ',
      lastName: 'Rivera-Cole',
      phone: '(555) 010-2000 x12',
      cell: '',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Profile>()).toMatchObject({ name: { first: 'Jamie', last: 'Rivera-Cole' }, phone: '(555) 010-2000 x12', cell: '' });
    expect((await call('GET', '/api/profile', pair)).json<Profile>().name).toEqual({ first: 'Jamie', last: 'Rivera-Cole' });
    expect(await auditOf(before.id)).toEqual([{ action: 'profile-updated', actorId: before.id, details: { nameChanged: true } }]);
  });

  it('refuses a blank name and a phone with letters, changing nothing', async () => {
    const pair = await login(app, 'both@summit.test');
    const blank = await call('PATCH', '/api/profile', pair, { firstName: '  ', lastName: 'Kim', phone: '', cell: '' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ detail: 'Enter your first and last name.' });
    const letters = await call('PATCH', '/api/profile', pair, { firstName: 'Quentin', lastName: 'Kim', phone: 'call me', cell: '' });
    expect(letters.statusCode).toBe(400);
    expect((await call('GET', '/api/profile', pair)).json<Profile>().name.first).not.toBe('Quentin');
  });
});

describe('email address', () => {
  it('needs the current password, refuses an address another account uses, then changes the sign-in name', async () => {
    const pair = await login(app, 'lo@harbor.test');
    const wrong = await call('PUT', '/api/profile/email', pair, { email: 'new.harbor@harbor.test', password: 'not my password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ fields: [{ field: 'body.password', message: CURRENT_PASSWORD_WRONG }] });
    const taken = await call('PUT', '/api/profile/email', pair, { email: 'LP@harbor.test', password: DEMO_PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ detail: EMAIL_TAKEN });

    const changed = await call('PUT', '/api/profile/email', pair, { email: ' New.Harbor@Harbor.test ', password: DEMO_PASSWORD });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Profile>().email).toBe('new.harbor@harbor.test');
    await expect(login(app, 'new.harbor@harbor.test')).resolves.toBeDefined();
    await expect(login(app, 'lo@harbor.test')).rejects.toThrow('401');
  });
});

describe('password', () => {
  it('refuses a wrong current password and every rule of the policy', async () => {
    const pair = await login(app, 'lo@summit.test');
    const change = (currentPassword: string, newPassword: string) =>
      call('POST', '/api/profile/password', pair, { currentPassword, newPassword });
    const wrong = await change('not my password', NEW_PASSWORD);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ fields: [{ field: 'body.currentPassword', message: CURRENT_PASSWORD_WRONG }] });
    for (const [password, rule] of [
      ['short', 'tooShort'],
      ['lo@summit.test is me', 'personal'],
      ['passwordpassword', 'breached'],
      ['aaaaaaaaaaaaaaaa', 'guessable'],
    ] as const) {
      const refused = await change(DEMO_PASSWORD, password);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: `password-${rule}`,
        fields: [{ field: 'body.newPassword', message: PASSWORD_RULE_TEXTS[rule] }],
      });
    }
    await expect(login(app, 'lo@summit.test')).resolves.toBeDefined();
  });

  it('changes it: every other sign-in ends, this one goes on with the new pair, and the audit says so without the password', async () => {
    const elsewhere = await login(app, 'ae.jordan@lender.test');
    const here = await login(app, 'ae.jordan@lender.test');
    const changed = await call('POST', '/api/profile/password', here, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.statusCode).toBe(200);
    const pair = sessionOf(changed);

    const refreshOld = await refreshWith(app, elsewhere.refresh);
    expect(refreshOld.statusCode).toBe(401);
    const refreshNew = await refreshWith(app, pair.refresh);
    expect(refreshNew.statusCode).toBe(200);
    await expect(login(app, 'ae.jordan@lender.test')).rejects.toThrow('401');
    await expect(login(app, 'ae.jordan@lender.test', NEW_PASSWORD)).resolves.toBeDefined();

    const profile = (await call('GET', '/api/profile', pair)).json<Profile>();
    const audit = await auditOf(profile.id);
    expect(audit.map((entry) => entry.action)).toContain('password-changed');
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);

    const same = await call('POST', '/api/profile/password', pair, { currentPassword: NEW_PASSWORD, newPassword: NEW_PASSWORD });
    expect(same.json()).toMatchObject({ code: 'password-unchanged', detail: PASSWORD_RULE_TEXTS.unchanged });
  });
});

describe('integration token', () => {
  it('lets an internal user without one store a valid token (sealed), after which the profile reports it', async () => {
    const pair = await login(app, 'ops@lender.test');
    expect((await call('GET', '/api/profile', pair)).json<Profile>().hasIntegrationToken).toBe(false);
    expect((await call('GET', '/api/profile/integration-token', pair)).json<IntegrationTokenStatus>()).toEqual({
      hasIntegrationToken: false,
      expiresAt: null,
      canStore: true,
    });
    const now = Math.floor(Date.now() / 1000);
    for (const [token, refusal] of [
      ['not-a-token', 'malformed'],
      [tokenExpiring(now - 60), 'expired'],
      [tokenExpiring(undefined), 'noExpiry'],
    ] as const) {
      const refused = await call('PUT', '/api/profile/integration-token', pair, { token });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ detail: INTEGRATION_TOKEN_TEXTS[refusal] });
    }
    const token = tokenExpiring(now + 3600);
    const stored = await call('PUT', '/api/profile/integration-token', pair, { token: ` ${token} ` });
    expect(stored.statusCode).toBe(200);
    expect(stored.json<IntegrationTokenStatus>()).toEqual({
      hasIntegrationToken: true,
      expiresAt: new Date((now + 3600) * 1000).toISOString(),
      canStore: true,
    });
    expect(stored.body).not.toContain(token);
    expect((await call('GET', '/api/profile', pair)).json<Profile>().hasIntegrationToken).toBe(true);
    const row = await database.handle.db
      .selectFrom('users')
      .select('integrationTokenSealed')
      .where('email', '=', 'ops@lender.test')
      .executeTakeFirstOrThrow();
    expect(row.integrationTokenSealed?.startsWith('v1.')).toBe(true);
    expect(row.integrationTokenSealed).not.toContain(token.split('.')[1]);

    const removed = await call('DELETE', '/api/profile/integration-token', pair);
    expect(removed.json<IntegrationTokenStatus>().hasIntegrationToken).toBe(false);
    expect((await call('GET', '/api/profile', pair)).json<Profile>().hasIntegrationToken).toBe(false);
  });

  it('is for internal users only', async () => {
    const pair = await login(app, 'lp@harbor.test');
    const refused = await call('PUT', '/api/profile/integration-token', pair, { token: tokenExpiring(Math.floor(Date.now() / 1000) + 60) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: INTEGRATION_TOKEN_TEXTS.internalOnly });
  });
});
