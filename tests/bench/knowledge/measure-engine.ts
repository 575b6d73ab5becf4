// One engine on one loaded database, in a process of its own so that its memory is its own and
// no other engine's garbage is collected during its queries. Builds the engine (timed, with the
// heap, array buffers and RSS after it), runs the query log once to warm up, then `runs` more
// times, and prints one JSON line: the milliseconds of every query of every run, by query, for
// run.ts to summarise.
//   node --import tsx --expose-gc measure-engine.ts <portal|postgres|minisearch> <database url> <runs>
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchResult } from 'minisearch';
import { servicesModule } from '../kit/build.ts';
import { here } from '../kit/paths.ts';
import type { EngineName, EngineResult, QueryTimings } from './engine-result.ts';
import {
  createMiniSearch,
  type KnowledgeIndexModule,
  loadMiniSearch,
  Pool,
  type QueryLogEntry,
  READER_AUDIENCES,
  type SearchRow,
} from './support.ts';

const [engineName, url, runsText] = process.argv.slice(2) as [EngineName, string, string];
const runs = Number(runsText);
const queries = (JSON.parse(readFileSync(path.join(here(import.meta.url), 'query-log.json'), 'utf8')) as QueryLogEntry[]).map(
  (entry) => entry.query,
);
const TOP_K = 20;
const { audienceBits } = servicesModule<KnowledgeIndexModule>('features/knowledge/search/knowledge-index');
const readerAudience = audienceBits(READER_AUDIENCES);

/** A query's answer: its hit count, or (a part that times itself) the hits and its own milliseconds. */
type Answer = number | { hits: number; ms: number };
type Run = (query: string) => Promise<Answer>;

interface Memory {
  heapUsed: number;
  arrayBuffers: number;
  rss: number;
  maxRss: number;
}

interface Engine {
  buildMs: number;
  longestBlockMs?: number;
  readMs?: number;
  before: Memory;
  size?: number;
  search: Run;
  parts: Record<string, Run>;
  close(): Promise<void>;
}

function memory(): Memory {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  gc();
  gc();
  const usage = process.memoryUsage();
  // Typed arrays (the portal's postings) live outside the JavaScript heap, in array buffers.
  return { heapUsed: usage.heapUsed, arrayBuffers: usage.arrayBuffers, rss: usage.rss, maxRss: process.resourceUsage().maxRSS * 1024 };
}

/** The portal's own search, as `POST /api/knowledge/search` runs it (without HTTP and JSON). */
async function portalEngine(): Promise<Engine> {
  const { openDatabase } = servicesModule<typeof import('../../../services/src/platform/db/connect.ts')>('platform/db/connect');
  const { KnowledgeSearch } = servicesModule<typeof import('../../../services/src/features/knowledge/search/knowledge-search.ts')>(
    'features/knowledge/search/knowledge-search',
  );
  const { snippetOf } = servicesModule<typeof import('../../../services/src/features/knowledge/search/snippets.ts')>(
    'features/knowledge/search/snippets',
  );
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
  const before = memory();
  // The build runs in the process that serves requests: how long it keeps the event loop from
  // them, as the longest gap between the ticks of a 5 ms timer.
  let lastTick = performance.now();
  let longestBlockMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestBlockMs = Math.max(longestBlockMs, now - lastTick);
    lastTick = now;
  }, 5);
  const started = performance.now();
  const search = new KnowledgeSearch(handle.db);
  await search.refresh();
  const buildMs = performance.now() - started;
  // The tick that ends a block runs after the build's own continuation: let it.
  await new Promise((resolve) => setTimeout(resolve, 20));
  clearInterval(ticker);
  // The index is private to KnowledgeSearch: reached here only to time its parts apart.
  const index = (search as unknown as { index: InstanceType<KnowledgeIndexModule['KnowledgeIndex']> }).index;
  const bodies = new Map<string, string>();
  const reader = new Pool({ connectionString: url, max: 1 });
  return {
    buildMs,
    longestBlockMs,
    before,
    size: index.size,
    search: async (query) => (await search.search({ query, topK: TOP_K, audiences: READER_AUDIENCES })).length,
    parts: {
      /** The in-memory ranking alone: no database read, no snippets. */
      'index only': async (query) => index.search(query, { topK: TOP_K, readerAudience }).hits.length,
      /** The snippets of the 20 hits alone, their text read beforehand. */
      'snippets only': async (query) => {
        const { hits, terms } = index.search(query, { topK: TOP_K, readerAudience });
        const missing = hits.map((hit) => hit.documentId).filter((id) => !bodies.has(id));
        if (missing.length) {
          const { rows } = await reader.query<{ id: string; body_text: string }>(
            'select id, body_text from knowledge_documents where id = any($1)',
            [missing],
          );
          for (const row of rows) bodies.set(row.id, row.body_text);
        }
        const started = performance.now();
        for (const hit of hits) snippetOf(bodies.get(hit.documentId) ?? '', terms);
        return { hits: hits.length, ms: performance.now() - started };
      },
    },
    close: async () => {
      await reader.end();
      await handle.close();
    },
  };
}

