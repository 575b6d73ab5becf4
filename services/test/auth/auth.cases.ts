import type { FastifyInstance } from 'fastify';
import { type ApiProblem, type Profile, SESSION_REQUEST_HEADER, SESSION_REQUEST_REFUSED } from 'shared-rules';
import {
  bearer,
  buildTestApp,
  createTestDatabase,
  DEMO_PASSWORD,
  login,
  refreshWith,
  SESSION_HEADERS,
  sessionOf,
  type TestDatabase,
} from '../helpers/test-app';
import { REFRESH_REUSE_GRACE_MS } from '../../src/platform/auth/refresh-tokens';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase('auth');
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('login', () => {
  it('answers the access token, and sets the refresh token as an HttpOnly, SameSite=Strict cookie for the auth routes only', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'lo@summit.test', password: DEMO_PASSWORD },
      headers: SESSION_HEADERS,
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<Record<string, unknown>>())).toEqual(['access']);
    const cookie = response.cookies.find((candidate) => candidate.name === 'portal_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie?.value.length).toBeGreaterThan(20);
    expect(response.body).not.toContain(cookie?.value);
    // A portal on http://localhost (the default PORTAL_URL) is the only one whose cookies are not Secure.
    expect(cookie?.secure).toBeFalsy();
    expect(Date.parse(String(cookie?.expires))).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
  });

  it('makes the cookie Secure for a portal served anywhere but a loopback address', async () => {
    const deployed = await buildTestApp(database, { mail: { portalUrl: 'https://portal.lender.test' } });
    try {
      const response = await deployed.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'lo@summit.test', password: DEMO_PASSWORD },
        headers: { ...SESSION_HEADERS, origin: 'https://portal.lender.test' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((candidate) => candidate.name === 'portal_refresh')?.secure).toBe(true);
    } finally {
      await deployed.close();
    }
  });

  it('refuses a cookie route without the portal’s request header, or from another origin, before reading it', async () => {
    const signIn = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'lo@summit.test', password: DEMO_PASSWORD }, headers });
    const refusedHeaders: Record<string, string>[] = [
      {},
      { [SESSION_REQUEST_HEADER]: 'yes' },
      { ...SESSION_HEADERS, origin: 'https://evil.example' },
    ];
    for (const headers of refusedHeaders) {
      const response = await signIn(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiProblem>()).toMatchObject({ code: 'session-request-refused', detail: SESSION_REQUEST_REFUSED });
      expect(response.cookies).toEqual([]);
    }
    expect((await signIn({ ...SESSION_HEADERS, origin: 'http://localhost:3000' })).statusCode).toBe(200);
    const pair = await login(app, 'lo@summit.test');
    const forged = await app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { portal_refresh: pair.refresh } });
    expect(forged.statusCode).toBe(403);
    // The forged request spent nothing: the cookie still works for the portal's own page.
    expect((await refreshWith(app, pair.refresh)).statusCode).toBe(200);
  });

  it('returns an access token that expires in the future', async () => {
    const pair = await login(app, 'lo@summit.test');
    expect(pair.access.token.split('.')).toHaveLength(3);
    expect(Date.parse(pair.access.expires)).toBeGreaterThan(Date.now());
    // `expires` is the token's own exp claim.
    const claims = app.jwt.decode<{ exp: number }>(pair.access.token);
    expect(Date.parse(pair.access.expires)).toBe(claims!.exp * 1000);
    expect(pair.refresh.length).toBeGreaterThan(20);
  });

  it('accepts the email in any letter case', async () => {
    await expect(login(app, 'LO@Summit.TEST')).resolves.toHaveProperty('refresh');
  });

  it('refuses a wrong password with a 401 problem', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'lo@summit.test', password: 'nope' },
      headers: SESSION_HEADERS,
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json<ApiProblem>()).toMatchObject({ status: 401, code: 'invalid-credentials' });
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@summit.test', password: 'x' },
      headers: SESSION_HEADERS,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiProblem>().code).toBe('invalid-credentials');
  });

  it('refuses a disabled account with a clear problem', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'former@summit.test', password: 'Portal-Demo-2026' },
      headers: SESSION_HEADERS,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiProblem>()).toMatchObject({ code: 'account-disabled', detail: expect.stringContaining('disabled') });
  });

  it.each([
    [{ email: 'lo@summit.test' }, 'body.password'],
    [{ email: 'not-an-email', password: 'x' }, 'body.email'],
    [{ email: 'lo@summit.test', password: 'x', admin: true }, 'body.admin'],
    [{ email: `${'a'.repeat(250)}@summit.test`, password: 'x' }, 'body.email'],
    [{ email: 42, password: 'x' }, 'body.email'],
  ])('rejects %j with a 400 naming %s', async (payload, field) => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: SESSION_HEADERS });
    expect(response.statusCode).toBe(400);
    const problem = response.json<ApiProblem>();
    expect(problem.code).toBe('invalid-input');
    expect(problem.fields?.[0]?.field).toBe(field);
  });

  it('rejects malformed JSON with a 400 problem', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', ...SESSION_HEADERS },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });
});

