import type { FastifyInstance } from 'fastify';
import { type AdminUser, type ApiProblem, PASSWORD_INVITE_LINK_HOURS, type PasswordResetLink, USER_ADMIN_TEXTS } from 'shared-rules';
import { verifyPassword } from '../../src/platform/auth/passwords';
import { bearer, buildTestApp, createTestDatabase, DEMO_PASSWORD, login, type TestDatabase, SESSION_HEADERS } from '../helpers/test-app';
import { auditOf, callAs, type Headers, passwordEmailsTo, tokenIn } from './user-admin-helpers';

let database: TestDatabase;
let app: FastifyInstance;
let call: ReturnType<typeof callAs>;
const as = {} as Record<'admin' | 'jordan' | 'broker', Headers>;

beforeAll(async () => {
  database = await createTestDatabase('user-admin-create');
  app = await buildTestApp(database, { mail: { portalUrl: 'https://portal.lender.test' } });
  call = callAs(app);
  as.admin = bearer(await login(app, 'admin@lender.test'));
  as.jordan = bearer(await login(app, 'ae.jordan@lender.test'));
  as.broker = bearer(await login(app, 'lo@summit.test'));
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const externalUser = (overrides: object = {}) => ({
  userType: 'external',
  firstName: ' Dana ',
  lastName: 'Whitfield',
  email: ' Dana.Whitfield@Summit.test ',
  phone: '555-410-1010',
  organizationId: 'org-summit',
  roleTypes: ['lp', 'lo'],
  ...overrides,
});
const staffMember = (overrides: object = {}) => ({
  userType: 'internal',
  firstName: 'Robin',
  lastName: 'Ellis',
  email: 'robin.ellis@lender.test',
  personas: ['2'],
  ...overrides,
});

/** The refusal's status, code-independent message and field, for compact expectations. */
async function refusal(headers: Headers, body: object) {
  const response = await call('POST', '/api/admin/users', headers, body);
  const problem = response.json<ApiProblem>();
  return { status: response.statusCode, detail: problem.detail, field: problem.fields?.[0]?.field };
}

describe('adding an external user', () => {
  it('creates them trimmed and lower-cased, invites them by email, and audits it without secrets', async () => {
    const created = await call('POST', '/api/admin/users', as.jordan, externalUser());
    expect(created.statusCode).toBe(201);
    const user = created.json<AdminUser>();
    expect(user).toMatchObject({
      userType: 'external',
      firstName: 'Dana',
      email: 'dana.whitfield@summit.test',
      roleTypes: ['lo', 'lp'],
      personas: ['3'],
      organization: { id: 'org-summit', name: 'Summit Home Lending' },
      disabledLogin: false,
      mfaEnabled: false,
    });
    expect(user.id).toMatch(/^usr-/);

    const [invitation] = await passwordEmailsTo(app, as.admin, 'dana.whitfield@summit.test');
    expect(invitation.subject).toBe('Your portal account is ready: choose your password');
    expect(invitation.text).toContain('https://portal.lender.test/reset-password#token=');
    const link = await call('POST', '/api/auth/password-reset/check', undefined, { token: tokenIn(invitation) });
    expect(link.statusCode).toBe(200);
    const { expiresAt, ...rest } = link.json<PasswordResetLink>();
    expect(rest).toEqual({ email: 'dana.whitfield@summit.test', firstName: 'Dana', purpose: 'invite' });
    const hoursLeft = (Date.parse(expiresAt) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(PASSWORD_INVITE_LINK_HOURS - 0.1);

    expect(await auditOf(database, user.id)).toEqual([
      {
        action: 'user.create',
        actorId: 'usr-ae-jordan',
        details: { userType: 'external', organizationId: 'org-summit', roleTypes: ['lo', 'lp'], personas: ['3'] },
      },
    ]);
    expect(JSON.stringify(await auditOf(database, user.id))).not.toContain(tokenIn(invitation));
  });

  it('lets no password sign the new user in before they choose one', async () => {
    const row = await database.handle.db
      .selectFrom('users')
      .select('passwordHash')
      .where('email', '=', 'dana.whitfield@summit.test')
      .executeTakeFirstOrThrow();
    await expect(verifyPassword(row.passwordHash, '')).resolves.toBe(false);
    await expect(verifyPassword(row.passwordHash, row.passwordHash)).resolves.toBe(false);
    const signIn = await call('POST', '/api/auth/login', SESSION_HEADERS, { email: 'dana.whitfield@summit.test', password: DEMO_PASSWORD });
    expect(signIn.statusCode).toBe(401);
  });

  it('shows a new user in their organisation’s contacts at once, though the list was cached', async () => {
    const contactEmails = async () =>
      (await call('GET', '/api/external-users/summary?orgId=org-summit&roleType=lo', as.broker))
        .json<{ results: Array<{ email: string }> }>()
        .results.map((contact) => contact.email);
    expect(await contactEmails()).not.toContain('lee.ortiz@summit.test');
    const created = await call('POST', '/api/admin/users', as.admin, externalUser({ email: 'lee.ortiz@summit.test', roleTypes: ['lo'] }));
    expect(created.statusCode).toBe(201);
    expect(await contactEmails()).toContain('lee.ortiz@summit.test');
  });

  it('refuses a taken email, whatever its case, and a taken Encompass id', async () => {
    expect(await refusal(as.admin, externalUser({ email: 'LO@summit.test' }))).toEqual({
      status: 409,
      detail: USER_ADMIN_TEXTS.emailTaken,
      field: 'body.email',
    });
    expect(await refusal(as.admin, externalUser({ email: 'fresh@summit.test', encompassId: 'enc-summit-taylor' }))).toEqual({
      status: 409,
      detail: USER_ADMIN_TEXTS.encompassIdTaken,
      field: 'body.encompassId',
    });
  });

  it('refuses what an external user cannot have, each under its field', async () => {
    const cases: Array<[object, string, string]> = [
      [{ email: 'not-an-address' }, USER_ADMIN_TEXTS.emailInvalid, 'body.email'],
      [{ firstName: '   ' }, USER_ADMIN_TEXTS.nameRequired, 'body.firstName'],
      [{ organizationId: undefined }, USER_ADMIN_TEXTS.organizationRequired, 'body.organizationId'],
      [{ roleTypes: [] }, USER_ADMIN_TEXTS.roleRequired, 'body.roleTypes'],
      [{ personas: ['2'] }, USER_ADMIN_TEXTS.externalHasNoPersonas, 'body.personas'],
      [{ organizationId: 'org-nowhere' }, USER_ADMIN_TEXTS.organizationUnknown, 'body.organizationId'],
    ];
    for (const [change, detail, field] of cases) {
      expect(await refusal(as.admin, externalUser({ email: 'someone@summit.test', ...change }))).toEqual({ status: 422, detail, field });
    }
  });

  it('lets an account executive add users only to the organisations they cover', async () => {
    const outside = await refusal(as.jordan, externalUser({ email: 'new@prairie.test', organizationId: 'org-prairie' }));
    expect(outside).toEqual({ status: 403, detail: USER_ADMIN_TEXTS.organizationNotCovered, field: undefined });
    // An organisation that does not exist is outside their coverage too: they learn nothing of it.
    expect((await refusal(as.jordan, externalUser({ email: 'new@x.test', organizationId: 'org-nowhere' }))).status).toBe(403);
  });

  it('refuses external users before reading the body', async () => {
    const refused = await call('POST', '/api/admin/users', as.broker, { unexpected: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiProblem>().detail).toBe(USER_ADMIN_TEXTS.externalUsersRefused);
  });
});

describe('adding a staff member', () => {
  it('lets an administrator add one with staff personas, no organisation and no roles', async () => {
    const created = await call('POST', '/api/admin/users', as.admin, staffMember({ personas: ['2', '1'] }));
    expect(created.statusCode).toBe(201);
    expect(created.json<AdminUser>()).toMatchObject({ userType: 'internal', personas: ['1', '2'], organization: null, roleTypes: [] });
    expect(await passwordEmailsTo(app, as.admin, 'robin.ellis@lender.test')).toHaveLength(1);
    expect(await auditOf(database, created.json<AdminUser>().id)).toEqual([
      {
        action: 'user.create',
        actorId: 'usr-admin-alex',
        details: { userType: 'internal', organizationId: null, roleTypes: [], personas: ['1', '2'] },
      },
    ]);
  });

  it('refuses staff fields that belong to external users', async () => {
    expect(await refusal(as.admin, staffMember({ email: 'x1@lender.test', organizationId: 'org-summit' }))).toEqual({
      status: 422,
      detail: USER_ADMIN_TEXTS.staffHasNoOrganization,
      field: 'body.organizationId',
    });
    expect(await refusal(as.admin, staffMember({ email: 'x2@lender.test', roleTypes: ['lo'] }))).toEqual({
      status: 422,
      detail: USER_ADMIN_TEXTS.staffHasNoRoles,
      field: 'body.roleTypes',
    });
    expect((await call('POST', '/api/admin/users', as.admin, staffMember({ email: 'x3@lender.test', personas: ['3'] }))).statusCode).toBe(
      400,
    );
  });

  it('leaves staff to administrators, and the super administrator persona to super administrators', async () => {
    expect(await refusal(as.jordan, staffMember({ email: 'x4@lender.test' }))).toEqual({
      status: 403,
      detail: USER_ADMIN_TEXTS.staffOnly,
      field: undefined,
    });
    expect(await refusal(as.admin, staffMember({ email: 'x5@lender.test', personas: ['0'] }))).toEqual({
      status: 403,
      detail: USER_ADMIN_TEXTS.superAdministratorOnly,
      field: undefined,
    });

    await database.handle.db
      .updateTable('users')
      .set({ personas: JSON.stringify(['0']) })
      .where('id', '=', 'usr-admin-alex')
      .execute();
    const superAdministrator = bearer(await login(app, 'admin@lender.test'));
    const created = await call('POST', '/api/admin/users', superAdministrator, staffMember({ email: 'x6@lender.test', personas: ['0'] }));
    expect(created.statusCode).toBe(201);
    expect(created.json<AdminUser>().personas).toEqual(['0']);
  });
});
