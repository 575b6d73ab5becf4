// `npm test`: installs what is missing (Debian's Chromium headless shell included), lints and checks the format of
// every file (Biome), checks that no package has an import circle, type-checks every package, runs
// every package's jest tests (the services integration suite on PGlite, and on PostgreSQL and Redis
// when DATABASE_URL / REDIS_URL are set), builds the portal and runs the Playwright suites.
import { newBuildId } from './build-id.mjs';
import { childEnv, ensureChromium, ensureInstalled, log, runNamingFailures } from './lib.mjs';

await ensureInstalled();
await ensureChromium();

const steps = [
  ['lint and format', 'npx', ['biome', 'check', '--diagnostic-level=error', '.']],
  // No import circles in any package (dependency-cruiser, `.dependency-cruiser.cjs`).
  ['import structure', 'npm', ['run', '--silent', 'lint:imports']],
  // Three programs (browser packages, Node packages, the cross-remote tests): scripts/typecheck.mjs.
  ['type check', 'node', ['scripts/typecheck.mjs']],
  // Every other package's jest suite in one run (the root jest.config.cjs): one pool of workers for all their files.
  ['package tests', 'npx', ['jest', '--ci', '--maxWorkers=2']],
  // services' unit tests, and its integration cases on PGlite and again on PostgreSQL + Redis.
  ['services tests', 'npm', ['run', '--silent', 'test', '-w', 'services', '--', '--ci']],
  // One build id for the host's bundle and services, as `npm run build` gives (the new-version check compares them).
  [
    'build',
    'npx',
    ['lerna', 'run', 'build', '--concurrency', '2', '--loglevel', 'warn'],
    { env: { ...childEnv, BUILD_ID: process.env.BUILD_ID || newBuildId() } },
  ],
  ['browser suites', 'npx', ['playwright', 'test']],
];

const results = [];
const runStarted = Date.now();
for (const [name, command, args, options] of steps) {
  if (name === 'browser suites' && results.some((r) => r.name === 'build' && !r.ok)) {
    results.push({ name, ok: false, seconds: 0, note: 'not run: the build failed' });
    continue;
  }
  log(name);
  const started = Date.now();
  const { code, failures } = await runNamingFailures(command, args, options);
  results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000), failures });
}

// The step table: what each step cost, so a slower machine or a slower suite shows where at once.
const totalSeconds = Math.round((Date.now() - runStarted) / 1000);
const minutes = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
const width = Math.max(...results.map((r) => r.name.length), 'total'.length);
process.stdout.write(`\nSummary\n  ${'step'.padEnd(width)}  result   time\n`);
for (const r of results) {
  const time = r.note ?? `${minutes(r.seconds).padStart(5)}  (${r.seconds} s)`;
  process.stdout.write(`  ${r.name.padEnd(width)}  ${r.ok ? '✔ pass' : '✖ FAIL'}   ${time}\n`);
}
process.stdout.write(`  ${'total'.padEnd(width)}           ${minutes(totalSeconds).padStart(5)}  (${totalSeconds} s)\n`);
// A log may be read from its end only: say there what failed, step by step.
const MAX_FAILURE_LINES = 40;
for (const r of results.filter((result) => !result.ok && result.failures?.length)) {
  process.stdout.write(`\nWhat failed in ${r.name}:\n`);
  for (const line of r.failures.slice(0, MAX_FAILURE_LINES)) process.stdout.write(`  ${line.trim()}\n`);
  if (r.failures.length > MAX_FAILURE_LINES) process.stdout.write(`  … and ${r.failures.length - MAX_FAILURE_LINES} more lines above\n`);
}
const failed = results.filter((r) => !r.ok).length;
process.stdout.write(`steps: ${results.length - failed} passed, ${failed} failed\n`);
process.exit(failed ? 1 : 0);
