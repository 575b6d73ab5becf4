import type { FastifyInstance } from 'fastify';
import type { ApiProblem, LoanDetail, LoanDetailContacts, LoanEvent } from 'shared-rules';
import { multipartBody, SAMPLE_FILES } from '../helpers/multipart';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  database = await createTestDatabase('loans-file');
  app = await buildTestApp(database);
  for (const email of ['lo@summit.test', 'lo@harbor.test', 'ae.jordan@lender.test']) headers[email] = bearer(await login(app, email));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const putContacts = (loanId: string, payload: object, email = 'lo@summit.test') =>
  app.inject({ method: 'PUT', url: `/api/loans/${loanId}/contacts`, headers: headers[email], payload });
const eventsOf = async (loanId: string, email = 'lo@summit.test') => {
  const response = await app.inject({ method: 'GET', url: `/api/loans/${loanId}/events`, headers: headers[email] });
  expect(response.statusCode).toBe(200);
  return response.json<LoanEvent[]>();
};
const summitContacts = { loanOfficer: 'usr-summit-taylor', loanProcessor: 'usr-summit-morgan', submissionContact: null };

describe("the loan's event log", () => {
  it('opens with what the seed did: created, documents, the step reached, newest first', async () => {
    const events = await eventsOf('loan-demo-02');
    expect(events.map((event) => event.kind)).toEqual(['step-changed', 'document-uploaded', 'document-uploaded', 'created']);
    expect(events[0].summary).toBe('The loan moved to the Credit step.');
    expect(events.at(-1)).toMatchObject({
      actorName: 'Taylor Brooks',
      summary: expect.stringMatching(/^Taylor Brooks created loan \d{9}\.$/),
    });
  });

  it('records an upload and the step it moves the loan to, with who did it', async () => {
    const { payload, headers: contentType } = multipartBody([
      { name: 'taskTag', value: 'ITP' },
      { name: 'file', fileName: 'itp.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.pdf },
    ]);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/loans/loan-demo-06/attachments',
      headers: { ...headers['lo@harbor.test'], ...contentType },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const events = await eventsOf('loan-demo-06', 'lo@harbor.test');
    expect(events[0]).toMatchObject({ kind: 'document-uploaded', actorName: 'Drew Carter', summary: 'Drew Carter uploaded itp for ITP.' });
    // Loan 06 still waits on its initial disclosures, so the step did not move: only the seed's step event is there.
    expect(events.filter((event) => event.kind === 'step-changed').map((event) => event.summary)).toEqual([
      'The loan moved to the Disclosures step.',
    ]);
  });

  it('is out of reach for another organisation', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/loans/loan-demo-02/events', headers: headers['lo@harbor.test'] });
    expect(response.statusCode).toBe(404);
  });
});

describe("changing a loan's contacts", () => {
  it('changes the processor, answers the new contacts and audits the change in the event log', async () => {
    const response = await putContacts('loan-demo-01', { ...summitContacts, loanProcessor: 'usr-summit-sam' });
    expect(response.statusCode).toBe(200);
    expect(response.json<LoanDetailContacts>().loanProcessor).toMatchObject({ userId: 'usr-summit-sam', name: 'Sam Rivera' });
    const [change] = await eventsOf('loan-demo-01');
    expect(change).toMatchObject({
      kind: 'contacts-changed',
      actorName: 'Taylor Brooks',
      summary: 'Loan Processor: Morgan Patel → Sam Rivera',
    });
    const audit = await database.handle.db.selectFrom('loanEvents').select('details').where('kind', '=', 'contacts-changed').execute();
    expect(audit.at(-1)?.details).toEqual({ loanProcessor: { from: 'usr-summit-morgan', to: 'usr-summit-sam' } });
  });

  it('refuses a contact of another organisation or without the role, and a missing processor; nothing changes', async () => {
    const other = await putContacts('loan-demo-01', { ...summitContacts, loanOfficer: 'usr-harbor-drew' });
    expect(other.statusCode).toBe(422);
    expect(other.json<ApiProblem>()).toMatchObject({ code: 'invalid-contact', fields: [{ field: 'body.contacts.loanOfficer' }] });
    const noRole = await putContacts('loan-demo-01', { ...summitContacts, loanOfficer: 'usr-summit-morgan' });
    expect(noRole.json<ApiProblem>().detail).toBe('Morgan Patel cannot be the Loan Officer: the contact does not hold that role.');
    const missing = await putContacts('loan-demo-01', { ...summitContacts, loanProcessor: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiProblem>().code).toBe('contacts-required');
    const loan = (
      await app.inject({ method: 'GET', url: '/api/loans/loan-demo-01', headers: headers['lo@summit.test'] })
    ).json<LoanDetail>();
    expect(loan.contacts.loanProcessor?.userId).toBe('usr-summit-sam');
  });

  it('refuses another organisation the same as a missing loan, and a bad body before anything is read', async () => {
    expect((await putContacts('loan-demo-01', summitContacts, 'lo@harbor.test')).statusCode).toBe(404);
    const bad = await putContacts('loan-demo-01', { loanOfficer: 'usr-summit-taylor' });
    expect(bad.statusCode).toBe(400);
  });

  it('is refused while the adverse-action lock holds the loan, though its documents still take uploads', async () => {
    const refused = await putContacts('loan-demo-09', summitContacts);
    expect(refused.statusCode).toBe(423);
    expect(refused.json<ApiProblem>()).toMatchObject({
      code: 'loan-locked',
      detail: 'This loan is locked by an adverse action: only its documents can change.',
    });
    const { payload, headers: contentType } = multipartBody([
      { name: 'file', fileName: 'withdrawal-letter.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.pdf },
    ]);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/loans/loan-demo-09/attachments',
      headers: { ...headers['lo@summit.test'], ...contentType },
      payload,
    });
    expect(upload.statusCode).toBe(201);
  });
});
