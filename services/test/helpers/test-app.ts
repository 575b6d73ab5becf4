import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Client } from 'pg';
import { type AccessSession, type AccessToken, SESSION_REQUEST_HEADER } from 'shared-rules';
import { buildApp, type AppOptions } from '../../src/app';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../../src/platform/db/connect';
import { DEMO_PASSWORD } from '../../src/demo/people';
import { migrateToLatest } from '../../src/platform/db/migrate';
import { seedDemo } from '../../src/demo/seed';

export { DEMO_PASSWORD };

/**
 * A database of its own for one test file: a fresh PostgreSQL database when DATABASE_URL is set
 * (dropped afterwards), else an in-memory PGlite. Migrated and seeded with the demo lender.
 */
export interface TestDatabase {
  handle: DatabaseHandle;
  engine: 'pglite' | 'postgres';
  /** Options that give `buildApp` this same database. */
  options: DatabaseOptions;
  drop(): Promise<void>;
}

export async function createTestDatabase(label: string, forceEngine?: 'pglite'): Promise<TestDatabase> {
  const adminUrl = forceEngine ? undefined : process.env.DATABASE_URL;
  if (!adminUrl) {
    const handle = await openSeededPglite();
    console.log(
      `[${label}] database: PGlite in memory${process.env.DATABASE_URL && forceEngine ? ' (this suite always runs on PGlite)' : ' (DATABASE_URL not set)'}`,
    );
    return { handle, engine: 'pglite', options: { kind: 'shared', handle }, drop: () => handle.close() };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const template = process.env.PORTAL_TEST_PG_TEMPLATE;
  if (template) await createFromTemplate(adminUrl, name, template);
  else await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  if (!template) await prepare(handle);
  console.log(`[${label}] database: PostgreSQL ${url.host}/${name}`);
  return {
    handle,
    engine: 'postgres',
    options: { kind: 'postgres', url: url.toString(), poolSize: 5 },
    drop: async () => {
      await handle.close();
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * A migrated and seeded in-memory PGlite. Creating one (initdb) and seeding it takes seconds, so
 * the first test file of a run dumps its data directory to the run's snapshot folder
 * (PORTAL_TEST_SNAPSHOT_DIR, set by scripts/run-tests.cjs) and the others load that copy. Without
 * the folder (jest run by hand) each file builds its own.
 */
async function openSeededPglite(): Promise<DatabaseHandle> {
  const folder = process.env.PORTAL_TEST_SNAPSHOT_DIR;
  const snapshotFile = folder ? join(folder, 'seeded-pglite.tar') : null;
  if (snapshotFile && existsSync(snapshotFile)) {
    return openDatabase({ kind: 'pglite', snapshot: new Blob([await readFile(snapshotFile)]) });
  }
  const handle = await openDatabase({ kind: 'pglite' });
  await prepare(handle);
  if (snapshotFile && handle.dumpDataDir) {
    // Written aside and renamed, so a file running beside this one never reads half a snapshot.
    const partial = `${snapshotFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await (await handle.dumpDataDir()).arrayBuffer()));
    await rename(partial, snapshotFile);
  }
  return handle;
}

/** Any number that no other user of the server's advisory locks picks: "portal" in ASCII. */
const TEMPLATE_LOCK = 0x706f7274616c;

/**
 * A copy of the run's migrated and seeded template database (PORTAL_TEST_PG_TEMPLATE, named by
 * scripts/run-tests.cjs, which drops it at the end): the first test file builds it, under an
 * advisory lock the others wait on; a copy takes a fraction of migrating and seeding anew.
 */
async function createFromTemplate(adminUrl: string, name: string, template: string): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rowCount === 0) {
        await client.query(`CREATE DATABASE ${template}`);
        const url = new URL(adminUrl);
        url.pathname = `/${template}`;
        const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
        try {
          await prepare(handle);
        } finally {
          // A template is copied only while nobody is connected to it.
          await handle.close();
        }
      }
      await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

async function prepare(handle: DatabaseHandle): Promise<void> {
  await migrateToLatest(handle.db as Kysely<unknown>);
  await seedDemo(handle.db);
}

async function withAdmin<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A random secret for a test (a JWT secret, SECRETS_KEY, an instance sync secret): tests never
 * write one in the source, where it would be published (the services refuse published ones).
 */
export const randomSecret = () => randomBytes(32).toString('base64url');

/** This test process's JWT secret: several apps built by one test file agree on it. */
export const TEST_JWT_SECRET = randomSecret();

/**
 * buildApp on the test database, quiet, with this process's JWT secret so several instances agree.
 * The audit retention sweep runs only when a test asks for it (`auditRetentionIntervalMs`, or
 * `app.auditRetention.runNow()`): on a schedule it would remove the dated records other tests
 * write, depending on the day the tests run.
 */
export function buildTestApp(database: TestDatabase, overrides: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  return buildApp({
    database: database.options,
    jwtSecret: TEST_JWT_SECRET,
    buildId: 'test-build',
    logger: false,
    auditRetentionIntervalMs: null,
    ...overrides,
  });
}

/** The header the portal's pages send on every request that reads or sets the session cookies. */
export const SESSION_HEADERS = { [SESSION_REQUEST_HEADER]: '1' } as const;

/** What a browser holds after a sign-in: the access token from the answer, the refresh token in its cookie. */
export interface TestSession {
  access: AccessToken;
  refresh: string;
}

type InjectedResponse = Awaited<ReturnType<FastifyInstance['inject']>>;

/** The refresh token the answer set as the session cookie; throws when it set none. */
export function refreshCookieOf(response: InjectedResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'portal_refresh' && candidate.value !== '');
  if (!cookie) throw new Error(`no session cookie in the answer (${response.statusCode} ${response.body})`);
  return cookie.value;
}

/** The session an answer that starts one (sign-in, second step, refresh, instance sync…) gives a browser. */
export function sessionOf(response: InjectedResponse): TestSession {
  return { access: response.json<AccessSession>().access, refresh: refreshCookieOf(response) };
}

/** Signs in through the real route and returns the session. */
export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<TestSession> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: SESSION_HEADERS });
  if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
  return sessionOf(response);
}

/** `POST /api/auth/refresh` as the portal's pages send it, with `refresh` as the session cookie. */
export const refreshWith = (app: FastifyInstance, refresh: string) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh', headers: SESSION_HEADERS, cookies: { portal_refresh: refresh } });

export const bearer = (session: { access: AccessToken }) => ({ authorization: `Bearer ${session.access.token}` });
