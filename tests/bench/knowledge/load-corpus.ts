// Puts generated documents into a benchmark database's knowledge_documents, as published HTML
// articles, 1000 rows per INSERT. PostgreSQL computes each row's stored search_vector (the
// generated column of migration 0016) on insert, which is most of the load time.
import type { Pool as PgPool } from 'pg';
import { type Corpus, documentAt, type GeneratedDocument } from './corpus.ts';
import { Pool } from './support.ts';

const BATCH = 1000;
const COLUMNS = [
  'id',
  'slug',
  'title',
  'description',
  'source_type',
  'url',
  'word_count',
  'body_text',
  'tags',
  'audiences',
  'status',
  'priority',
  'related_document_ids',
];

/** A published document's row (content_html left null: no engine reads it); JSON columns as text, as the services write them. */
function rowOf(document: GeneratedDocument): unknown[] {
  return [
    document.id,
    document.slug,
    document.title,
    document.description,
    document.sourceType ?? 'html',
    document.url ?? null,
    (document.bodyText.match(/\S+/g) ?? []).length,
    document.bodyText,
    JSON.stringify(document.tags),
    JSON.stringify(document.audiences),
    'published',
    document.priority,
    JSON.stringify(document.relatedDocumentIds ?? []),
  ];
}

async function insertBatch(pool: PgPool, documents: readonly GeneratedDocument[]): Promise<void> {
  const values = documents.map(rowOf);
  const placeholders = values.map((_, row) => `(${COLUMNS.map((_, column) => `$${row * COLUMNS.length + column + 1}`).join(', ')})`);
  await pool.query(`insert into knowledge_documents (${COLUMNS.join(', ')}) values ${placeholders.join(', ')}`, values.flat());
}

/** Inserts documents with rowOf's fields (the seeded ones, for the relevance run), then ANALYZE. */
export async function insertDocuments(url: string, documents: readonly GeneratedDocument[]): Promise<void> {
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    for (let start = 0; start < documents.length; start += BATCH) await insertBatch(pool, documents.slice(start, start + BATCH));
    await pool.query('analyze knowledge_documents');
  } finally {
    await pool.end();
  }
}

/**
 * Adds documents [from, to) of the corpus, then VACUUM ANALYZE so the planner and the visibility map
 * see them. The GIN index is dropped for the load and made again after it with its own definition
 * (read from pg_indexes): building it once over the loaded rows is quicker than growing it row by row.
 */
export async function loadCorpus(
  url: string,
  corpus: Corpus,
  from: number,
  to: number,
  onProgress: (loaded: number) => void = () => {},
): Promise<{ total: string; gin: string }> {
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    const { rows } = await pool.query(`select indexdef from pg_indexes where indexname = 'knowledge_documents_search_vector'`);
    if (rows.length !== 1) throw new Error('the GIN index knowledge_documents_search_vector of migration 0016 is missing');
    const definition = rows[0].indexdef as string;
    await pool.query('drop index knowledge_documents_search_vector');
    for (let start = from; start < to; start += BATCH) {
      const documents: GeneratedDocument[] = [];
      for (let index = start; index < Math.min(to, start + BATCH); index += 1) documents.push(documentAt(corpus, index));
      await insertBatch(pool, documents);
      onProgress(Math.min(to, start + BATCH));
    }
    await pool.query(`set maintenance_work_mem = '512MB'`);
    await pool.query(definition);
    await pool.query('vacuum analyze knowledge_documents');
    const size = await pool.query(
      `select pg_size_pretty(pg_total_relation_size('knowledge_documents')) as total, pg_size_pretty(pg_relation_size('knowledge_documents_search_vector')) as gin`,
    );
    return size.rows[0];
  } finally {
    await pool.end();
  }
}