describe('refresh rotation', () => {
  const refresh = (token: string) => refreshWith(app, token);

  it('rotates: the new refresh token works, the old one is refused', async () => {
    const first = await login(app, 'lp@summit.test');
    const rotated = await refresh(first.refresh);
    expect(rotated.statusCode).toBe(200);
    const second = sessionOf(rotated);
    expect(second.refresh).not.toBe(first.refresh);
    expect((await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(second) })).statusCode).toBe(200);
    expect((await refresh(second.refresh)).statusCode).toBe(200);
  });

  it('revokes the whole family when an old refresh token comes back after the grace window (stolen or replayed)', async () => {
    const first = await login(app, 'both@summit.test');
    const rotatedAt = new Date();
    const second = await app.refreshTokens.rotate(first.refresh, rotatedAt);
    expect(second.outcome).toBe('rotated');
    const later = new Date(rotatedAt.getTime() + REFRESH_REUSE_GRACE_MS);
    expect(await app.refreshTokens.rotate(first.refresh, later)).toMatchObject({ outcome: 'reused' });
    // The thief's rotated token is dead too.
    const afterReuse = await refresh(second.outcome === 'rotated' ? second.token : '');
    expect(afterReuse.statusCode).toBe(401);
    expect(afterReuse.json<ApiProblem>().code).toBe('refresh-token-invalid');
    // Another sign-in of the same user is a different family and keeps working.
    const other = await login(app, 'both@summit.test');
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('takes back a token a moment after its rotation (a page that navigated while refreshing), in the same sign-in', async () => {
    const first = await login(app, 'lp@harbor.test');
    const rotated = sessionOf(await refresh(first.refresh));
    // The page never received `rotated`: the next page sends `first` again.
    const again = await refresh(first.refresh);
    expect(again.statusCode).toBe(200);
    const sibling = sessionOf(again);
    expect(sibling.refresh).not.toBe(rotated.refresh);
    expect((await refresh(sibling.refresh)).statusCode).toBe(200);
    expect((await refresh(rotated.refresh)).statusCode).toBe(200);
    // Signing out ends the whole sign-in, siblings included.
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: SESSION_HEADERS, cookies: { portal_refresh: sibling.refresh } });
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
  });

  it('answers two concurrent uses of one token (two requests racing) without ending the sign-in', async () => {
    const pair = await login(app, 'lo@harbor.test');
    const results = await Promise.all([refresh(pair.refresh), refresh(pair.refresh)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
  });

  it('lets only one of two concurrent uses succeed when there is no grace window', async () => {
    const strict = await buildTestApp(database, { refreshReuseGraceMs: 0 });
    try {
      const pair = await login(strict, 'lo@harbor.test');
      const results = await Promise.all([refreshWith(strict, pair.refresh), refreshWith(strict, pair.refresh)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    } finally {
      await strict.close();
    }
  });

  it('answers 401 without a session cookie, and clears a cookie it refuses', async () => {
    const none = await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: SESSION_HEADERS });
    expect(none.statusCode).toBe(401);
    expect(none.json<ApiProblem>().code).toBe('refresh-token-missing');
    const unknown = await refresh('x'.repeat(43));
    expect(unknown.cookies.find((cookie) => cookie.name === 'portal_refresh')?.value).toBe('');
  });

  it('refuses an unknown refresh token', async () => {
    const response = await refresh('x'.repeat(43));
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiProblem>().code).toBe('refresh-token-invalid');
  });

  it('logout ends the sign-in: its refresh token stops working', async () => {
    const pair = await login(app, 'lp@harbor.test');
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: SESSION_HEADERS,
      cookies: { portal_refresh: pair.refresh },
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((cookie) => cookie.name === 'portal_refresh')).toMatchObject({ value: '', path: '/api/auth' });
    expect((await refresh(pair.refresh)).statusCode).toBe(401);
  });

  it('refuses refresh for an account disabled after sign-in', async () => {
    const pair = await login(app, 'lo@prairie.test');
    await database.handle.db.updateTable('users').set({ disabledLogin: true }).where('email', '=', 'lo@prairie.test').execute();
    try {
      const response = await refresh(pair.refresh);
      expect(response.statusCode).toBe(401);
      expect(response.json<ApiProblem>().code).toBe('account-disabled');
    } finally {
      await database.handle.db.updateTable('users').set({ disabledLogin: false }).where('email', '=', 'lo@prairie.test').execute();
    }
  });
});

