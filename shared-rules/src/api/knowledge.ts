/**
 * The knowledge base (`/api/knowledge`): documents brokers and staff read in the help center, the
 * search that finds them, and their administration. Reader-facing answers come in the `data`
 * wrapper the specification reads (`data.results`, `data[]`, `data`).
 */
import { Type, type Static } from 'typebox';
import { DateTimeString, IdString, Nullable, pageQueryProperties, StringEnum } from './schema-kit';

export const KNOWLEDGE_SOURCE_TYPES = ['pdf', 'html', 'url', 'video'] as const;
export type KnowledgeSourceType = (typeof KNOWLEDGE_SOURCE_TYPES)[number];

/**
 * `published` is the only status readers ever see; a PDF is `processing` while its text is
 * extracted and `failed` when extraction gave up; `draft` and `archived` are the editors'.
 */
export const KNOWLEDGE_STATUSES = ['draft', 'processing', 'published', 'archived', 'failed'] as const;
export type KnowledgeStatus = (typeof KNOWLEDGE_STATUSES)[number];

/**
 * Who finds a document: `external` (brokers), `internal` (staff), or one role (`role:lo`,
 * `role:lp`, `role:ae`, `role:admin`). No audience at all means everyone.
 */
export const KnowledgeAudienceSchema = Type.String({ pattern: '^(external|internal|role:(lo|lp|ae|admin))$' });
export const KNOWLEDGE_AUDIENCES = ['external', 'internal', 'role:lo', 'role:lp', 'role:ae', 'role:admin'] as const;

/** Search topK, hydrate page size and suggestion page size of the specification. */
export const KNOWLEDGE_SEARCH_TOP_K = 20;
export const KNOWLEDGE_HYDRATE_PAGE_SIZE = 20;
export const KNOWLEDGE_SUGGESTION_PAGE_SIZE = 8;
/** The help drawer waits this long after the last keystroke before it searches. */
export const KNOWLEDGE_SEARCH_DEBOUNCE_MS = 300;
/** Largest PDF an administrator may upload. */
export const MAX_KNOWLEDGE_PDF_BYTES = 25 * 1024 * 1024;

/**
 * The topics a knowledge document may carry: the help drawer suggests documents for a portal page
 * by the page's topics (mfe-help-center's page map), so a tag outside this list is never suggested.
 * Editors may still add other tags (search and the /knowledge topics find them).
 */
export const KNOWLEDGE_PAGE_TAGS = [
  'add-loan',
  'mismo-import',
  'channels',
  'non-qm',
  'pipeline',
  'loan-workflow',
  'loan-summary',
  'contacts',
  'conditions',
  'documents',
  'urla',
  'state-specific-data',
  'disclosures',
  'trid',
  'le-cd-preview',
  'locks',
  'adverse-action',
  'pricing',
  'account-settings',
  'notifications',
  'support',
  'knowledge-base',
  'assistant',
  'administration',
  'field-rules',
  'settings',
  'organizations',
  'users',
  'impersonation',
  'getting-started',
  'security',
  'hmda',
] as const;

export type KnowledgePageTag = (typeof KNOWLEDGE_PAGE_TAGS)[number];

/** Words a topic spells in capitals or otherwise than its tag. */
const TOPIC_WORDS: Readonly<Record<string, string>> = {
  trid: 'TRID',
  urla: 'URLA',
  hmda: 'HMDA',
  mismo: 'MISMO',
  le: 'LE',
  cd: 'CD',
  qm: 'QM',
  ae: 'AE',
  ai: 'AI',
};

/** A topic as readers see it: "le-cd-preview" is "LE CD preview", "non-qm" "Non QM", "mismo-import" "MISMO import". */
export function knowledgeTopicLabel(tag: string): string {
  const words = tag
    .split('-')
    .filter((word) => word !== '')
    .map((word) => TOPIC_WORDS[word] ?? word);
  const label = words.join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

const TagSchema = Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9][a-z0-9-]*$' });

export const KnowledgeBreadcrumbSchema = Type.Object({ label: Type.String(), href: Type.String() });
export type KnowledgeBreadcrumb = Static<typeof KnowledgeBreadcrumbSchema>;

export const KnowledgeRelatedDocumentSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  type: StringEnum(KNOWLEDGE_SOURCE_TYPES),
});
export type KnowledgeRelatedDocument = Static<typeof KnowledgeRelatedDocumentSchema>;

/** Specification: the knowledge document, with the link of a URL or video document and the slug of its page. */
export const KnowledgeDocumentSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  sourceType: StringEnum(KNOWLEDGE_SOURCE_TYPES),
  mimeType: Nullable(Type.String()),
  /** The PDF's bytes (`GET /api/knowledge/documents/:id/file`); null for other types. */
  downloadUrl: Nullable(Type.String()),
  originalFilename: Nullable(Type.String()),
  /** Sanitised HTML: the article, or the text extracted from a PDF; null until extracted. */
  content: Nullable(Type.String()),
  /** The page a URL document embeds, or the YouTube/Vimeo address of a video. */
  url: Nullable(Type.String()),
  fileSize: Nullable(Type.Integer()),
  wordCount: Type.Integer(),
  tags: Type.Array(Type.String()),
  audiences: Type.Array(Type.String()),
  status: StringEnum(KNOWLEDGE_STATUSES),
  /** Why extraction failed, for editors; null otherwise. */
  statusMessage: Nullable(Type.String()),
  updatedAt: DateTimeString(),
  priority: Type.Integer(),
  /** `/knowledge/{type}/{slug}` names the document by it. */
  slug: Type.String(),
  breadcrumb: Type.Array(KnowledgeBreadcrumbSchema),
  relatedDocuments: Type.Array(KnowledgeRelatedDocumentSchema),
  /** The search score when the document was found by a search; null otherwise. */
  relevanceScore: Nullable(Type.Number()),
});
export type KnowledgeDocument = Static<typeof KnowledgeDocumentSchema>;

/** `GET /api/knowledge/documents/:id` and the slug read: `{ data: document }`. */
export const KnowledgeDocumentAnswerSchema = Type.Object({ data: KnowledgeDocumentSchema });
export type KnowledgeDocumentAnswer = Static<typeof KnowledgeDocumentAnswerSchema>;

/** `GET /api/knowledge/pages/:type/:slug`: a document by its page address. */
export const KnowledgeSlugParamsSchema = Type.Object(
  { type: StringEnum(KNOWLEDGE_SOURCE_TYPES), slug: Type.String({ minLength: 1, maxLength: 120, pattern: '^[a-z0-9][a-z0-9-]*$' }) },
  { additionalProperties: false },
);
export type KnowledgeSlugParams = Static<typeof KnowledgeSlugParamsSchema>;

