/**
 * Knowledge administration (`/api/knowledge/admin`, administrators): the editors' list and audit,
 * the taxonomy (tags and audiences with counts, tags renamed or merged) and the analytics.
 */
import { Type, type Static } from 'typebox';
import { KNOWLEDGE_SOURCE_TYPES, KNOWLEDGE_STATUSES, KnowledgeDocumentSummarySchema } from './knowledge';
import { DateTimeString, Nullable, pageQueryProperties, StringEnum } from './schema-kit';

/** `GET /api/knowledge/admin/documents`: every document, filtered by status, kind and words of the title, newest change first. */
export const KnowledgeAdminListQuerySchema = Type.Object(
  {
    status: Type.Optional(StringEnum(KNOWLEDGE_STATUSES)),
    sourceType: Type.Optional(StringEnum(KNOWLEDGE_SOURCE_TYPES)),
    /** Words of the title, slug or id (case-insensitive). */
    text: Type.Optional(Type.String({ maxLength: 100 })),
    ...pageQueryProperties(),
  },
  { additionalProperties: false },
);
export type KnowledgeAdminListQuery = Static<typeof KnowledgeAdminListQuerySchema>;

/** A document in the editors' list, with its helpfulness votes. */
export const KnowledgeAdminDocumentSchema = Type.Intersect([
  KnowledgeDocumentSummarySchema,
  Type.Object({ helpfulVotes: Type.Integer(), notHelpfulVotes: Type.Integer(), relatedDocumentIds: Type.Array(Type.String()) }),
]);
export type KnowledgeAdminDocument = Static<typeof KnowledgeAdminDocumentSchema>;

export const KnowledgeAdminListSchema = Type.Object({
  data: Type.Array(KnowledgeAdminDocumentSchema),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
});
export type KnowledgeAdminList = Static<typeof KnowledgeAdminListSchema>;

/** `GET /api/knowledge/admin/documents/:id/audit`: who changed the document and how, newest first. */
export const KnowledgeAuditEntrySchema = Type.Object({
  action: Type.String(),
  actorName: Nullable(Type.String()),
  at: DateTimeString(),
  details: Type.Record(Type.String(), Type.Unknown()),
});
export const KnowledgeAuditSchema = Type.Object({ data: Type.Array(KnowledgeAuditEntrySchema) });
export type KnowledgeAudit = Static<typeof KnowledgeAuditSchema>;

/** `GET /api/knowledge/admin/taxonomy`: tags and audiences over every document, with counts by status. */
export const KnowledgeAdminTaxonomySchema = Type.Object({
  data: Type.Object({
    tags: Type.Array(Type.Object({ tag: Type.String(), documents: Type.Integer(), published: Type.Integer() })),
    audiences: Type.Array(Type.Object({ audience: Type.String(), documents: Type.Integer(), published: Type.Integer() })),
  }),
});
export type KnowledgeAdminTaxonomy = Static<typeof KnowledgeAdminTaxonomySchema>;

/** `POST /api/knowledge/admin/tags/rename`: renames a tag on every document; renaming to an existing tag merges the two. */
export const KnowledgeTagRenameSchema = Type.Object(
  {
    from: Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9][a-z0-9-]*$' }),
    to: Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9][a-z0-9-]*$' }),
  },
  { additionalProperties: false },
);
export type KnowledgeTagRename = Static<typeof KnowledgeTagRenameSchema>;
export const KnowledgeTagRenamedSchema = Type.Object({ data: Type.Object({ documents: Type.Integer(), merged: Type.Boolean() }) });
export type KnowledgeTagRenamed = Static<typeof KnowledgeTagRenamedSchema>;

/** `GET /api/knowledge/admin/analytics?from=&to=` (calendar days, inclusive; at most 366 days). */
export const KnowledgeAnalyticsQuerySchema = Type.Object(
  {
    from: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    to: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  },
  { additionalProperties: false },
);
export type KnowledgeAnalyticsQuery = Static<typeof KnowledgeAnalyticsQuerySchema>;

export const KnowledgeAnalyticsSchema = Type.Object({
  data: Type.Object({
    /** Searches per day of the period (days without a search included, as 0). */
    searchesByDay: Type.Array(Type.Object({ day: Type.String(), searches: Type.Integer(), withoutResults: Type.Integer() })),
    totals: Type.Object({
      searches: Type.Integer(),
      withoutResults: Type.Integer(),
      searchesWithClick: Type.Integer(),
      clickThroughRate: Type.Number(),
    }),
    /** The 20 most frequent queries (folded to lower case), with how many of their searches led to a click. */
    topQueries: Type.Array(Type.Object({ query: Type.String(), searches: Type.Integer(), clickThroughRate: Type.Number() })),
    /** The 20 most frequent queries that found nothing: documents to write. */
    queriesWithoutResults: Type.Array(Type.Object({ query: Type.String(), searches: Type.Integer() })),
    /** Documents by votes in the period, most voted first (at most 50). */
    ratings: Type.Array(
      Type.Object({ documentId: Type.String(), title: Type.String(), helpful: Type.Integer(), notHelpful: Type.Integer() }),
    ),
  }),
});
export type KnowledgeAnalytics = Static<typeof KnowledgeAnalyticsSchema>;
