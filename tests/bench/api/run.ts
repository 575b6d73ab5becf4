// API benchmark: autocannon against GET /api/profile, GET /api/external-users/summary and
// GET /api/settings/feature-flags (read by every page of every user) of the compiled services,
// beside a bare fastify hello-world, in one run. Prints requests/s, latency and each route's
// ratio to hello-world (target: at least 40 % on PostgreSQL), by requests/s and by server CPU.
import autocannon from 'autocannon';
import { loadavg } from 'node:os';
import { benchCommand } from '../benchmarks.ts';
import { compileServices } from '../kit/build.ts';
import { createBenchDatabase } from '../kit/database.ts';
import { loadAverageText, percent, printTable } from '../kit/format.ts';
import { quietMachineCheck } from '../kit/machine.ts';
import { numberOption, quickOr } from '../kit/options.ts';
import { reportResult, runBenchmark } from '../kit/report.ts';
import { type BenchServer, startHello, startServices } from '../kit/services.ts';
import { signIn } from '../kit/sign-in.ts';

const DURATION_S = numberOption('--duration', quickOr(10, 2), 'BENCH_DURATION');
const WARM_UP_S = quickOr(2, 1);
const CONNECTIONS = numberOption('--connections', 20, 'BENCH_CONNECTIONS');
const TARGET_RATIO = 0.4;
const COMMAND = benchCommand('api');

interface Measured {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  cpuPerRequest: number;
}

const load = (url: string, headers: Record<string, string>, duration: number) =>
  autocannon({ url, headers, connections: CONNECTIONS, duration, pipelining: 1 });

async function measure(label: string, server: BenchServer, url: string, headers: Record<string, string>): Promise<Measured> {
  await load(url, headers, WARM_UP_S); // JIT, pool, caches
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

const ROUTES = [
  { name: 'api/profile', what: '`GET /api/profile` vs bare fastify', path: '/api/profile' },
  {
    name: 'api/external-users-summary',
    what: '`GET /api/external-users/summary` vs bare fastify',
    path: '/api/external-users/summary?orgId=org-summit&roleType=both&includeDisabled=true',
  },
  {
    name: 'api/feature-flags',
    what: '`GET /api/settings/feature-flags` vs bare fastify (every page reads it)',
    path: '/api/settings/feature-flags',
  },
] as const;

async function main(): Promise<void> {
  const machine = quietMachineCheck();
  compileServices();
  const database = await createBenchDatabase('portal_bench_api');
  const servers: BenchServer[] = [];
  try {
    const hello = await startHello();
    servers.push(hello);
    const portal = await startServices(database);
    servers.push(portal);
    const auth = { authorization: `Bearer ${await signIn(portal.url, 'lo@summit.test')}` };

    console.log(`database: ${database.description}; ${CONNECTIONS} connections, ${DURATION_S} s per target (after ${WARM_UP_S} s warm-up)`);
    const baseline = await measure('hello-world (bare fastify)', hello, `${hello.url}/hello`, {});
    const routes: Measured[] = [];
    for (const route of ROUTES) routes.push(await measure(`GET ${route.path.split('?')[0]}`, portal, `${portal.url}${route.path}`, auth));
    const ratio = (row: Measured) => row.rps / baseline.rps;
    const cpuRatio = (row: Measured) => baseline.cpuPerRequest / row.cpuPerRequest;
    printTable(
      ['target', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'ratio to hello-world', 'server CPU µs/request', 'CPU ratio'],
      [baseline, ...routes].map((row) => [
        row.label,
        row.rps.toFixed(0),
        row.p50,
        row.p99,
        row.total,
        percent(ratio(row)),
        row.cpuPerRequest.toFixed(1),
        percent(cpuRatio(row)),
      ]),
    );
    console.log(
      `load average ${loadavg()[0].toFixed(1)}; the CPU ratio (hello-world's CPU per request over the route's) moves less than req/s on a shared machine`,
    );
    const engine = database.url ? 'PostgreSQL' : 'PGlite';
    const below = routes.filter((row) => ratio(row) < TARGET_RATIO);
    console.log(
      below.length === 0
        ? `every route reaches the ${TARGET_RATIO * 100}% target on ${engine}`
        : `below the ${TARGET_RATIO * 100}% target on ${engine}: ${below.map((row) => row.label).join(', ')}`,
    );
    routes.forEach((row, index) => {
      reportResult({
        name: ROUTES[index].name,
        what: `${ROUTES[index].what}, ${engine}`,
        command: COMMAND,
        result: `${percent(ratio(row))} of hello-world's req/s, ${percent(cpuRatio(row))} by server CPU per request (one run, ${DURATION_S} s, load ${loadAverageText(machine.loadAverage.slice(0, 1))})`,
        target: `≥ ${TARGET_RATIO * 100} %`,
        figures: { requestsPerSecond: row.rps, p50Ms: row.p50, p99Ms: row.p99, serverCpuMicrosPerRequest: row.cpuPerRequest },
        ratios: { 'req/s to hello-world': ratio(row), 'CPU per request, hello-world to route': cpuRatio(row) },
      });
    });
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await database.drop();
  }
}

runBenchmark(main);
