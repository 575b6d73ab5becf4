import type { FastifyInstance } from 'fastify';
import type { ApiProblem, LoanData, LoanDataSaved, LoanDetail, LoanEvent } from 'shared-rules';
import { connect, connected, emitWithAck, nextEvent, type PortalClient } from '../helpers/sockets';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
let baseUrl: string;
const headers: Record<string, { authorization: string }> = {};
const sockets: PortalClient[] = [];

const TAYLOR = 'lo@summit.test';
const MORGAN = 'lp@summit.test';
const JORDAN = 'ae.jordan@lender.test';
const ADMIN = 'admin@lender.test';
const DREW = 'lo@harbor.test';

beforeAll(async () => {
  database = await createTestDatabase('loan-data');
  app = await buildTestApp(database);
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  for (const email of [TAYLOR, MORGAN, JORDAN, ADMIN, DREW]) headers[email] = bearer(await login(app, email));
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app?.close();
  await database?.drop();
});

const read = (email: string, loanId: string, tab = 'urla') =>
  app.inject({ method: 'GET', url: `/api/loans/${loanId}/loan-data?tab=${tab}`, headers: headers[email] });
const dataOf = async (loanId: string, email = TAYLOR) => {
  const response = await read(email, loanId);
  expect(response.statusCode).toBe(200);
  return response.json<LoanData>();
};
const save = (email: string, loanId: string, version: number, changes: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: `/api/loans/${loanId}/loan-data`, headers: headers[email], payload: { version, changes } });
const eventsOf = async (loanId: string) =>
  (await app.inject({ method: 'GET', url: `/api/loans/${loanId}/events`, headers: headers[JORDAN] })).json<LoanEvent[]>();
/** The loan's change rows by version, then field id (sorted here: collations differ between databases). */
const changeRows = async (loanId: string) =>
  (await database.handle.db.selectFrom('loanFieldChanges').selectAll().where('loanId', '=', loanId).execute()).sort(
    (a, b) => a.version - b.version || (a.fieldId < b.fieldId ? -1 : 1),
  );

describe('reading a loan-data tab', () => {
  it('answers every field of the layout and every field the loan-data rules read, its version, pairs and property state', async () => {
    const urla = await dataOf('loan-demo-02');
    expect(urla).toMatchObject({ loanId: 'loan-demo-02', tab: 'urla', version: 1, borrowerPairs: 2, propertyState: expect.any(String) });
    const detail = (await app.inject({ method: 'GET', url: '/api/loans/loan-demo-02', headers: headers[TAYLOR] })).json<LoanDetail>();
    expect(urla.values['4000#1']).toBe(detail.document.applications[0].borrower.firstName);
    expect(urla.values['4002#2']).toBe(detail.document.applications[1].borrower.lastName);
    expect(urla.values['1109']).toBe(detail.document.loanAmount);
    expect(Object.keys(urla.values)).not.toContain('4000#3');

    const additional = (await read(TAYLOR, 'loan-demo-02', 'additional')).json<LoanData>();
    expect(additional).toMatchObject({ tab: 'additional', propertyState: urla.propertyState });
    expect(additional.values['14']).toBe(urla.propertyState);
    // The State Specific Data layout holds no borrower fields, but the loan-data rules read them:
    // the page judges the loan with the values a save is judged with.
    expect(additional.values['65#2']).toBe(urla.values['65#2']);
    expect(additional.values['1109']).toBe(urla.values['1109']);
  });

  it("is the loans' read: out of reach or missing is their 404; an unknown tab is a 400", async () => {
    expect((await read(DREW, 'loan-demo-01')).json<ApiProblem>()).toMatchObject({ status: 404, detail: 'No loan with this id.' });
    expect((await read(TAYLOR, 'loan-nowhere')).statusCode).toBe(404);
    expect((await read(TAYLOR, 'loan-demo-01', 'pricer')).json<ApiProblem>()).toMatchObject({ status: 400, code: 'invalid-input' });
  });
});

