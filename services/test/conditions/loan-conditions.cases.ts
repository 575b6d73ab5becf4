import type { FastifyInstance } from 'fastify';
import type {
  ApiProblem,
  LoanAttachment,
  LoanCondition,
  LoanConditions,
  LoanDetail,
  LoanDocuments,
  LoanEvent,
  Notification,
  OutboxEmail,
  OutboxEmailSummary,
  Paged,
  Profile,
  SettingEntry,
} from 'shared-rules';
import { multipartBody, SAMPLE_FILES } from '../helpers/multipart';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};

const AE = 'ae.jordan@lender.test';
const OFFICER = 'lo@summit.test';
const PROCESSOR = 'lp@summit.test';
const OTHER_SUMMIT_USER = 'both@summit.test';
const HARBOR_OFFICER = 'lo@harbor.test';
const OTHER_AE = 'ae.casey@lender.test';
const ADMIN = 'admin@lender.test';
// A Summit loan with no demo conditions, so this file owns every condition on it.
const LOAN = 'loan-demo-02';

beforeAll(async () => {
  database = await createTestDatabase('loan-conditions');
  app = await buildTestApp(database);
  for (const email of [AE, OFFICER, PROCESSOR, OTHER_SUMMIT_USER, HARBOR_OFFICER, OTHER_AE, ADMIN]) {
    headers[email] = bearer(await login(app, email));
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const call = (email: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: headers[email], ...(payload ? { payload } : {}) });
const conditionsOf = async (email: string, loanId = LOAN) => {
  const response = await call(email, 'GET', `/api/loans/${loanId}/conditions`);
  expect(response.statusCode).toBe(200);
  return response.json<LoanConditions>();
};
const addCondition = (payload: object, email = AE, loanId = LOAN) => call(email, 'POST', `/api/loans/${loanId}/conditions`, payload);
const conditionUrl = (conditionId: string, loanId = LOAN) => `/api/loans/${loanId}/conditions/${conditionId}`;
const uploadFor = (conditionId: string, email = OFFICER, loanId = LOAN) => {
  const { payload, headers: contentType } = multipartBody([
    { name: 'conditionId', value: conditionId },
    { name: 'title', value: 'Gift letter' },
    { name: 'file', fileName: 'gift-letter.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.pdf },
  ]);
  return app.inject({ method: 'POST', url: `/api/loans/${loanId}/attachments`, headers: { ...headers[email], ...contentType }, payload });
};
/** The notifications of a user that point at the loan's conditions or documents. */
const alertsOf = async (email: string, loanId = LOAN) =>
  (await call(email, 'GET', '/api/notifications'))
    .json<Notification[]>()
    .filter((notification) => notification.link?.startsWith(`/loan/${loanId}/`))
    .map((notification) => notification.message);
const openCount = async (loanId = LOAN) => (await call(OFFICER, 'GET', `/api/loans/${loanId}`)).json<LoanDetail>().openConditions;

describe("a loan's conditions", () => {
  it('lists the demo conditions with their documents and comments; only the lender staff may manage them', async () => {
    const staffView = await conditionsOf(AE, 'loan-demo-07');
    expect(staffView.categories).toEqual(['Prior to Approval', 'Prior to Docs', 'Prior to Funding']);
    expect(staffView.canManage).toBe(true);
    expect(staffView.owners.map((owner) => owner.name)).toContain('Jordan Reyes');
    const byTitle = new Map(staffView.conditions.map((condition) => [condition.title, condition]));
    expect(byTitle.get('Most recent bank statement')).toMatchObject({
      status: 'submitted',
      category: 'Prior to Docs',
      attachments: [expect.objectContaining({ title: 'October bank statement', rejection: null })],
      comments: [expect.objectContaining({ body: 'Attached the October statement; all six pages are included.' })],
    });
    expect(byTitle.get('Hazard insurance declarations page')?.attachments[0].rejection).toMatchObject({
      reason: 'The declarations page shows a different property address.',
      by: { name: 'Jordan Reyes' },
    });

    const brokerView = await conditionsOf(HARBOR_OFFICER, 'loan-demo-07');
    expect(brokerView).toMatchObject({ canManage: false, owners: [] });
    expect(brokerView.conditions).toHaveLength(4);
    // Out of reach: the same answer as a loan that does not exist.
    expect((await call(OFFICER, 'GET', '/api/loans/loan-demo-07/conditions')).statusCode).toBe(404);
    expect((await call(OTHER_AE, 'GET', `/api/loans/${LOAN}/conditions`)).statusCode).toBe(404);
  });

  it("adds a condition, tells the loan's officer and processor at once, and nobody else", async () => {
    const before = await openCount();
    const response = await addCondition({
      title: '  Gift letter for the down payment ',
      description: 'Signed by the donor, with the transfer receipt.',
      category: 'Prior to Docs',
      ownerId: 'usr-ae-jordan',
      dueDate: '2026-12-04',
    });
    expect(response.statusCode).toBe(201);
    const condition = response.json<LoanCondition>();
    expect(condition).toMatchObject({
      title: 'Gift letter for the down payment',
      status: 'open',
      owner: { userId: 'usr-ae-jordan', name: 'Jordan Reyes' },
      dueDate: '2026-12-04',
      createdBy: { name: 'Jordan Reyes' },
      attachments: [],
      comments: [],
    });
    expect(await openCount()).toBe(before + 1);

    const news = expect.stringMatching(/^Loan \d{9} has a new condition: "Gift letter for the down payment" \(Prior to Docs\)\.$/);
    expect(await alertsOf(OFFICER)).toContainEqual(news);
    expect(await alertsOf(PROCESSOR)).toContainEqual(news);
    for (const email of [OTHER_SUMMIT_USER, HARBOR_OFFICER, AE]) expect(await alertsOf(email)).not.toContainEqual(news);

    const events = (await call(OFFICER, 'GET', `/api/loans/${LOAN}/events`)).json<LoanEvent[]>();
    expect(events[0]).toMatchObject({ kind: 'condition-added', actorName: 'Jordan Reyes' });
  });

  it('also emails the alert to those whose preferences ask for it', async () => {
    const preference = await call(PROCESSOR, 'PATCH', '/api/profile/preferences', { emailLoanAlerts: true });
    expect(preference.statusCode).toBe(200);
    expect(preference.json<Profile>().preferences).toEqual({ emailLoanAlerts: true });
    expect((await call(PROCESSOR, 'PATCH', '/api/profile/preferences', { emailLoanAlerts: 'yes' })).statusCode).toBe(400);

    const title = 'Homeowners insurance binder';
    const added = await addCondition({ title, category: 'Prior to Funding' });
    expect(added.statusCode).toBe(201);
    const outbox = (await call(ADMIN, 'GET', '/api/admin/outbox?pageSize=50')).json<Paged<OutboxEmailSummary>>().items;
    const alerts = outbox.filter((email) => email.kind === 'loan-alert' && email.subject.includes(title));
    expect(alerts.map((email) => email.to)).toEqual([['lp@summit.test']]);
    expect(alerts[0].subject).toMatch(/^Loan \d{9} has a new condition: "Homeowners insurance binder" \(Prior to Funding\)\.$/);
    const body = (await call(ADMIN, 'GET', `/api/admin/outbox/${alerts[0].id}`)).json<OutboxEmail>().text;
    expect(body).toContain(`/loan/${LOAN}/conditions`);
    await call(PROCESSOR, 'PATCH', '/api/profile/preferences', { emailLoanAlerts: false });
  });

  it('refuses bad input with a problem naming the field, and keeps what was saved', async () => {
    const before = (await conditionsOf(AE)).conditions.length;
    const unknownCategory = await addCondition({ title: 'Flood certificate', category: 'Someday' });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json<ApiProblem>()).toMatchObject({ code: 'unknown-category', fields: [{ field: 'body.category' }] });
    const strangerOwner = await addCondition({ title: 'Flood certificate', category: 'Prior to Docs', ownerId: 'usr-ae-casey' });
    expect(strangerOwner.json<ApiProblem>()).toMatchObject({ code: 'invalid-owner', fields: [{ field: 'body.ownerId' }] });
    expect((await addCondition({ title: '   ', category: 'Prior to Docs' })).statusCode).toBe(400);
    expect((await addCondition({ title: 'Flood certificate', category: 'Prior to Docs', dueDate: 'next week' })).statusCode).toBe(400);
    // A broker answers conditions but does not set them.
    const broker = await addCondition({ title: 'Flood certificate', category: 'Prior to Docs' }, OFFICER);
    expect(broker.statusCode).toBe(403);
    expect((await conditionsOf(AE)).conditions).toHaveLength(before);
  });

  it('lets staff edit a condition and keeps the before and after in the loan log', async () => {
    const created = (await addCondition({ title: 'Payoff statement', category: 'Prior to Docs' })).json<LoanCondition>();
    const edited = await call(AE, 'PATCH', conditionUrl(created.id), { category: 'Prior to Funding', dueDate: '2026-12-10' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<LoanCondition>()).toMatchObject({ category: 'Prior to Funding', dueDate: '2026-12-10', title: 'Payoff statement' });
    const events = (await call(AE, 'GET', `/api/loans/${LOAN}/events`)).json<LoanEvent[]>();
    expect(events[0]).toMatchObject({
      kind: 'condition-changed',
      summary: expect.stringContaining('"Payoff statement" (category, dueDate)'),
    });
    expect((await call(OFFICER, 'PATCH', conditionUrl(created.id), { title: 'Mine now' })).statusCode).toBe(403);
  });

  it("a broker's document answers a condition: it becomes submitted and the covering AE hears of it", async () => {
    const created = (
      await addCondition({ title: 'Explanation of the employment gap', category: 'Prior to Approval' })
    ).json<LoanCondition>();
    const upload = await uploadFor(created.id);
    expect(upload.statusCode).toBe(201);
    expect(upload.json<LoanAttachment>()).toMatchObject({ conditionId: created.id, rejection: null });

    const answered = (await conditionsOf(OFFICER)).conditions.find((condition) => condition.id === created.id);
    expect(answered).toMatchObject({ status: 'submitted', statusChangedBy: { name: 'Taylor Brooks' } });
    expect(answered?.attachments.map((attachment) => attachment.title)).toEqual(['Gift letter']);
    expect(await alertsOf(AE)).toContainEqual(
      expect.stringMatching(/^Taylor Brooks uploaded Gift letter for the condition "Explanation of the employment gap" on loan \d{9}\.$/),
    );
    // A condition of another loan is not a place to file documents.
    const stranger = await uploadFor('cond-demo-1');
    expect(stranger.json<ApiProblem>()).toMatchObject({ code: 'unknown-condition', fields: [{ field: 'body.conditionId' }] });
  });

  it('staff clear with a note (kept as a comment); a broker may not, and a cleared condition takes no more documents', async () => {
    const created = (await addCondition({ title: 'Homeowners association dues', category: 'Prior to Funding' })).json<LoanCondition>();
    expect((await call(OFFICER, 'PUT', `${conditionUrl(created.id)}/status`, { status: 'cleared' })).statusCode).toBe(403);
    const cleared = await call(AE, 'PUT', `${conditionUrl(created.id)}/status`, {
      status: 'cleared',
      note: 'Dues verified on the HOA letter.',
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<LoanCondition>()).toMatchObject({
      status: 'cleared',
      comments: [
        expect.objectContaining({ body: 'Dues verified on the HOA letter.', author: expect.objectContaining({ name: 'Jordan Reyes' }) }),
      ],
    });
    expect(await alertsOf(PROCESSOR)).toContainEqual(expect.stringMatching(/"Homeowners association dues" on loan \d{9} was cleared\.$/));

    const resubmit = await call(OFFICER, 'PUT', `${conditionUrl(created.id)}/status`, { status: 'submitted' });
    expect(resubmit.statusCode).toBe(409);
    expect(resubmit.json<ApiProblem>()).toMatchObject({
      code: 'invalid-condition-status',
      detail: 'This condition is cleared; it cannot be marked submitted.',
    });
    expect((await uploadFor(created.id)).json<ApiProblem>()).toMatchObject({ code: 'condition-closed' });
  });

  it('rejecting a document reopens its condition and tells the loan contacts', async () => {
    const created = (await addCondition({ title: 'Signed purchase contract', category: 'Prior to Approval' })).json<LoanCondition>();
    const attachment = (await uploadFor(created.id, PROCESSOR)).json<LoanAttachment>();
    const rejectUrl = `/api/loans/${LOAN}/attachments/${attachment.id}/rejection`;
    expect((await call(OFFICER, 'POST', rejectUrl, { reason: 'I do not like it' })).statusCode).toBe(403);
    expect((await call(AE, 'POST', rejectUrl, { reason: '' })).statusCode).toBe(400);

    const rejected = await call(AE, 'POST', rejectUrl, { reason: 'Page 3 is missing the seller signature.' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<LoanAttachment>().rejection).toMatchObject({
      reason: 'Page 3 is missing the seller signature.',
      by: { name: 'Jordan Reyes' },
    });
    expect((await conditionsOf(OFFICER)).conditions.find((condition) => condition.id === created.id)?.status).toBe('open');
    expect(await alertsOf(OFFICER)).toContainEqual(
      expect.stringMatching(/^Gift letter on loan \d{9} was rejected: Page 3 is missing the seller signature\.$/),
    );
    expect((await call(AE, 'POST', rejectUrl, { reason: 'Again' })).json<ApiProblem>()).toMatchObject({ code: 'already-rejected' });
  });

  it('a rejected document no longer counts for the workflow task it was tagged for', async () => {
    const { payload, headers: contentType } = multipartBody([
      { name: 'taskTag', value: 'W2' },
      { name: 'file', fileName: 'w2.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.pdf },
    ]);
    const upload = await app.inject({
      method: 'POST',
      url: `/api/loans/${LOAN}/attachments`,
      headers: { ...headers[OFFICER], ...contentType },
      payload,
    });
    const attachment = upload.json<LoanAttachment>();
    const records = async () => (await call(OFFICER, 'GET', `/api/loans/${LOAN}/documents`)).json<LoanDocuments>().attachmentRecords;
    expect(await records()).toContainEqual({ attachmentId: attachment.id, taskTag: 'W2' });
    await call(AE, 'POST', `/api/loans/${LOAN}/attachments/${attachment.id}/rejection`, { reason: 'Last year is missing.' });
    expect(await records()).not.toContainEqual(expect.objectContaining({ attachmentId: attachment.id }));
  });

  it("a broker's comment reaches the covering AE; staff's reaches the loan contacts", async () => {
    const created = (await addCondition({ title: 'Verification of rent', category: 'Prior to Approval' })).json<LoanCondition>();
    const brokerComment = await call(PROCESSOR, 'POST', `${conditionUrl(created.id)}/comments`, {
      body: 'The landlord is on holiday until Monday.',
    });
    expect(brokerComment.statusCode).toBe(201);
    expect(await alertsOf(AE)).toContainEqual(expect.stringMatching(/^Morgan Patel commented on the condition "Verification of rent"/));
    await call(AE, 'POST', `${conditionUrl(created.id)}/comments`, { body: 'Monday is fine.' });
    expect(await alertsOf(OFFICER)).toContainEqual(
      expect.stringMatching(/^Jordan Reyes commented on the condition "Verification of rent"/),
    );
    expect((await call(PROCESSOR, 'POST', `${conditionUrl(created.id)}/comments`, { body: '   ' })).statusCode).toBe(400);
  });

  it('removes a condition added in error while nothing answers it; an answered one stays', async () => {
    const mistaken = (await addCondition({ title: 'Wrong borrower', category: 'Prior to Docs' })).json<LoanCondition>();
    expect((await call(OFFICER, 'DELETE', conditionUrl(mistaken.id))).statusCode).toBe(403);
    expect((await call(AE, 'DELETE', conditionUrl(mistaken.id))).statusCode).toBe(204);
    expect((await conditionsOf(AE)).conditions.map((condition) => condition.id)).not.toContain(mistaken.id);
    const events = (await call(AE, 'GET', `/api/loans/${LOAN}/events`)).json<LoanEvent[]>();
    expect(events[0]).toMatchObject({ kind: 'condition-removed', summary: 'Jordan Reyes removed the condition "Wrong borrower".' });
    expect((await call(AE, 'DELETE', conditionUrl(mistaken.id))).statusCode).toBe(404);

    const answered = (await addCondition({ title: 'Flood zone determination', category: 'Prior to Docs' })).json<LoanCondition>();
    await uploadFor(answered.id);
    const refused = await call(AE, 'DELETE', conditionUrl(answered.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiProblem>().code).toBe('condition-answered');
  });

  it('refuses condition changes on a loan under the adverse-action lock', async () => {
    const response = await addCondition({ title: 'Anything', category: 'Prior to Docs' }, ADMIN, 'loan-demo-09');
    expect(response.statusCode).toBe(423);
    expect(response.json<ApiProblem>().code).toBe('loan-locked');
  });

  it('hides cleared and waived conditions from brokers when the conditions setting says so', async () => {
    const setting = (await call(ADMIN, 'GET', '/api/settings/conditions')).json<SettingEntry>();
    const hide = await call(ADMIN, 'PUT', '/api/settings/conditions', {
      value: { ...(setting.value as object), showClearedToBrokers: false },
      version: setting.version,
    });
    expect(hide.statusCode).toBe(200);
    const brokerView = await conditionsOf(HARBOR_OFFICER, 'loan-demo-07');
    expect(brokerView.conditions.map((condition) => condition.status).sort()).toEqual(['open', 'open', 'submitted']);
    expect((await conditionsOf(AE, 'loan-demo-07')).conditions).toHaveLength(4);
    // The hidden one cannot be reached by id either.
    const cleared = (await conditionsOf(AE, 'loan-demo-07')).conditions.find((condition) => condition.status === 'cleared');
    const comment = await call(HARBOR_OFFICER, 'POST', `${conditionUrl(cleared?.id ?? '', 'loan-demo-07')}/comments`, { body: 'Hello' });
    expect(comment.statusCode).toBe(404);
  });
});
