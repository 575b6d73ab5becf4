// What the assistant benchmark needs around its measurements: the services compiled into .build
// (nothing in services/dist or shared-rules/dist changes), a seeded database of its own, the
// server in a child process, demo sign-ins, percentiles and tables.
import { execFileSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.join(HERE, '..', '..', '..');
const BUILD = path.join(HERE, '.build');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));

const SWC_OPTIONS = [
  '--strip-leading-paths',
  '--copy-files',
  '--ignore',
  '**/*.test.ts',
  '-C',
  'module.type=commonjs',
  '-C',
  'jsc.parser.syntax=typescript',
  '-C',
  'jsc.target=es2022',
];

/**
 * Compiles shared-rules and services with the repository's swc, as their own builds do, into
 * .build: `.build/node_modules/shared-rules` (so the compiled services resolve `shared-rules` to
 * it) and `.build/services` (its own non-hoisted packages linked from services/node_modules).
 */
export function compileServices() {
  rmSync(BUILD, { recursive: true, force: true });
  const swc = path.join(ROOT, 'node_modules', '.bin', 'swc');
  const rules = path.join(BUILD, 'node_modules', 'shared-rules');
  mkdirSync(rules, { recursive: true });
  writeFileSync(path.join(rules, 'package.json'), JSON.stringify({ name: 'shared-rules', private: true, main: './dist/index.js' }));
  execFileSync(swc, ['src', '-d', path.join(rules, 'dist'), ...SWC_OPTIONS], { cwd: path.join(ROOT, 'shared-rules'), stdio: 'pipe' });
  const services = path.join(BUILD, 'services');
  execFileSync(swc, ['src', '-d', services, ...SWC_OPTIONS], { cwd: path.join(ROOT, 'services'), stdio: 'pipe' });
  symlinkSync(path.join(ROOT, 'services', 'node_modules'), path.join(services, 'node_modules'), 'dir');
}

/** The PostgreSQL server to make the database on, when one answers; else null (PGlite). */
async function reachablePostgres() {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const { Client } = requireFromRoot('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch (error) {
    if (process.env.DATABASE_URL) throw error;
    return null;
  }
}

/**
 * A database only this run uses, migrated and seeded with the demo lender by the compiled seed:
 * a fresh PostgreSQL database `portal_bench_assistant_<random>` (DATABASE_URL, else the local
 * server when it answers), dropped by `drop`; else PGlite in a temporary folder (BENCH_PGLITE=1
 * asks for it). `env` is what the server process needs.
 */
export async function createBenchDatabase() {
  const adminUrl = process.env.BENCH_PGLITE === '1' ? null : await reachablePostgres();
  let env;
  let drop;
  let description;
  if (adminUrl) {
    const { Client } = requireFromRoot('pg');
    const admin = async (statement) => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      try {
        return await client.query(statement);
      } finally {
        await client.end();
      }
    };
    const name = `portal_bench_assistant_${randomBytes(5).toString('hex')}`;
    const version = (await admin('show server_version')).rows[0].server_version;
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    description = `PostgreSQL ${version} ${url.host}/${name}`;
    drop = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-assistant-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    description = `PGlite in ${dataDir}`;
    drop = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  execFileSync(process.execPath, [path.join(BUILD, 'services', 'db', 'seed-cli.js'), '--if-empty'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { env, description, drop };
}

/** Starts serve-child.mjs; resolves once it listens, with its URL and `stop`. */
export function startServer(env) {
  const child = fork(path.join(HERE, 'serve-child.mjs'), [], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start in 120 s')), 120_000);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    child.on('message', (message) => {
      if (message?.type !== 'listening') return;
      clearTimeout(timer);
      resolve({
        url: message.url,
        /** The server process's CPU time so far (user + system), in µs. */
        cpuMicros: () =>
          new Promise((done) => {
            child.on('message', function onUsage(answer) {
              if (answer?.type !== 'cpu-usage') return;
              child.off('message', onUsage);
              done(answer.micros);
            });
            child.send({ type: 'cpu-usage' });
          }),
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

/** Signs a demo user in; the access token. */
export async function signIn(baseUrl, email, password = 'Portal-Demo-2026') {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  const body = await response.json();
  return (body.data ?? body).access.token;
}

/** The p-th percentile of ascending values (nearest rank). */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** p50, p95, p99, max and mean of some milliseconds. */
export function summary(values) {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
    mean,
    count: values.length,
  };
}

export const ms = (value) =>
  value === undefined || value === null ? '–' : value >= 100 ? value.toFixed(0) : value.toFixed(value >= 10 ? 1 : 2);

/** Prints rows as an aligned text table (the first column left-aligned, the rest right-aligned). */
export function printTable(headers, rows) {
  const widths = headers.map((header, column) => Math.max(String(header).length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) =>
    cells.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('  ');
  console.log(line(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** A command-line flag's value: `--rounds 5`. */
export function flag(name, fallback) {
  const index = process.argv.indexOf(name);
  return index > 0 && index + 1 < process.argv.length ? process.argv[index + 1] : fallback;
}
