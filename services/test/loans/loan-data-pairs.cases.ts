import type { FastifyInstance } from 'fastify';
import {
  LOAN_DATA_RULES_TAG,
  getFieldDefinition,
  validateRuleDefinition,
  type ApiProblem,
  type LoanData,
  type LoanDataSaved,
  type LoanEvent,
  type ValidationRule,
} from 'shared-rules';
import { DEMO_LOAN_DATA_RULES } from '../../src/demo/loan-data-rules';
import { loanDataRuleFailures } from '../../src/features/loan-data/loan-data-rules';
import { organizationRuleSets } from '../../src/features/rule-sets/compiled-rule-sets';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};

const DREW = 'lo@harbor.test';
const JORDAN = 'ae.jordan@lender.test';
// A Harbor loan with two borrower pairs.
const LOAN = 'loan-demo-06';

beforeAll(async () => {
  database = await createTestDatabase('loan-data-pairs');
  app = await buildTestApp(database);
  for (const email of [DREW, JORDAN]) headers[email] = bearer(await login(app, email));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const dataOf = async () =>
  (await app.inject({ method: 'GET', url: `/api/loans/${LOAN}/loan-data?tab=urla`, headers: headers[DREW] })).json<LoanData>();
const addPair = (version: number) =>
  app.inject({ method: 'POST', url: `/api/loans/${LOAN}/borrower-pairs`, headers: headers[DREW], payload: { version } });
const removePair = (pair: number | string, version: number) =>
  app.inject({ method: 'DELETE', url: `/api/loans/${LOAN}/borrower-pairs/${pair}?version=${version}`, headers: headers[DREW] });
const save = (version: number, changes: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: `/api/loans/${LOAN}/loan-data`, headers: headers[DREW], payload: { version, changes } });
/** The newest event of a kind (a pair change may also move the workflow's step, logged after it). */
const latestEvent = async (kind: LoanEvent['kind']) =>
  (await app.inject({ method: 'GET', url: `/api/loans/${LOAN}/events`, headers: headers[JORDAN] }))
    .json<LoanEvent[]>()
    .find((event) => event.kind === kind);

describe("a loan's borrower pairs", () => {
  it('are added one at a time, up to four, each against the current version and audited', async () => {
    const opened = await dataOf();
    expect(opened.borrowerPairs).toBe(2);
    const added = await addPair(opened.version);
    expect(added.json<LoanDataSaved>()).toEqual({ loanId: LOAN, version: opened.version + 1, borrowerPairs: 3, values: {} });
    expect(await latestEvent('borrower-pair-added')).toMatchObject({
      summary: 'Drew Carter added borrower pair 3.',
      actorName: 'Drew Carter',
    });

    // Based on the version before the pair: stale, nothing added.
    expect((await addPair(opened.version)).json<ApiProblem>()).toMatchObject({
      status: 409,
      code: 'stale-loan-data',
      currentVersion: opened.version + 1,
    });
    const three = await dataOf();
    expect(three).toMatchObject({ borrowerPairs: 3, version: opened.version + 1, values: { '4000#3': null, '4002#3': null } });

    // The new pair's names are required by the loan-data rules: a save without them is refused.
    const unnamed = await save(three.version, { '12': 'Norfolk' });
    expect(unnamed.json<ApiProblem>()).toMatchObject({
      status: 422,
      fields: [
        { field: 'body.changes.4000#3', message: 'Value is required' },
        { field: 'body.changes.4002#3', message: 'Value is required' },
      ],
    });
    const named = await save(three.version, { '4000#3': 'Ines', '4002#3': 'Okafor', '1240#3': 'ines.okafor@example.com' });
    expect(named.statusCode).toBe(200);

    const four = await addPair(three.version + 1);
    expect(four.json<LoanDataSaved>()).toMatchObject({ borrowerPairs: 4 });
    const fourNamed = await save(four.json<LoanDataSaved>().version, { '4000#4': 'Lena', '4002#4': 'Marsh' });
    const full = await addPair(fourNamed.json<LoanDataSaved>().version);
    expect(full.json<ApiProblem>()).toMatchObject({
      status: 422,
      code: 'borrower-pair-limit',
      detail: 'A loan holds at most 4 borrower pairs.',
    });
  });

  it('are removed with the later pairs moving up; a stale save of a moved field then conflicts', async () => {
    const before = await dataOf();
    expect(before.borrowerPairs).toBe(4);
    const pair2Name = `${before.values['4000#2']} ${before.values['4002#2']}`;
    const removed = await removePair(2, before.version);
    expect(removed.json<LoanDataSaved>()).toMatchObject({ version: before.version + 1, borrowerPairs: 3 });
    expect(await latestEvent('borrower-pair-removed')).toMatchObject({
      summary: expect.stringMatching(
        new RegExp(`^Drew Carter removed borrower pair 2 \\(${pair2Name} and .+\\); the pairs after it moved up\\.$`),
      ),
    });
    const after = await dataOf();
    expect(after.values).toMatchObject({ '4000#2': 'Ines', '4002#2': 'Okafor', '1240#2': 'ines.okafor@example.com', '4000#3': 'Lena' });
    expect(Object.keys(after.values)).not.toContain('4000#4');

    // Someone still on the version before the removal edits "pair 2": that field changed under them.
    const stale = await save(before.version, { '4002#2': 'Stone' });
    expect(stale.json<ApiProblem>()).toMatchObject({
      status: 409,
      code: 'stale-loan-data',
      conflicts: [{ fieldId: '4002#2', yours: 'Stone', theirs: 'Okafor', changedBy: { name: 'Drew Carter' } }],
    });
    // A field of pair 1, which did not move, merges.
    expect((await save(before.version, { '4001#1': 'Q' })).statusCode).toBe(200);
  });

  it('keep at least one pair; a pair the loan does not have is 404; a stale removal is 409; the pair number is checked', async () => {
    let { version, borrowerPairs } = await dataOf();
    expect((await removePair(borrowerPairs + 1, version)).json<ApiProblem>()).toMatchObject({
      status: 404,
      code: 'borrower-pair-not-found',
    });
    expect((await removePair(1, version - 1)).json<ApiProblem>()).toMatchObject({ status: 409, code: 'stale-loan-data' });
    expect((await removePair(5, version)).json<ApiProblem>()).toMatchObject({ status: 400, code: 'invalid-input' });
    expect((await removePair('two', version)).statusCode).toBe(400);
    while (borrowerPairs > 1) {
      ({ version, borrowerPairs } = (await removePair(borrowerPairs, version)).json<LoanDataSaved>());
    }
    expect((await removePair(1, version)).json<ApiProblem>()).toMatchObject({ status: 422, code: 'last-borrower-pair' });
    expect((await dataOf()).borrowerPairs).toBe(1);
  });

  it("are out of reach like the loan: another organisation's broker gets the loans' 404", async () => {
    const summit = bearer(await login(app, 'lo@summit.test'));
    const response = await app.inject({
      method: 'POST',
      url: `/api/loans/${LOAN}/borrower-pairs`,
      headers: summit,
      payload: { version: 1 },
    });
    expect(response.json<ApiProblem>()).toMatchObject({ status: 404, detail: 'No loan with this id.' });
  });
});

describe('the seeded loan-data rules', () => {
  const fieldIdsOf = (rules: readonly ValidationRule[]): string[] =>
    rules.flatMap((rule) => [
      ...[rule.fieldIdTemplate, rule.dependentField, rule.comparisonField].filter((id): id is string => id !== undefined),
      ...(rule.conditions ?? []).map((condition) => condition.fieldId),
      ...fieldIdsOf(rule.dependentRules ?? []),
      ...fieldIdsOf(rule.executionRules ?? []),
    ]);

  it('are valid definitions that read catalogued fields only', () => {
    expect(DEMO_LOAN_DATA_RULES.flatMap((rule) => validateRuleDefinition(rule))).toEqual([]);
    const unknown = fieldIdsOf(DEMO_LOAN_DATA_RULES).filter((id) => getFieldDefinition(id.endsWith('#') ? `${id}1` : id) === undefined);
    expect(unknown).toEqual([]);
  });

  it('pass on every demo loan', async () => {
    const loans = await database.handle.db.selectFrom('loans').select(['id', 'organizationId', 'document']).orderBy('id').execute();
    const failing: Array<[string, string[]]> = [];
    for (const loan of loans) {
      const rules = await organizationRuleSets(app, loan.organizationId, LOAN_DATA_RULES_TAG);
      const failures = loanDataRuleFailures(rules, loan.document, new Date());
      if (failures.size > 0) failing.push([loan.id, [...failures.keys()]]);
    }
    expect(failing).toEqual([]);
  });

  it('judge the declarations: citizenship against the loan type, occupancy against the declaration', async () => {
    const loanId = 'loan-demo-02'; // Summit, FHA, a primary residence
    const summit = bearer(await login(app, 'lo@summit.test'));
    const { version } = (
      await app.inject({ method: 'GET', url: `/api/loans/${loanId}/loan-data?tab=urla`, headers: summit })
    ).json<LoanData>();
    const declare = (changes: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: `/api/loans/${loanId}/loan-data`, headers: summit, payload: { version, changes } });
    expect((await declare({ 'DECL.B.OCCUPY#1': false })).json<ApiProblem>().fields).toEqual([
      {
        field: 'body.changes.DECL.B.OCCUPY#1',
        message:
          'The borrower will not occupy the property, but the loan is for a primary residence: correct the occupancy or the declaration.',
      },
    ]);
    const response = await declare({ 'DECL.B.CITIZENSHIP#2': 'NonPermanentResidentAlien', 'DECL.B.OCCUPY#1': true });
    expect(response.json<ApiProblem>()).toMatchObject({
      status: 422,
      code: 'invalid-loan-data',
      fields: [
        {
          field: 'body.changes.DECL.B.CITIZENSHIP#2',
          message: 'FHA loans are not available to non-permanent resident aliens: choose another loan type.',
        },
      ],
    });
  });
});
