import type { FastifyInstance } from 'fastify';
import type { Banner, ExternalUsersSummary, Organization, Profile, SettingEntry } from 'shared-rules';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

// The per-process read cache must answer exactly what the database holds once a write has
// been announced, and never hand one caller's cached answer to another.
let database: TestDatabase;
let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  database = await createTestDatabase('read-cache');
  // A long TTL: every fresh answer below comes from an invalidation, not from expiry.
  app = await buildTestApp(database, { readCacheTtlMs: 600_000 });
  for (const email of ['lo@summit.test', 'lo@harbor.test', 'ae.jordan@lender.test', 'admin@lender.test']) {
    headers[email] = bearer(await login(app, email));
  }
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const get = (email: string, url: string) => app.inject({ method: 'GET', url, headers: headers[email] });
const profileOf = async (email: string) => (await get(email, '/api/profile')).json<Profile>();
const SUMMIT_CONTACTS = '/api/external-users/summary?orgId=org-summit&roleType=both&includeDisabled=false';
const summitContactIds = async (email = 'lo@summit.test') =>
  (await get(email, SUMMIT_CONTACTS)).json<ExternalUsersSummary>().results.map((user) => user.id);

describe('profile', () => {
  it('shows a do-not-show-again change at once, though the profile was cached before it', async () => {
    expect((await profileOf('lo@summit.test')).doNotShowAgain).not.toContain('welcome-tour');
    const patched = await app.inject({
      method: 'PATCH',
      url: '/api/profile/do-not-show-again',
      headers: headers['lo@summit.test'],
      payload: { key: 'welcome-tour', value: true },
    });
    expect(patched.statusCode).toBe(200);
    expect((await profileOf('lo@summit.test')).doNotShowAgain).toContain('welcome-tour');

    await app.inject({
      method: 'PATCH',
      url: '/api/profile/do-not-show-again',
      headers: headers['lo@summit.test'],
      payload: { key: 'welcome-tour', value: false },
    });
    expect((await profileOf('lo@summit.test')).doNotShowAgain).not.toContain('welcome-tour');
  });

  it('gives every user their own profile, whoever asked first', async () => {
    const [summit, harbor] = await Promise.all([profileOf('lo@summit.test'), profileOf('lo@harbor.test')]);
    expect(summit.email).toBe('lo@summit.test');
    expect(harbor.email).toBe('lo@harbor.test');
    expect(harbor.tpoUser?.organization.entityId).toBe('org-harbor');
  });

  it('shows a user change and an organisation change once they are announced', async () => {
    expect((await profileOf('lo@summit.test')).name.first).toBe('Taylor');
    await database.handle.db.updateTable('users').set({ firstName: 'Tayla' }).where('id', '=', 'usr-summit-taylor').execute();
    // Written behind the services' back: the cached profile is still served …
    expect((await profileOf('lo@summit.test')).name.first).toBe('Taylor');
    // … until the write is announced.
    await app.readCache.invalidate({ kind: 'user', userId: 'usr-summit-taylor' });
    expect((await profileOf('lo@summit.test')).name.first).toBe('Tayla');

    expect((await profileOf('lo@summit.test')).tpoUser?.salesRep).toEqual({ entityId: 'usr-ae-jordan' });
    await database.handle.db.updateTable('organizations').set({ primaryAeId: 'usr-ae-casey' }).where('id', '=', 'org-summit').execute();
    await app.readCache.invalidate({ kind: 'organization', organizationId: 'org-summit' });
    expect((await profileOf('lo@summit.test')).tpoUser?.salesRep).toEqual({ entityId: 'usr-ae-casey' });

    await database.handle.db.updateTable('users').set({ firstName: 'Taylor' }).where('id', '=', 'usr-summit-taylor').execute();
    await database.handle.db.updateTable('organizations').set({ primaryAeId: 'usr-ae-jordan' }).where('id', '=', 'org-summit').execute();
    await app.readCache.invalidate({ kind: 'user', userId: 'usr-summit-taylor' });
    await app.readCache.invalidate({ kind: 'organization', organizationId: 'org-summit' });
  });
});

