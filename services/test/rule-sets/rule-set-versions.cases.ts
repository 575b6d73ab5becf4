import type { FastifyInstance } from 'fastify';
import type {
  ApiProblem,
  RuleSetRecord,
  RuleSetSaveRequest,
  RuleSetTryRequest,
  RuleSetTryResult,
  RuleSetVersion,
  RuleSetVersionSummary,
} from 'shared-rules';
import { connect, connected, nextEvent, type PortalClient } from '../helpers/sockets';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

// Every save of a rule set is a version: listed newest first, read one by one, restored as the
// next version; an edited rule set can be tried on a loan before it is saved.
let database: TestDatabase;
let app: FastifyInstance;
let socket: PortalClient;
const headers: Record<string, { authorization: string }> = {};
const ADMIN = 'admin@lender.test';

beforeAll(async () => {
  database = await createTestDatabase('rule-set-versions');
  app = await buildTestApp(database);
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  for (const email of [ADMIN, 'ae.jordan@lender.test', 'lo@summit.test']) headers[email] = bearer(await login(app, email));
  // A loan officer's open loan page: every save and restore reaches it, so it recompiles its rules.
  socket = connect(baseUrl, (await login(app, 'lo@summit.test')).access.token);
  await connected(socket);
}, 120_000);

afterAll(async () => {
  socket?.disconnect();
  await app?.close();
  await database?.drop();
});

const get = (url: string, email = ADMIN) => app.inject({ method: 'GET', url, headers: headers[email] });
const put = (id: string, body: RuleSetSaveRequest, email = ADMIN) =>
  app.inject({ method: 'PUT', url: `/api/rule-sets/${id}`, headers: headers[email], payload: body });
const restore = (id: string, version: number, email = ADMIN) =>
  app.inject({ method: 'POST', url: `/api/rule-sets/${id}/versions/${version}/restore`, headers: headers[email] });
const tryOn = (body: RuleSetTryRequest, email = ADMIN) =>
  app.inject({ method: 'POST', url: '/api/rule-sets/try', headers: headers[email], payload: body });
const versionsOf = async (id: string) => (await get(`/api/rule-sets/${id}/versions`)).json<RuleSetVersionSummary[]>();

const emails: RuleSetSaveRequest = {
  name: 'Borrower emails',
  organizationId: 'org-summit',
  tags: ['loan-data'],
  enabled: true,
  rules: [{ id: 'borrower-email', ruleType: 'REQUIRED', fieldIdTemplate: '1240#' }],
};

