// Test-only: knowledge documents and the knowledge services' answers (MSW) for the jest tests.
import { http } from 'msw';
import type { KnowledgeDocument, KnowledgeDocumentList, KnowledgeDocumentSummary } from 'shared-rules';
import { API_BASE, problem } from 'shared-ui/testing';
import { server } from './server';

/** A published HTML article; `overrides` replace whole fields. */
export function knowledgeDocument(overrides: Partial<KnowledgeDocument> = {}): KnowledgeDocument {
  const id = overrides._id ?? 'kb-rate-lock';
  return {
    _id: id,
    title: 'Extending a rate lock',
    description: 'How to request a rate lock extension and what it costs.',
    sourceType: 'html',
    mimeType: 'text/html',
    downloadUrl: null,
    originalFilename: null,
    content: '<h2>Before you start</h2><p>Locks can be extended up to <strong>15 days</strong>.</p>',
    url: null,
    fileSize: null,
    wordCount: 240,
    tags: ['pricer', 'locks'],
    audiences: [],
    status: 'published',
    statusMessage: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    priority: 50,
    slug: id.replace(/^kb-/, ''),
    breadcrumb: [{ label: 'Knowledge Base', href: '/knowledge' }],
    relatedDocuments: [],
    relevanceScore: null,
    ...overrides,
  };
}

/** The document as a list carries it (no content). */
export function summaryOf(document: KnowledgeDocument): KnowledgeDocumentSummary {
  const { content: _content, ...summary } = document;
  return summary;
}

/** A page of the document list. */
export function listAnswer(
  documents: KnowledgeDocument[],
  { page = 1, pageSize = 20, total = documents.length } = {},
): KnowledgeDocumentList {
  return { data: documents.map(summaryOf), page, pageSize, total };
}

/** A request the knowledge services received, with its address parsed. */
export interface KnowledgeRequest {
  request: Request;
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body sent, or null. */
  body: unknown;
}

export type KnowledgeHandler = (request: KnowledgeRequest) => Response | Promise<Response | undefined> | undefined;

async function parse(request: Request): Promise<KnowledgeRequest> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  return { request, method: request.method, path: url.pathname, query: url.searchParams, body: text === '' ? null : JSON.parse(text) };
}

/**
 * Services answered by `handler` for the current test; anything it leaves unanswered (undefined)
 * is a 404 problem (the feature flags then read as their defaults). `calls()` lists the parsed
 * requests sent.
 */
export function serveKnowledge(handler: KnowledgeHandler) {
  const calls: KnowledgeRequest[] = [];
  server.use(
    http.all(`${API_BASE}/*`, async ({ request }) => {
      const call = await parse(request);
      calls.push(call);
      return (await handler(call)) ?? problem(404, 'not-found', `No route ${call.path}`);
    }),
  );
  return {
    calls: (): KnowledgeRequest[] => calls,
    /** The requests to `method path`. */
    callsTo: (method: string, path: string): KnowledgeRequest[] => calls.filter((call) => call.method === method && call.path === path),
  };
}