describe('saving changed fields', () => {
  it('saves them in one version: document, change rows, one event per field, pipeline columns, loan-update', async () => {
    const before = await dataOf('loan-demo-01');
    const socket = connect(baseUrl, headers[MORGAN].authorization.slice('Bearer '.length));
    sockets.push(socket);
    await connected(socket);
    expect(await emitWithAck(socket, 'join_scope', { scope: 'room', target: 'loan:loan-demo-01' })).toEqual({ ok: true });
    const announced = nextEvent(socket, 'loan-update');

    const response = await save(TAYLOR, 'loan-demo-01', before.version, {
      '4000#1': 'Anna',
      '4002': 'Whitfield',
      '1109': '425000.50',
      '11': '12 Oak St',
      '65#1': '123456789',
      // Already stored: not a change.
      '4001#1': before.values['4001#1'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<LoanDataSaved>()).toEqual({
      loanId: 'loan-demo-01',
      version: before.version + 1,
      borrowerPairs: 1,
      values: {
        '4000#1': 'Anna',
        '4002': 'Whitfield',
        '1109': 425000.5,
        '11': '12 Oak St',
        '65#1': '123-45-6789',
        '4001#1': before.values['4001#1'],
      },
    });
    expect(await announced).toEqual({ loanId: 'loan-demo-01' });

    const rows = await changeRows('loan-demo-01');
    expect(rows.map((row) => [row.version, row.fieldId, row.oldValue, row.newValue, row.changedBy, row.changedByName])).toEqual([
      [2, '11', before.values['11'], '12 Oak St', 'usr-summit-taylor', 'Taylor Brooks'],
      [2, '1109', before.values['1109'], 425000.5, 'usr-summit-taylor', 'Taylor Brooks'],
      [2, '4000#1', before.values['4000#1'], 'Anna', 'usr-summit-taylor', 'Taylor Brooks'],
      [2, '4002#1', before.values['4002#1'], 'Whitfield', 'usr-summit-taylor', 'Taylor Brooks'],
      [2, '65#1', before.values['65#1'], '123-45-6789', 'usr-summit-taylor', 'Taylor Brooks'],
    ]);
    const events = (await eventsOf('loan-demo-01')).filter((event) => event.kind === 'field-changed');
    expect(events.map((event) => event.summary).sort()).toEqual(
      [
        `Taylor Brooks changed Borrower First Name (4000#1) from "${before.values['4000#1']}" to "Anna".`,
        `Taylor Brooks changed Borrower Last Name (4002#1) from "${before.values['4002#1']}" to "Whitfield".`,
        `Taylor Brooks changed Loan Amount (1109) from ${before.values['1109']} to 425000.5.`,
        `Taylor Brooks changed Subject Property Street (11) from "${before.values['11']}" to "12 Oak St".`,
        `Taylor Brooks changed Borrower SSN (65#1) from "***-**-${String(before.values['65#1']).slice(-4)}" to "***-**-6789".`,
      ].sort(),
    );

    const loan = (await app.inject({ method: 'GET', url: '/api/loans/loan-demo-01', headers: headers[TAYLOR] })).json<LoanDetail>();
    expect(loan).toMatchObject({
      borrowerName: 'Anna Whitfield',
      loanAmount: 425000.5,
      propertyAddress: expect.stringMatching(/^12 Oak St, /),
    });

    // The same values again change nothing: same version, no new rows.
    const again = await save(TAYLOR, 'loan-demo-01', before.version + 1, { '4000#1': 'Anna', '1109': 425000.5 });
    expect(again.json<LoanDataSaved>().version).toBe(before.version + 1);
    expect(await changeRows('loan-demo-01')).toHaveLength(5);
  });

  it('stores money exactly: decimal text and numbers read back as the same decimal', async () => {
    const { version } = await dataOf('loan-demo-03');
    const saved = await save(TAYLOR, 'loan-demo-03', version, { '1109': '12345678901.23', '356': 0.1, '1821': '$1,250,000.10' });
    expect(saved.statusCode).toBe(200);
    const body = (await read(TAYLOR, 'loan-demo-03')).body;
    expect(body).toContain('"1109":12345678901.23');
    expect(body).toContain('"356":0.1');
    expect(body).toContain('"1821":1250000.1');
    const row = await database.handle.db
      .selectFrom('loans')
      .select(['loanAmount', (eb) => eb.ref('document', '->>').key('loanAmount').as('stored')])
      .where('id', '=', 'loan-demo-03')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ loanAmount: 12345678901.23, stored: '12345678901.23' });

    const inexact = await save(TAYLOR, 'loan-demo-03', version + 1, { '1109': 0.1 + 0.2, '356': '1.005', '3': '12345678901234567' });
    expect(inexact.statusCode).toBe(400);
    expect(inexact.json<ApiProblem>().fields).toEqual([
      { field: 'body.changes.3', message: 'Note Rate (3) must be a number of at most 15 digits.' },
      { field: 'body.changes.356', message: 'Appraised Value (356) must be a number with at most 2 decimals.' },
      { field: 'body.changes.1109', message: 'Loan Amount (1109) must be a number with at most 2 decimals.' },
    ]);
    expect((await dataOf('loan-demo-03')).version).toBe(version + 1);
  });

  it("refuses a loan that fails the lender's loan-data rules with each failing field's messages, saving nothing", async () => {
    const before = await dataOf('loan-demo-04');
    const refused = await save(TAYLOR, 'loan-demo-04', before.version, { '1240#1': 'not-an-email', '3': 15, '4000#1': '' });
    expect(refused.statusCode).toBe(422);
    const problem = refused.json<ApiProblem>();
    expect(problem.code).toBe('invalid-loan-data');
    // Loan-level rules first, then each borrower pair's, in the rule set's order.
    expect(problem.fields).toEqual([
      {
        field: 'body.changes.3',
        message: 'A note rate of 15% (field 3) is outside the 2% to 12% this lender prices. Check the rate lock.',
      },
      { field: 'body.changes.4000#1', message: 'Value is required' },
      { field: 'body.changes.1240#1', message: 'Borrower Email does not match the expected format (EMAIL)' },
    ]);
    expect(await dataOf('loan-demo-04')).toEqual(before);
    expect(await changeRows('loan-demo-04')).toEqual([]);
  });
});

