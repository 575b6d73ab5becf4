import type { FastifyInstance } from 'fastify';
import type { Notification, OutboxEmail, OutboxEmailSummary, Paged, SettingEntry } from 'shared-rules';
import { multipartBody, SAMPLE_FILES } from '../helpers/multipart';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};

const COVERING_AE = 'ae.jordan@lender.test';
const OTHER_AE = 'ae.casey@lender.test';
const OFFICER = 'lo@summit.test';
const ADMIN = 'admin@lender.test';
const LOAN = 'loan-demo-02';

beforeAll(async () => {
  database = await createTestDatabase('upload-alerts');
  app = await buildTestApp(database);
  for (const email of [COVERING_AE, OTHER_AE, OFFICER, ADMIN]) headers[email] = bearer(await login(app, email));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const upload = (email: string, title: string) => {
  const { payload, headers: contentType } = multipartBody([
    { name: 'title', value: title },
    { name: 'file', fileName: 'statement.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.pdf },
  ]);
  return app.inject({ method: 'POST', url: `/api/loans/${LOAN}/attachments`, headers: { ...headers[email], ...contentType }, payload });
};
const alertsOf = async (email: string, title: string) =>
  (await app.inject({ method: 'GET', url: '/api/notifications', headers: headers[email] }))
    .json<Notification[]>()
    .filter((notification) => notification.message.includes(title));
const emailsAbout = async (title: string) =>
  (await app.inject({ method: 'GET', url: '/api/admin/outbox?pageSize=100', headers: headers[ADMIN] }))
    .json<Paged<OutboxEmailSummary>>()
    .items.filter((email) => email.kind === 'loan-alert' && email.subject.includes(title));
const setNotifyAccountExecutive = async (on: boolean) => {
  const current = (await app.inject({ method: 'GET', url: '/api/settings/documents', headers: headers[ADMIN] })).json<SettingEntry>();
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/settings/documents',
    headers: headers[ADMIN],
    payload: { value: { ...(current.value as object), notifyAccountExecutive: on }, version: current.version },
  });
  expect(saved.statusCode).toBe(200);
};

describe("a broker's upload tells the covering account executive", () => {
  it('in the portal at once, and by email while the documents setting asks for it (its default)', async () => {
    expect((await upload(OFFICER, 'October bank statement')).statusCode).toBe(201);
    const [alert, ...more] = await alertsOf(COVERING_AE, 'October bank statement');
    expect(more).toEqual([]);
    expect(alert.message).toMatch(/^Taylor Brooks uploaded October bank statement to loan \d{9}\.$/);
    expect(alert.link).toBe(`/loan/${LOAN}/documents`);
    // Nobody outside the loan's reach, and not the uploader.
    expect(await alertsOf(OTHER_AE, 'October bank statement')).toEqual([]);
    expect(await alertsOf(OFFICER, 'October bank statement')).toEqual([]);

    const [email, ...others] = await emailsAbout('October bank statement');
    expect(others).toEqual([]);
    expect(email.to).toEqual([COVERING_AE]);
    const text = (await app.inject({ method: 'GET', url: `/api/admin/outbox/${email.id}`, headers: headers[ADMIN] })).json<OutboxEmail>()
      .text;
    expect(text).toContain(`/loan/${LOAN}/documents`);
    expect(text).toContain('tells account executives of broker uploads by email (Administration, Settings, Documents)');
  });

  it('only in the portal once the setting is off, and not at all for uploads by the lender staff', async () => {
    await setNotifyAccountExecutive(false);
    expect((await upload(OFFICER, 'November pay stub')).statusCode).toBe(201);
    expect(await alertsOf(COVERING_AE, 'November pay stub')).toHaveLength(1);
    expect(await emailsAbout('November pay stub')).toEqual([]);

    await setNotifyAccountExecutive(true);
    expect((await upload(COVERING_AE, 'Appraisal invoice')).statusCode).toBe(201);
    expect(await alertsOf(COVERING_AE, 'Appraisal invoice')).toEqual([]);
    expect(await alertsOf(OFFICER, 'Appraisal invoice')).toEqual([]);
    expect(await emailsAbout('Appraisal invoice')).toEqual([]);
  });
});
