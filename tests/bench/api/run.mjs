// API benchmark: autocannon against GET /api/profile, GET /api/external-users/summary and
// GET /api/settings/feature-flags (read by every page of every user) of the built services, beside
// a bare fastify hello-world, in one run. Prints requests/s, latency and
// each route's ratio to hello-world (target: at least 40% on PostgreSQL).
import autocannon from 'autocannon';
import { loadavg } from 'node:os';
import { buildServices, createBenchDatabase, loginAs, printTable, startServer } from './bench-support.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const TARGET_RATIO = 0.4;

function load(url, headers, duration) {
  return autocannon({ url, headers, connections: CONNECTIONS, duration, pipelining: 1 });
}

async function measure(label, server, url, headers) {
  await load(url, headers, 2); // warm-up: JIT, pool, caches
  const cpuBefore = await server.cpuMicros();
  const result = await load(url, headers, DURATION_S);
  const cpuMicros = (await server.cpuMicros()) - cpuBefore;
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${label}: ${failed} failed requests of ${result.requests.total}`);
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    cpuPerRequest: cpuMicros / result.requests.total,
  };
}

async function main() {
  console.log('building shared-rules and services…');
  buildServices();
  const database = await createBenchDatabase();
  const servers = [];
  try {
    const hello = await startServer('hello');
    servers.push(hello);
    const portal = await startServer('portal', database.env);
    servers.push(portal);
    const pair = await loginAs(portal.url, 'lo@summit.test');
    const auth = { authorization: `Bearer ${pair.access.token}` };

    console.log(`database: ${database.description}; ${CONNECTIONS} connections, ${DURATION_S} s per target (after 2 s warm-up)`);
    const baseline = await measure('hello-world (bare fastify)', hello, `${hello.url}/hello`, {});
    const rows = [
      baseline,
      await measure('GET /api/profile', portal, `${portal.url}/api/profile`, auth),
      await measure(
        'GET /api/external-users/summary',
        portal,
        `${portal.url}/api/external-users/summary?orgId=org-summit&roleType=both&includeDisabled=true`,
        auth,
      ),
      await measure('GET /api/settings/feature-flags', portal, `${portal.url}/api/settings/feature-flags`, auth),
    ];
    printTable(
      ['target', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'ratio to hello-world', 'server CPU µs/request', 'CPU ratio'],
      rows.map((r) => [
        r.label,
        r.rps.toFixed(0),
        r.p50,
        r.p99,
        r.total,
        `${((r.rps / baseline.rps) * 100).toFixed(1)}%`,
        r.cpuPerRequest.toFixed(1),
        `${((baseline.cpuPerRequest / r.cpuPerRequest) * 100).toFixed(1)}%`,
      ]),
    );
    console.log(
      `load average ${loadavg()[0].toFixed(1)}; the CPU ratio (hello-world's CPU per request over the route's) moves less than req/s on a shared machine`,
    );
    const below = rows.slice(1).filter((r) => r.rps / baseline.rps < TARGET_RATIO);
    const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(
      below.length === 0
        ? `every route reaches the ${TARGET_RATIO * 100}% target on ${engine}`
        : `below the ${TARGET_RATIO * 100}% target on ${engine}: ${below.map((r) => r.label).join(', ')}`,
    );
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
