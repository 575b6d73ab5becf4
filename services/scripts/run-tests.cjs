// Runs the services tests on the embedded database (PGlite) and, when DATABASE_URL is set, the
// integration suites (test/) a second time on PostgreSQL, in one jest run of two projects
// (jest.both-engines.config.cjs), so both engines are proven in one go.
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

// The first PGlite test file seeds a database and leaves its data directory here; the others load
// a copy (test/helpers/test-app.ts). A folder of this run only, so a changed seed is never stale.
const snapshots = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-pglite-'));
process.on('exit', () => fs.rmSync(snapshots, { recursive: true, force: true }));
// The first PostgreSQL test file migrates and seeds this database; every file then gets a copy of it.
const template = `portal_test_template_${process.pid}_${Date.now().toString(36)}`;

const { DATABASE_URL } = process.env;
process.stdout.write(
  `\n── services tests on PGlite (embedded)${DATABASE_URL ? ` and PostgreSQL (${new URL(DATABASE_URL).host})` : ''} ──\n`,
);
// Both cores: a test file waits on its database as much as it computes, so two workers finish the
// suites in about two thirds of the time one takes (jest's default leaves a core to the parent).
const result = spawnSync(process.execPath, [jest, '--config', 'jest.both-engines.config.cjs', '--maxWorkers=2', ...extraArgs], {
  stdio: 'inherit',
  cwd: path.join(__dirname, '..'),
  env: { ...process.env, NODE_OPTIONS: nodeOptions, PORTAL_TEST_SNAPSHOT_DIR: snapshots, PORTAL_TEST_PG_TEMPLATE: template },
});
if (DATABASE_URL) dropDatabase(DATABASE_URL, template);
process.exit(result.status ?? 1);
