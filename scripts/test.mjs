// `npm test`: installs what is missing (Debian's chromium included), lints and checks the format of
// every file (Biome), type-checks every package, runs every package's jest tests (the services
// integration suite on PGlite, and on PostgreSQL and Redis when DATABASE_URL / REDIS_URL are set),
// builds the portal and runs the Playwright suites.
import { ensureChromium, ensureInstalled, log, run } from './lib.mjs';

await ensureInstalled();
await ensureChromium();

const steps = [
  ['lint and format', 'npx', ['biome', 'check', '--diagnostic-level=error', '.']],
  ['type check', 'npx', ['lerna', 'run', 'typecheck', '--concurrency', '2', '--loglevel', 'warn']],
  ['unit and integration tests', 'npx', ['lerna', 'run', 'test', '--concurrency', '1', '--loglevel', 'warn', '--', '--ci']],
  ['build', 'npx', ['lerna', 'run', 'build', '--concurrency', '2', '--loglevel', 'warn']],
  ['browser suites', 'npx', ['playwright', 'test']],
];

const results = [];
for (const [name, command, args] of steps) {
  if (name === 'browser suites' && results.some((r) => r.name === 'build' && !r.ok)) {
    results.push({ name, ok: false, note: 'not run: the build failed' });
    continue;
  }
  log(name);
  const started = Date.now();
  const code = await run(command, args);
  results.push({ name, ok: code === 0, note: `${((Date.now() - started) / 1000).toFixed(0)} s` });
}

process.stdout.write('\nSummary\n');
for (const r of results) process.stdout.write(`  ${r.ok ? '✔' : '✖'} ${r.name} (${r.note})\n`);
const failed = results.filter((r) => !r.ok).length;
process.stdout.write(`steps: ${results.length - failed} passed, ${failed} failed\n`);
process.exit(failed ? 1 : 0);
