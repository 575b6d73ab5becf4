import type { FastifyInstance } from 'fastify';
import type {
  ApiProblem,
  ExternalUser,
  ExternalUsersSummary,
  InternalUser,
  LoanDocuments,
  Notification,
  Organization,
  Paged,
} from 'shared-rules';
import { multipartBody, SAMPLE_FILES } from '../helpers/multipart';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  database = await createTestDatabase('tenancy');
  app = await buildTestApp(database);
  for (const email of [
    'lo@summit.test',
    'lo@harbor.test',
    'ae.jordan@lender.test',
    'ae.casey@lender.test',
    'admin@lender.test',
    'ops@lender.test',
  ]) {
    headers[email] = bearer(await login(app, email));
  }
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const get = (email: string, url: string) => app.inject({ method: 'GET', url, headers: headers[email] });
const orgNames = async (email: string) =>
  (await get(email, '/api/external-orgs')).json<Organization[]>().map((o) => o.summary.organizationName);

describe('organisations', () => {
  it('each user sees exactly the organisations they reach', async () => {
    expect(await orgNames('lo@summit.test')).toEqual(['Summit Home Lending']);
    expect(await orgNames('ae.jordan@lender.test')).toEqual(['Harbor Mortgage Brokers', 'Summit Home Lending']);
    expect(await orgNames('ae.casey@lender.test')).toEqual(['Prairie Correspondent Group']);
    expect(await orgNames('admin@lender.test')).toEqual(['Harbor Mortgage Brokers', 'Prairie Correspondent Group', 'Summit Home Lending']);
    expect(await orgNames('ops@lender.test')).toEqual([]);
  });

  it('gives the Organization shape of the spec', async () => {
    const summit = (await get('admin@lender.test', '/api/external-orgs/org-summit')).json<Organization>();
    expect(summit).toEqual({
      summary: { id: 'org-summit', organizationName: 'Summit Home Lending' },
      basicInfo: {
        channelTypes: ['Brokered - Wholesale', 'Correspondent'],
        correspondentSelection: ['Delegated', 'Non-Delegated'],
        approvalStatus: { currentStatus: 'Active' },
        primarySalesRepAe: { userId: 'usr-ae-jordan' },
      },
    });
    const prairie = (await get('admin@lender.test', '/api/external-orgs/org-prairie')).json<Organization>();
    expect(prairie.basicInfo.approvalStatus.currentStatus).toBe('Pending');
  });
});

describe('an external user of org A asking for org B gets 404 on every route', () => {
  const summitUser = 'lo@summit.test';
  it.each([
    ['/api/external-orgs/org-harbor'],
    ['/api/external-users/summary?orgId=org-harbor&roleType=both&includeDisabled=true'],
    ['/api/external-users/usr-harbor-drew'],
  ])('GET %s', async (url) => {
    const response = await get(summitUser, url);
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiProblem>().code).toBe('not-found');
  });

  it('and the same 404 as for an id that does not exist', async () => {
    const missing = await get(summitUser, '/api/external-orgs/org-nowhere');
    const foreign = await get(summitUser, '/api/external-orgs/org-harbor');
    expect(foreign.json<ApiProblem>().detail).toBe(missing.json<ApiProblem>().detail);
  });

  it('POST /api/external-users with orgId B', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/external-users',
      headers: headers[summitUser],
      payload: { page: 1, pageSize: 10, orgId: 'org-harbor' },
    });
    expect(response.statusCode).toBe(404);
  });

  it("org B's notifications: read, mark read, delete", async () => {
    const harborNotifications = (await get('lo@harbor.test', '/api/notifications')).json<Notification[]>();
    const target = harborNotifications[0];
    expect(target).toBeDefined();
    expect((await get(summitUser, `/api/notifications`)).json<Notification[]>().map((n) => n.id)).not.toContain(target.id);
    const markRead = await app.inject({ method: 'PATCH', url: `/api/notifications/${target.id}/read`, headers: headers[summitUser] });
    expect(markRead.statusCode).toBe(404);
    const remove = await app.inject({ method: 'DELETE', url: `/api/notifications/${target.id}`, headers: headers[summitUser] });
    expect(remove.statusCode).toBe(404);
    // Nothing changed for its owner.
    const after = (await get('lo@harbor.test', '/api/notifications')).json<Notification[]>();
    expect(after.find((n) => n.id === target.id)).toEqual(target);
  });

  it("org B's loan documents: list, add a folder, upload, download, rename", async () => {
    // Seeded: loan-demo-05 is Harbor's, with a statement in its "Bank Statements" folder.
    const loanId = 'loan-demo-05';
    const attachmentId = 'att-loan-demo-05-statement';
    const upload = multipartBody([{ name: 'file', fileName: 'statement.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.pdf }]);
    const asSummit = (
      method: 'GET' | 'POST' | 'PATCH',
      url: string,
      payload?: object | Buffer,
      extraHeaders: Record<string, string> = {},
    ) => app.inject({ method, url, headers: { ...headers[summitUser], ...extraHeaders }, payload });
    const before = (await get('lo@harbor.test', `/api/loans/${loanId}/documents`)).json<LoanDocuments>();
    const missing = await get(summitUser, '/api/loans/loan-nowhere/documents');
    const responses = [
      await get(summitUser, `/api/loans/${loanId}/documents`),
      await asSummit('POST', `/api/loans/${loanId}/documents`, { title: 'Appraisal' }),
      await asSummit('POST', `/api/loans/${loanId}/attachments`, upload.payload, upload.headers),
      await get(summitUser, `/api/loans/${loanId}/attachments/${attachmentId}/content`),
      await asSummit('PATCH', `/api/loans/${loanId}/attachments/${attachmentId}`, { title: 'Renamed' }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiProblem>()).toEqual(missing.json<ApiProblem>());
    }
    // Nothing changed for Harbor.
    expect((await get('lo@harbor.test', `/api/loans/${loanId}/documents`)).json<LoanDocuments>()).toEqual(before);
  });

  it('users by encompass ids leave out users of other organisations', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/by-encompass-ids',
      headers: headers[summitUser],
      payload: { ids: ['enc-summit-morgan', 'enc-harbor-drew', 'enc-ae-jordan'] },
    });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json<Array<{ encompassId: string }>>()
        .map((u) => u.encompassId)
        .sort(),
    ).toEqual(['enc-ae-jordan', 'enc-summit-morgan']);
  });
});

