import type { FastifyInstance } from 'fastify';
import { MAX_LOAN_FIELD_TEXT_LENGTH, type ApiProblem, type LoanData, type LoanDataSaved } from 'shared-rules';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};

const TAYLOR = 'lo@summit.test';
const JORDAN = 'ae.jordan@lender.test';
const ADMIN = 'admin@lender.test';
const DREW = 'lo@harbor.test';
// A Summit loan with one borrower pair and no adverse action.
const LOAN = 'loan-demo-01';

beforeAll(async () => {
  database = await createTestDatabase('loan-data-refusals');
  app = await buildTestApp(database);
  for (const email of [TAYLOR, JORDAN, ADMIN, DREW]) headers[email] = bearer(await login(app, email));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const dataOf = async (loanId = LOAN) =>
  (await app.inject({ method: 'GET', url: `/api/loans/${loanId}/loan-data?tab=urla`, headers: headers[JORDAN] })).json<LoanData>();
/** Saves against `version`, by default the loan's current one. */
async function save(email: string, changes: Record<string, unknown>, loanId = LOAN, version?: number) {
  const based = version ?? (await dataOf(loanId)).version;
  return app.inject({
    method: 'PATCH',
    url: `/api/loans/${loanId}/loan-data`,
    headers: headers[email],
    payload: { version: based, changes },
  });
}

/** Sends the changes, expects the refusal, and checks that nothing was saved. */
async function refused(email: string, changes: Record<string, unknown>, loanId = LOAN): Promise<ApiProblem> {
  const before = await dataOf(loanId);
  const response = await save(email, changes, loanId, before.version);
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(await dataOf(loanId)).toEqual(before);
  return response.json<ApiProblem>();
}

describe('input a browser would never send is refused, nothing saved', () => {
  it('unknown and read-only field ids (400), each named in fields', async () => {
    expect(await refused(TAYLOR, { '9999': 'x', '4000#1': 'Ann', 'CX.BAD#2': 'x' })).toMatchObject({
      status: 400,
      code: 'unknown-field',
      fields: [
        { field: 'body.changes.9999', message: 'Unknown field id 9999.' },
        { field: 'body.changes.CX.BAD#2', message: 'Unknown field id CX.BAD#2.' },
      ],
    });
    expect(await refused(TAYLOR, { '364': '260000001' })).toMatchObject({
      status: 400,
      code: 'read-only-field',
      fields: [{ field: 'body.changes.364', message: 'Loan Number (364) is set by the portal and cannot be changed.' }],
    });
    expect(await refused(TAYLOR, { '4000': 'Ann', '4000#1': 'Anne' })).toMatchObject({ status: 400, code: 'duplicate-field' });
  });

  it('values that fail their field: text too long, a bad SSN, date or option, a number for text, too many decimals', async () => {
    const cases: Array<[string, unknown, string]> = [
      [
        '11',
        'x'.repeat(MAX_LOAN_FIELD_TEXT_LENGTH + 1),
        `Subject Property Street (11) must be at most ${MAX_LOAN_FIELD_TEXT_LENGTH} characters.`,
      ],
      ['65#1', '12-345', 'Borrower SSN (65#1) must be an SSN of 9 digits.'],
      ['1402#1', '02/30/1990', 'Borrower Date of Birth (1402#1) must be a date (MM/dd/yyyy or yyyy-MM-dd).'],
      ['1402#1', 'yesterday', 'Borrower Date of Birth (1402#1) must be a date (MM/dd/yyyy or yyyy-MM-dd).'],
      [
        '19',
        'Lease',
        'Loan Purpose (19) must be one of Purchase, Cash-Out Refinance, NoCash-Out Refinance, ConstructionOnly, ConstructionToPermanent, Other.',
      ],
      ['4000#1', 42, 'Borrower First Name (4000#1) must be text.'],
      ['14', 'ZZ', 'Subject Property State (14) must be a US state or territory code.'],
      ['1109', true, 'Loan Amount (1109) must be a number.'],
      ['1109', '12.345', 'Loan Amount (1109) must be a number with at most 2 decimals.'],
      ['1109', '-350000', 'Loan Amount (1109) must be zero or more.'],
      ['4', '360.5', 'Loan Term (months) (4) must be a whole number.'],
    ];
    for (const [fieldId, value, message] of cases) {
      expect([fieldId, await refused(TAYLOR, { [fieldId]: value })]).toEqual([
        fieldId,
        expect.objectContaining({ status: 400, code: 'invalid-field-value', fields: [{ field: `body.changes.${fieldId}`, message }] }),
      ]);
    }
    // ajv refuses what is no field value at all, before the handler.
    expect(await refused(TAYLOR, { '11': { street: 'x' } })).toMatchObject({ status: 400, code: 'invalid-input' });
  });

  it('a negative amount only in a field that allows one (a net rental income)', async () => {
    const response = await save(TAYLOR, { FM0132: '-1,250.50' });
    expect(response.statusCode).toBe(200);
    expect(response.json<LoanDataSaved>().values).toEqual({ FM0132: -1250.5 });
    expect((await dataOf()).values.FM0132).toBe(-1250.5);
  });

  it('a field of a borrower pair the loan does not have (pairs are added with their own call)', async () => {
    expect(await refused(TAYLOR, { '4000#2': 'Ben', '4002#2': 'Stone' })).toMatchObject({
      status: 400,
      code: 'borrower-pair-out-of-range',
      fields: [
        { field: 'body.changes.4000#2', message: expect.stringContaining('The loan has 1 borrower pair(s)') },
        { field: 'body.changes.4002#2', message: expect.stringContaining('belongs to borrower pair 2') },
      ],
    });
  });

  it('a field the loan-data rules make display-only, for everyone, lender staff included (403)', async () => {
    const message = 'Loan Program (1401) is shown for information only: a field rule of the lender makes it read-only.';
    for (const email of [TAYLOR, JORDAN, ADMIN]) {
      expect([email, await refused(email, { '1401': 'Conventional 7/6 ARM' })]).toEqual([
        email,
        expect.objectContaining({ status: 403, code: 'display-only-field', fields: [{ field: 'body.changes.1401', message }] }),
      ]);
    }
    // The value already stored is no change, so a form sending it back is not refused.
    const { values } = await dataOf();
    expect((await save(TAYLOR, { '1401': values['1401'] })).statusCode).toBe(200);
    expect((await save(JORDAN, { '1401': values['1401'] })).statusCode).toBe(200);
  });

  it('a version the loan never had is stale (409) with the current version', async () => {
    const { version } = await dataOf();
    const response = await save(TAYLOR, { '12': 'Golden' }, LOAN, version + 5);
    expect(response.json<ApiProblem>()).toMatchObject({ status: 409, code: 'stale-loan-data', conflicts: [], currentVersion: version });
  });
});

describe("who may save, and when: the loans' rules", () => {
  it("a loan out of reach is the loans' 404, for reads and writes; a missing loan too", async () => {
    expect((await save(DREW, { '12': 'Golden' }, LOAN, 1)).json<ApiProblem>()).toMatchObject({
      status: 404,
      detail: 'No loan with this id.',
    });
    expect((await save(TAYLOR, { '12': 'Golden' }, 'loan-nowhere', 1)).statusCode).toBe(404);
    expect((await save(DREW, { '12': 'Golden' }, 'loan-demo-05')).statusCode).toBe(200);
  });

  it('a loan under the adverse-action lock answers 423 loan-locked', async () => {
    expect(await refused(TAYLOR, { '12': 'Golden' }, 'loan-demo-09')).toMatchObject({ status: 423, code: 'loan-locked' });
    expect(await refused(JORDAN, { '12': 'Golden' }, 'loan-demo-09')).toMatchObject({ status: 423, code: 'loan-locked' });
  });

  it('a loan another staff member holds, or an archived one, answers 423 loan-read-only; the holder saves', async () => {
    const loanId = 'loan-demo-04';
    expect((await app.inject({ method: 'PUT', url: `/api/loans/${loanId}/lock`, headers: headers[JORDAN] })).statusCode).toBe(200);
    expect(await refused(TAYLOR, { '12': 'Golden' }, loanId)).toMatchObject({
      status: 423,
      code: 'loan-read-only',
      detail: 'Jordan Reyes is working on this loan: it can be read but not changed until they release it.',
    });
    expect((await save(JORDAN, { '12': 'Golden' }, loanId)).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/loans/${loanId}/lock`, headers: headers[JORDAN] })).statusCode).toBe(200);

    const archive = (archived: boolean) =>
      app.inject({ method: 'PUT', url: `/api/loans/${loanId}/archived`, headers: headers[ADMIN], payload: { archived } });
    expect((await archive(true)).statusCode).toBe(200);
    expect(await refused(ADMIN, { '12': 'Boulder' }, loanId)).toMatchObject({ status: 423, code: 'loan-read-only' });
    expect((await archive(false)).statusCode).toBe(200);
    expect((await save(TAYLOR, { '12': 'Boulder' }, loanId)).statusCode).toBe(200);
  });
});