describe('access tokens', () => {
  it('401 without a token, with a garbage token and with a token signed by another key', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/profile' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json<ApiProblem>().code).toBe('token-missing');
    const garbage = await app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(garbage.json<ApiProblem>().code).toBe('token-invalid');
    const forged = app.jwt.sign({ sub: 'usr-admin-alex', ut: 'internal', org: null, per: ['1'] }, { key: 'another-secret' });
    const response = await app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${forged}` } });
    expect(response.statusCode).toBe(401);
  });

  it('401 token-expired once the access token is past its expiry', async () => {
    const shortLived = await buildTestApp(database, { accessTokenTtlSeconds: 1 });
    try {
      const pair = await login(shortLived, 'lo@summit.test');
      // Used once while valid, so the verified token is cached: the cache must not outlive it.
      expect((await shortLived.inject({ method: 'GET', url: '/api/profile', headers: bearer(pair) })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const response = await shortLived.inject({ method: 'GET', url: '/api/profile', headers: bearer(pair) });
      expect(response.statusCode).toBe(401);
      expect(response.json<ApiProblem>().code).toBe('token-expired');
    } finally {
      await shortLived.close();
    }
  });
});

describe('profile', () => {
  it('gives an external user the spec shape with tpoUser, sales rep and organisation', async () => {
    const pair = await login(app, 'both@summit.test');
    const profile = (await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(pair) })).json<Profile>();
    expect(profile).toMatchObject({
      name: { first: 'Sam', last: 'Rivera' },
      email: 'both@summit.test',
      userType: 'external',
      profilePhoto: null,
      doNotShowAgain: [],
      hasIntegrationToken: true,
      personas: [{ entityId: '3' }],
      impersonator: null,
      tpoUser: {
        firstName: 'Sam',
        lastName: 'Rivera',
        roleTypes: ['lo', 'lp'],
        salesRep: { entityId: 'usr-ae-jordan' },
        organization: { entityId: 'org-summit' },
        personas: [{ entityId: '3' }],
      },
    });
    expect(profile.encompassId).toBeTruthy();
    expect(profile.tpoUser?.phone).toMatch(/\d{3}-\d{3}-\d{4}/);
  });

  it('gives internal users no tpoUser, and reports a missing integration token', async () => {
    const admin = (
      await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(await login(app, 'admin@lender.test')) })
    ).json<Profile>();
    expect(admin).toMatchObject({ userType: 'internal', tpoUser: null, personas: [{ entityId: '1' }], hasIntegrationToken: true });
    const ops = (
      await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(await login(app, 'ops@lender.test')) })
    ).json<Profile>();
    expect(ops).toMatchObject({ name: { first: 'Riley', last: 'Chen' }, hasIntegrationToken: false });
  });

  it('adds and removes do-not-show-again keys', async () => {
    const headers = bearer(await login(app, 'admin@lender.test'));
    const patch = (payload: object) => app.inject({ method: 'PATCH', url: '/api/profile/do-not-show-again', headers, payload });
    expect((await patch({ key: 'admin-training', value: true })).json<Profile>().doNotShowAgain).toEqual(['admin-training']);
    expect((await patch({ key: 'admin-training', value: true })).json<Profile>().doNotShowAgain).toEqual(['admin-training']);
    expect((await patch({ key: 'admin-training', value: false })).json<Profile>().doNotShowAgain).toEqual([]);
    const bad = await patch({ key: 'admin-training', value: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiProblem>().fields?.[0]?.field).toBe('body.value');
  });
});
