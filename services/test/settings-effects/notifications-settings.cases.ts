import type { FastifyInstance } from 'fastify';
import type { ApiProblem, Notification, PublicBranding, RemotesConfig, SettingEntry, VersionInfo } from 'shared-rules';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  database = await createTestDatabase('notifications-settings');
  app = await buildTestApp(database, {
    remoteUrlOverrides: { REMOTE_URL_MFE_ADMIN: 'https://admin.portal.example/mf-manifest.json' },
  });
  for (const email of ['lo@summit.test', 'lp@summit.test', 'lo@prairie.test', 'ae.jordan@lender.test', 'admin@lender.test']) {
    headers[email] = bearer(await login(app, email));
  }
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const list = async (email: string) =>
  (await app.inject({ method: 'GET', url: '/api/notifications', headers: headers[email] })).json<Notification[]>();

describe('notifications', () => {
  it('lists the seeded notifications unread first, then newest first', async () => {
    const items = await list('lo@summit.test');
    expect(items.length).toBe(4);
    const firstRead = items.findIndex((n) => n.read);
    expect(items.slice(0, firstRead).every((n) => !n.read)).toBe(true);
    expect(items.slice(firstRead).every((n) => n.read)).toBe(true);
    const unreadTimes = items.slice(0, firstRead).map((n) => Date.parse(n.timestamp));
    expect([...unreadTimes].sort((a, b) => b - a)).toEqual(unreadTimes);
  });

  it('marks one read and deletes one', async () => {
    const [first] = await list('lp@summit.test');
    const read = await app.inject({ method: 'PATCH', url: `/api/notifications/${first.id}/read`, headers: headers['lp@summit.test'] });
    expect(read.json<Notification>()).toMatchObject({ id: first.id, read: true });
    const removed = await app.inject({ method: 'DELETE', url: `/api/notifications/${first.id}`, headers: headers['lp@summit.test'] });
    expect(removed.statusCode).toBe(204);
    expect((await list('lp@summit.test')).map((n) => n.id)).not.toContain(first.id);
    const again = await app.inject({ method: 'DELETE', url: `/api/notifications/${first.id}`, headers: headers['lp@summit.test'] });
    expect(again.statusCode).toBe(404);
  });

  it('lets an account executive notify a user of a covered organisation', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/notifications',
      headers: headers['ae.jordan@lender.test'],
      payload: { userId: 'usr-summit-taylor', message: 'Your AE left a note on loan 1001.', link: '/loan/1001/summary' },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<Notification>();
    expect(created).toMatchObject({ message: 'Your AE left a note on loan 1001.', link: '/loan/1001/summary', read: false });
    expect((await list('lo@summit.test'))[0].id).toBe(created.id);
  });

  it('refuses senders without the right, or outside their organisations, with 403', async () => {
    const send = (email: string, userId: string) =>
      app.inject({ method: 'POST', url: '/api/notifications', headers: headers[email], payload: { userId, message: 'Hello' } });
    const fromExternal = await send('lo@summit.test', 'usr-summit-morgan');
    expect(fromExternal.statusCode).toBe(403);
    expect(fromExternal.json<ApiProblem>().code).toBe('forbidden');
    expect((await send('ae.jordan@lender.test', 'usr-prairie-parker')).statusCode).toBe(403);
    expect((await send('admin@lender.test', 'usr-prairie-parker')).statusCode).toBe(201);
  });

  it('rejects bad bodies and writes nothing', async () => {
    const before = (await list('lo@prairie.test')).length;
    for (const payload of [
      { userId: 'usr-prairie-parker' },
      { userId: 'usr-prairie-parker', message: '   ' },
      { userId: 'usr-prairie-parker', message: 'x'.repeat(501) },
      { userId: 'usr-prairie-parker', message: 'Hi', link: 'javascript:alert(1)' },
      { userId: 'usr-prairie-parker', message: 'Hi', urgent: true },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/api/notifications', headers: headers['admin@lender.test'], payload });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiProblem>().fields?.[0]?.field).toMatch(/^body\./);
    }
    expect((await list('lo@prairie.test')).length).toBe(before);
  });
});

