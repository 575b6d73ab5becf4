import type { FastifyInstance } from 'fastify';
import type {
  ApiProblem,
  FieldSchemasResponse,
  LoanDetail,
  LoanFieldValuesResponse,
  LoanSummary,
  Paged,
  RuleSetRecord,
} from 'shared-rules';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};

// A generous timeout: starting PGlite, migrating, seeding and signing in share two cores with other suites.
beforeAll(async () => {
  database = await createTestDatabase('loans-pipeline-access');
  app = await buildTestApp(database);
  for (const email of ['lo@summit.test', 'lo@harbor.test', 'ae.jordan@lender.test', 'ae.casey@lender.test', 'admin@lender.test']) {
    headers[email] = bearer(await login(app, email));
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const get = (email: string, url: string) => app.inject({ method: 'GET', url, headers: headers[email] });
const pipeline = async (email: string, query = '') => (await get(email, `/api/loans${query}`)).json<Paged<LoanSummary>>();

// Seeded: loan-demo-01..04 belong to Summit, 05..07 to Harbor.
const HARBOR_LOAN = 'loan-demo-05';
const SUMMIT_LOAN = 'loan-demo-01';

describe('GET /api/loans (the pipeline)', () => {
  it('shows each user the loans of the organisations they reach, newest first', async () => {
    const summit = await pipeline('lo@summit.test');
    expect(summit.total).toBe(4);
    expect(new Set(summit.items.map((loan) => loan.organizationId))).toEqual(new Set(['org-summit']));
    const updated = summit.items.map((loan) => Date.parse(loan.updatedAt));
    expect(updated).toEqual([...updated].sort((a, b) => b - a));
    expect(summit.items[0]).toMatchObject({ id: SUMMIT_LOAN, status: 'Active', channel: 'Banked - Wholesale', loanPurpose: 'Purchase' });
    expect(summit.items[0].borrowerName).toMatch(/^\S+ \S+/);
    expect(summit.items[0].loanAmount).toEqual(expect.any(Number));

    expect((await pipeline('lo@harbor.test')).items.map((loan) => loan.id)).toEqual(['loan-demo-05', 'loan-demo-06', 'loan-demo-07']);
    expect((await pipeline('ae.jordan@lender.test')).total).toBe(7);
    expect((await pipeline('ae.casey@lender.test')).total).toBe(0);
    expect((await pipeline('admin@lender.test')).total).toBe(7);
  });

  it('pages and filters', async () => {
    const page2 = await pipeline('ae.jordan@lender.test', '?page=2&pageSize=3');
    expect(page2).toMatchObject({ page: 2, pageSize: 3, total: 7 });
    expect(page2.items).toHaveLength(3);
    const harborOnly = await pipeline('ae.jordan@lender.test', '?orgId=org-harbor&status=Approved');
    expect(harborOnly.items.map((loan) => loan.id)).toEqual(['loan-demo-07']);
    expect((await get('lo@summit.test', '/api/loans?orgId=org-harbor')).statusCode).toBe(404);
    expect((await get('lo@summit.test', '/api/loans?pageSize=1000')).json<ApiProblem>().code).toBe('invalid-input');
  });
});

describe("an external user of org A cannot read org B's loans: 404, like a missing loan", () => {
  it.each([[`/api/loans/${HARBOR_LOAN}`], [`/api/loans/${HARBOR_LOAN}/fields?ids=4000`]])('GET %s', async (url) => {
    const foreign = await get('lo@summit.test', url);
    const missing = await get('lo@summit.test', url.replace(HARBOR_LOAN, 'loan-nowhere'));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ApiProblem>()).toEqual(missing.json<ApiProblem>());
  });

  it('while the covering account executive and the administrator can', async () => {
    expect((await get('ae.jordan@lender.test', `/api/loans/${HARBOR_LOAN}`)).statusCode).toBe(200);
    expect((await get('admin@lender.test', `/api/loans/${HARBOR_LOAN}`)).statusCode).toBe(200);
    expect((await get('ae.casey@lender.test', `/api/loans/${HARBOR_LOAN}`)).statusCode).toBe(404);
  });
});

describe('GET /api/loans/:id and its fields', () => {
  it('gives the summary, contacts and the loan document', async () => {
    const loan = (await get('lo@harbor.test', `/api/loans/${HARBOR_LOAN}`)).json<LoanDetail>();
    expect(loan).toMatchObject({ id: HARBOR_LOAN, organizationName: 'Harbor Mortgage Brokers', folder: 'TPO Pending' });
    expect(loan.contacts.loanOfficer).toEqual({ userId: 'usr-harbor-drew', name: 'Drew Carter', email: 'lo@harbor.test' });
    expect(loan.document.loanNumber).toBe(loan.loanNumber);
    expect(loan.document.customFields).toEqual([{ fieldName: 'CUST01FV', value: 'HMB-24117' }]);
  });

  it('reads values by field id: plain, borrower pair and custom ids', async () => {
    const loan = (await get('lo@summit.test', '/api/loans/loan-demo-02')).json<LoanDetail>();
    const response = await get('lo@summit.test', '/api/loans/loan-demo-02/fields?ids=364,4000,4000%232,65%232,1172,CX.NONQM.YN');
    expect(response.statusCode).toBe(200);
    expect(response.json<LoanFieldValuesResponse>().values).toEqual({
      '364': loan.loanNumber,
      '4000': loan.document.applications[0].borrower.firstName,
      '4000#2': loan.document.applications[1].borrower.firstName,
      '65#2': loan.document.applications[1].borrower.ssn,
      '1172': 'FHA',
      'CX.NONQM.YN': null,
    });
  });

  it('refuses unknown field ids with a problem naming them', async () => {
    const response = await get('lo@summit.test', `/api/loans/${SUMMIT_LOAN}/fields?ids=4000,NOT_A_FIELD`);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiProblem>()).toMatchObject({ code: 'unknown-field', detail: 'Unknown field id(s): NOT_A_FIELD.' });
  });
});

describe('field schemas', () => {
  it('by plain id, with the borrower pair resolved', async () => {
    const response = (await get('lo@summit.test', '/api/field-schemas?ids=1401,4000%232,NOT_A_FIELD')).json<FieldSchemasResponse>();
    expect(response.unknownFieldIds).toEqual(['NOT_A_FIELD']);
    expect(response.fields).toEqual([
      {
        id: '1401',
        description: 'Loan Program',
        format: 'STRING',
        dataType: 'String',
        options: [],
        readOnly: false,
        jsonPath: '$.loanProgramName',
      },
      expect.objectContaining({ id: '4000#2', description: 'Borrower First Name', jsonPath: '$.applications[1].borrower.firstName' }),
    ]);
  });

  it('by custom id (CX. and CUST), unlisted ones as free text', async () => {
    const response = (
      await get('lo@summit.test', '/api/custom-field-schemas?ids=CX.CORE.COC,CX.BRANCH.CODE,4000')
    ).json<FieldSchemasResponse>();
    expect(response.unknownFieldIds).toEqual(['4000']);
    expect(response.fields[0]).toMatchObject({
      id: 'CX.CORE.COC',
      format: 'DROPDOWN',
      options: [
        { text: 'Company', value: 'Company' },
        { text: 'Correspondent', value: 'Correspondent' },
      ],
    });
    expect(response.fields[1]).toMatchObject({ id: 'CX.BRANCH.CODE', format: 'STRING', dataType: 'String', readOnly: false });
  });
});

describe('rule sets', () => {
  const ids = (sets: RuleSetRecord[]) => sets.map((set) => set.id);

  it('give the browser the same create-loan rules the server runs for its organisation', async () => {
    expect(ids((await get('lo@summit.test', '/api/rule-sets?tag=create-loan')).json<RuleSetRecord[]>())).toEqual(['rs-lender-create-loan']);
    expect(ids((await get('lo@harbor.test', '/api/rule-sets?tag=create-loan')).json<RuleSetRecord[]>())).toEqual([
      'rs-lender-create-loan',
      'rs-harbor-create-loan',
    ]);
    // Every rule set of the organisation, the lender's workflow rules (tag wf-…) among them.
    expect(ids((await get('ae.jordan@lender.test', '/api/rule-sets?orgId=org-harbor')).json<RuleSetRecord[]>())).toEqual([
      'rs-lender-cd-preview',
      'rs-lender-create-loan',
      'rs-lender-loan-data',
      'rs-wf-application',
      'rs-wf-appraisal',
      'rs-wf-clear-to-close',
      'rs-wf-closing-date',
      'rs-wf-initial-disclosures',
      'rs-wf-purchase',
      'rs-harbor-create-loan',
    ]);
    expect((await get('lo@summit.test', '/api/rule-sets?orgId=org-harbor')).statusCode).toBe(404);
    const lender = (await get('lo@summit.test', '/api/rule-sets'))
      .json<RuleSetRecord[]>()
      .find((set) => set.id === 'rs-lender-create-loan');
    if (!lender) throw new Error("the lender's create-loan rule set is missing");
    expect(lender.rules.map((rule) => rule.ruleType)).toEqual(
      expect.arrayContaining(['REQUIRED', 'FORMAT', 'RANGE', 'CONDITIONAL', 'LOGICAL']),
    );
  });

  it('are saved by administrators only, and an invalid definition is refused', async () => {
    const put = (email: string, body: object) =>
      app.inject({ method: 'PUT', url: '/api/rule-sets/rs-summit-extra', headers: headers[email], payload: body });
    const valid = {
      name: 'Summit extra',
      organizationId: 'org-summit',
      tags: ['create-loan'],
      enabled: true,
      rules: [{ id: 'needs-email', ruleType: 'REQUIRED', fieldIdTemplate: '1240#' }],
    };
    expect((await put('lo@summit.test', valid)).statusCode).toBe(403);
    const invalid = await put('admin@lender.test', { ...valid, rules: [{ id: 'bad-range', ruleType: 'RANGE', fieldIdTemplate: '3' }] });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json<ApiProblem>()).toMatchObject({ code: 'invalid-rule-definition' });
    expect(invalid.json<ApiProblem>().detail).toMatch(/bad-range/);
    expect((await get('lo@summit.test', '/api/rule-sets')).json<RuleSetRecord[]>().map((set) => set.id)).not.toContain('rs-summit-extra');

    const saved = await put('admin@lender.test', valid);
    expect(saved.statusCode).toBe(200);
    expect(ids((await get('lo@summit.test', '/api/rule-sets?tag=create-loan')).json<RuleSetRecord[]>())).toEqual([
      'rs-lender-create-loan',
      'rs-summit-extra',
    ]);
  });
});
