import type { FastifyInstance } from 'fastify';
import { type AeSummary, type ApiProblem, COVERAGE_TEXTS, type OrganizationCoverage } from 'shared-rules';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';
import { auditOf, type Headers } from '../user-admin/user-admin-helpers';

let database: TestDatabase;
let app: FastifyInstance;
const as = {} as Record<'admin' | 'jordan' | 'casey' | 'broker', Headers>;

beforeAll(async () => {
  database = await createTestDatabase('ae-coverage');
  app = await buildTestApp(database);
  as.admin = bearer(await login(app, 'admin@lender.test'));
  as.jordan = bearer(await login(app, 'ae.jordan@lender.test'));
  as.casey = bearer(await login(app, 'ae.casey@lender.test'));
  as.broker = bearer(await login(app, 'lo@summit.test'));
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const url = (organizationId: string) => `/api/admin/organizations/${organizationId}/coverage`;
const read = (headers: Headers, organizationId = 'org-summit') => app.inject({ method: 'GET', url: url(organizationId), headers });
const put = (headers: Headers, aeIds: string[], organizationId = 'org-summit') =>
  app.inject({ method: 'PUT', url: url(organizationId), headers, payload: { aeIds } });

const JORDAN = { id: 'usr-ae-jordan', name: 'Jordan Reyes', email: 'ae.jordan@lender.test', primary: true, canSignIn: true };
const CASEY = { id: 'usr-ae-casey', name: 'Casey Lin', email: 'ae.casey@lender.test', primary: false, canSignIn: true };
const caseyCompanies = async () =>
  (await app.inject({ method: 'GET', url: '/api/external-users/ae-summary', headers: as.casey }))
    .json<AeSummary>()
    .companies.map((company) => company.id);

describe('GET|PUT /api/admin/organizations/:id/coverage', () => {
  it('shows the account executives covering a company, the primary one marked', async () => {
    const response = await read(as.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json<OrganizationCoverage>()).toEqual({ organizationId: 'org-summit', aes: [JORDAN] });
  });

  it('adds an account executive, who reaches the company at once, keeps the primary one, and audits it', async () => {
    expect(await caseyCompanies()).toEqual(['org-prairie']);
    const response = await put(as.admin, ['usr-ae-casey']);
    expect(response.statusCode).toBe(200);
    expect(response.json<OrganizationCoverage>()).toEqual({ organizationId: 'org-summit', aes: [CASEY, JORDAN] });
    expect(await caseyCompanies()).toEqual(['org-prairie', 'org-summit']);
    expect((await auditOf(database, 'org-summit')).at(-1)).toEqual({
      action: 'organization.coverage',
      actorId: 'usr-admin-alex',
      details: { added: ['usr-ae-casey'], removed: [] },
    });
  });

  it('removes an account executive, who loses the company at once; the primary one always stays', async () => {
    const response = await put(as.admin, []);
    expect(response.json<OrganizationCoverage>().aes).toEqual([JORDAN]);
    expect(await caseyCompanies()).toEqual(['org-prairie']);
    expect((await app.inject({ method: 'GET', url: '/api/external-orgs/org-summit', headers: as.casey })).statusCode).toBe(404);
    const audits = await auditOf(database, 'org-summit');
    expect(audits.at(-1)?.details).toEqual({ added: [], removed: ['usr-ae-casey'] });
    expect((await put(as.admin, ['usr-ae-jordan'])).statusCode).toBe(200);
    expect(await auditOf(database, 'org-summit')).toHaveLength(audits.length);
  });

  it('refuses unknown users and users who are not account executives, each under its field, and changes nothing', async () => {
    const refused = await put(as.admin, ['usr-ae-casey', 'usr-nobody', 'usr-summit-taylor', 'usr-admin-alex']);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ApiProblem>().fields).toEqual([
      { field: 'body.aeIds.1', message: COVERAGE_TEXTS.noAccountExecutive },
      { field: 'body.aeIds.2', message: COVERAGE_TEXTS.notAccountExecutive },
      { field: 'body.aeIds.3', message: COVERAGE_TEXTS.notAccountExecutive },
    ]);
    expect((await read(as.admin)).json<OrganizationCoverage>().aes).toEqual([JORDAN]);
    expect((await put(as.admin, ['usr-ae-casey'], 'org-nowhere')).statusCode).toBe(404);
  });

  it('is for administrators only: account executives and brokers are refused', async () => {
    for (const headers of [as.jordan, as.broker]) {
      const write = await put(headers, ['usr-ae-casey']);
      expect([write.statusCode, write.json<ApiProblem>().detail]).toEqual([403, COVERAGE_TEXTS.adminsOnly]);
      expect((await read(headers)).statusCode).toBe(404);
    }
  });
});
