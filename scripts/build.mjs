// Builds every package: shared-rules and services with swc, the host and the remotes with webpack.
import { newBuildId } from './build-id.mjs';
import { childEnv, ensureInstalled, log, runOrExit } from './lib.mjs';

export async function buildAll() {
  // One id for the whole build: baked into the host's bundle and written for services' GET /api/version.
  const buildId = process.env.BUILD_ID || newBuildId();
  log(`Building every package (lerna run build), build id ${buildId}`);
  await runOrExit('npx', ['lerna', 'run', 'build', '--concurrency', '2', '--loglevel', 'warn'], {
    env: { ...childEnv, BUILD_ID: buildId },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureInstalled();
  await buildAll();
}