describe('organisation contacts', () => {
  it('checks access on every request, even when the list is cached', async () => {
    expect(await summitContactIds('lo@summit.test')).toContain('usr-summit-taylor');
    expect((await get('lo@harbor.test', SUMMIT_CONTACTS)).statusCode).toBe(404);
  });

  it('shows a user disabled or re-enabled once the change is announced', async () => {
    // Read by their account executive: the disabled user's own token stops working with the announcement.
    const asJordan = () => summitContactIds('ae.jordan@lender.test');
    expect(await asJordan()).toContain('usr-summit-taylor');
    await database.handle.db.updateTable('users').set({ disabledLogin: true }).where('id', '=', 'usr-summit-taylor').execute();
    await app.readCache.invalidate({ kind: 'user', userId: 'usr-summit-taylor' });
    expect(await asJordan()).not.toContain('usr-summit-taylor');
    expect((await get('lo@summit.test', '/api/profile')).statusCode).toBe(401);

    await database.handle.db.updateTable('users').set({ disabledLogin: false }).where('id', '=', 'usr-summit-taylor').execute();
    await app.readCache.invalidate({ kind: 'user', userId: 'usr-summit-taylor' });
    expect(await asJordan()).toContain('usr-summit-taylor');
    expect((await get('lo@summit.test', '/api/profile')).statusCode).toBe(200);
  });
});

describe('user administration', () => {
  const adminPatch = (userId: string, payload: object) =>
    app.inject({ method: 'PATCH', url: `/api/admin/users/${userId}`, headers: headers['admin@lender.test'], payload });

  it('shows a user changed or disabled by an administrator at once, in their profile and their organisation’s contacts', async () => {
    expect((await profileOf('lo@summit.test')).name.first).toBe('Taylor');
    expect(await summitContactIds()).toContain('usr-summit-morgan');
    expect((await adminPatch('usr-summit-taylor', { firstName: 'Tay' })).statusCode).toBe(200);
    expect((await adminPatch('usr-summit-morgan', { disabledLogin: true })).statusCode).toBe(200);
    expect((await profileOf('lo@summit.test')).name.first).toBe('Tay');
    expect(await summitContactIds()).not.toContain('usr-summit-morgan');

    await adminPatch('usr-summit-taylor', { firstName: 'Taylor' });
    await adminPatch('usr-summit-morgan', { disabledLogin: false });
    expect(await summitContactIds()).toContain('usr-summit-morgan');
  });
});

describe('account-executive coverage', () => {
  const orgIds = async (email: string) => (await get(email, '/api/external-orgs')).json<Organization[]>().map((o) => o.summary.id);

  it('narrows and widens what the executive reaches once the coverage change is announced', async () => {
    expect(await orgIds('ae.jordan@lender.test')).toEqual(['org-harbor', 'org-summit']);
    await database.handle.db
      .deleteFrom('aeCoverage')
      .where('aeUserId', '=', 'usr-ae-jordan')
      .where('organizationId', '=', 'org-harbor')
      .execute();
    await app.readCache.invalidate({ kind: 'coverage', aeUserId: 'usr-ae-jordan' });
    expect(await orgIds('ae.jordan@lender.test')).toEqual(['org-summit']);
    expect((await get('ae.jordan@lender.test', '/api/external-users/summary?orgId=org-harbor&roleType=both')).statusCode).toBe(404);

    await database.handle.db.insertInto('aeCoverage').values({ aeUserId: 'usr-ae-jordan', organizationId: 'org-harbor' }).execute();
    await app.readCache.invalidate({ kind: 'coverage', aeUserId: 'usr-ae-jordan' });
    expect(await orgIds('ae.jordan@lender.test')).toEqual(['org-harbor', 'org-summit']);
  });
});