describe('settings', () => {
  it('public keys are readable by any signed-in user, others only by administrators', async () => {
    const branding = await app.inject({ method: 'GET', url: '/api/settings/branding', headers: headers['lo@summit.test'] });
    expect(branding.json<SettingEntry<PublicBranding>>().value.brandName).toBe('Keystone Lending');
    const general = await app.inject({ method: 'GET', url: '/api/settings/general-settings', headers: headers['lo@summit.test'] });
    expect(general.json<SettingEntry>().value).toEqual({
      loanUpload: { enableWholesale: true, enableNonDelegated: true, enableDelegated: true },
    });
    expect((await app.inject({ method: 'GET', url: '/api/settings/email-settings', headers: headers['lo@summit.test'] })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'GET', url: '/api/settings/email-settings', headers: headers['admin@lender.test'] })).statusCode,
    ).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/settings/branding' })).statusCode).toBe(401);
  });

  it('only administrators save, and a known key is validated', async () => {
    const put = (email: string, key: string, value: unknown) =>
      app.inject({ method: 'PUT', url: `/api/settings/${key}`, headers: headers[email], payload: { value, version: 1 } });
    expect((await put('ae.jordan@lender.test', 'company-information', { companyName: 'X' })).statusCode).toBe(403);
    expect((await put('lo@summit.test', 'branding', { wrong: 'shape' })).statusCode).toBe(403);
    const invalid = await put('admin@lender.test', 'branding', { brandName: '', logo: { lightMode: null, darkMode: null } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<ApiProblem>().fields?.[0]?.field).toBe('body.value.brandName');
    const saved = await put('admin@lender.test', 'company-information', { companyName: 'Keystone Lending LLC' });
    expect(saved.json<SettingEntry>()).toMatchObject({ value: { companyName: 'Keystone Lending LLC' }, version: 2 });
  });

  it('serves the public branding without sign-in', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public/branding' });
    expect(response.statusCode).toBe(200);
    const branding = response.json<PublicBranding>();
    expect(branding.brandName).toBe('Keystone Lending');
    expect(branding.logo.lightMode).toMatch(/^\/api\/public\/assets\//);
    const logo = await app.inject({ method: 'GET', url: branding.logo.lightMode ?? '' });
    expect(logo.headers['content-type']).toBe('image/svg+xml');
  });
});

describe('platform', () => {
  it('GET /api/version is public, uncached, and carries the build id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/version' });
    expect(response.json<VersionInfo>()).toEqual({ message: 'test-build' });
    expect(response.headers['cache-control']).toContain('no-cache');
    expect(response.headers['x-request-id']).toBeTruthy();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('API answers are never stored by a cache unless the route says so; the docs page gets the page headers', async () => {
    const profile = await app.inject({ method: 'GET', url: '/api/public/branding' });
    expect(profile.headers['cache-control']).toBe('no-store');
    expect(profile.headers['x-frame-options']).toBe('DENY');
    const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['x-frame-options']).toBe('DENY');
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'");
    // Only the docs page itself: a route that merely starts with the same letters is an API answer.
    const lookalike = await app.inject({ method: 'GET', url: '/api/docsearch' });
    expect(lookalike.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/remotes lists the remotes, with env overrides applied', async () => {
    const { remotes } = (await app.inject({ method: 'GET', url: '/api/remotes' })).json<RemotesConfig>();
    expect(remotes.map((r) => r.name)).toEqual(['mfe_loan', 'mfe_admin', 'mfe_help_center', 'mfe_assistant', 'mfe_add_loan']);
    expect(remotes.find((r) => r.name === 'mfe_admin')?.manifestUrl).toBe('https://admin.portal.example/mf-manifest.json');
    expect(remotes.find((r) => r.name === 'mfe_loan')).toEqual({
      name: 'mfe_loan',
      manifestUrl: 'http://localhost:3001/mf-manifest.json',
      label: 'Loans',
      routes: ['/pipeline', '/dashboard', '/quick-pricer', '/ae-pipeline', '/loan', '/admin/pricing'],
      slots: ['loan-sidebar'],
    });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/profile', '/api/external-users/summary', '/api/notifications']),
    );
  });

  it('answers unknown routes with a 404 problem', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('allows CORS from the local remote origins only', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/api/profile',
      headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    const denied = await app.inject({
      method: 'OPTIONS',
      url: '/api/profile',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});
