// Test-only: fake knowledge services and a harness that mounts the knowledge administration pages as the route does.
import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  PERSONA,
  type ApiProblem,
  type KnowledgeAdminDocument,
  type KnowledgeAdminTaxonomy,
  type KnowledgeAnalytics,
  type KnowledgeAudit,
  type KnowledgeDocument,
} from 'shared-rules';
import { FakeResponse, installFakeFetch, internalProfile, jsonResponse, problemResponse, type FakeRequest } from 'shared-ui/testing';

export { address, renderAdminPage as renderKnowledgePage } from '../../../testing/render-admin-page';

const administrator = internalProfile({ id: 'admin-1', email: 'admin@lender.test', personas: [{ entityId: PERSONA.administrator }] });

export const UPDATED_AT = '2026-11-20T15:30:00.000Z';

/** A document as the editors' list sends it; `overrides` replace whole fields. */
export function adminDocument(overrides: Partial<KnowledgeAdminDocument> = {}): KnowledgeAdminDocument {
  return {
    _id: 'kb-rate-lock',
    title: 'Extending a rate lock',
    description: 'How to ask for a rate lock extension.',
    sourceType: 'html',
    mimeType: 'text/html',
    downloadUrl: null,
    originalFilename: null,
    url: null,
    fileSize: null,
    wordCount: 240,
    tags: ['rate-lock', 'pricing'],
    audiences: ['external', 'role:lo'],
    status: 'published',
    statusMessage: null,
    updatedAt: UPDATED_AT,
    priority: 60,
    slug: 'extending-a-rate-lock',
    breadcrumb: [],
    relatedDocuments: [],
    relevanceScore: null,
    helpfulVotes: 12,
    notHelpfulVotes: 3,
    relatedDocumentIds: [],
    ...overrides,
  };
}

/** The whole document (`GET /api/knowledge/documents/:id`) of a list row. */
export function wholeDocument(
  row: KnowledgeAdminDocument,
  content: string | null = '<p>Ask before the lock expires.</p>',
): KnowledgeDocument {
  const { helpfulVotes: _helpful, notHelpfulVotes: _notHelpful, relatedDocumentIds: _related, ...summary } = row;
  return { ...summary, content: row.sourceType === 'html' ? content : null };
}

export type AnalyticsData = KnowledgeAnalytics['data'];

export interface FakeKnowledgeServices {
  documents: KnowledgeAdminDocument[];
  /** Whole documents by id; a list row without one is answered from the row. */
  whole?: Record<string, KnowledgeDocument>;
  audit?: Record<string, KnowledgeAudit['data']>;
  taxonomy?: KnowledgeAdminTaxonomy['data'];
  analytics?: (from: string, to: string) => AnalyticsData;
  /** Answers a write before the default one (201/202/200 with the document): a refusal, say. */
  onWrite?: (request: FakeRequest) => FakeResponse | undefined;
}

const EMPTY_TAXONOMY: KnowledgeAdminTaxonomy['data'] = { tags: [], audiences: [] };

function listAnswer(services: FakeKnowledgeServices, query: URLSearchParams) {
  const text = query.get('text')?.toLowerCase() ?? '';
  const matching = services.documents.filter(
    (document) =>
      (!query.get('status') || document.status === query.get('status')) &&
      (!query.get('sourceType') || document.sourceType === query.get('sourceType')) &&
      (!text || document.title.toLowerCase().includes(text) || document.slug.includes(text)),
  );
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 20);
  return { data: matching.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: matching.length };
}

function writtenDocument(services: FakeKnowledgeServices, request: FakeRequest, id: string | null): KnowledgeDocument {
  const input =
    request.body instanceof FormData ? JSON.parse(String(request.body.get('metadata'))) : (request.json() as Record<string, unknown>);
  const base = id
    ? (services.whole?.[id] ?? wholeDocument(services.documents.find((row) => row._id === id) ?? adminDocument()))
    : wholeDocument(adminDocument());
  return { ...base, ...input, _id: id ?? 'kb-new', status: request.body instanceof FormData ? 'processing' : input.status };
}