/** `POST /api/knowledge/search` body (the specification's payload: query, filters, options.topK). */
export const KnowledgeSearchRequestSchema = Type.Object(
  {
    /** A blank query (after trimming) is refused with 400; the drawer never sends one. */
    query: Type.String({ maxLength: 200 }),
    filters: Type.Optional(
      Type.Object(
        {
          tags: Type.Optional(Type.Array(TagSchema, { maxItems: 20 })),
          sourceTypes: Type.Optional(Type.Array(StringEnum(KNOWLEDGE_SOURCE_TYPES), { maxItems: 4 })),
        },
        { additionalProperties: false },
      ),
    ),
    options: Type.Optional(
      Type.Object({ topK: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);
export type KnowledgeSearchRequest = Static<typeof KnowledgeSearchRequestSchema>;

/** One search hit: the snippet is HTML-escaped text with the matched terms in `<mark>`. */
export const KnowledgeSearchResultSchema = Type.Object({
  documentId: Type.String(),
  title: Type.String(),
  snippet: Type.String(),
  score: Type.Number(),
});
export type KnowledgeSearchResult = Static<typeof KnowledgeSearchResultSchema>;

/** `POST /api/knowledge/search` answer: `data.results`, best first; `searchId` ties a later click to the search. */
export const KnowledgeSearchAnswerSchema = Type.Object({
  data: Type.Object({ results: Type.Array(KnowledgeSearchResultSchema), searchId: Type.String() }),
});
export type KnowledgeSearchAnswer = Static<typeof KnowledgeSearchAnswerSchema>;

export const KNOWLEDGE_SORTS = ['priority', 'updatedAt', 'title'] as const;

/**
 * `GET /api/knowledge/documents`: by status (readers: published only), ids or tags, paged and
 * sorted; `documentIds` and `tags` are comma-separated.
 */
export const KnowledgeDocumentListQuerySchema = Type.Object(
  {
    status: Type.Optional(StringEnum(KNOWLEDGE_STATUSES)),
    documentIds: Type.Optional(Type.String({ maxLength: 2000 })),
    tags: Type.Optional(Type.String({ maxLength: 1000 })),
    sort: Type.Optional(StringEnum(KNOWLEDGE_SORTS)),
    order: Type.Optional(StringEnum(['asc', 'desc'] as const)),
    ...pageQueryProperties(),
  },
  { additionalProperties: false },
);
export type KnowledgeDocumentListQuery = Static<typeof KnowledgeDocumentListQuerySchema>;

/** A document in a list: everything but its content, which can be long. */
export const KnowledgeDocumentSummarySchema = Type.Omit(KnowledgeDocumentSchema, ['content']);
export type KnowledgeDocumentSummary = Static<typeof KnowledgeDocumentSummarySchema>;

export const KnowledgeDocumentListSchema = Type.Object({
  data: Type.Array(KnowledgeDocumentSummarySchema),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
});
export type KnowledgeDocumentList = Static<typeof KnowledgeDocumentListSchema>;

/** `GET /api/knowledge/taxonomy`: the published documents' tags and source types, with counts (the /knowledge browse page). */
export const KnowledgeTaxonomySchema = Type.Object({
  data: Type.Object({
    tags: Type.Array(Type.Object({ tag: Type.String(), count: Type.Integer() })),
    sourceTypes: Type.Array(Type.Object({ sourceType: StringEnum(KNOWLEDGE_SOURCE_TYPES), count: Type.Integer() })),
  }),
});
export type KnowledgeTaxonomy = Static<typeof KnowledgeTaxonomySchema>;

/** `PUT /api/knowledge/documents/:id/rating`: "Was this helpful" — one vote per user per document, changeable. */
export const KnowledgeRatingRequestSchema = Type.Object({ helpful: Type.Boolean() }, { additionalProperties: false });
export type KnowledgeRatingRequest = Static<typeof KnowledgeRatingRequestSchema>;
export const KnowledgeRatingSchema = Type.Object({ data: Type.Object({ documentId: Type.String(), helpful: Nullable(Type.Boolean()) }) });
export type KnowledgeRating = Static<typeof KnowledgeRatingSchema>;

/** `POST /api/knowledge/search-clicks`: the reader opened a result of a search (analytics: click-through). */
export const KnowledgeSearchClickSchema = Type.Object(
  { searchId: IdString(), documentId: IdString(), position: Type.Integer({ minimum: 1, maximum: 50 }) },
  { additionalProperties: false },
);
export type KnowledgeSearchClick = Static<typeof KnowledgeSearchClickSchema>;

/**
 * `POST /api/knowledge/documents` (administrators): an HTML article (sanitised on the server), a
 * URL or a video (YouTube or Vimeo only). PDFs are uploaded with `POST /api/knowledge/documents/pdf`
 * (multipart: `file`, then the same fields as JSON in `metadata`).
 */
export const KnowledgeDocumentInputSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    description: Type.String({ maxLength: 1000 }),
    sourceType: StringEnum(KNOWLEDGE_SOURCE_TYPES),
    content: Type.Optional(Type.String({ maxLength: 500_000 })),
    url: Type.Optional(Type.String({ maxLength: 2000 })),
    tags: Type.Array(TagSchema, { maxItems: 20 }),
    audiences: Type.Array(KnowledgeAudienceSchema, { maxItems: 6 }),
    priority: Type.Integer({ minimum: 0, maximum: 100 }),
    status: StringEnum(['draft', 'published'] as const),
    relatedDocumentIds: Type.Array(IdString(), { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type KnowledgeDocumentInput = Static<typeof KnowledgeDocumentInputSchema>;

/** `POST /api/knowledge/documents/pdf` parts (multipart/form-data), for the OpenAPI document. */
export const KnowledgePdfUploadPartsSchema = Type.Object(
  {
    file: Type.String({ format: 'binary', description: 'The PDF (checked by its content), at most 25 MB' }),
    metadata: Type.String({ description: 'The document input as JSON, with sourceType "pdf"' }),
  },
  { additionalProperties: false },
);
