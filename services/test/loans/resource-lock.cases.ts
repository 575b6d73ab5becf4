import type { FastifyInstance } from 'fastify';
import type { ApiProblem, LoanCondition, LoanDetail, LoanEvent, LoanLockState } from 'shared-rules';
import { multipartBody, SAMPLE_FILES } from '../helpers/multipart';
import { connect, connected, emitWithAck, nextEvent, type PortalClient } from '../helpers/sockets';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
let baseUrl: string;
const headers: Record<string, { authorization: string }> = {};
const sockets: PortalClient[] = [];

const AE = 'ae.jordan@lender.test';
const ADMIN = 'admin@lender.test';
const OFFICER = 'lo@harbor.test';
// A Harbor loan (Jordan covers Harbor) with no adverse action: only the resource lock decides here.
const LOAN = 'loan-demo-05';

beforeAll(async () => {
  database = await createTestDatabase('loan-resource-lock');
  app = await buildTestApp(database);
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  for (const email of [AE, ADMIN, OFFICER, 'ae.casey@lender.test']) headers[email] = bearer(await login(app, email));
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app?.close();
  await database?.drop();
});

const call = (email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: headers[email], ...(payload ? { payload } : {}) });
const frameOf = async (email: string) => (await call(email, 'GET', `/api/loans/${LOAN}`)).json<LoanDetail>().frame;
const contactsOf = async () => (await call(OFFICER, 'GET', `/api/loans/${LOAN}`)).json<LoanDetail>().contacts;
const uploadAs = (email: string) => {
  const { payload, headers: contentType } = multipartBody([
    { name: 'file', fileName: 'binder.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.pdf },
  ]);
  return app.inject({ method: 'POST', url: `/api/loans/${LOAN}/attachments`, headers: { ...headers[email], ...contentType }, payload });
};

describe("a loan's resource lock and archived flag", () => {
  it('a staff member takes the lock: everyone sees who and since when, the loan is read-only for the others, live', async () => {
    const socket = connect(baseUrl, headers[OFFICER].authorization.slice('Bearer '.length));
    sockets.push(socket);
    await connected(socket);
    expect(await emitWithAck(socket, 'join_scope', { scope: 'room', target: `loan:${LOAN}` })).toEqual({ ok: true });
    const announced = nextEvent(socket, 'lock-update');

    const taken = await call(AE, 'PUT', `/api/loans/${LOAN}/lock`);
    expect(taken.statusCode).toBe(200);
    const state = taken.json<LoanLockState>();
    expect(state).toMatchObject({
      loanId: LOAN,
      archived: false,
      resourceLock: { holder: { name: 'Jordan Reyes' }, since: expect.any(String) },
    });
    expect(await announced).toEqual(state);

    expect(await frameOf(OFFICER)).toMatchObject({ resourceLock: state.resourceLock, readOnly: true });
    expect(await frameOf(AE)).toMatchObject({ resourceLock: state.resourceLock, readOnly: false });
    const events = (await call(AE, 'GET', `/api/loans/${LOAN}/events`)).json<LoanEvent[]>();
    expect(events[0]).toMatchObject({ kind: 'lock-taken', summary: "Jordan Reyes took the loan's lock." });
  });

  it("refuses the others' writes, documents included, and keeps what was saved; the holder still writes", async () => {
    const before = await contactsOf();
    const contacts = await call(OFFICER, 'PUT', `/api/loans/${LOAN}/contacts`, {
      loanOfficer: before.loanOfficer?.userId ?? null,
      loanProcessor: null,
      submissionContact: null,
    });
    expect(contacts.statusCode).toBe(423);
    expect(contacts.json<ApiProblem>()).toMatchObject({
      code: 'loan-read-only',
      detail: 'Jordan Reyes is working on this loan: it can be read but not changed until they release it.',
    });
    expect(await contactsOf()).toEqual(before);
    expect((await uploadAs(OFFICER)).statusCode).toBe(423);

    expect((await uploadAs(AE)).statusCode).toBe(201);
    const condition = await call(AE, 'POST', `/api/loans/${LOAN}/conditions`, { title: 'Flood certificate', category: 'Prior to Docs' });
    expect(condition.statusCode).toBe(201);
    const comment = await call(OFFICER, 'POST', `/api/loans/${LOAN}/conditions/${condition.json<LoanCondition>().id}/comments`, {
      body: 'Here',
    });
    expect(comment.statusCode).toBe(423);
  });

  it('only the holder or an administrator releases it; nobody else takes it meanwhile', async () => {
    const held = await call(ADMIN, 'PUT', `/api/loans/${LOAN}/lock`);
    expect(held.statusCode).toBe(409);
    expect(held.json<ApiProblem>()).toMatchObject({ code: 'lock-held', detail: "Jordan Reyes already holds this loan's lock." });
    expect((await call(OFFICER, 'PUT', `/api/loans/${LOAN}/lock`)).statusCode).toBe(403);
    expect((await call(OFFICER, 'DELETE', `/api/loans/${LOAN}/lock`)).statusCode).toBe(403);
    // Out of reach: the loans' 404.
    expect((await call('ae.casey@lender.test', 'DELETE', `/api/loans/${LOAN}/lock`)).statusCode).toBe(404);

    const released = await call(ADMIN, 'DELETE', `/api/loans/${LOAN}/lock`);
    expect(released.statusCode).toBe(200);
    expect(released.json<LoanLockState>().resourceLock).toBeNull();
    expect(await frameOf(OFFICER)).toMatchObject({ resourceLock: null, readOnly: false });
    const events = (await call(AE, 'GET', `/api/loans/${LOAN}/events`)).json<LoanEvent[]>();
    expect(events[0].summary).toBe("Alex Morgan released the loan's lock held by Jordan Reyes.");
  });

  it('an administrator archives a loan: read-only for everyone until restored', async () => {
    expect((await call(AE, 'PUT', `/api/loans/${LOAN}/archived`, { archived: true })).statusCode).toBe(403);
    expect((await call(ADMIN, 'PUT', `/api/loans/${LOAN}/archived`, { archived: 'yes' })).statusCode).toBe(400);
    const archived = await call(ADMIN, 'PUT', `/api/loans/${LOAN}/archived`, { archived: true });
    expect(archived.json<LoanLockState>()).toMatchObject({ archived: true, resourceLock: null });
    expect(await frameOf(AE)).toMatchObject({ archived: true, readOnly: true });
    const refused = await uploadAs(AE);
    expect(refused.json<ApiProblem>()).toMatchObject({
      code: 'loan-read-only',
      detail: 'This loan is archived: it can be read but not changed.',
    });
    expect((await call(AE, 'PUT', `/api/loans/${LOAN}/lock`)).statusCode).toBe(423);

    await call(ADMIN, 'PUT', `/api/loans/${LOAN}/archived`, { archived: false });
    expect(await frameOf(OFFICER)).toMatchObject({ archived: false, readOnly: false });
    expect((await uploadAs(OFFICER)).statusCode).toBe(201);
  });
});
