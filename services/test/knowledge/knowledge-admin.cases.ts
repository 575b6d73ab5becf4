import type { FastifyInstance } from 'fastify';
import type {
  ApiProblem,
  KnowledgeAdminList,
  KnowledgeAdminTaxonomy,
  KnowledgeAnalytics,
  KnowledgeAudit,
  KnowledgeDocumentAnswer,
  KnowledgeDocumentInput,
  KnowledgeDocumentList,
  KnowledgeSearchAnswer,
  KnowledgeTagRenamed,
} from 'shared-rules';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};
const ADMIN = 'admin@lender.test';
const BROKER = 'lo@summit.test';

beforeAll(async () => {
  database = await createTestDatabase('knowledge-admin');
  app = await buildTestApp(database);
  for (const email of [ADMIN, BROKER]) headers[email] = bearer(await login(app, email));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const get = <T>(url: string, email = ADMIN) =>
  app.inject({ method: 'GET', url, headers: headers[email] }).then((response) => response.json<T>());
const today = new Date().toISOString().slice(0, 10);

const input = (overrides: Partial<KnowledgeDocumentInput> = {}): KnowledgeDocumentInput => ({
  title: 'Gift letters for down payments',
  description: 'What a gift letter must say.',
  sourceType: 'html',
  content: '<p>The donor states the amount and that no repayment is expected.</p>',
  tags: ['gift-funds'],
  audiences: [],
  priority: 20,
  status: 'draft',
  relatedDocumentIds: [],
  ...overrides,
});

describe('a fresh portal', () => {
  it('starts with the seeded knowledge base: published articles, links, videos, a PDF, and a draft', async () => {
    const published = await get<KnowledgeDocumentList>('/api/knowledge/documents?pageSize=100', BROKER);
    expect(published.total).toBeGreaterThanOrEqual(40);
    const kinds = new Set(published.data.map((document) => document.sourceType));
    expect([...kinds].sort()).toEqual(['html', 'pdf', 'url', 'video']);
    const pdf = (await get<KnowledgeDocumentAnswer>('/api/knowledge/documents/kb-broker-quick-reference', BROKER)).data;
    expect(pdf.content).toContain('Denied or Withdrawn');
    const search = (
      await app.inject({
        method: 'POST',
        url: '/api/knowledge/search',
        headers: headers[BROKER],
        payload: { query: 'import a MISMO file' },
      })
    ).json<KnowledgeSearchAnswer>();
    expect(search.data.results[0].documentId).toBe('kb-import-a-mismo-loan-file');
    const drafts = await get<KnowledgeAdminList>('/api/knowledge/admin/documents?status=draft');
    expect(drafts.data.map((document) => document._id)).toContain('kb-draft-2027-conforming-limits');
  });
});

describe('the editors’ views', () => {
  it('lists every document by status, kind and title words, with votes, for administrators only', async () => {
    const created = (
      await app.inject({
        method: 'POST',
        url: '/api/knowledge/documents',
        headers: headers[ADMIN],
        payload: input({ status: 'published' }),
      })
    ).json<KnowledgeDocumentAnswer>().data;
    await app.inject({
      method: 'PUT',
      url: `/api/knowledge/documents/${created._id}/rating`,
      headers: headers[BROKER],
      payload: { helpful: true },
    });
    const found = await get<KnowledgeAdminList>('/api/knowledge/admin/documents?text=GIFT%20letters');
    expect(found.data).toEqual([
      expect.objectContaining({ _id: created._id, helpfulVotes: 1, notHelpfulVotes: 0, relatedDocumentIds: [] }),
    ]);
    expect(
      (await get<KnowledgeAdminList>('/api/knowledge/admin/documents?sourceType=video&pageSize=100')).data.every(
        (d) => d.sourceType === 'video',
      ),
    ).toBe(true);
    // The portal's rule for administrators' routes: reads look missing (404) to others, writes are refused (403).
    expect((await get<ApiProblem>('/api/knowledge/admin/documents', BROKER)).status).toBe(404);
    const brokerRename = await app.inject({
      method: 'POST',
      url: '/api/knowledge/admin/tags/rename',
      headers: headers[BROKER],
      payload: { from: 'gift-funds', to: 'x' },
    });
    expect(brokerRename.statusCode).toBe(403);
  });

  it('keeps an audit of each change with who made it', async () => {
    const created = (
      await app.inject({
        method: 'POST',
        url: '/api/knowledge/documents',
        headers: headers[ADMIN],
        payload: input({ title: 'Seasoning of funds' }),
      })
    ).json<KnowledgeDocumentAnswer>().data;
    await app.inject({
      method: 'PUT',
      url: `/api/knowledge/documents/${created._id}`,
      headers: headers[ADMIN],
      payload: input({ title: 'Seasoning of funds', status: 'published' }),
    });
    const audit = await get<KnowledgeAudit>(`/api/knowledge/admin/documents/${created._id}/audit`);
    expect(audit.data.map((entry) => [entry.action, entry.actorName, entry.details.status])).toEqual([
      ['update', 'Alex Morgan', 'published'],
      ['create', 'Alex Morgan', 'draft'],
    ]);
  });

  it('counts tags and audiences, and renames or merges a tag everywhere', async () => {
    const before = await get<KnowledgeAdminTaxonomy>('/api/knowledge/admin/taxonomy');
    const gift = before.data.tags.find((entry) => entry.tag === 'gift-funds');
    expect(gift?.documents).toBeGreaterThanOrEqual(2);
    expect(before.data.audiences.map((entry) => entry.audience)).toEqual(expect.arrayContaining(['everyone', 'internal', 'external']));

    const rename = (from: string, to: string) =>
      app.inject({ method: 'POST', url: '/api/knowledge/admin/tags/rename', headers: headers[ADMIN], payload: { from, to } });
    expect((await rename('gift-funds', 'gifts')).json<KnowledgeTagRenamed>().data).toEqual({ documents: gift?.documents, merged: false });
    expect((await rename('gifts', 'documents')).json<KnowledgeTagRenamed>().data.merged).toBe(true);
    const after = await get<KnowledgeAdminTaxonomy>('/api/knowledge/admin/taxonomy');
    expect(after.data.tags.map((entry) => entry.tag)).not.toContain('gifts');
    expect((await rename('no-such-tag', 'x')).statusCode).toBe(404);
    expect((await rename('documents', 'documents')).json<ApiProblem>().code).toBe('same-tag');
  });

  it('reports searches by day, top queries with click-through, queries without results and ratings', async () => {
    const search = (query: string) =>
      app
        .inject({ method: 'POST', url: '/api/knowledge/search', headers: headers[BROKER], payload: { query } })
        .then((response) => response.json<KnowledgeSearchAnswer>().data);
    const first = await search('Gift letters');
    await search('gift LETTERS');
    await search('zzyzx qwxv');
    await app.inject({
      method: 'POST',
      url: '/api/knowledge/search-clicks',
      headers: headers[BROKER],
      payload: { searchId: first.searchId, documentId: first.results[0].documentId, position: 1 },
    });
    const { data } = await get<KnowledgeAnalytics>(`/api/knowledge/admin/analytics?from=${today}&to=${today}`);
    expect(data.searchesByDay).toEqual([{ day: today, searches: expect.any(Number), withoutResults: expect.any(Number) }]);
    expect(data.totals.searches).toBeGreaterThanOrEqual(3);
    expect(data.topQueries[0]).toEqual({ query: 'gift letters', searches: 2, clickThroughRate: 0.5 });
    expect(data.queriesWithoutResults).toContainEqual({ query: 'zzyzx qwxv', searches: 1 });
    expect(data.ratings).toContainEqual(expect.objectContaining({ title: 'Gift letters for down payments', helpful: 1, notHelpful: 0 }));

    const longAgo = await get<KnowledgeAnalytics>('/api/knowledge/admin/analytics?from=2020-01-01&to=2020-01-07');
    expect(longAgo.data.searchesByDay).toHaveLength(7);
    expect(longAgo.data.totals).toEqual({ searches: 0, withoutResults: 0, searchesWithClick: 0, clickThroughRate: 0 });
    expect((await get<ApiProblem>('/api/knowledge/admin/analytics?from=2024-01-01&to=2026-01-01')).code).toBe('invalid-period');
  });
});
