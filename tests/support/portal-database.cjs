// A database only one run uses, seeded with the demo lender: a fresh PostgreSQL database when
// DATABASE_URL is set (dropped by `drop`), else PGlite in a temporary folder. The fault tests'
// rig (service-cluster.cjs) loads it, hence CommonJS; the benchmarks have their own in
// tests/bench/kit/database.ts.
const { execFileSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { mkdtempSync, rmSync } = require('node:fs');
const { createRequire } = require('node:module');
const { tmpdir } = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const SERVICES = path.join(ROOT, 'services');
const requireFromServices = createRequire(path.join(SERVICES, 'package.json'));

/** @param {string} [prefix] the database name's prefix, so a left-over database says who made it */
async function createPortalDatabase(prefix = 'portal_run') {
  const adminUrl = process.env.DATABASE_URL;
  let env;
  let drop;
  let description;
  if (adminUrl) {
    const { Client } = requireFromServices('pg');
    const name = `${prefix}_${randomBytes(5).toString('hex')}`;
    const admin = async (statement) => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    description = `PostgreSQL ${url.host}/${name}`;
    drop = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix.replace(/_/g, '-')}-`));
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    description = `PGlite in ${dataDir}`;
    drop = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  execFileSync(process.execPath, [path.join(SERVICES, 'dist', 'demo', 'seed-cli.js'), '--if-empty'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { env, description, drop };
}

module.exports = { ROOT, SERVICES, createPortalDatabase };
