// Serves the built portal as independent deployments would: services on :4000, the host on :3000
// (proxying /api and /socket.io to services) and each remote from its own origin (:3001-:3005).
//   node scripts/serve-portal.mjs          persistent embedded database in services/data
//   node scripts/serve-portal.mjs --fresh  a new embedded database in a temporary folder (tests)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { childEnv, portalBuildFiles, ports, remotes, root, run } from './lib.mjs';
import { startStaticServer } from './static-server.mjs';

const fresh = process.argv.includes('--fresh');
const quiet = process.argv.includes('--quiet');

/**
 * SECRETS_KEY seals what users store (integration tokens, the assistant's API key). A local run
 * without one gets a random key kept in `<data folder>/.secrets-key` (readable by its owner only),
 * so what was stored can be opened after a restart; production sets SECRETS_KEY itself.
 */
function localSecretsKey(dataDir) {
  const file = join(dataDir, '.secrets-key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * The host page's policy and the asset headers, computed by services' code from the same
 * configuration services answer `/api/remotes` from (REMOTES_FILE, REMOTE_URL_*: this process
 * passes its environment to services), so the page allows exactly the remotes the host is told
 * to load. Read here rather than asked of services: the page is served even while services start
 * or restart, and no answer waits on a second request.
 */
function portalHeaders() {
  const require = createRequire(import.meta.url);
  const { remotesConfigFromEnv } = require(join(root, 'services/dist/platform/remotes/remotes.js'));
  const { assetResponseHeaders, contentSourcesFromEnv, createHostPagePolicy } = require(
    join(root, 'services/dist/platform/remotes/page-policy.js'),
  );
  // Services run in the repository's root, where a relative REMOTES_FILE is resolved.
  const env = { ...process.env, ...(process.env.REMOTES_FILE ? { REMOTES_FILE: resolve(root, process.env.REMOTES_FILE) } : {}) };
  const pagePolicy = createHostPagePolicy(remotesConfigFromEnv(env), contentSourcesFromEnv(env));
  return { pagePolicy, assetHeaders: assetResponseHeaders };
}

export async function servePortal({ fresh: freshDatabase = false } = {}) {
  for (const pkg of portalBuildFiles) {
    if (!existsSync(join(root, pkg))) throw new Error(`${pkg} is missing: run \`npm run build\` first`);
  }
  // Before anything starts: a remotes file or content source the policy refuses stops here.
  const { pagePolicy, assetHeaders } = portalHeaders();

  const env = { ...childEnv, PORT: String(ports.services), HOST: '127.0.0.1' };
  let dataDir;
  if (freshDatabase) {
    // Browser suites always run on their own embedded database, whatever DATABASE_URL says.
    dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
    env.DATA_DIR = dataDir;
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
  }

  env.SECRETS_KEY ||= localSecretsKey(dataDir ?? join(root, 'services', 'data'));
  // Browsers reach services through the host's proxy on this machine, which names the client in
  // X-Forwarded-For: believe it, or every user would share the proxy's address in the sign-in limits.
  env.TRUST_PROXY ||= 'loopback';

  const seedCode = await run('node', ['services/dist/demo/seed-cli.js', '--if-empty'], { env });
  if (seedCode !== 0) throw new Error('seeding the database failed');

  const services = spawn('node', ['services/dist/server.js'], { cwd: root, env, stdio: quiet ? 'ignore' : 'inherit' });

  const servers = [];
  try {
    servers.push(
      await startStaticServer({
        dir: join(root, 'host-shell', 'dist'),
        port: ports['host-shell'],
        spa: true,
        proxy: { prefixes: ['/api', '/socket.io'], targets: [{ host: '127.0.0.1', port: ports.services }] },
        pagePolicy,
        assetHeaders,
      }),
    );
    for (const remote of remotes) {
      servers.push(await startStaticServer({ dir: join(root, remote, 'dist'), port: ports[remote], cors: true, assetHeaders }));
    }
  } catch (error) {
    // A port already taken: leave nothing half-started behind.
    for (const server of servers) server.close();
    services.kill('SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  let stopping = false;
  const stop = (code = 0) => {
    if (stopping) return;
    stopping = true;
    for (const server of servers) server.close();
    services.kill('SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    setTimeout(() => process.exit(code), 300).unref();
  };
  services.on('exit', (code) => {
    if (!stopping) {
      process.stderr.write(`services stopped unexpectedly (exit ${code})\n`);
      stop(1);
    }
  });
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  return { stop };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await servePortal({ fresh });
  process.stdout.write(
    `\nPortal: http://localhost:${ports['host-shell']}\n` +
      remotes.map((r) => `  ${r}: http://localhost:${ports[r]}/mf-manifest.json`).join('\n') +
      `\n  services: http://localhost:${ports.services}/api (OpenAPI at /api/docs)\n`,
  );
}
