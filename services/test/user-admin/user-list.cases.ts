import type { FastifyInstance } from 'fastify';
import { type AdminUserList, type ApiProblem, USER_ADMIN_TEXTS } from 'shared-rules';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';
import type { Headers } from './user-admin-helpers';

let database: TestDatabase;
let app: FastifyInstance;
const as: Record<'admin' | 'jordan' | 'riley' | 'broker', Headers> = {} as Record<'admin' | 'jordan' | 'riley' | 'broker', Headers>;

beforeAll(async () => {
  database = await createTestDatabase('user-admin-list');
  app = await buildTestApp(database);
  as.admin = bearer(await login(app, 'admin@lender.test'));
  as.jordan = bearer(await login(app, 'ae.jordan@lender.test'));
  as.riley = bearer(await login(app, 'ops@lender.test'));
  as.broker = bearer(await login(app, 'lo@summit.test'));
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function list(headers: Headers, query = ''): Promise<AdminUserList> {
  const response = await app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<AdminUserList>();
}
const lastNames = (page: AdminUserList) => page.items.map((user) => user.lastName);

describe('who sees whom', () => {
  it('shows administrators every user, staff and external, with their organisation and no secrets', async () => {
    const everyone = await list(as.admin, '?pageSize=100');
    expect(everyone.total).toBe(14);
    expect(everyone.items.find((user) => user.email === 'lo@summit.test')).toEqual({
      id: 'usr-summit-taylor',
      userType: 'external',
      firstName: 'Taylor',
      lastName: 'Brooks',
      email: 'lo@summit.test',
      phone: '555-410-1001',
      cell: '555-410-1001',
      disabledLogin: false,
      roleTypes: ['lo'],
      personas: ['3'],
      organization: { id: 'org-summit', name: 'Summit Home Lending' },
      encompassId: 'enc-summit-taylor',
      mfaEnabled: false,
      createdAt: expect.any(String),
    });
    expect(everyone.items.find((user) => user.email === 'admin@lender.test')).toMatchObject({ organization: null, personas: ['1'] });
    expect(JSON.stringify(everyone)).not.toMatch(/argon2|passwordHash/);
  });

  it('shows an account executive only the external users of the organisations they cover', async () => {
    const covered = await list(as.jordan, '?pageSize=100');
    expect(covered.total).toBe(7);
    expect(new Set(covered.items.map((user) => user.organization?.id))).toEqual(new Set(['org-summit', 'org-harbor']));
    expect((await list(as.jordan, '?userType=internal')).total).toBe(0);
    expect((await list(as.jordan, '?orgId=org-prairie')).total).toBe(0);
    expect((await list(as.riley)).items).toEqual([]);
  });

  it('refuses external users with the page’s message', async () => {
    const refused = await app.inject({ method: 'GET', url: '/api/admin/users', headers: as.broker });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiProblem>().detail).toBe(USER_ADMIN_TEXTS.externalUsersRefused);
  });
});

describe('search and filters', () => {
  it('finds words of the name or the email, in any case, each word anywhere', async () => {
    expect(lastNames(await list(as.admin, '?search=taylor%20brooks'))).toEqual(['Brooks']);
    expect(lastNames(await list(as.admin, '?search=BROOKS%20Taylor'))).toEqual(['Brooks']);
    expect((await list(as.admin, '?search=summit.test')).total).toBe(4);
    expect(lastNames(await list(as.jordan, '?search=parker'))).toEqual([]);
  });

  it('takes LIKE wildcards literally', async () => {
    expect((await list(as.admin, '?search=%25')).total).toBe(0);
    expect((await list(as.admin, '?search=_')).total).toBe(0);
    expect((await list(as.admin, '?search=lo%40s_mmit')).total).toBe(0);
  });

  it('filters by kind, organisation and status', async () => {
    expect(lastNames(await list(as.admin, '?userType=internal'))).toEqual(['Chen', 'Lin', 'Morgan', 'Reyes']);
    expect(lastNames(await list(as.admin, '?orgId=org-harbor'))).toEqual(['Carter', 'Hayes', 'Kim']);
    expect(lastNames(await list(as.admin, '?status=disabled'))).toEqual(['Fox', 'Gray', 'Hayes']);
    expect((await list(as.admin, '?status=active')).total).toBe(11);
    expect(lastNames(await list(as.jordan, '?status=disabled&orgId=org-summit'))).toEqual(['Fox']);
  });

  it('refuses a filter outside the contract', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/users?status=gone', headers: as.admin })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/admin/users?sort=password', headers: as.admin })).statusCode).toBe(400);
  });
});

describe('sorting and paging', () => {
  it('sorts by last then first name by default, either way', async () => {
    const ascending = lastNames(await list(as.admin, '?pageSize=100'));
    expect(ascending.slice(0, 4)).toEqual(['Brooks', 'Carter', 'Chen', 'Diaz']);
    expect(lastNames(await list(as.admin, '?pageSize=100&direction=desc'))).toEqual([...ascending].reverse());
  });

  it('sorts by email, and by organisation name with staff last', async () => {
    expect((await list(as.admin, '?sort=email&pageSize=2')).items.map((user) => user.email)).toEqual([
      'admin@lender.test',
      'ae.casey@lender.test',
    ]);
    const byOrganization = await list(as.admin, '?sort=organization&pageSize=100');
    expect(lastNames(byOrganization)).toEqual([
      ...['Carter', 'Hayes', 'Kim'],
      ...['Diaz', 'Gray', 'Lee'],
      ...['Brooks', 'Fox', 'Patel', 'Rivera'],
      ...['Chen', 'Lin', 'Morgan', 'Reyes'],
    ]);
  });

  it('breaks ties by id: the demo users were all created at the same instant', async () => {
    const ids = (await list(as.admin, '?sort=createdAt&pageSize=100')).items.map((user) => user.id);
    expect(ids).toEqual([...ids].sort());
  });

  it('pages without overlap or gaps, and says the total', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const result = await list(as.admin, `?page=${page}&pageSize=4&sort=email&direction=desc`);
      expect(result).toMatchObject({ page, pageSize: 4, total: 14 });
      seen.push(...result.items.map((user) => user.id));
    }
    expect(seen).toHaveLength(14);
    expect(new Set(seen).size).toBe(14);
    expect(lastNames(await list(as.admin, '?page=3&pageSize=5'))).toEqual(['Morgan', 'Patel', 'Reyes', 'Rivera']);
  });
});
