import { setImmediate } from 'node:timers/promises';
import type { Kysely, Selectable } from 'kysely';
import type { KnowledgeSearchResult } from 'shared-rules';
import type { Database } from '../../../platform/db/schema';
import type { KnowledgeDocumentTable } from '../tables';
import { audienceBits, KnowledgeIndex, type SearchOutcome } from './knowledge-index';
import { escapeHtml, snippetOf } from './snippets';

/** What a reader searches with, besides the words. */
export interface KnowledgeQuery {
  query: string;
  topK: number;
  /** The reader's audiences (`readerAudiences`). */
  audiences: readonly string[];
  tags?: readonly string[];
  sourceTypes?: readonly string[];
}

/** Rows read at once while catching up with the database. */
const PAGE_ROWS = 500;
/** The longest the index takes the event loop for while catching up, before it lets other work run. */
const SLICE_MILLISECONDS = 10;

type ChangedRow = Pick<
  Selectable<KnowledgeDocumentTable>,
  'id' | 'status' | 'title' | 'description' | 'tags' | 'bodyText' | 'sourceType' | 'audiences' | 'indexVersion'
>;

/** A snippet of a document that matched on its title or tags alone: the start of its description. */
const PLAIN_SNIPPET_CHARACTERS = 200;

function plainSnippet(text: string): string {
  const cut = text.length > PLAIN_SNIPPET_CHARACTERS ? `${text.slice(0, PLAIN_SNIPPET_CHARACTERS).replace(/\s+\S*$/, '')} …` : text;
  return escapeHtml(cut);
}

/**
 * The search of one service process: an in-memory index of the published documents, kept
 * current from the database before each search by reading the rows written since the highest
 * `index_version` it holds (one indexed `max()` when nothing changed), a page at a time, letting
 * other work run while it indexes. Every process converges on the same documents whoever wrote
 * them: routes, jobs, the seed or another process.
 */
export class KnowledgeSearch {
  private readonly index = new KnowledgeIndex();
  private seenVersion = 0;
  private refreshing: Promise<void> | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  /** Brings the index up to the database; concurrent callers share one read. */
  async refresh(): Promise<void> {
    if (!this.refreshing) {
      this.refreshing = this.readChanges().finally(() => {
        this.refreshing = null;
      });
    }
    await this.refreshing;
  }

  async search(query: KnowledgeQuery): Promise<KnowledgeSearchResult[]> {
    await this.refresh();
    const outcome = this.index.search(query.query, {
      topK: query.topK,
      readerAudience: audienceBits(query.audiences),
      tags: query.tags,
      sourceTypes: query.sourceTypes,
    });
    return this.withSnippets(outcome);
  }

  private async withSnippets({ hits, terms }: SearchOutcome): Promise<KnowledgeSearchResult[]> {
    if (hits.length === 0) return [];
    const rows = await this.db
      .selectFrom('knowledgeDocuments')
      .select(['id', 'title', 'description', 'bodyText'])
      .where(
        'id',
        'in',
        hits.map((hit) => hit.documentId),
      )
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const results: KnowledgeSearchResult[] = [];
    for (const hit of hits) {
      const row = byId.get(hit.documentId);
      // Archived between the index's read and this one: not shown.
      if (!row) continue;
      const snippet = snippetOf(row.bodyText, terms) ?? snippetOf(row.description, terms) ?? plainSnippet(row.description);
      results.push({ documentId: row.id, title: row.title, snippet, score: Math.round(hit.match * 1000) / 1000 });
    }
    return results;
  }

  private async readChanges(): Promise<void> {
    const latest = await this.db
      .selectFrom('knowledgeDocuments')
      .select((eb) => eb.fn.max('indexVersion').as('version'))
      .executeTakeFirst();
    if (Number(latest?.version ?? 0) <= this.seenVersion) return;
    // Page by page in version order: a first build reads a few MB at a time, not every body at once
    // (100k documents: 1.5 GB peak RSS in one read), and a write committed meanwhile comes in a later page.
    for (;;) {
      const rows = await this.db
        .selectFrom('knowledgeDocuments')
        .select(['id', 'status', 'title', 'description', 'tags', 'bodyText', 'sourceType', 'audiences', 'indexVersion'])
        .where('indexVersion', '>', String(this.seenVersion) as never)
        .orderBy('indexVersion')
        .limit(PAGE_ROWS)
        .execute();
      let sliceStarted = performance.now();
      for (const row of rows) {
        this.apply(row);
        this.seenVersion = Math.max(this.seenVersion, Number(row.indexVersion));
        // Other requests of this process run between slices (a search waits for the build, as it always did).
        if (performance.now() - sliceStarted > SLICE_MILLISECONDS) {
          await setImmediate();
          sliceStarted = performance.now();
        }
      }
      if (rows.length < PAGE_ROWS) return;
    }
  }

  private apply(row: ChangedRow): void {
    if (row.status !== 'published') {
      this.index.remove(row.id);
      return;
    }
    this.index.upsert({
      id: row.id,
      title: row.title,
      description: row.description,
      tags: row.tags,
      body: row.bodyText,
      sourceType: row.sourceType,
      audience: audienceBits(row.audiences),
    });
  }
}
