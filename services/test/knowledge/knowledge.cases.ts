import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type {
  ApiProblem,
  KnowledgeDocumentAnswer,
  KnowledgeDocumentInput,
  KnowledgeDocumentList,
  KnowledgeRating,
  KnowledgeSearchAnswer,
  KnowledgeTaxonomy,
} from 'shared-rules';
import { multipartBody } from '../helpers/multipart';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};

const ADMIN = 'admin@lender.test';
const BROKER = 'lo@summit.test';
const AE = 'ae.jordan@lender.test';

beforeAll(async () => {
  database = await createTestDatabase('knowledge');
  app = await buildTestApp(database);
  for (const email of [ADMIN, BROKER, AE]) headers[email] = bearer(await login(app, email));
  expect((await create(article())).statusCode).toBe(201);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const article = (overrides: Partial<KnowledgeDocumentInput> = {}): KnowledgeDocumentInput => ({
  title: 'Escrow waivers explained',
  description: 'When a borrower may pay taxes and insurance themselves.',
  sourceType: 'html',
  content: '<h2>Escrow waivers</h2><p>A waiver lets the borrower pay property taxes directly. Most programs need 10% equity.</p>',
  tags: ['closing'],
  audiences: [],
  priority: 40,
  status: 'published',
  relatedDocumentIds: [],
  ...overrides,
});

const create = (input: KnowledgeDocumentInput, email = ADMIN) =>
  app.inject({ method: 'POST', url: '/api/knowledge/documents', headers: headers[email], payload: input });
const search = (query: string, email = BROKER, extra: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: '/api/knowledge/search', headers: headers[email], payload: { query, ...extra } });
const hitsOf = async (query: string, email = BROKER) => {
  const response = await search(query, email);
  expect(response.statusCode).toBe(200);
  return response.json<KnowledgeSearchAnswer>().data.results;
};
const read = (id: string, email = BROKER) => app.inject({ method: 'GET', url: `/api/knowledge/documents/${id}`, headers: headers[email] });
const list = (query: string, email = BROKER) =>
  app
    .inject({ method: 'GET', url: `/api/knowledge/documents?${query}`, headers: headers[email] })
    .then((response) => response.json<KnowledgeDocumentList>());

async function textPdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  for (const [index, line] of lines.entries()) page.drawText(line, { x: 72, y: 720 - index * 18, size: 12, font });
  return Buffer.from(await pdf.save());
}

const uploadPdf = (content: Buffer, input: Partial<KnowledgeDocumentInput> = {}, email = ADMIN) => {
  const { payload, headers: contentType } = multipartBody([
    { name: 'metadata', value: JSON.stringify(article({ sourceType: 'pdf', content: undefined, ...input })) },
    { name: 'file', fileName: 'guide.pdf', contentType: 'application/pdf', content },
  ]);
  return app.inject({ method: 'POST', url: '/api/knowledge/documents/pdf', headers: { ...headers[email], ...contentType }, payload });
};

describe('articles, links and videos', () => {
  it('stores an article sanitised, and readers find it by a word of its body with the word marked', async () => {
    const created = await create(
      article({
        title: 'Hazard insurance binders',
        content: '<p onclick="steal()">Send the <strong>binder</strong> before closing.</p><script>alert(1)</script>',
      }),
    );
    expect(created.statusCode).toBe(201);
    const { data } = created.json<KnowledgeDocumentAnswer>();
    expect(data).toMatchObject({
      _id: 'kb-hazard-insurance-binders',
      slug: 'hazard-insurance-binders',
      status: 'published',
      sourceType: 'html',
    });
    expect(data.content).toBe('<p>Send the <strong>binder</strong> before closing.</p>');
    expect(data.wordCount).toBe(5);
    expect(data.breadcrumb[0]).toEqual({ label: 'Knowledge Base', href: '/knowledge' });

    const [hit] = await hitsOf('binders');
    expect(hit).toMatchObject({ documentId: 'kb-hazard-insurance-binders', title: 'Hazard insurance binders' });
    expect(hit.snippet).toContain('<mark>binder</mark>');
    expect(hit.score).toBeGreaterThan(0);
    expect(hit.score).toBeLessThanOrEqual(1);
  });

  it('refuses what is not an https link, a YouTube or Vimeo video, or an article with text', async () => {
    const refused = await Promise.all([
      create(article({ sourceType: 'video', content: undefined, url: 'https://example.com/movie.mp4' })),
      create(article({ sourceType: 'url', content: undefined, url: 'http://example.com' })),
      create(article({ content: '<script>only()</script>' })),
      create(article({ sourceType: 'pdf' })),
      create(article({ relatedDocumentIds: ['kb-nowhere'] })),
    ]);
    expect(refused.map((response) => response.json<ApiProblem>().fields?.[0]?.field)).toEqual([
      'body.url',
      'body.url',
      'body.content',
      'body.sourceType',
      'body.relatedDocumentIds',
    ]);
    const video = await create(
      article({ title: 'URLA walkthrough', sourceType: 'video', content: undefined, url: 'https://youtu.be/dQw4w9WgXcQ' }),
    );
    expect(video.statusCode).toBe(201);
  });

  it('lets administrators only write', async () => {
    expect((await create(article({ title: 'Not mine to write' }), BROKER)).statusCode).toBe(403);
    expect((await create(article({ title: 'Not mine either' }), AE)).statusCode).toBe(403);
  });
});

