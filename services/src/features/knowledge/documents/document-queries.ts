import { type Kysely, type Selectable, sql } from 'kysely';
import type {
  KnowledgeDocument,
  KnowledgeDocumentListQuery,
  KnowledgeDocumentSummary,
  KnowledgeRelatedDocument,
  KnowledgeSourceType,
  KnowledgeTaxonomy,
} from 'shared-rules';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, knowledgeTopicLabel } from 'shared-rules';
import type { Database } from '../../../platform/db/schema';
import { notFound } from '../../../platform/http/problem';
import type { KnowledgeDocumentTable } from '../tables';

export const NO_DOCUMENT = 'Document not found';

type DocumentRow = Selectable<KnowledgeDocumentTable>;

/** Who reads: readers see published documents of their audiences; editors (administrators) every one. */
export interface KnowledgeReader {
  audiences: readonly string[];
  editor: boolean;
}

const SOURCE_NAMES: Record<KnowledgeSourceType, string> = { pdf: 'PDF guides', html: 'Articles', url: 'Links', video: 'Videos' };

/** The way back from a document: the knowledge base, its first topic (or its kind), and itself. */
function breadcrumbOf(row: Pick<DocumentRow, 'title' | 'tags' | 'sourceType' | 'id'>): KnowledgeDocument['breadcrumb'] {
  const topic = row.tags[0];
  return [
    { label: 'Knowledge Base', href: '/knowledge' },
    topic
      ? {
          label: knowledgeTopicLabel(topic),
          href: `/knowledge?tag=${encodeURIComponent(topic)}`,
        }
      : { label: SOURCE_NAMES[row.sourceType], href: `/knowledge?type=${row.sourceType}` },
    { label: row.title, href: `/knowledge/document/${row.id}` },
  ];
}

/** The document as readers get it; `related` holds the related documents the reader may open. */
export function toKnowledgeDocument(row: DocumentRow, related: readonly KnowledgeRelatedDocument[]): KnowledgeDocument {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    sourceType: row.sourceType,
    mimeType: row.mimeType,
    downloadUrl: row.sourceType === 'pdf' && row.fileSize !== null ? `/api/knowledge/documents/${row.id}/file` : null,
    originalFilename: row.originalFilename,
    content: row.contentHtml,
    url: row.url,
    fileSize: row.fileSize,
    wordCount: row.wordCount,
    tags: row.tags,
    audiences: row.audiences,
    status: row.status,
    statusMessage: row.statusMessage,
    updatedAt: row.updatedAt.toISOString(),
    priority: row.priority,
    slug: row.slug,
    breadcrumb: breadcrumbOf(row),
    relatedDocuments: [...related],
    relevanceScore: null,
  };
}

export function toKnowledgeSummary(row: DocumentRow): KnowledgeDocumentSummary {
  const { content: _content, ...summary } = toKnowledgeDocument(row, []);
  return summary;
}

/** Readers' filter: published, and of the reader's audiences (or of everyone). */
function visibleTo(reader: KnowledgeReader) {
  return sql<boolean>`(status = 'published' and (audiences = '[]'::jsonb or audiences ?| array[${sql.join(
    reader.audiences.length > 0 ? reader.audiences : ['(none)'],
  )}]::text[]))`;
}

/** A document by id as the reader may see it; 404 `Document not found` otherwise (hidden and missing alike). */
export async function readDocument(
  db: Kysely<Database>,
  reader: KnowledgeReader,
  where: { id: string } | { slug: string; sourceType: KnowledgeSourceType },
) {
  let query = db.selectFrom('knowledgeDocuments').selectAll();
  query =
    'id' in where ? query.where('id', '=', where.id) : query.where('slug', '=', where.slug).where('sourceType', '=', where.sourceType);
  if (!reader.editor) query = query.where(visibleTo(reader));
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(NO_DOCUMENT);
  let related: KnowledgeRelatedDocument[] = [];
  if (row.relatedDocumentIds.length > 0) {
    let relatedQuery = db.selectFrom('knowledgeDocuments').select(['id', 'title', 'sourceType']).where('id', 'in', row.relatedDocumentIds);
    if (!reader.editor) relatedQuery = relatedQuery.where(visibleTo(reader));
    const found = new Map((await relatedQuery.execute()).map((entry) => [entry.id, entry]));
    related = row.relatedDocumentIds.flatMap((id) => {
      const entry = found.get(id);
      return entry ? [{ _id: entry.id, title: entry.title, type: entry.sourceType }] : [];
    });
  }
  return toKnowledgeDocument(row, related);
}

const splitList = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/**
 * A page of documents: readers get published ones of their audiences only, whatever `status`
 * they ask for; editors filter by any status. Sorted by priority (highest first), update time
 * (newest first) or title, then by id so pages never overlap.
 */
export async function listDocuments(db: Kysely<Database>, reader: KnowledgeReader, query: KnowledgeDocumentListQuery) {
  const page = query.page ?? FIRST_PAGE;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const ids = splitList(query.documentIds);
  const tags = splitList(query.tags);
  let filtered = db.selectFrom('knowledgeDocuments');
  if (!reader.editor) filtered = filtered.where(visibleTo(reader));
  else if (query.status) filtered = filtered.where('status', '=', query.status);
  if (ids.length > 0) filtered = filtered.where('id', 'in', ids);
  if (tags.length > 0) filtered = filtered.where(sql<boolean>`tags ?| array[${sql.join(tags)}]::text[]`);
  const sort = query.sort ?? 'priority';
  const order = query.order ?? (sort === 'title' ? 'asc' : 'desc');
  const column = sort === 'updatedAt' ? 'updatedAt' : sort;
  const [rows, count] = await Promise.all([
    filtered
      .selectAll()
      .orderBy(column, order)
      .orderBy('id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toKnowledgeSummary), page, pageSize, total: Number(count.total) };
}

/** The topics and kinds of the documents a reader can find, with their counts. */
export async function readTaxonomy(db: Kysely<Database>, reader: KnowledgeReader): Promise<KnowledgeTaxonomy> {
  const visible = db.selectFrom('knowledgeDocuments').where(visibleTo({ ...reader, editor: false }));
  const [tags, sourceTypes] = await Promise.all([
    visible
      .select([sql<string>`jsonb_array_elements_text(tags)`.as('tag')])
      .execute()
      .then((rows) => {
        const counts = new Map<string, number>();
        for (const { tag } of rows) counts.set(tag, (counts.get(tag) ?? 0) + 1);
        return [...counts].map(([tag, count]) => ({ tag, count })).sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
      }),
    visible
      .select(['sourceType', (eb) => eb.fn.countAll<string>().as('count')])
      .groupBy('sourceType')
      .orderBy('sourceType')
      .execute(),
  ]);
  return { data: { tags, sourceTypes: sourceTypes.map((row) => ({ sourceType: row.sourceType, count: Number(row.count) })) } };
}
