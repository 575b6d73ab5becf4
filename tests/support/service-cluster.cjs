// Several portal service processes on one PostgreSQL database and one Redis, behind the portal's
// service proxy (scripts/service-proxy.cjs) on one address: the rig of the fault tests. Needs the
// built services (`npm run build`), DATABASE_URL and REDIS_URL. CommonJS, as Playwright loads it.
const { spawn } = require('node:child_process');
const http = require('node:http');
const net = require('node:net');
const path = require('node:path');
const { createServiceProxy } = require('../../scripts/service-proxy.cjs');
const { createPortalDatabase, SERVICES } = require('./portal-database.cjs');

const READY_TIMEOUT_MS = 30_000;

/** Why the rig cannot run here (null when it can): several processes need a shared database and Redis. */
function clusterUnavailableReason(env = process.env) {
  if (!env.DATABASE_URL) return 'DATABASE_URL is not set: several service processes need a shared PostgreSQL database';
  if (!env.REDIS_URL) return 'REDIS_URL is not set: several service processes publish to each other through Redis';
  return null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`service process exited with ${child.exitCode} while starting`);
    try {
      const response = await fetch(`${url}/api/version`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`service process at ${url} did not answer within ${READY_TIMEOUT_MS} ms`);
}

/** One service process on a fixed port; it can be stopped (any signal) and started again. */
function serviceProcess(port, env) {
  const url = `http://127.0.0.1:${port}`;
  let child = null;
  return {
    port,
    url,
    get pid() {
      return child?.pid ?? null;
    },
    async start() {
      child = spawn(process.execPath, [path.join(SERVICES, 'dist', 'server.js')], {
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await waitUntilServing(url, child);
    },
    /** Sends `signal` and resolves with the exit code once the process has exited. */
    stop(signal = 'SIGTERM') {
      const current = child;
      if (!current || current.exitCode !== null) return Promise.resolve(current?.exitCode ?? 0);
      return new Promise((resolve) => {
        current.once('exit', (code) => resolve(code));
        current.kill(signal);
      });
    },
  };
}

/**
 * Starts `processes` service processes on a fresh seeded database and the proxy in front of them.
 * @param {{ processes?: number }} [options]
 */
async function startServiceCluster({ processes = 2 } = {}) {
  const reason = clusterUnavailableReason();
  if (reason) throw new Error(reason);
  const database = await createPortalDatabase('portal_cluster');
  const members = [];
  let proxyServer = null;
  try {
    for (let i = 0; i < processes; i += 1) members.push(serviceProcess(await freePort(), database.env));
    // One at a time: the first start runs the migrations the others then find done.
    for (const member of members) await member.start();
    const proxy = createServiceProxy({ targets: members.map((m) => ({ host: '127.0.0.1', port: m.port })) });
    proxyServer = http.createServer(proxy.handleRequest);
    proxyServer.on('upgrade', proxy.handleUpgrade);
    await new Promise((resolve) => proxyServer.listen(0, '127.0.0.1', resolve));
  } catch (error) {
    await Promise.all(members.map((m) => m.stop('SIGKILL')));
    await database.drop();
    throw error;
  }
  const { port } = proxyServer.address();
  return {
    url: `http://127.0.0.1:${port}`,
    processes: members,
    database: database.description,
    async stop() {
      proxyServer.closeAllConnections();
      await new Promise((resolve) => proxyServer.close(resolve));
      await Promise.all(members.map((m) => m.stop('SIGTERM')));
      await database.drop();
    },
  };
}

module.exports = { clusterUnavailableReason, startServiceCluster };