describe('two users editing the same loan', () => {
  it('refuses a stale save of a field changed meanwhile with the conflicts, saving nothing; the resolved save goes through', async () => {
    const opened = await dataOf('loan-demo-02');
    expect((await save(MORGAN, 'loan-demo-02', opened.version, { '4000#2': 'Priyanka', '53#1': 2 })).statusCode).toBe(200);

    const stale = await save(TAYLOR, 'loan-demo-02', opened.version, { '4000#2': 'Pri', '11': '9 Elm St' });
    expect(stale.statusCode).toBe(409);
    const problem = stale.json<ApiProblem>();
    expect(problem).toMatchObject({
      code: 'stale-loan-data',
      currentVersion: opened.version + 1,
      conflicts: [
        {
          fieldId: '4000#2',
          yours: 'Pri',
          theirs: 'Priyanka',
          changedBy: { userId: 'usr-summit-morgan', name: 'Morgan Patel' },
          changedAt: expect.any(String),
        },
      ],
    });
    const now = await dataOf('loan-demo-02');
    expect(now.version).toBe(opened.version + 1);
    expect(now.values).toMatchObject({ '4000#2': 'Priyanka', '11': opened.values['11'] });

    const resolved = await save(TAYLOR, 'loan-demo-02', problem.currentVersion ?? 0, { '4000#2': 'Pri', '11': '9 Elm St' });
    expect(resolved.json<LoanDataSaved>()).toMatchObject({ version: opened.version + 2, values: { '4000#2': 'Pri', '11': '9 Elm St' } });
  });

  it('two saves of the same field at the same moment: one is saved, the other hears of it', async () => {
    const opened = await dataOf('loan-demo-07', DREW);
    const [first, second] = await Promise.all([
      save(DREW, 'loan-demo-07', opened.version, { '12': 'Portland' }),
      save(JORDAN, 'loan-demo-07', opened.version, { '12': 'Bangor' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? 'Portland' : 'Bangor';
    const loser = first.statusCode === 200 ? second : first;
    expect(loser.json<ApiProblem>()).toMatchObject({ conflicts: [{ fieldId: '12', theirs: winner }], currentVersion: opened.version + 1 });
    expect((await dataOf('loan-demo-07', DREW)).values['12']).toBe(winner);
  });

  it('saves a stale change of other fields on top: nothing is lost', async () => {
    const opened = await dataOf('loan-demo-05', DREW);
    expect((await save(DREW, 'loan-demo-05', opened.version, { '12': 'Lakewood' })).statusCode).toBe(200);
    // Jordan still holds the first version; the street is not what Drew changed.
    const merged = await save(JORDAN, 'loan-demo-05', opened.version, { '11': '400 Harbor Way', '12': 'Lakewood' });
    expect(merged.json<LoanDataSaved>()).toMatchObject({
      version: opened.version + 2,
      values: { '11': '400 Harbor Way', '12': 'Lakewood' },
    });
    expect((await dataOf('loan-demo-05', DREW)).values).toMatchObject({ '11': '400 Harbor Way', '12': 'Lakewood' });
  });
});
