import type { FastifyInstance } from 'fastify';
import { IMPERSONATION_MINUTES, IMPERSONATION_TEXTS, type ApiProblem, type LoanSummary, type Paged, type Profile } from 'shared-rules';
import { buildTestApp, createTestDatabase, DEMO_PASSWORD, login, randomSecret, type TestDatabase } from '../helpers/test-app';
import { ADMIN, adminActingAs, call, eventually, OFFICER, startImpersonating } from './impersonation-helpers';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase('impersonation-start');
  app = await buildTestApp(database, { secretsKey: randomSecret() });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const auditRows = (action: string) =>
  database.handle.db
    .selectFrom('auditLog')
    .select(['actorId', 'impersonatorId', 'entityType', 'entityId', 'details'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();

describe('starting a session', () => {
  it("answers the officer's tokens and the session's own, ending after the session's minutes, and audits the start", async () => {
    const before = Date.now();
    const { session } = await adminActingAs(app, OFFICER.id);
    const expiresAt = Date.parse(session.expiresAt);
    expect(expiresAt - before).toBeGreaterThanOrEqual(IMPERSONATION_MINUTES * 60_000 - 1000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(IMPERSONATION_MINUTES * 60_000);
    expect(Date.parse(session.tokens.access.expires)).toBeLessThanOrEqual(expiresAt);
    expect(session.impersonationToken.length).toBeGreaterThanOrEqual(40);
    // Neither the session's token nor the officer's refresh token is in the answer page script reads.
    expect(JSON.stringify(session.tokens.access)).not.toContain(session.impersonationToken);
    expect(await auditRows('impersonation.start')).toContainEqual(
      expect.objectContaining({ actorId: ADMIN.id, impersonatorId: null, entityType: 'user', entityId: OFFICER.id }),
    );
  });

  it('refuses callers who are not administrators, and every user who cannot be impersonated', async () => {
    const problemOf = async (response: Awaited<ReturnType<typeof startImpersonating>>) => [
      response.statusCode,
      response.json<ApiProblem>().detail,
    ];
    const executive = await login(app, 'ae.jordan@lender.test');
    expect(await problemOf(await startImpersonating(app, executive, OFFICER.id))).toEqual([403, IMPERSONATION_TEXTS.adminsOnly]);

    const admin = await login(app, ADMIN.email);
    expect(await problemOf(await startImpersonating(app, admin, 'usr-nobody'))).toEqual([404, 'No user with this id.']);
    expect(await problemOf(await startImpersonating(app, admin, ADMIN.id))).toEqual([422, IMPERSONATION_TEXTS.self]);
    expect(await problemOf(await startImpersonating(app, admin, 'usr-summit-jamie'))).toEqual([409, IMPERSONATION_TEXTS.disabled]);

    await database.handle.db
      .updateTable('users')
      .set({ personas: JSON.stringify(['1']) })
      .where('id', '=', 'usr-ops-riley')
      .execute();
    expect(await problemOf(await startImpersonating(app, admin, 'usr-ops-riley'))).toEqual([403, IMPERSONATION_TEXTS.administrator]);
  });

  it('cannot nest: a session cannot start another', async () => {
    const { session } = await adminActingAs(app, OFFICER.id);
    const nested = await startImpersonating(app, session.tokens, 'usr-harbor-drew');
    expect(nested.statusCode).toBe(403);
    expect(nested.json<ApiProblem>().detail).toBe(IMPERSONATION_TEXTS.nested);
  });
});

describe('acting as the officer', () => {
  it('shows the officer in the profile, naming the administrator; the officer alone sees no impersonator', async () => {
    const { session } = await adminActingAs(app, OFFICER.id);
    const profile = (await call(app, 'GET', '/api/profile', session.tokens)).json<Profile>();
    expect(profile).toMatchObject({ id: OFFICER.id, email: OFFICER.email, impersonator: { id: ADMIN.id, name: ADMIN.name } });
    const own = (await call(app, 'GET', '/api/profile', await login(app, OFFICER.email))).json<Profile>();
    expect(own).toMatchObject({ id: OFFICER.id, impersonator: null });
  });

  it("lists only the officer's organisation's loans, not every organisation's", async () => {
    const { admin, session } = await adminActingAs(app, OFFICER.id);
    const pipeline = (pair: typeof admin) => call(app, 'GET', '/api/loans?pageSize=100', pair).then((r) => r.json<Paged<LoanSummary>>());
    const asOfficer = await pipeline(session.tokens);
    expect(asOfficer.items.length).toBeGreaterThan(0);
    expect(new Set(asOfficer.items.map((loan) => loan.organizationId))).toEqual(new Set(['org-summit']));
    const asAdmin = await pipeline(admin);
    expect(new Set(asAdmin.items.map((loan) => loan.organizationId)).size).toBeGreaterThan(1);
    const harbor = await call(app, 'GET', '/api/loans?orgId=org-harbor', session.tokens);
    expect(harbor.statusCode).toBe(404);
  });

  it("passes administrators' route checks with the administrator's persona", async () => {
    const { session } = await adminActingAs(app, OFFICER.id);
    expect((await call(app, 'GET', '/api/admin/outbox', session.tokens)).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/admin/outbox', await login(app, OFFICER.email))).statusCode).toBe(404);
  });

  it('audits every request with both identities, and the writes that audit themselves too', async () => {
    const { session } = await adminActingAs(app, 'usr-summit-sam');
    expect((await call(app, 'GET', '/api/loans?search=smith', session.tokens)).statusCode).toBe(200);
    const renamed = await call(app, 'PATCH', '/api/profile', session.tokens, {
      firstName: 'Samuel',
      lastName: 'Rivera',
      phone: '',
      cell: '',
    });
    expect(renamed.statusCode).toBe(200);

    const requestsOfSam = async () => (await auditRows('impersonation.request')).filter((row) => row.actorId === 'usr-summit-sam');
    const requests = await eventually(requestsOfSam, (rows) => rows.length >= 2);
    expect(requests).toEqual([
      expect.objectContaining({
        impersonatorId: ADMIN.id,
        entityType: 'route',
        entityId: 'GET /api/loans',
        details: expect.objectContaining({ status: 200, path: '/api/loans' }),
      }),
      expect.objectContaining({
        impersonatorId: ADMIN.id,
        entityId: 'PATCH /api/profile',
        details: expect.objectContaining({ status: 200, path: '/api/profile' }),
      }),
    ]);
    expect(await auditRows('profile-updated')).toContainEqual(
      expect.objectContaining({ actorId: 'usr-summit-sam', impersonatorId: ADMIN.id, entityId: 'usr-summit-sam' }),
    );
  });

  it('refuses what only the user changes: password, email, two-step sign-in, before reading the input', async () => {
    const { session } = await adminActingAs(app, OFFICER.id);
    const refusals = [
      ['POST', '/api/profile/password', { currentPassword: DEMO_PASSWORD, newPassword: 'copper lantern orbit 47 meadow' }],
      ['PUT', '/api/profile/email', { email: 'taken.over@summit.test', password: DEMO_PASSWORD }],
      ['POST', '/api/profile/mfa/enrolment', undefined],
      ['POST', '/api/profile/mfa/enrolment/confirm', { code: 'not a code' }],
      ['DELETE', '/api/profile/mfa', { password: DEMO_PASSWORD }],
    ] as const;
    for (const [method, url, payload] of refusals) {
      const response = await call(app, method, url, session.tokens, payload);
      expect([method, url, response.statusCode, response.json<ApiProblem>().detail]).toEqual([
        method,
        url,
        403,
        IMPERSONATION_TEXTS.notWhileImpersonating,
      ]);
    }
    expect((await login(app, OFFICER.email)).access.token).toBeTruthy();
    expect((await call(app, 'GET', '/api/profile', session.tokens)).json<Profile>().email).toBe(OFFICER.email);
  });

  it("refuses storing or removing an internal user's integration token", async () => {
    const { session } = await adminActingAs(app, 'usr-ae-casey');
    const store = await call(app, 'PUT', '/api/profile/integration-token', session.tokens, { token: 'a.b.c' });
    const remove = await call(app, 'DELETE', '/api/profile/integration-token', session.tokens);
    expect([store.statusCode, remove.statusCode]).toEqual([403, 403]);
    expect(remove.json<ApiProblem>().detail).toBe(IMPERSONATION_TEXTS.notWhileImpersonating);
  });
});