describe('settings', () => {
  it('shows a saved setting at once, though it was cached before the save', async () => {
    const before = (await get('lo@summit.test', '/api/settings/banner')).json<SettingEntry<Banner>>();
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/settings/banner',
      headers: headers['admin@lender.test'],
      payload: { value: { ...before.value, message: 'Closed for Thanksgiving.' }, version: before.version },
    });
    expect(saved.statusCode).toBe(200);
    const after = (await get('lo@summit.test', '/api/settings/banner')).json<SettingEntry<Banner>>();
    expect(after).toMatchObject({ version: before.version + 1, value: { message: 'Closed for Thanksgiving.' } });
  });
});

describe('expiry', () => {
  it('reads again after the TTL, so a write nobody announced is not served forever', async () => {
    const shortLived = await buildTestApp(database, { readCacheTtlMs: 50 });
    try {
      const auth = bearer(await login(shortLived, 'lo@summit.test'));
      const phone = async () =>
        (await shortLived.inject({ method: 'GET', url: SUMMIT_CONTACTS, headers: auth }))
          .json<ExternalUsersSummary>()
          .results.find((user) => user.id === 'usr-summit-taylor')?.phone;
      expect(await phone()).toBe('555-410-1001');
      await database.handle.db.updateTable('users').set({ phone: '555-000-0000' }).where('id', '=', 'usr-summit-taylor').execute();
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(await phone()).toBe('555-000-0000');
      await database.handle.db.updateTable('users').set({ phone: '555-410-1001' }).where('id', '=', 'usr-summit-taylor').execute();
    } finally {
      await shortLived.close();
    }
  });
});

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) {
  process.stderr.write(
    '\n[read-cache] REDIS_URL is not set: the cross-process invalidation test is SKIPPED (set REDIS_URL=redis://127.0.0.1:6379 to run it).\n',
  );
}
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('invalidation across two service processes through Redis', () => {
  let processA: FastifyInstance;
  let processB: FastifyInstance;

  beforeAll(async () => {
    processA = await buildTestApp(database, { redisUrl, readCacheTtlMs: 600_000 });
    processB = await buildTestApp(database, { redisUrl, readCacheTtlMs: 600_000 });
  });

  afterAll(async () => {
    await processA?.close();
    await processB?.close();
  });

  it('process B stops serving a profile that process A changed', async () => {
    const auth = bearer(await login(processA, 'lo@harbor.test'));
    const keysOnB = async () =>
      (await processB.inject({ method: 'GET', url: '/api/profile', headers: auth })).json<Profile>().doNotShowAgain;
    expect(await keysOnB()).not.toContain('fee-sheet-tip');

    const patched = await processA.inject({
      method: 'PATCH',
      url: '/api/profile/do-not-show-again',
      headers: auth,
      payload: { key: 'fee-sheet-tip', value: true },
    });
    expect(patched.statusCode).toBe(200);

    // The message travels through Redis: wait for it, but never longer than two seconds.
    const deadline = Date.now() + 2000;
    let keys = await keysOnB();
    while (!keys.includes('fee-sheet-tip') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      keys = await keysOnB();
    }
    expect(keys).toContain('fee-sheet-tip');
  });

  it('process B stops serving a setting that process A saved', async () => {
    const admin = bearer(await login(processA, 'admin@lender.test'));
    const versionOnB = async () =>
      (await processB.inject({ method: 'GET', url: '/api/settings/workflow', headers: admin })).json<SettingEntry>().version;
    const before = await versionOnB();
    const saved = await processA.inject({
      method: 'PUT',
      url: '/api/settings/workflow',
      headers: admin,
      payload: { value: { showCompletedSteps: false, notifyBrokerOnStepChange: true, adverseActionTrigger: 'both' }, version: before },
    });
    expect(saved.statusCode).toBe(200);
    const deadline = Date.now() + 2000;
    let version = await versionOnB();
    while (version === before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      version = await versionOnB();
    }
    expect(version).toBe(before + 1);
  });
});
