import type { FastifyInstance } from 'fastify';
import type { ApiProblem, DocumentUploadRules, LoanAttachment, LoanCondition } from 'shared-rules';
import { toCount } from '../../src/platform/db/connect';
import { multipartBody, SAMPLE_FILES } from '../helpers/multipart';
import { officeFile } from '../helpers/office-files';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';
import { changeSetting, readSetting, setSetting } from './change-setting';

let database: TestDatabase;
let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};
const ADMIN = 'admin@lender.test';
const OFFICER = 'lo@summit.test';
const AE = 'ae.jordan@lender.test';
// A Summit loan without demo conditions.
const LOAN = 'loan-demo-02';
const MB = 1024 * 1024;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

beforeAll(async () => {
  database = await createTestDatabase('document-upload-rules');
  app = await buildTestApp(database);
  for (const email of [ADMIN, OFFICER, AE]) headers[email] = bearer(await login(app, email));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const rulesAs = async (email: string) => {
  const response = await app.inject({ method: 'GET', url: '/api/documents/upload-rules', headers: headers[email] });
  expect(response.statusCode).toBe(200);
  return response.json<DocumentUploadRules>();
};
const upload = (fileName: string, contentType: string, content: Uint8Array, conditionId?: string) => {
  const body = multipartBody([
    ...(conditionId ? [{ name: 'conditionId', value: conditionId }] : []),
    { name: 'file', fileName, contentType, content },
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/loans/${LOAN}/attachments`,
    headers: { ...headers[OFFICER], ...body.headers },
    payload: body.payload,
  });
};
const attachments = async () =>
  toCount(
    (
      await database.handle.db
        .selectFrom('loanAttachments')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('loanId', '=', LOAN)
        .executeTakeFirstOrThrow()
    ).n as number,
  );
/** A PDF of exactly `bytes` bytes (its first bytes say PDF; the rest is padding). */
const pdfOf = (bytes: number) => Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(bytes - SAMPLE_FILES.pdf.length, 0x20)]);

describe('what brokers may upload: GET /api/documents/upload-rules', () => {
  it("answers the documents setting's limit and types to a broker, and nothing else of it", async () => {
    expect(await rulesAs(OFFICER)).toEqual({
      maxFileSizeMb: 25,
      maxFileSizeBytes: 25 * MB,
      allowedFileTypes: ['pdf', 'jpg', 'png', 'gif', 'webp', 'tiff'],
    });
    // The setting itself stays the administrators'.
    const whole = await app.inject({ method: 'GET', url: '/api/settings/documents', headers: headers[OFFICER] });
    expect(whole.statusCode).toBe(404);
  });

  it('follows a saved change on the next request', async () => {
    await setSetting(app, headers[ADMIN], 'documents', { maxFileSizeMb: 1, allowedFileTypes: ['tiff', 'pdf'] });
    expect(await rulesAs(OFFICER)).toEqual({ maxFileSizeMb: 1, maxFileSizeBytes: MB, allowedFileTypes: ['pdf', 'tiff'] });
  });
});

describe('uploads follow the documents setting, from the next request', () => {
  let conditionId: string;
  beforeAll(async () => {
    const added = await app.inject({
      method: 'POST',
      url: `/api/loans/${LOAN}/conditions`,
      headers: headers[AE],
      payload: { title: 'Letter of explanation', category: 'Prior to Approval' },
    });
    expect(added.statusCode).toBe(201);
    conditionId = added.json<LoanCondition>().id;
    await setSetting(app, headers[ADMIN], 'documents', { maxFileSizeMb: 1, allowedFileTypes: ['pdf'] });
  });

  it('refuses a type the setting leaves out, read from the content, naming what is accepted', async () => {
    const before = await attachments();
    // A PNG named .pdf is a PNG: the name never decides.
    for (const response of [
      await upload('scan.png', 'image/png', SAMPLE_FILES.png),
      await upload('scan.pdf', 'application/pdf', SAMPLE_FILES.png),
    ]) {
      expect(response.statusCode).toBe(415);
      expect(response.json<ApiProblem>()).toMatchObject({
        code: 'unsupported-file-type',
        detail: 'This file type is not accepted. Upload PDF (.pdf).',
      });
    }
    expect(await attachments()).toBe(before);
  });

  it('refuses a file over the saved limit, naming it, on uploads for a condition too', async () => {
    const before = await attachments();
    for (const response of [
      await upload('big.pdf', 'application/pdf', pdfOf(MB + 1)),
      await upload('big.pdf', 'application/pdf', pdfOf(MB + 1), conditionId),
    ]) {
      expect(response.statusCode).toBe(413);
      expect(response.json<ApiProblem>()).toMatchObject({
        code: 'file-too-large',
        detail: 'The file is larger than 1 MB. Upload a file of at most 1 MB.',
      });
    }
    expect(await attachments()).toBe(before);
    const atTheLimit = await upload('limit.pdf', 'application/pdf', pdfOf(MB), conditionId);
    expect(atTheLimit.statusCode).toBe(201);
  });

  it('takes Word and Excel files once the setting allows them, and never one with macros', async () => {
    const refused = await upload('letter.docx', DOCX, officeFile('docx'));
    expect(refused.statusCode).toBe(415);
    await setSetting(app, headers[ADMIN], 'documents', { allowedFileTypes: ['pdf', 'docx', 'xlsx'] });
    const letter = await upload('letter.docx', DOCX, officeFile('docx'));
    expect(letter.statusCode).toBe(201);
    expect(letter.json<LoanAttachment>()).toMatchObject({ mimeType: DOCX, fileName: 'letter.docx' });
    const workbook = await upload('rent roll', 'application/octet-stream', officeFile('xlsx'));
    expect(workbook.json<LoanAttachment>()).toMatchObject({
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      fileName: 'rent roll.xlsx',
    });
    const macros = await upload('letter.docx', DOCX, officeFile('docx', { macros: true }));
    expect([macros.statusCode, macros.json<ApiProblem>().detail]).toEqual([
      415,
      'This file type is not accepted. Upload PDF, Word or Excel (.pdf, .docx, .xlsx).',
    ]);
    const download = await app.inject({
      method: 'GET',
      url: `/api/loans/${LOAN}/attachments/${letter.json<LoanAttachment>().id}/content`,
      headers: headers[OFFICER],
    });
    expect(download.headers['content-type']).toBe(DOCX);
    expect(download.rawPayload.equals(officeFile('docx'))).toBe(true);
  });

  it('keeps the previous rules when a change is refused: nothing is half-applied', async () => {
    const before = await readSetting(app, headers[ADMIN], 'documents');
    // 26 MB is over the 25 MB services read of a file at most; an unknown type; no type at all.
    for (const changes of [{ maxFileSizeMb: 26 }, { allowedFileTypes: ['pdf', 'exe'] }, { maxFileSizeMb: 2, allowedFileTypes: [] }]) {
      const response = await changeSetting(app, headers[ADMIN], 'documents', changes);
      expect([response.statusCode, response.json<ApiProblem>().code]).toEqual([400, 'invalid-input']);
    }
    expect(await readSetting(app, headers[ADMIN], 'documents')).toEqual(before);
    const stillRefused = await upload('big.pdf', 'application/pdf', pdfOf(MB + 1));
    expect(stillRefused.json<ApiProblem>().detail).toBe('The file is larger than 1 MB. Upload a file of at most 1 MB.');
  });
});
