import { mkdirSync } from 'node:fs';
import { CamelCasePlugin, Kysely, PostgresDialect, type Dialect } from 'kysely';
import type { Database } from './schema';

/** Where the data lives: embedded PGlite (a folder, or memory when no folder) or PostgreSQL. */
export type DatabaseOptions =
  /** `snapshot`: a data directory dumped earlier (`dumpDataDir`), loaded instead of creating one. */
  | { kind: 'pglite'; dataDir?: string; snapshot?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** An open handle owned by the caller (e.g. two app instances sharing one PGlite in a test). */
  | { kind: 'shared'; handle: DatabaseHandle };

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** 'pglite' or 'postgres': what the queries actually run on. */
  engine: 'pglite' | 'postgres';
  /** Human description for logs, without credentials. */
  description: string;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to open copies of it (tests). */
  dumpDataDir?: () => Promise<Blob>;
}

/** Opens the database. PGlite creates its folder on first use; nothing else needs installing. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'shared') {
    // The caller owns it: closing the app must not close it.
    return { ...options.handle, close: async () => {} };
  }
  if (options.kind === 'postgres') {
    const { Pool } = await import('pg');
    const pool = new Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = createKysely(new PostgresDialect({ pool }));
    return {
      db,
      engine: 'postgres',
      description: `PostgreSQL ${redactUrl(options.url)}`,
      close: () => db.destroy(),
    };
  }
  // PGlite is loaded lazily so a PostgreSQL deployment never pays for its WASM.
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGliteDialect } = await import('kysely-pglite-dialect');
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
  });
  const db = createKysely(new PGliteDialect(pglite));
  return {
    db,
    engine: 'pglite',
    description: options.dataDir ? `PGlite in ${options.dataDir}` : 'PGlite in memory',
    // Kysely's PGlite driver leaves the instance open: close it too, so the files are flushed.
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
    dumpDataDir: async () => {
      const dump = await pglite.dumpDataDir('none');
      return dump instanceof Blob ? dump : new Blob([dump]);
    },
  };
}

function createKysely(dialect: Dialect): Kysely<Database> {
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'database';
  }
}

/** node-postgres returns bigint counts as strings, PGlite as numbers: always give a number. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}
