import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The knowledge base: documents (their HTML for reading, their plain text for search), the PDFs'
 * bytes apart so that lists never read them, the editors' audit, extraction jobs that survive a
 * restart, one helpfulness vote per user and document, and the searches and clicks the analytics count.
 *
 * `index_version` comes from one sequence on every write: a service process keeps its search
 * index current by reading the rows written since the highest version it has seen. The stored
 * `search_vector` (GIN) serves the list filters' full-text fallback and is the baseline the
 * search benchmark measures the portal's index against.
 */
export const knowledgeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create sequence knowledge_index_versions`.execute(db);
    await db.schema
      .createTable('knowledge_documents')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('source_type', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'text')
      .addColumn('original_filename', 'text')
      .addColumn('file_size', 'integer')
      .addColumn('word_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('content_html', 'text')
      .addColumn('body_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('url', 'text')
      .addColumn('tags', 'jsonb', (c) => c.notNull())
      .addColumn('audiences', 'jsonb', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      // What the editor asked for once a PDF is processed: published or draft.
      .addColumn('status_after_processing', 'text')
      .addColumn('status_message', 'text')
      .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('related_document_ids', 'jsonb', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('index_version', 'bigint', (c) => c.notNull().defaultTo(sql`nextval('knowledge_index_versions')`))
      .execute();
    await sql`
      alter table knowledge_documents add column search_vector tsvector generated always as (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', translate(tags::text, '[]",-', '     ')), 'B') ||
        setweight(to_tsvector('english', description), 'C') ||
        setweight(to_tsvector('english', body_text), 'D')
      ) stored
    `.execute(db);
    // Every change of a row takes the next version, whoever writes it (routes, the seed, the jobs).
    await sql`
      create function knowledge_documents_next_version() returns trigger language plpgsql as $$
      begin
        new.index_version := nextval('knowledge_index_versions');
        return new;
      end
      $$
    `.execute(db);
    await sql`
      create trigger knowledge_documents_versioned before update on knowledge_documents
      for each row execute function knowledge_documents_next_version()
    `.execute(db);
    await sql`create index knowledge_documents_search_vector on knowledge_documents using gin (search_vector)`.execute(db);
    await sql`create index knowledge_documents_index_version on knowledge_documents (index_version)`.execute(db);
    await sql`create index knowledge_documents_status_priority on knowledge_documents (status, priority desc, updated_at desc)`.execute(db);

    // The editors' audit: it outlives the document and the editor (no foreign keys; the name is kept).
    await db.schema
      .createTable('knowledge_document_audit')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('document_id', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('actor_name', 'text')
      .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('details', 'jsonb', (c) => c.notNull())
      .execute();
    await sql`create index knowledge_document_audit_document on knowledge_document_audit (document_id, at)`.execute(db);

    await db.schema
      .createTable('knowledge_files')
      .addColumn('document_id', 'text', (c) => c.primaryKey().references('knowledge_documents.id').onDelete('cascade'))
      .addColumn('content', 'bytea', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('knowledge_extraction_jobs')
      .addColumn('document_id', 'text', (c) => c.primaryKey().references('knowledge_documents.id').onDelete('cascade'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('run_after', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      // Taken by a worker until then; a worker that died lets it go at this time.
      .addColumn('locked_until', 'timestamptz')
      .addColumn('last_error', 'text')
      .execute();

    await db.schema
      .createTable('knowledge_ratings')
      .addColumn('document_id', 'text', (c) => c.notNull().references('knowledge_documents.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('helpful', 'boolean', (c) => c.notNull())
      .addColumn('rated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('knowledge_ratings_pkey', ['document_id', 'user_id'])
      .execute();

    await db.schema
      .createTable('knowledge_searches')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('query', 'text', (c) => c.notNull())
      .addColumn('result_count', 'integer', (c) => c.notNull())
      .addColumn('searched_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`create index knowledge_searches_searched_at on knowledge_searches (searched_at)`.execute(db);
    await db.schema
      .createTable('knowledge_search_clicks')
      .addColumn('search_id', 'text', (c) => c.notNull().references('knowledge_searches.id').onDelete('cascade'))
      .addColumn('document_id', 'text', (c) => c.notNull().references('knowledge_documents.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('clicked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('knowledge_search_clicks_pkey', ['search_id', 'document_id'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    const tables = [
      'knowledge_search_clicks',
      'knowledge_searches',
      'knowledge_ratings',
      'knowledge_extraction_jobs',
      'knowledge_files',
      'knowledge_document_audit',
    ];
    for (const table of tables) {
      await db.schema.dropTable(table).execute();
    }
    await db.schema.dropTable('knowledge_documents').execute();
    await sql`drop function knowledge_documents_next_version()`.execute(db);
    await sql`drop sequence knowledge_index_versions`.execute(db);
  },
};
