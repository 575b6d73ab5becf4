import type { FastifyInstance } from 'fastify';
import { type AdminUser, type ApiProblem, CONTACT_SYNC_TEXTS, type ContactSyncResult, type ExternalUsersSummary } from 'shared-rules';
import {
  bearer,
  buildTestApp,
  createTestDatabase,
  DEMO_PASSWORD,
  login,
  refreshWith,
  SESSION_HEADERS,
  type TestDatabase,
} from '../helpers/test-app';
import { auditOf, callAs, type Headers, passwordEmailsTo } from '../user-admin/user-admin-helpers';

let database: TestDatabase;
let app: FastifyInstance;
let call: ReturnType<typeof callAs>;
const as = {} as Record<'admin' | 'jordan' | 'broker', Headers>;

beforeAll(async () => {
  database = await createTestDatabase('contact-sync');
  app = await buildTestApp(database);
  call = callAs(app);
  as.admin = bearer(await login(app, 'admin@lender.test'));
  as.jordan = bearer(await login(app, 'ae.jordan@lender.test'));
  as.broker = bearer(await login(app, 'lo@summit.test'));
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const sync = (headers: Headers | undefined, userId: string) => call('POST', `/api/external-users/sync/${userId}`, headers);
const syncedChanges = async (headers: Headers, userId: string) => {
  const response = await sync(headers, userId);
  expect(response.statusCode).toBe(200);
  return response.json<ContactSyncResult>().changes;
};
const CACHE_REFRESHED = { kind: 'cache-refreshed', detail: CONTACT_SYNC_TEXTS.cacheRefreshed };

describe('POST /api/external-users/sync/:id: who may sync', () => {
  it('answers 404 for a contact outside the caller’s coverage, a staff member or an unknown id', async () => {
    for (const userId of ['usr-prairie-parker', 'usr-ae-casey', 'usr-nobody']) {
      const refused = await sync(as.jordan, userId);
      expect([userId, refused.statusCode, refused.json<ApiProblem>().detail]).toEqual([userId, 404, CONTACT_SYNC_TEXTS.noContact]);
    }
  });

  it('refuses brokers (403) and the signed-out (401)', async () => {
    const refused = await sync(as.broker, 'usr-summit-morgan');
    expect([refused.statusCode, refused.json<ApiProblem>().detail]).toEqual([403, CONTACT_SYNC_TEXTS.refused]);
    expect((await sync(undefined, 'usr-summit-morgan')).statusCode).toBe(401);
  });
});

describe('POST /api/external-users/sync/:id: what it does', () => {
  it('only refreshes the cached copies of a contact already in line, answers the contact, and audits it', async () => {
    const response = await sync(as.jordan, 'usr-summit-morgan');
    expect(response.statusCode).toBe(200);
    const result = response.json<ContactSyncResult>();
    expect(result.changes).toEqual([CACHE_REFRESHED]);
    expect(result.contact).toMatchObject({ id: 'usr-summit-morgan', email: 'lp@summit.test', organizationId: 'org-summit' });
    expect(await auditOf(database, 'usr-summit-morgan')).toEqual([
      { action: 'user.sync', actorId: 'usr-ae-jordan', details: { changes: [], sessionsEnded: 0, approvalStatus: 'Active' } },
    ]);
  });

  it('drops the cached contacts list, so a change made outside the portal shows at once', async () => {
    const contactsList = async () =>
      (await call('GET', '/api/external-users/summary?orgId=org-summit', as.jordan)).json<ExternalUsersSummary>().results;
    expect((await contactsList()).map((contact) => contact.firstName)).toContain('Morgan');
    await database.handle.db.updateTable('users').set({ firstName: 'Morgana' }).where('id', '=', 'usr-summit-morgan').execute();
    expect((await contactsList()).map((contact) => contact.firstName)).toContain('Morgan');
    await syncedChanges(as.jordan, 'usr-summit-morgan');
    expect((await contactsList()).map((contact) => contact.firstName)).toContain('Morgana');
  });

  it('emails the invitation again only when a contact who never chose a password holds no working link', async () => {
    const created = await call('POST', '/api/admin/users', as.jordan, {
      userType: 'external',
      firstName: 'Robin',
      lastName: 'Ames',
      email: 'robin.ames@summit.test',
      organizationId: 'org-summit',
      roleTypes: ['lp'],
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<AdminUser>();
    expect(await syncedChanges(as.jordan, id)).toEqual([CACHE_REFRESHED]);
    expect(await passwordEmailsTo(app, as.admin, 'robin.ames@summit.test')).toHaveLength(1);

    await database.handle.db
      .updateTable('passwordLinks')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('userId', '=', id)
      .execute();
    expect(await syncedChanges(as.jordan, id)).toEqual([
      { kind: 'invitation-sent', detail: CONTACT_SYNC_TEXTS.invitationSent },
      CACHE_REFRESHED,
    ]);
    expect(await passwordEmailsTo(app, as.admin, 'robin.ames@summit.test')).toHaveLength(2);
    expect(await syncedChanges(as.jordan, id)).toEqual([CACHE_REFRESHED]);
  });

  it('never invites a contact who already chose a password', async () => {
    await database.handle.db
      .updateTable('passwordLinks')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();
    expect(await syncedChanges(as.admin, 'usr-summit-sam')).toEqual([CACHE_REFRESHED]);
    expect(await passwordEmailsTo(app, as.admin, 'both@summit.test')).toHaveLength(0);
  });

  it('leaves a contact of a Suspended company signed in: Suspended stops new loans, not sign-in', async () => {
    const session = await login(app, 'lp@harbor.test');
    const suspended = await call('PATCH', '/api/admin/organizations/org-harbor', as.jordan, { approvalStatus: 'Suspended' });
    expect(suspended.statusCode).toBe(200);
    expect(await syncedChanges(as.jordan, 'usr-harbor-avery')).toEqual([CACHE_REFRESHED]);
    expect((await refreshWith(app, session.refresh)).statusCode).toBe(200);
  });

  it('signs a contact out everywhere when their company was made Inactive outside the portal, and no more once done', async () => {
    await database.handle.db.updateTable('refreshTokens').set({ revokedAt: new Date() }).where('userId', '=', 'usr-harbor-avery').execute();
    const session = await login(app, 'lp@harbor.test');
    await database.handle.db.updateTable('organizations').set({ approvalStatus: 'Inactive' }).where('id', '=', 'org-harbor').execute();
    expect(await syncedChanges(as.jordan, 'usr-harbor-avery')).toEqual([
      { kind: 'sessions-ended', detail: CONTACT_SYNC_TEXTS.sessionsEndedCompany },
      CACHE_REFRESHED,
    ]);
    expect((await refreshWith(app, session.refresh)).statusCode).toBe(401);
    const signIn = await call('POST', '/api/auth/login', SESSION_HEADERS, { email: 'lp@harbor.test', password: DEMO_PASSWORD });
    expect([signIn.statusCode, signIn.json<ApiProblem>().code]).toEqual([403, 'company-disabled']);
    const access = await call('GET', '/api/profile', bearer(session));
    expect([access.statusCode, access.json<ApiProblem>().code]).toEqual([401, 'company-disabled']);
    expect(await syncedChanges(as.jordan, 'usr-harbor-avery')).toEqual([CACHE_REFRESHED]);
    expect((await auditOf(database, 'usr-harbor-avery')).at(-2)).toEqual({
      action: 'user.sync',
      actorId: 'usr-ae-jordan',
      details: { changes: ['sessions-ended'], sessionsEnded: 1, approvalStatus: 'Inactive' },
    });
  });

  it('signs out a contact whose sign-in was disabled outside the portal', async () => {
    const session = await login(app, 'lo@summit.test');
    await database.handle.db.updateTable('users').set({ disabledLogin: true }).where('id', '=', 'usr-summit-taylor').execute();
    expect(await syncedChanges(as.admin, 'usr-summit-taylor')).toEqual([
      { kind: 'sessions-ended', detail: CONTACT_SYNC_TEXTS.sessionsEndedDisabled },
      CACHE_REFRESHED,
    ]);
    expect((await refreshWith(app, session.refresh)).statusCode).toBe(401);
  });
});
