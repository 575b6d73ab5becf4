// Test-only: the knowledge services as MSW handlers and a harness that mounts the knowledge
// administration pages as the route does.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type {
  ApiProblem,
  KnowledgeAdminDocument,
  KnowledgeAdminList,
  KnowledgeAdminTaxonomy,
  KnowledgeAnalytics,
  KnowledgeAudit,
  KnowledgeDocument,
  KnowledgeDocumentAnswer,
  KnowledgeTagRenamed,
} from 'shared-rules';
import { api, fill, problem } from 'shared-ui/testing';
import { paths } from '../../../api/paths';
import { keepReceived, type ReceivedRequest, receivedAt } from 'shared-ui/testing';
import { server } from '../../../testing/server';

export { address, renderAdminPage as renderKnowledgePage } from 'shared-ui/testing';

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
  onWrite?: () => HttpResponse<ApiProblem> | undefined;
}

const EMPTY_TAXONOMY: KnowledgeAdminTaxonomy['data'] = { tags: [], audiences: [] };

function listAnswer(services: FakeKnowledgeServices, query: URLSearchParams): KnowledgeAdminList {
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

/** The document a write makes: the JSON body, or an upload's `metadata` (then still processing). */
async function writtenDocument(services: FakeKnowledgeServices, request: Request, id: string | null): Promise<KnowledgeDocument> {
  const upload = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
  const input = (
    upload ? JSON.parse(String((await request.formData()).get('metadata'))) : await request.json()
  ) as Partial<KnowledgeDocument>;
  const base = id
    ? (services.whole?.[id] ?? wholeDocument(services.documents.find((row) => row._id === id) ?? adminDocument()))
    : wholeDocument(adminDocument());
  return { ...base, ...input, _id: id ?? 'kb-new', status: upload ? 'processing' : (input.status ?? base.status) };
}

/** Answers every knowledge administration call with `server.use(...)`; returns call helpers. */
export function serveKnowledge(services: FakeKnowledgeServices) {
  const received: ReceivedRequest[] = [];
  // A refusal the test gives is the answer to any write.
  const refusal = () => services.onWrite?.();
  server.use(
    keepReceived(received),
    api.get<KnowledgeAdminList>(paths.knowledgeAdminDocuments, ({ request }) =>
      HttpResponse.json(listAnswer(services, new URL(request.url).searchParams)),
    ),
    api.get<KnowledgeAdminTaxonomy>(paths.knowledgeAdminTaxonomy, () => HttpResponse.json({ data: services.taxonomy ?? EMPTY_TAXONOMY })),
    api.get<KnowledgeAnalytics>(paths.knowledgeAnalytics, ({ request }) => {
      const query = new URL(request.url).searchParams;
      return services.analytics
        ? HttpResponse.json({ data: services.analytics(query.get('from') ?? '', query.get('to') ?? '') })
        : problem(404, 'not-found', 'No analytics');
    }),
    api.post<KnowledgeTagRenamed, { from: string; to: string }>(paths.knowledgeTagRename, async ({ request }) => {
      const early = refusal();
      if (early) return early;
      const { from, to } = await request.json();
      const documents = services.taxonomy?.tags.find((entry) => entry.tag === from)?.documents ?? 0;
      return HttpResponse.json({ data: { documents, merged: services.taxonomy?.tags.some((entry) => entry.tag === to) ?? false } });
    }),
    api.get<KnowledgeAudit, never, { id: string }>(`${paths.knowledgeAdminDocuments}/:id/audit`, ({ params }) =>
      HttpResponse.json({ data: services.audit?.[params.id] ?? [] }),
    ),
    api.post<KnowledgeDocumentAnswer>(
      paths.knowledgePdfUpload,
      async ({ request }) => refusal() ?? HttpResponse.json({ data: await writtenDocument(services, request, null) }, { status: 202 }),
    ),
    api.post<KnowledgeDocumentAnswer>(
      paths.knowledgeDocuments,
      async ({ request }) => refusal() ?? HttpResponse.json({ data: await writtenDocument(services, request, null) }, { status: 201 }),
    ),
    api.post<KnowledgeDocumentAnswer, never, { id: string; action: string }>(`${paths.knowledgeDocuments}/:id/:action`, ({ params }) => {
      const early = refusal();
      if (early) return early;
      const row = services.documents.find((document) => document._id === params.id) ?? adminDocument();
      const archive = params.action === 'archive';
      return HttpResponse.json(
        { data: { ...wholeDocument(row), status: archive ? 'archived' : 'processing' } },
        { status: archive ? 200 : 202 },
      );
    }),
    api.put<KnowledgeDocumentAnswer, never, { id: string }>(
      `${paths.knowledgeDocuments}/:id`,
      async ({ params, request }) => refusal() ?? HttpResponse.json({ data: await writtenDocument(services, request, params.id) }),
    ),
    api.get<KnowledgeDocumentAnswer, never, { id: string }>(`${paths.knowledgeDocuments}/:id`, ({ params }) => {
      const whole = services.whole?.[params.id];
      const row = services.documents.find((document) => document._id === params.id);
      if (whole) return HttpResponse.json({ data: whole });
      return row ? HttpResponse.json({ data: wholeDocument(row) }) : problem(404, 'not-found', 'Document not found');
    }),
  );
  const calls = (method: string, path: string) => receivedAt(received, method, path);
  return {
    calls,
    /** The query strings of the editors' list requests, in order. */
    listQueries: () => calls('GET', '/api/knowledge/admin/documents').map((request) => request.url.search),
  };
}

/** A refusal as services send one, with its field problems. */
export function refused(status: number, fields: ApiProblem['fields'], detail = 'The document is not valid.'): HttpResponse<ApiProblem> {
  return problem(status, 'invalid-input', detail, { fields });
}

/** The text input labelled `label` (a select's label also names its list, so the input is picked out). */
export function inputLabelled(label: string | RegExp): HTMLInputElement {
  const input = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`No input labelled ${String(label)}`);
  return input as HTMLInputElement;
}

/** Types into a combobox's input as a user does (clicked into first, so Mantine sees no autofill). */
export async function typeInto(user: UserEvent, input: HTMLInputElement, value: string) {
  // Key by key: a tags input reads a paste as finished tags.
  await fill(user, input, value);
}

/** Opens a select's list and clicks one of its options. */
export async function pick(user: UserEvent, label: string | RegExp, option: string) {
  const input = inputLabelled(label);
  await user.click(input);
  // The list opens after the click's render: wait for it rather than read the page before.
  const listbox = await waitFor(() => {
    const opened = document.querySelector<HTMLElement>(`[role="listbox"][aria-labelledby="${input.id}-label"]`);
    if (!opened) throw new Error(`${String(label)} has no list`);
    return opened;
  });
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}
