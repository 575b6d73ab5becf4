import type { FastifyInstance } from 'fastify';
import { type AeSummary, type ApiProblem, COVERAGE_TEXTS } from 'shared-rules';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';
import { callAs, type Headers } from '../user-admin/user-admin-helpers';

let database: TestDatabase;
let app: FastifyInstance;
let call: ReturnType<typeof callAs>;
const as = {} as Record<'admin' | 'jordan' | 'casey' | 'broker', Headers>;

beforeAll(async () => {
  database = await createTestDatabase('ae-summary');
  app = await buildTestApp(database);
  call = callAs(app);
  as.admin = bearer(await login(app, 'admin@lender.test'));
  as.jordan = bearer(await login(app, 'ae.jordan@lender.test'));
  as.casey = bearer(await login(app, 'ae.casey@lender.test'));
  as.broker = bearer(await login(app, 'lo@summit.test'));
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const summaryOf = async (headers: Headers, query = '') => {
  const response = await call('GET', `/api/external-users/ae-summary${query}`, headers);
  expect(response.statusCode).toBe(200);
  return response.json<AeSummary>();
};

const SUMMIT = {
  id: 'org-summit',
  name: 'Summit Home Lending',
  approvalStatus: 'Active',
  contacts: 4,
  active: 3,
  disabled: 1,
  loanOfficers: 3,
  processors: 2,
  invitationPending: 0,
};
const HARBOR = {
  id: 'org-harbor',
  name: 'Harbor Mortgage Brokers',
  approvalStatus: 'Active',
  contacts: 3,
  active: 2,
  disabled: 1,
  loanOfficers: 1,
  processors: 2,
  invitationPending: 0,
};
const PRAIRIE = {
  id: 'org-prairie',
  name: 'Prairie Correspondent Group',
  approvalStatus: 'Pending',
  contacts: 3,
  active: 2,
  disabled: 1,
  loanOfficers: 2,
  processors: 1,
  invitationPending: 0,
};

describe('GET /api/external-users/ae-summary', () => {
  it('shows an account executive only the companies they cover, by name, with the totals', async () => {
    expect(await summaryOf(as.jordan)).toEqual({
      companies: [HARBOR, SUMMIT],
      totals: { companies: 2, contacts: 7, active: 5, disabled: 2, loanOfficers: 4, processors: 4, invitationPending: 0 },
    });
    expect((await summaryOf(as.casey)).companies).toEqual([PRAIRIE]);
  });

  it('shows administrators every company, or one account executive’s book', async () => {
    const all = await summaryOf(as.admin);
    expect(all.companies.map((company) => company.id)).toEqual(['org-harbor', 'org-prairie', 'org-summit']);
    expect(all.totals.contacts).toBe(10);
    expect((await summaryOf(as.admin, '?aeId=usr-ae-casey')).companies).toEqual([PRAIRIE]);
  });

  it('counts a contact added by the account executive as an open invitation', async () => {
    const created = await call('POST', '/api/admin/users', as.jordan, {
      userType: 'external',
      firstName: 'Robin',
      lastName: 'Ames',
      email: 'robin.ames@harbor.test',
      organizationId: 'org-harbor',
      roleTypes: ['lo'],
    });
    expect(created.statusCode).toBe(201);
    const harbor = (await summaryOf(as.jordan)).companies.find((company) => company.id === 'org-harbor');
    expect(harbor).toEqual({ ...HARBOR, contacts: 4, active: 3, loanOfficers: 2, invitationPending: 1 });
  });

  it('refuses another account executive’s book to anyone but administrators, and an unknown one', async () => {
    const other = await call('GET', '/api/external-users/ae-summary?aeId=usr-ae-casey', as.jordan);
    expect(other.statusCode).toBe(403);
    expect(other.json<ApiProblem>().detail).toBe(COVERAGE_TEXTS.otherBookAdminsOnly);
    expect((await summaryOf(as.jordan, '?aeId=usr-ae-jordan')).companies.map((company) => company.id)).toEqual([
      'org-harbor',
      'org-summit',
    ]);
    const notAnAe = await call('GET', '/api/external-users/ae-summary?aeId=usr-summit-taylor', as.admin);
    expect([notAnAe.statusCode, notAnAe.json<ApiProblem>().detail]).toEqual([404, COVERAGE_TEXTS.noAccountExecutive]);
  });

  it('is not for brokers', async () => {
    expect((await call('GET', '/api/external-users/ae-summary', as.broker)).statusCode).toBe(404);
    expect((await call('GET', '/api/external-users/ae-summary', undefined)).statusCode).toBe(401);
  });
});
