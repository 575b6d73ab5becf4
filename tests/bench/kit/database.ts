// A database only one benchmark run uses: a fresh PostgreSQL database (dropped at the end) when
// a server answers, else PGlite in a temporary folder.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Client as PgClient } from 'pg';
import { servicesModule, servicesPackage } from './build.ts';
import { BUILD } from './paths.ts';

/** The local server tried when DATABASE_URL is not set (trust authentication on these machines). */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  /** What the services' processes need in their environment to use it. */
  env: Record<string, string>;
  /** An administrator's URL of the database itself; null on PGlite. */
  url: string | null;
  description: string;
  drop(): Promise<void>;
}

const Client = () => servicesPackage<{ Client: typeof PgClient }>('pg').Client;

async function query(url: string, statement: string): Promise<{ rows: Record<string, unknown>[] }> {
  const client = new (Client())({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The PostgreSQL server to make databases on: DATABASE_URL (it must answer), else the local
 * server when it answers; null when there is none or BENCH_PGLITE=1 asks for PGlite.
 */
export async function postgresServer(): Promise<string | null> {
  if (process.env.BENCH_PGLITE === '1') return null;
  const url = process.env.DATABASE_URL || LOCAL_POSTGRES;
  try {
    await query(url, 'select 1');
    return url;
  } catch (error) {
    if (process.env.DATABASE_URL) throw error;
    return null;
  }
}

/**
 * A database of its own for this run, named `<prefix>_<random>` on PostgreSQL so that a
 * left-over one says who made it. `seed` runs the compiled seed (the demo lender and its users,
 * migrations included); `migrate` only migrates. `compileServices()` first.
 */
export async function createBenchDatabase(
  prefix: string,
  { prepare = 'seed', requirePostgres = false }: { prepare?: 'seed' | 'migrate'; requirePostgres?: boolean } = {},
): Promise<BenchDatabase> {
  const server = await postgresServer();
  if (!server && requirePostgres) throw new Error('this benchmark needs PostgreSQL: set DATABASE_URL or start the local server');
  let database: BenchDatabase;
  if (server) {
    const name = `${prefix}_${randomBytes(5).toString('hex')}`;
    const version = (await query(server, 'show server_version')).rows[0].server_version;
    await query(server, `CREATE DATABASE ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    database = {
      env: { DATABASE_URL: url.toString() },
      url: url.toString(),
      description: `PostgreSQL ${version} ${url.host}/${name}`,
      drop: async () => void (await query(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
    };
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix.replace(/_/g, '-')}-`));
    database = {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      url: null,
      description: `PGlite in ${dataDir}`,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  if (prepare === 'seed') {
    execFileSync(process.execPath, [path.join(BUILD, 'services', 'demo', 'seed-cli.js'), '--if-empty'], {
      env: { ...process.env, ...database.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } else if (database.url) {
    const { openDatabase } = servicesModule<typeof import('../../../services/src/platform/db/connect.ts')>('platform/db/connect');
    const { migrateToLatest } = servicesModule<typeof import('../../../services/src/platform/db/migrate.ts')>('platform/db/migrate');
    const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 });
    try {
      await migrateToLatest(handle.db as Kysely<unknown>);
    } finally {
      await handle.close();
    }
  }
  return database;
}
