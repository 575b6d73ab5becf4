import type { FastifyInstance } from 'fastify';
import { LOAN_ATTACHMENT_MAX_BYTES, type ApiProblem, type LoanAttachment, type LoanDocumentFolder, type LoanDocuments } from 'shared-rules';
import { multipartBody, SAMPLE_FILES, type FormPart } from '../helpers/multipart';
import { arrivesWithin, connect, connected, emitWithAck, nextEvent, type PortalClient } from '../helpers/sockets';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
let baseUrl: string;
const headers: Record<string, { authorization: string }> = {};
const sockets: PortalClient[] = [];

// Seeded: loan-demo-01..04, 08 and 09 belong to Summit, 05..07 and 10 to Harbor; each has three folders and a statement PDF.
// loan-demo-01 has no workflow task documents yet: its lists are the seed's folders and statement alone.
const SUMMIT_LOAN = 'loan-demo-01';
const OTHER_SUMMIT_LOAN = 'loan-demo-08';
const HARBOR_LOAN = 'loan-demo-05';
const HARBOR_STATEMENT = 'att-loan-demo-05-statement';

// A generous timeout: starting PGlite, migrating, seeding and signing in share two cores with other suites.
beforeAll(async () => {
  database = await createTestDatabase('documents');
  app = await buildTestApp(database);
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  for (const email of [
    'lo@summit.test',
    'lp@summit.test',
    'lo@harbor.test',
    'ae.jordan@lender.test',
    'ae.casey@lender.test',
    'admin@lender.test',
    'ops@lender.test',
  ]) {
    headers[email] = bearer(await login(app, email));
  }
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app?.close();
  await database?.drop();
});

const documentsOf = async (loanId: string, email = 'lo@summit.test') => {
  const response = await app.inject({ method: 'GET', url: `/api/loans/${loanId}/documents`, headers: headers[email] });
  expect(response.statusCode).toBe(200);
  return response.json<LoanDocuments>();
};

const upload = (loanId: string, parts: FormPart[], email = 'lo@summit.test') => {
  const { payload, headers: contentType } = multipartBody(parts);
  return app.inject({ method: 'POST', url: `/api/loans/${loanId}/attachments`, headers: { ...headers[email], ...contentType }, payload });
};

const createFolder = (loanId: string, title: string, email = 'lo@summit.test') =>
  app.inject({ method: 'POST', url: `/api/loans/${loanId}/documents`, headers: headers[email], payload: { title } });

const patch = (loanId: string, attachmentId: string, payload: object, email = 'lo@summit.test') =>
  app.inject({ method: 'PATCH', url: `/api/loans/${loanId}/attachments/${attachmentId}`, headers: headers[email], payload });

const download = (loanId: string, attachmentId: string, query = '', email = 'lo@summit.test') =>
  app.inject({ method: 'GET', url: `/api/loans/${loanId}/attachments/${attachmentId}/content${query}`, headers: headers[email] });

/** Rows of every documents table: a refused request must leave all three as they were. */
async function storedCounts(): Promise<{ folders: number; attachments: number; contents: number }> {
  const count = async (table: 'loanDocuments' | 'loanAttachments' | 'loanAttachmentContents') => {
    const row = await database.handle.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    folders: await count('loanDocuments'),
    attachments: await count('loanAttachments'),
    contents: await count('loanAttachmentContents'),
  };
}

const folderOf = (documents: LoanDocuments, title: string) => {
  const folder = documents.documents.find((d) => d.title === title);
  if (!folder) throw new Error(`no folder ${title}`);
  return folder;
};

describe('the seeded documents', () => {
  it('gives every demo loan its folders, by title, and a real statement PDF', async () => {
    const documents = await documentsOf('loan-demo-01');
    expect(documents.documents.map((d) => d.title)).toEqual(['Bank Statements', 'Pay Stubs', 'Purchase Contract']);
    const [statement] = folderOf(documents, 'Bank Statements').attachments;
    expect(statement).toMatchObject({
      title: 'Bank statement',
      fileName: 'bank-statement.pdf',
      mimeType: 'application/pdf',
      documentId: expect.any(String),
    });
    expect(statement.uploadedBy).toEqual({ userId: 'usr-summit-taylor', name: expect.stringMatching(/\S+ \S+/) });
    const content = await download('loan-demo-01', statement.id);
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(content.rawPayload.length).toBe(statement.sizeBytes);
  });
});

