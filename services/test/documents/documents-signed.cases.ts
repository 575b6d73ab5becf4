import type { FastifyInstance } from 'fastify';
import type { ApiProblem, LoanAttachment, LoanDocuments, PdfItem } from 'shared-rules';
import { multipartBody, SAMPLE_FILES } from '../helpers/multipart';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};
const LOAN = 'loan-demo-01';

beforeAll(async () => {
  database = await createTestDatabase('documents-signed');
  app = await buildTestApp(database);
  for (const email of ['lo@summit.test', 'lo@harbor.test']) headers[email] = bearer(await login(app, email));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const attachmentsOf = async (loanId: string) => {
  const documents = (
    await app.inject({ method: 'GET', url: `/api/loans/${loanId}/documents`, headers: headers['lo@summit.test'] })
  ).json<LoanDocuments>();
  return [...documents.uncategorizedAttachments, ...documents.documents.flatMap((folder) => folder.attachments)];
};
const pdfItem = (attachmentId: string, email = 'lo@summit.test') =>
  app.inject({ method: 'POST', url: `/api/loans/${LOAN}/attachments/${attachmentId}/pdf-item`, headers: headers[email] });
const upload = async (fileName: string, contentType: string, content: Uint8Array) => {
  const body = multipartBody([{ name: 'file', fileName, contentType, content }]);
  const response = await app.inject({
    method: 'POST',
    url: `/api/loans/${LOAN}/attachments`,
    headers: { ...headers['lo@summit.test'], ...body.headers },
    payload: body.payload,
  });
  return response.json<LoanAttachment>();
};
const fetchSigned = (url: string, authorization?: string) =>
  app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

describe('signed PDF items (elli-signature)', () => {
  it('hands out a PDF as a url and a signature that opens that file alone, without the session', async () => {
    const pdfs = (await attachmentsOf(LOAN)).filter((attachment) => attachment.mimeType === 'application/pdf');
    expect(pdfs.length).toBeGreaterThan(0);
    const response = await pdfItem(pdfs[0].id);
    expect(response.statusCode).toBe(200);
    const item = response.json<PdfItem>();
    expect(item).toEqual({
      url: `/api/signed/attachments/${pdfs[0].id}/content`,
      fileName: pdfs[0].fileName,
      signature: expect.any(String),
    });

    const file = await fetchSigned(item.url, `elli-signature ${item.signature}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The session is not the way in here, and a signature opens only its own file.
    expect((await fetchSigned(item.url, headers['lo@summit.test'].authorization)).json<ApiProblem>().code).toBe('signature-invalid');
    expect((await fetchSigned(item.url)).statusCode).toBe(401);
    expect((await fetchSigned(item.url, `elli-signature ${item.signature}x`)).json<ApiProblem>().code).toBe('signature-invalid');
    const other = await upload('other.pdf', 'application/pdf', SAMPLE_FILES.pdf);
    expect((await fetchSigned(`/api/signed/attachments/${other.id}/content`, `elli-signature ${item.signature}`)).statusCode).toBe(401);
  });

  it('answers the loans’ 404 out of reach, and refuses what is not a PDF', async () => {
    const [attachment] = await attachmentsOf(LOAN);
    expect((await pdfItem(attachment.id, 'lo@harbor.test')).statusCode).toBe(404);
    const png = await upload('photo.png', 'image/png', SAMPLE_FILES.png);
    expect((await pdfItem(png.id)).json<ApiProblem>()).toMatchObject({ code: 'not-a-pdf' });
  });
});
