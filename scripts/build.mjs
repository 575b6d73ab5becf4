// Builds every package: shared-rules and services with swc, the host and the remotes with webpack.
import { ensureInstalled, log, runOrExit } from './lib.mjs';

export async function buildAll() {
  log('Building every package (lerna run build)');
  await runOrExit('npx', ['lerna', 'run', 'build', '--concurrency', '2', '--loglevel', 'warn']);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureInstalled();
  await buildAll();
}