describe('uploading, listing and downloading', () => {
  let pdf: LoanAttachment;
  let png: LoanAttachment;
  let bankStatements: LoanDocumentFolder;

  it('stores a PDF filed in a folder with a task tag, and a PNG left uncategorized', async () => {
    bankStatements = folderOf(await documentsOf(SUMMIT_LOAN), 'Bank Statements');
    const pdfResponse = await upload(SUMMIT_LOAN, [
      { name: 'documentId', value: bankStatements.id },
      { name: 'title', value: '  March statement [BANK]  ' },
      { name: 'taskTag', value: 'income-docs' },
      { name: 'file', fileName: 'march.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.pdf },
    ]);
    expect(pdfResponse.statusCode).toBe(201);
    pdf = pdfResponse.json<LoanAttachment>();
    expect(pdf).toEqual({
      id: expect.any(String),
      loanId: SUMMIT_LOAN,
      documentId: bankStatements.id,
      title: 'March statement [BANK]',
      fileName: 'march.pdf',
      mimeType: 'application/pdf',
      sizeBytes: SAMPLE_FILES.pdf.length,
      taskTag: 'income-docs',
      conditionId: null,
      rejection: null,
      uploadedBy: { userId: 'usr-summit-taylor', name: expect.any(String) },
      createdAt: expect.any(String),
    });

    // Declared as a PDF and named like one, but its bytes are a PNG: the sniffed type wins.
    const pngResponse = await upload(SUMMIT_LOAN, [
      { name: 'file', fileName: '../../scans/photo id.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.png },
      { name: 'documentId', value: '' },
    ]);
    expect(pngResponse.statusCode).toBe(201);
    png = pngResponse.json<LoanAttachment>();
    expect(png).toMatchObject({ documentId: null, title: 'photo id', fileName: 'photo id.png', mimeType: 'image/png', taskTag: null });
  });

  it('lists folders by title, attachments newest first and the tagged ones as attachment records', async () => {
    const documents = await documentsOf(SUMMIT_LOAN);
    expect(documents.documents.map((d) => d.title)).toEqual(['Bank Statements', 'Pay Stubs', 'Purchase Contract']);
    expect(folderOf(documents, 'Bank Statements').attachments.map((a) => a.id)).toEqual([pdf.id, 'att-loan-demo-01-statement']);
    expect(documents.uncategorizedAttachments).toEqual([png]);
    expect(documents.attachmentRecords).toEqual([{ attachmentId: pdf.id, taskTag: 'income-docs' }]);
    // Another loan's list is untouched.
    expect((await documentsOf(OTHER_SUMMIT_LOAN)).uncategorizedAttachments).toEqual([]);
  });

  it('downloads the same bytes with the stored type and safe headers', async () => {
    const response = await download(SUMMIT_LOAN, png.id);
    expect(response.statusCode).toBe(200);
    expect(Buffer.compare(response.rawPayload, SAMPLE_FILES.png)).toBe(0);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-length']).toBe(String(SAMPLE_FILES.png.length));
    expect(response.headers['content-disposition']).toBe("attachment; filename*=UTF-8''photo%20id.png");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');

    const inline = await download(SUMMIT_LOAN, pdf.id, '?disposition=inline');
    expect(Buffer.compare(inline.rawPayload, SAMPLE_FILES.pdf)).toBe(0);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toBe("inline; filename*=UTF-8''march.pdf");
    expect((await download(SUMMIT_LOAN, pdf.id, '?disposition=open')).statusCode).toBe(400);
  });

  it('downloads over a real connection too', async () => {
    const response = await fetch(`${baseUrl}/api/loans/${SUMMIT_LOAN}/attachments/${pdf.id}/content`, {
      headers: headers['lo@summit.test'],
    });
    expect(response.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), SAMPLE_FILES.pdf)).toBe(0);
  });

  it('renames and moves an attachment, and files it back as uncategorized', async () => {
    const payStubs = folderOf(await documentsOf(SUMMIT_LOAN), 'Pay Stubs');
    const moved = await patch(SUMMIT_LOAN, png.id, { documentId: payStubs.id, title: ' Driver licence ' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<LoanAttachment>()).toEqual({ ...png, documentId: payStubs.id, title: 'Driver licence' });
    expect(folderOf(await documentsOf(SUMMIT_LOAN), 'Pay Stubs').attachments.map((a) => a.id)).toEqual([png.id]);

    const back = await patch(SUMMIT_LOAN, png.id, { documentId: null });
    expect(back.json<LoanAttachment>()).toMatchObject({ documentId: null, title: 'Driver licence' });
    expect((await documentsOf(SUMMIT_LOAN)).uncategorizedAttachments.map((a) => a.id)).toEqual([png.id]);
  });

  it('refuses bad updates with a 400 naming the field, and changes nothing', async () => {
    const otherLoanFolder = folderOf(await documentsOf(OTHER_SUMMIT_LOAN), 'Pay Stubs');
    const cases: Array<[object, string, string]> = [
      [{}, 'invalid-input', 'body'],
      [{ title: '' }, 'invalid-input', 'body.title'],
      [{ title: '   ' }, 'invalid-input', 'body.title'],
      [{ title: 'x'.repeat(201) }, 'invalid-input', 'body.title'],
      [{ fileName: 'other.pdf' }, 'invalid-input', 'body.fileName'],
      [{ documentId: otherLoanFolder.id }, 'unknown-document', 'body.documentId'],
      [{ documentId: 'doc-nowhere' }, 'unknown-document', 'body.documentId'],
    ];
    for (const [payload, code, field] of cases) {
      const response = await patch(SUMMIT_LOAN, pdf.id, payload);
      expect({ payload, status: response.statusCode, code: response.json<ApiProblem>().code }).toEqual({ payload, status: 400, code });
      expect(response.json<ApiProblem>().fields?.[0]?.field).toBe(field);
    }
    const unchanged = folderOf(await documentsOf(SUMMIT_LOAN), 'Bank Statements').attachments.find((a) => a.id === pdf.id);
    expect(unchanged).toEqual(pdf);
  });

  it('answers 404 for an attachment that is not on this loan', async () => {
    const elsewhere = await patch(OTHER_SUMMIT_LOAN, pdf.id, { title: 'Moved' });
    expect(elsewhere.statusCode).toBe(404);
    expect((await download(OTHER_SUMMIT_LOAN, pdf.id)).statusCode).toBe(404);
    expect((await download(SUMMIT_LOAN, 'att-nowhere')).json<ApiProblem>().code).toBe('not-found');
  });
});

describe('folders', () => {
  it('creates a folder and refuses a second one of the same title, whatever its case', async () => {
    const before = await storedCounts();
    const created = await createFolder(OTHER_SUMMIT_LOAN, '  Tax Returns ');
    expect(created.statusCode).toBe(201);
    expect(created.json<LoanDocumentFolder>()).toEqual({ id: expect.any(String), title: 'Tax Returns', attachments: [] });
    const duplicate = await createFolder(OTHER_SUMMIT_LOAN, 'tax returns');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(duplicate.json<ApiProblem>()).toMatchObject({ code: 'duplicate-document-title', fields: [{ field: 'body.title' }] });
    // The same title on another loan is fine.
    expect((await createFolder(SUMMIT_LOAN, 'Tax Returns')).statusCode).toBe(201);
    expect((await storedCounts()).folders).toBe(before.folders + 2);
    expect((await documentsOf(OTHER_SUMMIT_LOAN)).documents.map((d) => d.title)).toEqual([
      'Bank Statements',
      'Pay Stubs',
      'Purchase Contract',
      'Tax Returns',
    ]);
  });

  it('refuses an empty, blank, over-long or extra-field folder', async () => {
    const before = await storedCounts();
    for (const payload of [{}, { title: '' }, { title: '  ' }, { title: 'x'.repeat(201) }, { title: 'Appraisal', color: 'red' }]) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/loans/${SUMMIT_LOAN}/documents`,
        headers: headers['lo@summit.test'],
        payload,
      });
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
    }
    expect(await storedCounts()).toEqual(before);
  });
});

describe('refused uploads store nothing', () => {
  const pdfPart: FormPart = { name: 'file', fileName: 'statement.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.pdf };

  it.each<[string, () => FormPart[], number, string, string | undefined]>([
    ['no file', () => [{ name: 'title', value: 'Statement' }], 400, 'file-required', 'body.file'],
    [
      'an empty file',
      () => [{ name: 'file', fileName: 'empty.pdf', contentType: 'application/pdf', content: Buffer.alloc(0) }],
      400,
      'empty-file',
      'body.file',
    ],
    [
      'HTML declared as a PDF',
      () => [{ name: 'file', fileName: 'statement.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.html }],
      415,
      'unsupported-file-type',
      'body.file',
    ],
    [
      'a folder of another loan',
      () => [{ name: 'documentId', value: 'doc-loan-demo-08-1' }, pdfPart],
      400,
      'unknown-document',
      'body.documentId',
    ],
    [
      'a folder of another organisation',
      () => [{ name: 'documentId', value: 'doc-loan-demo-05-1' }, pdfPart],
      400,
      'unknown-document',
      'body.documentId',
    ],
    ['a title of 201 characters', () => [{ name: 'title', value: 'x'.repeat(201) }, pdfPart], 400, 'field-too-long', 'body.title'],
    ['a task tag of 101 characters', () => [{ name: 'taskTag', value: 't'.repeat(101) }, pdfPart], 400, 'field-too-long', 'body.taskTag'],
    ['a title past the part size limit', () => [{ name: 'title', value: 'é'.repeat(600) }, pdfPart], 400, 'field-too-long', 'body.title'],
    ['a file name of 300 characters', () => [{ ...pdfPart, fileName: `${'n'.repeat(296)}.pdf` }], 400, 'file-name-too-long', 'body.file'],
    ['an unknown text part', () => [{ name: 'folder', value: 'Bank Statements' }, pdfPart], 400, 'unknown-field', 'body.folder'],
    ['a file in another part', () => [{ ...pdfPart, name: 'attachment' }], 400, 'unknown-field', 'body.attachment'],
    ['two files', () => [pdfPart, { ...pdfPart, fileName: 'second.pdf' }], 400, 'one-file-only', 'body.file'],
    [
      'a text part sent twice',
      () => [{ name: 'title', value: 'One' }, { name: 'title', value: 'Two' }, pdfPart],
      400,
      'duplicate-field',
      'body.title',
    ],
  ])('%s', async (_label, parts, status, code, field) => {
    const before = await storedCounts();
    const response = await upload(SUMMIT_LOAN, parts());
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = response.json<ApiProblem>();
    expect(problem.code).toBe(code);
    if (field) expect(problem.fields?.[0]?.field).toBe(field);
    expect(await storedCounts()).toEqual(before);
  });

  it('names what is accepted when the type is refused', async () => {
    const response = await upload(SUMMIT_LOAN, [
      { name: 'file', fileName: 'page.html', contentType: 'text/html', content: SAMPLE_FILES.html },
    ]);
    expect(response.json<ApiProblem>().detail).toBe(
      'This file type is not accepted. Upload PDF, JPEG, PNG, GIF, WebP or TIFF (.pdf, .jpg, .jpeg, .png, .gif, .webp, .tif, .tiff).',
    );
  });

  it('still validates the path', async () => {
    const body = multipartBody([pdfPart]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/loans/bad%20id/attachments',
      headers: { ...headers['lo@summit.test'], ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiProblem>().fields?.[0]?.field).toBe('params.loanId');
  });

  it('refuses a body that is not multipart', async () => {
    const before = await storedCounts();
    const response = await app.inject({
      method: 'POST',
      url: `/api/loans/${SUMMIT_LOAN}/attachments`,
      headers: headers['lo@summit.test'],
      payload: { file: 'JVBERi0=' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json<ApiProblem>().code).toBe('multipart-required');
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses a 26 MiB file with 413 naming the 25 MB limit', async () => {
    const before = await storedCounts();
    const big = Buffer.alloc(26 * 1024 * 1024, 0x20);
    SAMPLE_FILES.pdf.copy(big);
    const response = await upload(SUMMIT_LOAN, [{ name: 'file', fileName: 'huge.pdf', contentType: 'application/pdf', content: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json<ApiProblem>()).toMatchObject({ code: 'file-too-large', detail: expect.stringContaining('25 MB') });
    expect(await storedCounts()).toEqual(before);
  });

  it('accepts a file of exactly the limit', async () => {
    const exact = Buffer.alloc(LOAN_ATTACHMENT_MAX_BYTES, 0x20);
    SAMPLE_FILES.pdf.copy(exact);
    const response = await upload(SUMMIT_LOAN, [{ name: 'file', fileName: 'exact.pdf', contentType: 'application/pdf', content: exact }]);
    expect(response.statusCode).toBe(201);
    const stored = response.json<LoanAttachment>();
    expect(stored.sizeBytes).toBe(LOAN_ATTACHMENT_MAX_BYTES);
    const content = await download(SUMMIT_LOAN, stored.id);
    expect(Buffer.compare(content.rawPayload, exact)).toBe(0);
  });
});

describe('who may see and change a loan’s documents', () => {
  const fiveRoutes = (loanId: string, attachmentId: string, email: string) => [
    app.inject({ method: 'GET', url: `/api/loans/${loanId}/documents`, headers: headers[email] }),
    createFolder(loanId, 'Appraisal', email),
    upload(loanId, [{ name: 'file', fileName: 'appraisal.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.pdf }], email),
    download(loanId, attachmentId, '', email),
    patch(loanId, attachmentId, { title: 'Renamed' }, email),
  ];

  it.each([
    ['an external user of another organisation', 'lo@summit.test'],
    ['an account executive who does not cover it', 'ae.casey@lender.test'],
    ['an internal user without reach', 'ops@lender.test'],
  ])('%s gets the 404 of a missing loan on all five routes, and nothing changes', async (_label, email) => {
    const before = await storedCounts();
    const missing = await app.inject({ method: 'GET', url: '/api/loans/loan-nowhere/documents', headers: headers[email] });
    for (const response of await Promise.all(fiveRoutes(HARBOR_LOAN, HARBOR_STATEMENT, email))) {
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiProblem>()).toEqual(missing.json<ApiProblem>());
    }
    expect(await storedCounts()).toEqual(before);
    expect(folderOf(await documentsOf(HARBOR_LOAN, 'lo@harbor.test'), 'Bank Statements').attachments[0].title).toBe('Bank statement');
  });

  it('the covering account executive and an administrator work on it', async () => {
    expect((await createFolder(HARBOR_LOAN, 'Appraisal', 'ae.jordan@lender.test')).statusCode).toBe(201);
    const uploaded = await upload(
      HARBOR_LOAN,
      [{ name: 'file', fileName: 'appraisal.pdf', content: SAMPLE_FILES.pdf }],
      'admin@lender.test',
    );
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json<LoanAttachment>().uploadedBy.userId).toBe('usr-admin-alex');
    expect((await download(HARBOR_LOAN, HARBOR_STATEMENT, '', 'ae.jordan@lender.test')).statusCode).toBe(200);
  });
});

describe('live updates', () => {
  async function socketOf(email: string): Promise<PortalClient> {
    const token = headers[email].authorization.slice('Bearer '.length);
    const socket = connect(baseUrl, token);
    sockets.push(socket);
    await connected(socket);
    return socket;
  }

  it('announces uploads, folders and changes with attachment-update in the loan room only', async () => {
    const processor = await socketOf('lp@summit.test');
    const harbor = await socketOf('lo@harbor.test');
    expect(await emitWithAck(processor, 'join_scope', { scope: 'room', target: `loan:${OTHER_SUMMIT_LOAN}` })).toEqual({ ok: true });
    expect(await emitWithAck(harbor, 'join_scope', { scope: 'room', target: `loan:${OTHER_SUMMIT_LOAN}` })).toMatchObject({
      ok: false,
      code: 'not-found',
    });
    const harborHears = arrivesWithin(harbor, 'attachment-update', 1500);

    const folderEvent = nextEvent(processor, 'attachment-update');
    expect((await createFolder(OTHER_SUMMIT_LOAN, 'Insurance')).statusCode).toBe(201);
    expect(await folderEvent).toEqual({ loanId: OTHER_SUMMIT_LOAN, attachmentId: null, action: 'folder-created' });

    const uploadEvent = nextEvent(processor, 'attachment-update');
    const uploaded = (
      await upload(OTHER_SUMMIT_LOAN, [{ name: 'file', fileName: 'binder.pdf', content: SAMPLE_FILES.pdf }])
    ).json<LoanAttachment>();
    expect(await uploadEvent).toEqual({ loanId: OTHER_SUMMIT_LOAN, attachmentId: uploaded.id, action: 'uploaded' });

    const updateEvent = nextEvent(processor, 'attachment-update');
    expect((await patch(OTHER_SUMMIT_LOAN, uploaded.id, { title: 'Insurance binder' })).statusCode).toBe(200);
    expect(await updateEvent).toEqual({ loanId: OTHER_SUMMIT_LOAN, attachmentId: uploaded.id, action: 'updated' });
    expect(await harborHears).toBe(false);
  });
});

describe('the OpenAPI document', () => {
  it('lists the five routes under the documents tag, the upload as multipart', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    type Operation = { tags?: string[]; requestBody?: { content?: Record<string, unknown> } };
    const { paths } = response.json<{ paths: Record<string, Record<string, Operation>> }>();
    const operations: Array<[string, string]> = [
      ['/api/loans/{loanId}/documents', 'get'],
      ['/api/loans/{loanId}/documents', 'post'],
      ['/api/loans/{loanId}/attachments', 'post'],
      ['/api/loans/{loanId}/attachments/{attachmentId}/content', 'get'],
      ['/api/loans/{loanId}/attachments/{attachmentId}', 'patch'],
    ];
    for (const [path, method] of operations)
      expect({ path, method, tags: paths[path]?.[method]?.tags }).toEqual({ path, method, tags: ['documents'] });
    expect(Object.keys(paths['/api/loans/{loanId}/attachments'].post.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
  });
});