describe('rule set versions', () => {
  it('gives every seeded rule set its version 1, written by the portal', async () => {
    const versions = await versionsOf('rs-lender-create-loan');
    expect(versions).toEqual([
      expect.objectContaining({ ruleSetId: 'rs-lender-create-loan', version: 1, savedBy: null, ruleCount: 16, restoredFrom: null }),
    ]);
    const latest = (await get('/api/rule-set-versions/latest')).json<RuleSetVersionSummary[]>();
    const seeded = (await get('/api/rule-sets')).json<RuleSetRecord[]>();
    expect(latest.map((entry) => entry.ruleSetId).sort()).toEqual(seeded.map((set) => set.id).sort());
  });

  it('writes a version on every save, listed newest first with who saved it and what changed', async () => {
    const broadcast = nextEvent(socket, 'rule-sets-update');
    expect((await put('rs-test-emails', emails)).statusCode).toBe(200);
    expect(await broadcast).toEqual({ ruleSetId: 'rs-test-emails', tags: ['loan-data'] });
    const second = {
      ...emails,
      name: 'Borrower email addresses',
      rules: [...emails.rules, { id: 'phone', ruleType: 'REQUIRED', fieldIdTemplate: '66#' }],
    };
    expect((await put('rs-test-emails', second as RuleSetSaveRequest)).statusCode).toBe(200);

    const versions = await versionsOf('rs-test-emails');
    expect(versions.map(({ version, savedBy, ruleCount, name }) => ({ version, savedBy, ruleCount, name }))).toEqual([
      { version: 2, savedBy: 'Alex Morgan', ruleCount: 2, name: 'Borrower email addresses' },
      { version: 1, savedBy: 'Alex Morgan', ruleCount: 1, name: 'Borrower emails' },
    ]);
    expect(versions[1].summary).toBe('Created with 1 rule.');
    expect(versions[0].summary).toBe('Renamed from "Borrower emails" to "Borrower email addresses". Rule added: phone.');
    expect(Date.parse(versions[0].savedAt)).toBeGreaterThanOrEqual(Date.parse(versions[1].savedAt));
  });

  it('reads one version with its rules, and 404 for a version or rule set that does not exist', async () => {
    const first = await get('/api/rule-sets/rs-test-emails/versions/1');
    expect(first.statusCode).toBe(200);
    expect(first.json<RuleSetVersion>()).toMatchObject({ version: 1, name: 'Borrower emails', tags: ['loan-data'], rules: emails.rules });
    expect((await get('/api/rule-sets/rs-test-emails/versions/9')).statusCode).toBe(404);
    expect((await get('/api/rule-sets/rs-nothing/versions')).statusCode).toBe(404);
  });

  it('restores an older version as the next version, and says so', async () => {
    const broadcast = nextEvent(socket, 'rule-sets-update');
    const restored = await restore('rs-test-emails', 1);
    expect(restored.statusCode).toBe(200);
    expect(await broadcast).toEqual({ ruleSetId: 'rs-test-emails', tags: ['loan-data'] });
    expect(restored.json<RuleSetRecord>()).toMatchObject({ name: 'Borrower emails', rules: emails.rules });
    const [latest] = await versionsOf('rs-test-emails');
    expect(latest).toMatchObject({ version: 3, restoredFrom: 1, name: 'Borrower emails', ruleCount: 1 });
    expect(latest.summary).toBe('Restored version 1. Renamed from "Borrower email addresses" to "Borrower emails". Rule removed: phone.');
    const stored = (await get('/api/rule-sets')).json<RuleSetRecord[]>().find((set) => set.id === 'rs-test-emails');
    expect(stored?.rules).toEqual(emails.rules);
    expect((await restore('rs-test-emails', 42)).statusCode).toBe(404);
  });

  it('keeps what a save replaces when the rule set was written without a version', async () => {
    await database.handle.db
      .insertInto('ruleSets')
      .values({ id: 'rs-written-outside', ...emails, tags: JSON.stringify(emails.tags), rules: JSON.stringify(emails.rules) })
      .execute();
    expect(await versionsOf('rs-written-outside')).toEqual([]);
    expect((await put('rs-written-outside', { ...emails, enabled: false })).statusCode).toBe(200);
    expect((await versionsOf('rs-written-outside')).map(({ version, enabled, summary }) => ({ version, enabled, summary }))).toEqual([
      { version: 2, enabled: false, summary: 'Switched off.' },
      { version: 1, enabled: true, summary: 'The rule set as it stood before its first save in the portal.' },
    ]);
  });

  it("refuses a save over another administrator's newer save with 409, writing nothing", async () => {
    const created = await put('rs-test-stale', { ...emails, name: 'Stale check', baseUpdatedAt: null });
    expect(created.statusCode).toBe(200);
    const opened = created.json<RuleSetRecord>().updatedAt;
    // Creating again over it, as a second "new rule set" with the same id, is refused.
    expect((await put('rs-test-stale', { ...emails, baseUpdatedAt: null })).json<ApiProblem>()).toMatchObject({
      status: 409,
      code: 'stale-rule-set',
    });
    const first = await put('rs-test-stale', { ...emails, name: 'Stale check, first', baseUpdatedAt: opened });
    expect(first.statusCode).toBe(200);
    const second = await put('rs-test-stale', { ...emails, name: 'Stale check, second', baseUpdatedAt: opened });
    expect(second.json<ApiProblem>()).toMatchObject({
      status: 409,
      code: 'stale-rule-set',
      detail: expect.stringMatching(/^Alex Morgan saved this rule set at /),
    });
    const stored = (await get('/api/rule-sets')).json<RuleSetRecord[]>().find((set) => set.id === 'rs-test-stale');
    expect(stored?.name).toBe('Stale check, first');
    expect((await versionsOf('rs-test-stale')).map((version) => version.version)).toEqual([2, 1]);
    // The save from the stored one goes through.
    expect(
      (await put('rs-test-stale', { ...emails, name: 'Stale check, second', baseUpdatedAt: first.json<RuleSetRecord>().updatedAt }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an invalid definition with 422 and writes no version', async () => {
    const before = await versionsOf('rs-test-emails');
    const broken = { ...emails, rules: [{ id: 'bad-range', ruleType: 'RANGE', fieldIdTemplate: '1109' }] } as RuleSetSaveRequest;
    const refused = await put('rs-test-emails', broken);
    expect(refused.statusCode).toBe(422);
    const problem = refused.json<ApiProblem>();
    expect(problem.code).toBe('invalid-rule-definition');
    expect(problem.fields).toEqual([{ field: 'body.rules.bad-range', message: 'bad-range: range (min and max) is missing' }]);
    expect(await versionsOf('rs-test-emails')).toEqual(before);
  });

  it('refuses callers who are not administrators: reads as missing (404), writes with 403', async () => {
    for (const email of ['ae.jordan@lender.test', 'lo@summit.test']) {
      expect((await get('/api/rule-sets/rs-test-emails/versions', email)).statusCode).toBe(404);
      expect((await get('/api/rule-sets/rs-test-emails/versions/1', email)).statusCode).toBe(404);
      expect((await get('/api/rule-set-versions/latest', email)).statusCode).toBe(404);
      const refused = await restore('rs-test-emails', 1, email);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ApiProblem>().detail).toBe('Only administrators can change rule sets.');
      expect((await put('rs-test-emails', emails, email)).statusCode).toBe(403);
      expect((await tryOn({ ruleSet: emails, loanId: 'loan-demo-01' }, email)).statusCode).toBe(403);
    }
    expect((await versionsOf('rs-test-emails'))[0].version).toBe(3);
  });
});

describe('POST /api/rule-sets/try', () => {
  const ruleSet: RuleSetTryRequest['ruleSet'] = {
    // Switched off: an administrator tries a rule set before switching it on.
    enabled: false,
    tags: ['loan-data'],
    rules: [
      { id: 'amount-ceiling', ruleType: 'RANGE', fieldIdTemplate: '1109', range: { max: 1000 }, customErrorMessage: '{field} is {value}' },
      { id: 'first-name-email', ruleType: 'FORMAT', fieldIdTemplate: '4000#', format: 'EMAIL' },
      { id: 'loan-number-known', ruleType: 'REQUIRED', fieldIdTemplate: '364' },
      { id: 'no-regex', ruleType: 'REGEX', fieldIdTemplate: '12' },
    ],
  };

  it("gives the edited rules' messages on the loan's current values, with the definition problems", async () => {
    const response = await tryOn({ ruleSet, loanId: 'loan-demo-01' });
    expect(response.statusCode).toBe(200);
    const result = response.json<RuleSetTryResult>();
    expect(result).toMatchObject({ loanId: 'loan-demo-01', valid: false, borrowerPairs: expect.any(Number) });
    expect(result.loanNumber).toMatch(/\d/);
    const amount = result.values['1109'];
    expect(result.errors).toContainEqual({ ruleId: 'amount-ceiling', fieldId: '1109', message: `1109 is ${amount}` });
    const nameErrors = result.errors.filter((error) => error.ruleId === 'first-name-email');
    expect(nameErrors.map((error) => error.fieldId)).toEqual(
      Array.from({ length: result.borrowerPairs }, (_, index) => `4000#${index + 1}`),
    );
    expect(nameErrors[0].message).toBe('4000#1 does not match the expected format (EMAIL)');
    expect(result.errors.some((error) => error.ruleId === 'loan-number-known')).toBe(false);
    expect(result.errors).toContainEqual({ ruleId: 'no-regex', fieldId: '12', message: 'Invalid value' });
    expect(result.problems).toEqual([{ ruleId: 'no-regex', problem: 'regex is missing' }]);
    expect(result.values['364']).toBe(result.loanNumber);
  });

  it('answers 404 for a loan the administrator cannot read, as for one that does not exist', async () => {
    const missing = await tryOn({ ruleSet, loanId: 'loan-nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ApiProblem>().detail).toBe('No loan with this id.');
  });

  it('writes nothing', async () => {
    const latest = () => get('/api/rule-set-versions/latest').then((response) => response.json<RuleSetVersionSummary[]>());
    const before = await latest();
    expect((await tryOn({ ruleSet, loanId: 'loan-demo-05' })).statusCode).toBe(200);
    expect(await latest()).toEqual(before);
  });
});