/** Installs fetch answering the profile and every knowledge administration call; returns the fake with call helpers. */
export function serveKnowledge(services: FakeKnowledgeServices) {
  const fake = installFakeFetch((request: FakeRequest) => {
    const url = new URL(request.url, 'http://portal.test');
    const path = url.pathname;
    if (path === '/api/profile') return jsonResponse(administrator);
    if (request.method !== 'GET') {
      const answer = services.onWrite?.(request);
      if (answer) return answer;
    }
    if (path === '/api/knowledge/admin/documents') return jsonResponse(listAnswer(services, url.searchParams));
    if (path === '/api/knowledge/admin/taxonomy') return jsonResponse({ data: services.taxonomy ?? EMPTY_TAXONOMY });
    if (path === '/api/knowledge/admin/analytics') {
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '';
      return services.analytics ? jsonResponse({ data: services.analytics(from, to) }) : problemResponse(404, 'not-found', 'No analytics');
    }
    if (path === '/api/knowledge/admin/tags/rename' && request.method === 'POST') {
      const { from, to } = request.json() as { from: string; to: string };
      const documents = services.taxonomy?.tags.find((entry) => entry.tag === from)?.documents ?? 0;
      return jsonResponse({ data: { documents, merged: services.taxonomy?.tags.some((entry) => entry.tag === to) ?? false } });
    }
    const audit = /^\/api\/knowledge\/admin\/documents\/([^/]+)\/audit$/.exec(path);
    if (audit) return jsonResponse({ data: services.audit?.[audit[1]] ?? [] });
    if (path === '/api/knowledge/documents' && request.method === 'POST')
      return jsonResponse({ data: writtenDocument(services, request, null) }, 201);
    if (path === '/api/knowledge/documents/pdf' && request.method === 'POST')
      return jsonResponse({ data: writtenDocument(services, request, null) }, 202);
    const action = /^\/api\/knowledge\/documents\/([^/]+)\/(archive|extract)$/.exec(path);
    if (action && request.method === 'POST') {
      const row = services.documents.find((document) => document._id === action[1]) ?? adminDocument();
      return jsonResponse(
        { data: { ...wholeDocument(row), status: action[2] === 'archive' ? 'archived' : 'processing' } },
        action[2] === 'archive' ? 200 : 202,
      );
    }
    const one = /^\/api\/knowledge\/documents\/([^/]+)$/.exec(path);
    if (one && request.method === 'PUT') return jsonResponse({ data: writtenDocument(services, request, one[1]) });
    if (one && request.method === 'GET') {
      const whole = services.whole?.[one[1]];
      const row = services.documents.find((document) => document._id === one[1]);
      if (whole) return jsonResponse({ data: whole });
      return row ? jsonResponse({ data: wholeDocument(row) }) : problemResponse(404, 'not-found', 'Document not found');
    }
    return problemResponse(404, 'not-found', `No route ${request.method} ${request.url}`);
  });
  const calls = (method: string, path: string) =>
    fake.requests().filter((request) => request.method === method && new URL(request.url, 'http://portal.test').pathname === path);
  return {
    ...fake,
    calls,
    /** The query strings of the editors' list requests, in order. */
    listQueries: () => calls('GET', '/api/knowledge/admin/documents').map((request) => new URL(request.url, 'http://portal.test').search),
  };
}

/** A refusal as services send one, with its field problems (`problemResponse` names no fields). */
export function refused(status: number, fields: ApiProblem['fields'], detail = 'The document is not valid.'): FakeResponse {
  const problem: ApiProblem = { type: 'about:blank', title: 'Request refused', status, code: 'invalid-input', detail, fields };
  return new FakeResponse(JSON.stringify(problem), { status, headers: { 'content-type': 'application/problem+json' } });
}

/** The text input labelled `label` (a select's label also names its list, so the input is picked out). */
export function inputLabelled(label: string | RegExp): HTMLInputElement {
  const input = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`No input labelled ${String(label)}`);
  return input as HTMLInputElement;
}

/**
 * Types into a combobox's input as a user does. Mantine's comboboxes treat a change to an input
 * that does not have the focus as autofill, so the input is focused first.
 */
export function typeInto(input: HTMLInputElement, value: string) {
  act(() => input.focus());
  fireEvent.change(input, { target: { value } });
}

/** Opens a select's list and clicks one of its options. */
export function pick(label: string | RegExp, option: string) {
  const input = inputLabelled(label);
  act(() => input.focus());
  fireEvent.click(input);
  const listbox = document.querySelector(`[role="listbox"][aria-labelledby="${input.id}-label"]`);
  if (!listbox) throw new Error(`${String(label)} has no list`);
  fireEvent.click(within(listbox as HTMLElement).getByRole('option', { name: option, hidden: true }));
}
