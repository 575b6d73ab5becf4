// What the knowledge benchmark's scripts share: the services compiled for Node, throwaway
// PostgreSQL databases, MiniSearch, percentiles and tables.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const HERE = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(HERE, '../../..');
const BUILD = join(HERE, '.build');
const SERVICES_BUILD = join(BUILD, 'services');
export const requireFromRoot = createRequire(join(ROOT, 'package.json'));
const { Client, Pool } = requireFromRoot('pg');
export { Pool };

/** The PostgreSQL server the databases are made on (trust auth on the CI machine). */
export const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** What the engines search as: a broker's loan officer, like the help drawer of a broker user. */
export const READER_AUDIENCES = ['external', 'role:lo'];
export const MINISEARCH_VERSION = '7.2.0';

/**
 * Compiles services/src to CommonJS in .build/services with the repository's swc (as the services'
 * own build does, into a folder of ours so that nothing in services/dist changes). Packages resolve
 * from the root node_modules, where npm workspaces hoist them.
 */
export function compileServices() {
  rmSync(SERVICES_BUILD, { recursive: true, force: true });
  const swc = join(ROOT, 'node_modules/.bin/swc');
  const options = [
    '--strip-leading-paths',
    '--ignore',
    '**/*.test.ts',
    '-C',
    'module.type=commonjs',
    '-C',
    'jsc.parser.syntax=typescript',
    '-C',
    'jsc.target=es2022',
  ];
  execFileSync(swc, ['src', '-d', SERVICES_BUILD, ...options], { cwd: join(ROOT, 'services'), stdio: 'pipe' });
}

/** A module of the compiled services, e.g. `servicesModule('knowledge/search/knowledge-search')`. */
export function servicesModule(path) {
  const file = join(SERVICES_BUILD, `${path}.js`);
  if (!existsSync(file)) throw new Error(`${file} is missing: compileServices() first`);
  return createRequire(import.meta.url)(file);
}

/**
 * MiniSearch, from the repository when it is installed there, else from MINISEARCH_DIR (a folder
 * whose node_modules holds it, e.g. `npm install --prefix /tmp/kb minisearch@7.2.0`); null when
 * neither has it, and the benchmark leaves it out.
 */
export function loadMiniSearch() {
  const places = [join(ROOT, 'package.json'), process.env.MINISEARCH_DIR && join(process.env.MINISEARCH_DIR, 'package.json')];
  for (const place of places.filter(Boolean)) {
    try {
      const loaded = createRequire(place)('minisearch');
      return loaded.default ?? loaded;
    } catch {}
  }
  return null;
}

/**
 * A MiniSearch index configured like the portal's: the same field boosts, the last word as a
 * prefix, one typo in five letters (fuzzy 0.2) and more. Its own tokenizer, no stemming, no stop
 * words (MiniSearch's defaults). Rows are knowledge_documents rows; `audience` is stored for filters.
 */
export function createMiniSearch(MiniSearch, audienceBits) {
  return new MiniSearch({
    fields: ['title', 'description', 'tags', 'body'],
    storeFields: ['audience'],
    extractField: (row, field) => {
      if (field === 'tags') return row.tags.join(' ');
      if (field === 'body') return row.body_text;
      if (field === 'audience') return audienceBits(row.audiences);
      return row[field];
    },
    searchOptions: {
      boost: { title: 3, tags: 2.5, description: 1.5 },
      prefix: (_term, index, terms) => index === terms.length - 1,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    },
  });
}

async function asAdmin(statement) {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database `portal_bench_knowledge_<random>` migrated with the portal's migrations (so the
 * knowledge table, its stored tsvector and its GIN index are the production ones). `drop` removes it.
 */
export async function createKnowledgeDatabase() {
  const name = `portal_bench_knowledge_${randomBytes(5).toString('hex')}`;
  await asAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const { openDatabase } = servicesModule('db/connect');
  const { migrateToLatest } = servicesModule('db/migrate');
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
  return { name, url: url.toString(), drop: () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The server's version and the settings that decide how fast ts_rank runs. */
export async function postgresSettings(url) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const version = (await client.query('show server_version')).rows[0].server_version;
    const settings = [];
    for (const name of ['shared_buffers', 'work_mem', 'effective_cache_size', 'jit']) {
      settings.push(`${name} ${(await client.query(`show ${name}`)).rows[0][name]}`);
    }
    return `PostgreSQL ${version} (${settings.join(', ')})`;
  } finally {
    await client.end();
  }
}

/** The p-th percentile of ascending values (nearest rank). */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** p50, p95, p99 and mean of some milliseconds. */
export function summary(values) {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), mean, count: values.length };
}

export const ms = (value) =>
  value === undefined || value === null ? '–' : value >= 100 ? value.toFixed(0) : value.toFixed(value >= 10 ? 1 : 2);
export const mb = (bytes) => `${(bytes / 1_048_576).toFixed(0)} MB`;

/** Prints rows as an aligned text table (the first column left-aligned, the rest right-aligned). */
export function printTable(headers, rows) {
  const widths = headers.map((header, column) => Math.max(String(header).length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) =>
    cells.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('  ');
  console.log(line(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** A command-line flag's value: `--sizes 10000,50000`. */
export function flag(name, fallback) {
  const index = process.argv.indexOf(name);
  return index > 0 && index + 1 < process.argv.length ? process.argv[index + 1] : fallback;
}