describe('what readers never see', () => {
  it('keeps drafts and archived documents out of search, lists and reads', async () => {
    const draft = (await create(article({ title: 'Draft: quokka gap coverage', status: 'draft' }))).json<KnowledgeDocumentAnswer>().data;
    const archived = (await create(article({ title: 'Quokka gap archived note' }))).json<KnowledgeDocumentAnswer>().data;
    expect((await hitsOf('quokka gap')).map((hit) => hit.documentId)).toEqual([archived._id]);
    await app.inject({ method: 'POST', url: `/api/knowledge/documents/${archived._id}/archive`, headers: headers[ADMIN] });

    expect(await hitsOf('quokka gap')).toEqual([]);
    for (const id of [draft._id, archived._id]) {
      expect((await read(id)).json<ApiProblem>()).toMatchObject({ status: 404, detail: 'Document not found' });
      expect((await list(`documentIds=${id}`)).data).toEqual([]);
    }
    expect((await list(`documentIds=${draft._id},${archived._id}&status=draft`)).total).toBe(0);
    // Administrators see them, by any status.
    expect((await read(draft._id, ADMIN)).json<KnowledgeDocumentAnswer>().data.status).toBe('draft');
    expect((await list(`documentIds=${draft._id}&status=draft`, ADMIN)).total).toBe(1);
  });

  it('finds a document for its audiences only', async () => {
    const staff = (
      await create(article({ title: 'Waive a condition as an AE', audiences: ['internal'], tags: ['conditions'] }))
    ).json<KnowledgeDocumentAnswer>().data;
    expect((await hitsOf('waive condition AE')).map((hit) => hit.documentId)).not.toContain(staff._id);
    expect((await read(staff._id)).statusCode).toBe(404);
    expect((await list('tags=conditions')).data.map((document) => document._id)).not.toContain(staff._id);
    expect((await hitsOf('waive condition AE', AE)).map((hit) => hit.documentId)).toContain(staff._id);
    expect((await read(staff._id, AE)).statusCode).toBe(200);
  });

  it('lists related documents only when the reader may open them', async () => {
    const internal = (
      await create(article({ title: 'Internal pricing exceptions', audiences: ['internal'] }))
    ).json<KnowledgeDocumentAnswer>().data;
    const open = (
      await create(article({ title: 'Pricing exceptions for brokers', relatedDocumentIds: [internal._id] }))
    ).json<KnowledgeDocumentAnswer>().data;
    expect((await read(open._id)).json<KnowledgeDocumentAnswer>().data.relatedDocuments).toEqual([]);
    expect((await read(open._id, AE)).json<KnowledgeDocumentAnswer>().data.relatedDocuments).toEqual([
      { _id: internal._id, title: 'Internal pricing exceptions', type: 'html' },
    ]);
  });
});