describe('account executives reach only the organisations they cover', () => {
  it('Casey (Prairie) cannot read Summit users; Jordan can', async () => {
    expect((await get('ae.casey@lender.test', '/api/external-users/usr-summit-taylor')).statusCode).toBe(404);
    expect((await get('ae.jordan@lender.test', '/api/external-users/usr-summit-taylor')).statusCode).toBe(200);
    expect((await get('ae.casey@lender.test', '/api/external-users/summary?orgId=org-summit')).statusCode).toBe(404);
  });

  it('the paged search lists only covered organisations', async () => {
    const page = (
      await app.inject({
        method: 'POST',
        url: '/api/external-users',
        headers: headers['ae.casey@lender.test'],
        payload: { page: 1, pageSize: 50, includeDisabled: true },
      })
    ).json<Paged<ExternalUser>>();
    expect(page.total).toBe(3);
    expect(new Set(page.items.map((u) => u.organizationId))).toEqual(new Set(['org-prairie']));
  });
});

describe('external user summary', () => {
  const summary = async (query: string) =>
    (await get('lo@summit.test', `/api/external-users/summary?orgId=org-summit&${query}`))
      .json<ExternalUsersSummary>()
      .results.map((u) => u.email);

  it('filters by role, ordered by last name; both means anyone holding either role', async () => {
    expect(await summary('roleType=lo')).toEqual(['lo@summit.test', 'both@summit.test']);
    expect(await summary('roleType=lp')).toEqual(['lp@summit.test', 'both@summit.test']);
    expect((await summary('roleType=both')).sort()).toEqual(['both@summit.test', 'lo@summit.test', 'lp@summit.test']);
  });

  it('includes disabled users only when asked, flagged disabledLogin', async () => {
    const rows = (
      await get('lo@summit.test', '/api/external-users/summary?orgId=org-summit&roleType=lo&includeDisabled=true')
    ).json<ExternalUsersSummary>().results;
    expect(rows.find((u) => u.email === 'former@summit.test')).toMatchObject({ disabledLogin: true, firstName: 'Jamie', lastName: 'Fox' });
    expect(await summary('roleType=lo')).not.toContain('former@summit.test');
  });

  it('answers JSON with exactly the fields of its schema, the same when served from the cache', async () => {
    const url = '/api/external-users/summary?orgId=org-summit&roleType=lp';
    const first = await get('lo@summit.test', url);
    const second = await get('ae.jordan@lender.test', url);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    const row = first.json<ExternalUsersSummary>().results[0];
    expect(Object.keys(row ?? {}).sort()).toEqual([
      'disabledLogin',
      'email',
      'encompassId',
      'firstName',
      'id',
      'lastName',
      'organizationId',
      'phone',
      'roleTypes',
    ]);
  });

  it('rejects a bad roleType and a missing orgId with a 400 naming the field', async () => {
    const badRole = await get('lo@summit.test', '/api/external-users/summary?orgId=org-summit&roleType=manager');
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json<ApiProblem>().fields?.[0]?.field).toBe('querystring.roleType');
    const noOrg = await get('lo@summit.test', '/api/external-users/summary?roleType=lo');
    expect(noOrg.json<ApiProblem>().fields?.[0]?.field).toBe('querystring.orgId');
  });
});

describe('paged search', () => {
  it('pages through results and finds by name', async () => {
    const search = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/external-users', headers: headers['admin@lender.test'], payload });
    const first = (await search({ page: 1, pageSize: 4, includeDisabled: true })).json<Paged<ExternalUser>>();
    const second = (await search({ page: 2, pageSize: 4, includeDisabled: true })).json<Paged<ExternalUser>>();
    expect(first.total).toBe(10);
    expect(first.items).toHaveLength(4);
    expect(new Set([...first.items, ...second.items].map((u) => u.id)).size).toBe(8);
    const found = (await search({ page: 1, pageSize: 10, query: 'avery k' })).json<Paged<ExternalUser>>();
    expect(found.items.map((u) => u.email)).toEqual(['lp@harbor.test']);
    const bad = await search({ page: 0, pageSize: 500 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiProblem>().fields?.[0]?.field).toBe('body.page');
  });
});

describe('internal users', () => {
  it('gives the account executive contact card to an external user', async () => {
    const card = (await get('lo@summit.test', '/api/internal-users/usr-ae-jordan')).json<InternalUser>();
    expect(card).toEqual({
      id: 'usr-ae-jordan',
      fullName: 'Jordan Reyes',
      email: 'ae.jordan@lender.test',
      phone: '555-201-0200',
      cell: '555-301-0200',
    });
    expect((await get('lo@summit.test', '/api/internal-users/usr-summit-taylor')).statusCode).toBe(404);
  });
});