const RANKED = `
  select id, title, ts_rank(search_vector, q) as rank
  from knowledge_documents, websearch_to_tsquery('english', $1) q
  where search_vector @@ q and status = 'published'
  order by rank desc
  limit ${TOP_K}`;
// ts_headline on the 20 ranked rows only, as a page of results needs: the fair baseline.
const RANKED_WITH_HEADLINES = `
  with top as (
    select id, ts_rank(search_vector, q) as rank, q
    from knowledge_documents, websearch_to_tsquery('english', $1) q
    where search_vector @@ q and status = 'published'
    order by rank desc
    limit ${TOP_K}
  )
  select d.id, d.title, top.rank, ts_headline('english', d.body_text, top.q) as snippet
  from top join knowledge_documents d on d.id = top.id
  order by top.rank desc`;

/** PostgreSQL full-text search on the stored search_vector and its GIN index (migration 0016). */
async function postgresEngine(): Promise<Engine> {
  const pool = new Pool({ connectionString: url, max: 1 });
  // A query of stop words alone makes PostgreSQL send a notice; it is not an error.
  pool.on('connect', (client) => client.on('notice', () => {}));
  const before = memory();
  return {
    buildMs: 0,
    before,
    search: async (query) => (await pool.query(RANKED_WITH_HEADLINES, [query])).rowCount ?? 0,
    parts: { 'without ts_headline': async (query) => (await pool.query(RANKED, [query])).rowCount ?? 0 },
    close: () => pool.end(),
  };
}

/** MiniSearch in this process, over the same rows; it makes no snippets. */
async function miniSearchEngine(): Promise<Engine> {
  const MiniSearch = loadMiniSearch();
  if (!MiniSearch) throw new Error('minisearch is not installed');
  const pool = new Pool({ connectionString: url, max: 1 });
  const before = memory();
  const started = performance.now();
  let rows: SearchRow[] | null = (
    await pool.query<SearchRow>(
      `select id, title, description, tags, body_text, audiences from knowledge_documents where status = 'published'`,
    )
  ).rows;
  const readMs = performance.now() - started;
  const miniSearch = createMiniSearch(MiniSearch, audienceBits);
  miniSearch.addAll(rows);
  rows = null;
  const buildMs = performance.now() - started;
  await pool.end();
  const allowed = (result: SearchResult) => result.audience === 0 || ((result.audience as number) & readerAudience) !== 0;
  return {
    buildMs,
    readMs,
    before,
    size: miniSearch.documentCount,
    // MiniSearch scores and sorts every match; a page is its first 20.
    search: async (query) => miniSearch.search(query, { filter: allowed }).slice(0, TOP_K).length,
    parts: {},
    close: async () => {},
  };
}

const ENGINES: Record<EngineName, () => Promise<Engine>> = { portal: portalEngine, postgres: postgresEngine, minisearch: miniSearchEngine };

/** Every query once (warm-up, not kept), then `runs` times; the milliseconds by query. */
async function timeAll(run: Run): Promise<QueryTimings> {
  for (const query of queries) await run(query);
  const times: number[][] = queries.map(() => []);
  const counts = queries.map(() => 0);
  for (let round = 0; round < runs; round += 1) {
    for (const [index, query] of queries.entries()) {
      const started = performance.now();
      const answer = await run(query);
      const elapsed = performance.now() - started;
      // A part that times itself (the snippets) answers { hits, ms }.
      times[index].push(typeof answer === 'object' ? answer.ms : elapsed);
      counts[index] = typeof answer === 'object' ? answer.hits : answer;
    }
  }
  return { times, hits: counts };
}

async function main(): Promise<void> {
  const engine = await ENGINES[engineName]();
  const built = memory();
  const result: EngineResult = {
    engine: engineName,
    size: engine.size,
    buildMs: engine.buildMs,
    longestBlockMs: engine.longestBlockMs,
    readMs: engine.readMs,
    heapUsedBytes: built.heapUsed - engine.before.heapUsed,
    arrayBufferBytes: built.arrayBuffers - engine.before.arrayBuffers,
    rssBytes: built.rss,
    maxRssBytes: built.maxRss,
    main: await timeAll(engine.search),
    parts: {},
  };
  for (const [name, run] of Object.entries(engine.parts)) result.parts[name] = await timeAll(run);
  await engine.close();
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