describe('PDFs', () => {
  it('are processing until their text is extracted, then published and found by a word inside the PDF', async () => {
    const uploaded = await uploadPdf(
      await textPdf(['Flood certificates and the zone determination', 'Order the flood cert with the appraisal.']),
      {
        title: 'Flood certificate guide',
      },
    );
    expect(uploaded.statusCode).toBe(202);
    const { data } = uploaded.json<KnowledgeDocumentAnswer>();
    expect(data).toMatchObject({
      status: 'processing',
      mimeType: 'application/pdf',
      originalFilename: 'guide.pdf',
      downloadUrl: `/api/knowledge/documents/${data._id}/file`,
    });
    expect((await read(data._id)).statusCode).toBe(404);

    await app.knowledgeExtraction.drain();
    const processed = (await read(data._id)).json<KnowledgeDocumentAnswer>().data;
    expect(processed).toMatchObject({ status: 'published', downloadUrl: `/api/knowledge/documents/${data._id}/file` });
    expect(processed.content).toContain('Flood certificates and the zone determination');
    expect(processed.wordCount).toBe(13);
    const [hit] = await hitsOf('zone determination');
    expect(hit.documentId).toBe(data._id);

    const file = await app.inject({ method: 'GET', url: `/api/knowledge/documents/${data._id}/file`, headers: headers[BROKER] });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('marks a PDF that cannot be read as failed, with the reason, and refuses files that are not PDFs', async () => {
    const damaged = (
      await uploadPdf(Buffer.from('%PDF-1.7\nthis is not really a PDF'), { title: 'Damaged upload' })
    ).json<KnowledgeDocumentAnswer>().data;
    await app.knowledgeExtraction.drain();
    const failed = (await read(damaged._id, ADMIN)).json<KnowledgeDocumentAnswer>().data;
    expect(failed.status).toBe('failed');
    expect(failed.statusMessage).toMatch(/^The PDF could not be read: /);

    const text = await uploadPdf(Buffer.from('plain text'), { title: 'Not a PDF' });
    expect(text.json<ApiProblem>()).toMatchObject({ status: 415, code: 'unsupported-file-type' });
    const noMetadata = multipartBody([{ name: 'file', fileName: 'a.pdf', contentType: 'application/pdf', content: await textPdf(['x']) }]);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/knowledge/documents/pdf',
      headers: { ...headers[ADMIN], ...noMetadata.headers },
      payload: noMetadata.payload,
    });
    expect(missing.json<ApiProblem>()).toMatchObject({ status: 400, code: 'metadata-required' });
  });

  it('survives a restart: a job queued by a stopped process is done by the next one', async () => {
    const first = await buildTestApp(database);
    await first.knowledgeExtraction.stop();
    const admin = bearer(await login(first, ADMIN));
    const { payload, headers: contentType } = multipartBody([
      { name: 'metadata', value: JSON.stringify(article({ sourceType: 'pdf', content: undefined, title: 'Restart-proof guide' })) },
      {
        name: 'file',
        fileName: 'restart.pdf',
        contentType: 'application/pdf',
        content: await textPdf(['Wombat subordination agreements take ten days.']),
      },
    ]);
    const uploaded = await first.inject({
      method: 'POST',
      url: '/api/knowledge/documents/pdf',
      headers: { ...admin, ...contentType },
      payload,
    });
    const id = uploaded.json<KnowledgeDocumentAnswer>().data._id;
    await first.close();

    const second = await buildTestApp(database);
    try {
      await second.knowledgeExtraction.drain();
      expect((await read(id)).json<KnowledgeDocumentAnswer>().data.status).toBe('published');
      // The index of another process sees the change too.
      expect((await hitsOf('wombat subordination')).map((hit) => hit.documentId)[0]).toBe(id);
    } finally {
      await second.close();
    }
  });
});

describe('reading', () => {
  it('refuses a blank query, and answers the specification payload', async () => {
    expect((await search('   ')).json<ApiProblem>()).toMatchObject({ status: 400, code: 'blank-query' });
    expect(
      (await search('escrow', BROKER, { filters: { tags: ['closing'] }, options: { topK: 1 } })).json<KnowledgeSearchAnswer>().data.results,
    ).toHaveLength(1);
    expect((await search('escrow', BROKER, { options: { topK: 500 } })).statusCode).toBe(400);
  });

  it('keeps one helpfulness vote per user and document, which the user may change', async () => {
    const id = 'kb-escrow-waivers-explained';
    const vote = (helpful: boolean) =>
      app.inject({ method: 'PUT', url: `/api/knowledge/documents/${id}/rating`, headers: headers[BROKER], payload: { helpful } });
    const mine = () => app.inject({ method: 'GET', url: `/api/knowledge/documents/${id}/rating`, headers: headers[BROKER] });
    expect((await mine()).json<KnowledgeRating>().data.helpful).toBeNull();
    await vote(true);
    await vote(false);
    expect((await mine()).json<KnowledgeRating>().data).toEqual({ documentId: id, helpful: false });
    const rows = await database.handle.db.selectFrom('knowledgeRatings').selectAll().where('documentId', '=', id).execute();
    expect(rows).toHaveLength(1);
  });

  it('records a click on a result of the reader’s own search only', async () => {
    const answer = (await search('escrow')).json<KnowledgeSearchAnswer>().data;
    const click = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/knowledge/search-clicks',
        headers: headers[email],
        payload: { searchId: answer.searchId, documentId: answer.results[0].documentId, position: 1 },
      });
    expect((await click(BROKER)).statusCode).toBe(204);
    expect((await click(AE)).statusCode).toBe(404);
  });

  it('counts the topics and kinds readers can find', async () => {
    const { data } = (
      await app.inject({ method: 'GET', url: '/api/knowledge/taxonomy', headers: headers[BROKER] })
    ).json<KnowledgeTaxonomy>();
    expect(data.tags.find((entry) => entry.tag === 'closing')?.count).toBeGreaterThan(0);
    expect(data.sourceTypes.map((entry) => entry.sourceType)).toEqual(expect.arrayContaining(['html', 'pdf', 'video']));
  });

  it('pages and sorts lists, and opens a document by its page address', async () => {
    const page = await list('sort=title&pageSize=2&page=1');
    expect(page.data).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page.data[0].title.localeCompare(page.data[1].title)).toBeLessThanOrEqual(0);
    const bySlug = await app.inject({ method: 'GET', url: '/api/knowledge/pages/html/escrow-waivers-explained', headers: headers[BROKER] });
    expect(bySlug.json<KnowledgeDocumentAnswer>().data._id).toBe('kb-escrow-waivers-explained');
  });
});
