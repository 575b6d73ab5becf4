import type { FastifyInstance } from 'fastify';
import type { AuditTrailPage, LoanAttachment, LoanDetail, LoanDocuments, PdfItem } from 'shared-rules';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';
import { setSetting } from './change-setting';

let database: TestDatabase;
let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};
const ADMIN = 'admin@lender.test';
const OFFICER = 'lo@summit.test';
const PROCESSOR = 'lp@summit.test';
const HARBOR_OFFICER = 'lo@harbor.test';
const LOAN = 'loan-demo-01';
const TAYLOR = 'usr-summit-taylor';

beforeAll(async () => {
  database = await createTestDatabase('audit-access-records');
  app = await buildTestApp(database);
  for (const email of [ADMIN, OFFICER, PROCESSOR, HARBOR_OFFICER]) headers[email] = bearer(await login(app, email));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const get = (email: string, url: string) => app.inject({ method: 'GET', url, headers: headers[email] });
const openLoan = async (email: string) => {
  const response = await get(email, `/api/loans/${LOAN}`);
  expect(response.statusCode).toBe(200);
  return response.json<LoanDetail>();
};
const recordsOf = (action: string) =>
  database.handle.db
    .selectFrom('auditLog')
    .select(['actorId', 'impersonatorId', 'entityType', 'entityId', 'details'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
const trail = async (entityType: string) =>
  (await get(ADMIN, `/api/admin/audit-trail?entityType=${entityType}`)).json<AuditTrailPage>().items;
/** Moves the user's last recorded view of the loan back by `minutes`, as if that long had passed. */
const viewedMinutesAgo = (userId: string, minutes: number) =>
  database.handle.db
    .updateTable('loanViewMarks')
    .set({ recordedAt: new Date(Date.now() - minutes * 60_000) })
    .where('userId', '=', userId)
    .where('loanId', '=', LOAN)
    .execute();

describe('"Record when a loan is viewed" (recordLoanViews)', () => {
  it('records nothing while off, as it is by default', async () => {
    await openLoan(OFFICER);
    expect(await recordsOf('loan.view')).toEqual([]);
  });

  it('once on, records the opening of a loan: once per user and loan within five minutes', async () => {
    await setSetting(app, headers[ADMIN], 'audit', { recordLoanViews: true });
    const loan = await openLoan(OFFICER);
    // The page's further reads, and a refresh, within the window.
    await openLoan(OFFICER);
    await openLoan(OFFICER);
    await openLoan(PROCESSOR);
    expect(await recordsOf('loan.view')).toEqual([
      { actorId: TAYLOR, impersonatorId: null, entityType: 'loan', entityId: LOAN, details: { loanNumber: loan.loanNumber } },
      { actorId: 'usr-summit-morgan', impersonatorId: null, entityType: 'loan', entityId: LOAN, details: { loanNumber: loan.loanNumber } },
    ]);
    const [latest] = await trail('loan');
    expect(latest).toMatchObject({ action: 'loan.view', entityName: loan.loanNumber, summary: `Opened loan ${loan.loanNumber}` });
  });

  it('records the same user again once the window has passed', async () => {
    await viewedMinutesAgo(TAYLOR, 6);
    await openLoan(OFFICER);
    expect((await recordsOf('loan.view')).filter((record) => record.actorId === TAYLOR)).toHaveLength(2);
  });

  it('records nothing for a loan out of reach', async () => {
    const before = (await recordsOf('loan.view')).length;
    expect((await get(HARBOR_OFFICER, `/api/loans/${LOAN}`)).statusCode).toBe(404);
    expect(await recordsOf('loan.view')).toHaveLength(before);
  });

  it('stops recording as soon as it is turned off', async () => {
    await setSetting(app, headers[ADMIN], 'audit', { recordLoanViews: false });
    await viewedMinutesAgo(TAYLOR, 6);
    const before = (await recordsOf('loan.view')).length;
    await openLoan(OFFICER);
    expect(await recordsOf('loan.view')).toHaveLength(before);
  });
});

describe('"Record when a document is downloaded" (recordDocumentDownloads)', () => {
  let pdf: LoanAttachment;
  beforeAll(async () => {
    const documents = (await get(OFFICER, `/api/loans/${LOAN}/documents`)).json<LoanDocuments>();
    const attachments = [...documents.uncategorizedAttachments, ...documents.documents.flatMap((folder) => folder.attachments)];
    const found = attachments.find((attachment) => attachment.mimeType === 'application/pdf');
    if (!found) throw new Error(`${LOAN} has no demo PDF`);
    pdf = found;
  });
  const download = (email: string, disposition = '') => get(email, `/api/loans/${LOAN}/attachments/${pdf.id}/content${disposition}`);

  it('records every download and view of a loan document while on, as it is by default', async () => {
    expect((await download(OFFICER)).statusCode).toBe(200);
    expect((await download(OFFICER, '?disposition=inline')).statusCode).toBe(200);
    const loanNumber = (await openLoan(OFFICER)).loanNumber;
    const common = { actorId: TAYLOR, impersonatorId: null, entityType: 'loan-document', entityId: pdf.id };
    expect(await recordsOf('document.download')).toEqual([
      { ...common, details: { loanId: LOAN, loanNumber, fileName: pdf.fileName, disposition: 'attachment', via: 'session' } },
      { ...common, details: { loanId: LOAN, loanNumber, fileName: pdf.fileName, disposition: 'inline', via: 'session' } },
    ]);
    expect((await trail('loan-document')).map((entry) => entry.summary)).toEqual([
      `Viewed ${pdf.fileName} of loan ${loanNumber}`,
      `Downloaded ${pdf.fileName} of loan ${loanNumber}`,
    ]);
  });

  it('records a signed PDF link as the download of the user it was made for, never the signature', async () => {
    const item = (
      await app.inject({ method: 'POST', url: `/api/loans/${LOAN}/attachments/${pdf.id}/pdf-item`, headers: headers[OFFICER] })
    ).json<PdfItem>();
    const file = await app.inject({ method: 'GET', url: item.url, headers: { authorization: `elli-signature ${item.signature}` } });
    expect(file.statusCode).toBe(200);
    const records = await recordsOf('document.download');
    expect(records.at(-1)).toMatchObject({ actorId: TAYLOR, entityId: pdf.id, details: { disposition: 'inline', via: 'signed-link' } });
    expect(JSON.stringify(records)).not.toContain(item.signature);
    expect((await trail('loan-document'))[0].summary).toMatch(/through a signed PDF link$/);
  });

  it('records nothing for a download that is refused', async () => {
    const before = (await recordsOf('document.download')).length;
    expect((await download(HARBOR_OFFICER)).statusCode).toBe(404);
    expect(await recordsOf('document.download')).toHaveLength(before);
  });

  it('stops recording as soon as it is turned off, signed links included', async () => {
    await setSetting(app, headers[ADMIN], 'audit', { recordDocumentDownloads: false });
    const before = (await recordsOf('document.download')).length;
    expect((await download(OFFICER)).statusCode).toBe(200);
    const item = (
      await app.inject({ method: 'POST', url: `/api/loans/${LOAN}/attachments/${pdf.id}/pdf-item`, headers: headers[OFFICER] })
    ).json<PdfItem>();
    expect(
      (await app.inject({ method: 'GET', url: item.url, headers: { authorization: `elli-signature ${item.signature}` } })).statusCode,
    ).toBe(200);
    expect(await recordsOf('document.download')).toHaveLength(before);
  });
});
