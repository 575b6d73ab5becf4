import type { FastifyInstance } from 'fastify';
import { type AdminUser, type ApiProblem, USER_ADMIN_TEXTS } from 'shared-rules';
import {
  bearer,
  buildTestApp,
  createTestDatabase,
  login,
  type TestDatabase,
  type TestSession,
  refreshWith,
  SESSION_HEADERS,
} from '../helpers/test-app';
import { auditOf, callAs, type Headers } from './user-admin-helpers';

let database: TestDatabase;
let app: FastifyInstance;
let call: ReturnType<typeof callAs>;
const as = {} as Record<'admin' | 'jordan' | 'broker', Headers>;

beforeAll(async () => {
  database = await createTestDatabase('user-admin-update');
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

const patch = (headers: Headers, userId: string, body: object) => call('PATCH', `/api/admin/users/${userId}`, headers, body);
const problemOf = async (response: Awaited<ReturnType<typeof patch>>) => ({
  status: response.statusCode,
  detail: response.json<ApiProblem>().detail,
  field: response.json<ApiProblem>().fields?.[0]?.field,
});

describe('editing', () => {
  it('changes only the fields sent, trimmed, and audits their names', async () => {
    const changed = await patch(as.admin, 'usr-harbor-drew', { firstName: ' Andrew ', cell: '555-999-0000', roleTypes: ['lp', 'lo'] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<AdminUser>()).toMatchObject({
      firstName: 'Andrew',
      lastName: 'Carter',
      cell: '555-999-0000',
      roleTypes: ['lo', 'lp'],
      email: 'lo@harbor.test',
    });
    expect(await auditOf(database, 'usr-harbor-drew')).toEqual([
      { action: 'user.update', actorId: 'usr-admin-alex', details: { changed: ['firstName', 'cell', 'roleTypes'] } },
    ]);
  });

  it('refuses a taken email, a blank name and fields of the other kind of user', async () => {
    expect(await problemOf(await patch(as.admin, 'usr-harbor-drew', { email: 'LP@harbor.test' }))).toEqual({
      status: 409,
      detail: USER_ADMIN_TEXTS.emailTaken,
      field: 'body.email',
    });
    expect(await problemOf(await patch(as.admin, 'usr-harbor-drew', { lastName: ' ' }))).toMatchObject({
      status: 422,
      field: 'body.lastName',
    });
    expect(await problemOf(await patch(as.admin, 'usr-harbor-drew', { personas: ['1'] }))).toMatchObject({
      status: 422,
      detail: USER_ADMIN_TEXTS.externalHasNoPersonas,
    });
    expect(await problemOf(await patch(as.admin, 'usr-harbor-drew', { roleTypes: [] }))).toMatchObject({
      status: 422,
      detail: USER_ADMIN_TEXTS.roleRequired,
    });
    expect(await problemOf(await patch(as.admin, 'usr-ae-casey', { organizationId: 'org-summit' }))).toMatchObject({
      status: 422,
      detail: USER_ADMIN_TEXTS.staffHasNoOrganization,
    });
    expect(await problemOf(await patch(as.admin, 'usr-nobody', { firstName: 'X' }))).toEqual({
      status: 404,
      detail: USER_ADMIN_TEXTS.noUser,
      field: undefined,
    });
  });

  it('lets an account executive edit and move users only within the organisations they cover', async () => {
    const moved = await patch(as.jordan, 'usr-harbor-avery', { organizationId: 'org-summit' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<AdminUser>().organization).toEqual({ id: 'org-summit', name: 'Summit Home Lending' });
    expect((await auditOf(database, 'usr-harbor-avery')).at(-1)).toEqual({
      action: 'user.update',
      actorId: 'usr-ae-jordan',
      details: { changed: ['organizationId'], organizationId: { from: 'org-harbor', to: 'org-summit' } },
    });

    expect(await problemOf(await patch(as.jordan, 'usr-harbor-avery', { organizationId: 'org-prairie' }))).toEqual({
      status: 403,
      detail: USER_ADMIN_TEXTS.organizationNotCovered,
      field: undefined,
    });
    // Users out of their reach do not exist for them: another organisation's, or staff.
    expect((await patch(as.jordan, 'usr-prairie-parker', { firstName: 'P' })).statusCode).toBe(404);
    expect((await patch(as.jordan, 'usr-ae-casey', { firstName: 'C' })).statusCode).toBe(404);
    expect((await patch(as.broker, 'usr-summit-morgan', { firstName: 'M' })).statusCode).toBe(403);
  });
});

describe('disabling and enabling', () => {
  it('ends every sign-in of a disabled user and refuses their next sign-in', async () => {
    const session: TestSession = await login(app, 'lp@summit.test');
    const disabled = await patch(as.admin, 'usr-summit-morgan', { disabledLogin: true });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json<AdminUser>().disabledLogin).toBe(true);

    const live = await database.handle.db
      .selectFrom('refreshTokens')
      .select('id')
      .where('userId', '=', 'usr-summit-morgan')
      .where('revokedAt', 'is', null)
      .execute();
    expect(live).toEqual([]);
    expect((await refreshWith(app, session.refresh)).statusCode).toBe(401);
    const signIn = await call('POST', '/api/auth/login', SESSION_HEADERS, { email: 'lp@summit.test', password: 'Portal-Demo-2026' });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json<ApiProblem>().detail).toBe('This account is disabled and cannot sign in. Contact your administrator.');

    const enabled = await patch(as.admin, 'usr-summit-morgan', { disabledLogin: false });
    expect(enabled.json<AdminUser>().disabledLogin).toBe(false);
    expect((await login(app, 'lp@summit.test')).access.token).toBeTruthy();
    expect((await auditOf(database, 'usr-summit-morgan')).map(({ action, details }) => [action, details])).toEqual([
      ['user.disable', { changed: ['disabledLogin'], disabledLogin: { from: false, to: true } }],
      ['user.enable', { changed: ['disabledLogin'], disabledLogin: { from: true, to: false } }],
    ]);
  });

  it('refuses disabling one’s own sign-in', async () => {
    expect(await problemOf(await patch(as.admin, 'usr-admin-alex', { disabledLogin: true }))).toEqual({
      status: 403,
      detail: USER_ADMIN_TEXTS.ownSignIn,
      field: undefined,
    });
  });
});

describe('personas', () => {
  it('keeps the last administrator who can sign in, until another one exists', async () => {
    expect(await problemOf(await patch(as.admin, 'usr-admin-alex', { personas: ['2'] }))).toEqual({
      status: 409,
      detail: USER_ADMIN_TEXTS.lastAdministrator,
      field: 'body.personas',
    });

    const promoted = await patch(as.admin, 'usr-ops-riley', { personas: ['2', '1'] });
    expect(promoted.json<AdminUser>().personas).toEqual(['1', '2']);
    expect((await auditOf(database, 'usr-ops-riley')).at(-1)).toEqual({
      action: 'user.update',
      actorId: 'usr-admin-alex',
      details: { changed: ['personas'], personas: { from: ['2'], to: ['1', '2'] } },
    });
    // Riley now signs in as an administrator: Alex may step down.
    const riley = bearer(await login(app, 'ops@lender.test'));
    expect((await call('GET', '/api/admin/users?userType=internal', riley)).statusCode).toBe(200);
    expect((await patch(as.admin, 'usr-admin-alex', { personas: ['1', '2'] })).statusCode).toBe(200);

    // Once Riley is disabled, Alex is the last one again.
    expect((await patch(as.admin, 'usr-ops-riley', { disabledLogin: true })).statusCode).toBe(200);
    expect((await patch(as.admin, 'usr-admin-alex', { personas: ['2'] })).statusCode).toBe(409);
  });

  it('leaves the super administrator persona to super administrators', async () => {
    expect(await problemOf(await patch(as.admin, 'usr-ae-casey', { personas: ['0', '2'] }))).toEqual({
      status: 403,
      detail: USER_ADMIN_TEXTS.superAdministratorOnly,
      field: undefined,
    });
  });
});
