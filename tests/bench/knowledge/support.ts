// What the knowledge benchmark's scripts share beyond the kit: PostgreSQL pools, MiniSearch set up
// like the portal's search, and the settings that decide how fast ts_rank runs.
import { createRequire } from 'node:module';
import path from 'node:path';
import type MiniSearchClass from 'minisearch';
import type { Pool as PgPool } from 'pg';
import { servicesPackage } from '../kit/build.ts';
import { ROOT } from '../kit/paths.ts';

export type KnowledgeIndexModule = typeof import('../../../services/src/features/knowledge/search/knowledge-index.ts');

/** What the engines search as: a broker's loan officer, like the help drawer of a broker user. */
export const READER_AUDIENCES = ['external', 'role:lo'];
export const MINISEARCH_VERSION = '7.2.0';

/** A pool of the `pg` the services use. */
export const Pool: typeof PgPool = servicesPackage<{ Pool: typeof PgPool }>('pg').Pool;

/** One query of query-log.json, with the kind it stands for (`selective`, `non-selective`, `prefix`…). */
export interface QueryLogEntry {
  query: string;
  kind: string;
}

/** A row of knowledge_documents as MiniSearch indexes it. */
export interface SearchRow {
  id: string;
  title: string;
  description: string;
  tags: string[];
  body_text: string;
  audiences: string[];
}

/**
 * MiniSearch, from the repository when it is installed there, else from MINISEARCH_DIR (a folder
 * whose node_modules holds it, e.g. `npm install --prefix /tmp/kb minisearch@7.2.0`); null when
 * neither has it, and the benchmark leaves it out.
 */
export function loadMiniSearch(): typeof MiniSearchClass | null {
  const places = [
    path.join(ROOT, 'tests', 'package.json'),
    process.env.MINISEARCH_DIR && path.join(process.env.MINISEARCH_DIR, 'package.json'),
  ];
  for (const place of places) {
    if (!place) continue;
    try {
      const loaded = createRequire(place)('minisearch') as typeof MiniSearchClass | { default: typeof MiniSearchClass };
      return 'default' in loaded ? loaded.default : loaded;
    } catch {}
  }
  return null;
}

/**
 * A MiniSearch index configured like the portal's: the same field boosts, the last word as a
 * prefix, one typo in five letters (fuzzy 0.2) and more. Its own tokenizer, no stemming, no stop
 * words (MiniSearch's defaults). `audience` is stored for the audience filter.
 */
export function createMiniSearch(
  MiniSearch: typeof MiniSearchClass,
  audienceBits: KnowledgeIndexModule['audienceBits'],
): MiniSearchClass<SearchRow> {
  return new MiniSearch<SearchRow>({
    fields: ['title', 'description', 'tags', 'body'],
    storeFields: ['audience'],
    extractField: (row, field) => {
      if (field === 'tags') return row.tags.join(' ');
      if (field === 'body') return row.body_text;
      // A stored field keeps what is returned here: the audience's bits, a number, for the filter.
      if (field === 'audience') return audienceBits(row.audiences) as unknown as string;
      return row[field as keyof SearchRow] as string;
    },
    searchOptions: {
      boost: { title: 3, tags: 2.5, description: 1.5 },
      prefix: (_term, index, terms) => index === terms.length - 1,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    },
  });
}

/** The server's version and the settings that decide how fast ts_rank runs. */
export async function postgresSettings(url: string): Promise<string> {
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    const version = (await pool.query('show server_version')).rows[0].server_version as string;
    const settings: string[] = [];
    for (const name of ['shared_buffers', 'work_mem', 'effective_cache_size', 'jit']) {
      settings.push(`${name} ${(await pool.query(`show ${name}`)).rows[0][name]}`);
    }
    return `PostgreSQL ${version} (${settings.join(', ')})`;
  } finally {
    await pool.end();
  }
}

/** Megabytes, as the memory columns print them. */
export const mb = (bytes: number): string => `${(bytes / 1_048_576).toFixed(0)} MB`;
