// Runs the services tests on the embedded database (PGlite) and, when DATABASE_URL is set, runs
// the integration suites (test/) a second time on PostgreSQL, so both engines are proven in one go.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const extraArgs = process.argv.slice(2);
const jest = require.resolve('jest/bin/jest');
const nodeOptions = [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' ');

/** Drops a database in a child process (the `pg` client is asynchronous; this script is not). */
function dropDatabase(url, name) {
  const script = `const { Client } = require('pg');
    const client = new Client({ connectionString: process.argv[1] });
    client.connect().then(() => client.query('DROP DATABASE IF EXISTS ${name} WITH (FORCE)')).finally(() => client.end());`;
  spawnSync(process.execPath, ['-e', script, url], { stdio: 'inherit', cwd: __dirname });
}

function runJest(label, env, args) {
  process.stdout.write(`\n── services tests on ${label} ──\n`);
  // Both cores: a test file waits on its database as much as it computes, so two workers finish the
  // suites in about two thirds of the time one takes (jest's default leaves a core to the parent).
  const result = spawnSync(process.execPath, [jest, '--maxWorkers=2', ...args, ...extraArgs], {
    stdio: 'inherit',
    env: { ...env, NODE_OPTIONS: nodeOptions },
  });
  return result.status ?? 1;
}

// The first test file seeds a PGlite and leaves its data directory here; the others load a copy
// (test/helpers/test-app.ts). A folder of this run only, so a changed seed is never stale.
const snapshots = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-pglite-'));
process.on('exit', () => fs.rmSync(snapshots, { recursive: true, force: true }));

const { DATABASE_URL, ...withoutPostgres } = process.env;
let failed = runJest('PGlite (embedded)', { ...withoutPostgres, PORTAL_TEST_SNAPSHOT_DIR: snapshots }, []) !== 0;
if (DATABASE_URL) {
  // The first test file migrates and seeds this database; every file then gets a copy of it.
  const template = `portal_test_template_${process.pid}_${Date.now().toString(36)}`;
  failed =
    runJest(`PostgreSQL (${new URL(DATABASE_URL).host})`, { ...process.env, PORTAL_TEST_PG_TEMPLATE: template }, ['test/']) !== 0 || failed;
  dropDatabase(DATABASE_URL, template);
}
process.exit(failed ? 1 : 0);
