// Load benchmark with an error budget: two service processes on PostgreSQL (and Redis), driven for
// BENCH_DURATION seconds (default 60) by autocannon with the mix a lender's users make: pipeline
// pages, loan reads, document lists, notification reads, the feature flags every page reads, and
// one write in ten (marking a notification read); sign-ins run beside it at a steady pace within
// the login limit. Prints requests/s, p50/p99 per kind and overall, answers by status and errors,
// then the verdict against the budget: 0 5xx and p99 under 100 ms at the printed rate.
//   BENCH_TARGET=direct  autocannon spreads its connections over the two processes (a balancer's view)
//   BENCH_TARGET=proxy   through the portal's service proxy on one address
//   BENCH_TARGET=both    (default) one after the other
import http from 'node:http';
import { loadavg } from 'node:os';
import autocannon, { type Request, type RequestParams, type Result } from 'autocannon';
import type { LoanSummary, Notification, Paged, Profile } from 'shared-rules';
import { createServiceProxy } from '../../../scripts/service-proxy.cjs';
import { benchCommand } from '../benchmarks.ts';
import { compileServices } from '../kit/build.ts';
import { createBenchDatabase, postgresServer } from '../kit/database.ts';
import { loadAverageText, printTable } from '../kit/format.ts';
import { quietMachineCheck } from '../kit/machine.ts';
import { numberOption, quickOr } from '../kit/options.ts';
import { percentiles } from '../kit/percentiles.ts';
import { redisServer } from '../kit/redis.ts';
import { reportResult, runBenchmark, skipBenchmark, TARGET_MISSED_EXIT_CODE } from '../kit/report.ts';
import { type BenchServer, startServices } from '../kit/services.ts';
import { apiCall, postSignIn, signIn } from '../kit/sign-in.ts';

const DURATION_S = numberOption('--duration', quickOr(60, 5), 'BENCH_DURATION');
const CONNECTIONS = numberOption('--connections', 8, 'BENCH_CONNECTIONS');
const TARGETS: readonly Target[] =
  process.env.BENCH_TARGET === 'direct' || process.env.BENCH_TARGET === 'proxy' ? [process.env.BENCH_TARGET] : ['direct', 'proxy'];
const WARM_UP_S = quickOr(5, 2);
const SIGN_IN_EVERY_MS = 2_500;
const BUDGET_P99_MS = 100;
/** Users of several organisations and roles, so reads go through the access layer's different paths. */
const USERS = ['lo@summit.test', 'lp@summit.test', 'both@summit.test', 'lo@harbor.test', 'ae.jordan@lender.test'];
const NOTIFICATIONS_PER_USER = 20;

type Target = 'direct' | 'proxy';

interface MixUser {
  email: string;
  token: string;
  loanIds: string[];
  notificationIds: string[];
}

/** What an autocannon connection keeps between its requests: its user and what it last read. */
interface ConnectionContext {
  user?: MixUser;
  kind?: string;
  sentAt?: number;
  loanId?: string;
}

interface KindSamples {
  latencies: number[];
  statuses: Record<string, number>;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');

/** Each user's token, loans and notifications to mark read: what the requests of the mix need. */
async function prepareUsers(baseUrl: string): Promise<MixUser[]> {
  const adminToken = await signIn(baseUrl, 'admin@lender.test');
  const users: MixUser[] = [];
  for (const email of USERS) {
    const token = await signIn(baseUrl, email);
    const loans = await apiCall<Paged<LoanSummary>>(baseUrl, token, 'GET', '/api/loans?page=1&pageSize=25');
    if (loans.items.length === 0) continue;
    const profile = await apiCall<Profile>(baseUrl, token, 'GET', '/api/profile');
    const notificationIds: string[] = [];
    for (let index = 0; index < NOTIFICATIONS_PER_USER; index += 1) {
      const created = await apiCall<Notification>(baseUrl, adminToken, 'POST', '/api/notifications', {
        userId: profile.id,
        message: `Load test notice ${index + 1}`,
        link: null,
      });
      notificationIds.push(created.id);
    }
    users.push({ email, token, loanIds: loans.items.map((loan) => loan.id), notificationIds });
  }
  if (users.length === 0) throw new Error('no demo user with loans');
  return users;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

/** The cycle each connection repeats: nine reads, one write. */
function mixFor(users: readonly MixUser[], perKind: Map<string, KindSamples>): Request<ConnectionContext>[] {
  let nextUser = 0;
  const userOf = (context: ConnectionContext) => {
    context.user ??= users[nextUser++ % users.length];
    return context.user;
  };
  const step = (kind: string, build: (user: MixUser, context: ConnectionContext) => { method: string; path: string }) => ({
    setupRequest: (request: RequestParams, context: ConnectionContext) => {
      const user = userOf(context);
      context.kind = kind;
      context.sentAt = performance.now();
      return { ...request, ...build(user, context), headers: { ...request.headers, authorization: `Bearer ${user.token}` } };
    },
    onResponse: (status: number, _body: string, context: ConnectionContext) => {
      const samples = perKind.get(kind) ?? { latencies: [], statuses: {} };
      samples.latencies.push(performance.now() - (context.sentAt ?? 0));
      samples.statuses[status] = (samples.statuses[status] ?? 0) + 1;
      perKind.set(kind, samples);
    },
  });
  const loanOf = (user: MixUser, context: ConnectionContext) => {
    context.loanId = pick(user.loanIds);
    return context.loanId;
  };
  return [
    step('pipeline page', () => ({ method: 'GET', path: '/api/loans?page=1&pageSize=25' })),
    step('loan read', (user, context) => ({ method: 'GET', path: `/api/loans/${loanOf(user, context)}` })),
    step('document list', (_user, context) => ({ method: 'GET', path: `/api/loans/${context.loanId}/documents` })),
    step('notifications', () => ({ method: 'GET', path: '/api/notifications' })),
    step('pipeline page', () => ({ method: 'GET', path: '/api/loans?page=1&pageSize=25&status=Active' })),
    step('loan read', (user, context) => ({ method: 'GET', path: `/api/loans/${loanOf(user, context)}` })),
    step('document list', (_user, context) => ({ method: 'GET', path: `/api/loans/${context.loanId}/documents` })),
    step('notifications', () => ({ method: 'GET', path: '/api/notifications' })),
    step('feature flags', () => ({ method: 'GET', path: '/api/settings/feature-flags' })),
    step('write: mark read', (user) => ({ method: 'PATCH', path: `/api/notifications/${pick(user.notificationIds)}/read` })),
  ];
}

interface SignIns {
  latencies: number[];
  statuses: Record<string, number>;
}

/** Sign-ins beside the load: one every 2.5 s over the users, within 10 a minute per account. */
function startSignIns(baseUrl: string): { stop(): Promise<SignIns> } {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let stopped = false;
  let index = 0;
  const loop = (async () => {
    while (!stopped) {
      const email = USERS[index++ % USERS.length];
      const started = performance.now();
      try {
        const response = await postSignIn(baseUrl, email);
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      } catch {
        statuses.error = (statuses.error ?? 0) + 1;
      }
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, SIGN_IN_EVERY_MS));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return { latencies, statuses };
    },
  };
}

async function drive(
  urls: string[],
  users: readonly MixUser[],
  seconds: number,
): Promise<{ result: Result; perKind: Map<string, KindSamples> }> {
  const perKind = new Map<string, KindSamples>();
  const result = await autocannon<ConnectionContext>({
    url: urls,
    connections: CONNECTIONS,
    duration: seconds,
    requests: mixFor(users, perKind),
    timeout: 10,
  });
  return { result, perKind };
}

interface Verdict {
  withinBudget: boolean;
  rps: number;
  p50: number;
  p99: number;
  serverErrors: number;
  rejected: number;
  failures: number;
}

function report(label: string, { result, perKind }: { result: Result; perKind: Map<string, KindSamples> }, signIns: SignIns): Verdict {
  const rows = [...perKind].map(([kind, { latencies, statuses }]) => {
    const { p50, p99 } = percentiles(latencies);
    return [kind, latencies.length, ms(p50), ms(p99), JSON.stringify(statuses)];
  });
  const signInTimes = percentiles(signIns.latencies);
  rows.push([
    'sign-in (beside the load)',
    signIns.latencies.length,
    ms(signInTimes.p50),
    ms(signInTimes.p99),
    JSON.stringify(signIns.statuses),
  ]);
  console.log(`\n${label}: ${CONNECTIONS} connections, ${DURATION_S} s, load average ${loadAverageText(loadavg())}`);
  printTable(['request', 'count', 'p50 ms', 'p99 ms', 'answers'], rows);
  const statusCounts = Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [Number(code), Number(count)] as const);
  const serverErrorsOf = (counts: readonly (readonly [number, number])[]) =>
    counts.reduce((sum, [code, count]) => sum + (code >= 500 ? count : 0), 0);
  const serverErrors =
    serverErrorsOf(statusCounts) + serverErrorsOf(Object.entries(signIns.statuses).map(([code, count]) => [Number(code), count] as const));
  const failures = result.errors + result.timeouts + (signIns.statuses.error ?? 0);
  const rejected = result.non2xx - serverErrors;
  console.log(
    `overall: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `5xx ${serverErrors}, other non-2xx ${rejected}, errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  const withinBudget = serverErrors === 0 && failures === 0 && rejected === 0 && result.latency.p99 < BUDGET_P99_MS;
  console.log(
    `budget (0 5xx, p99 < ${BUDGET_P99_MS} ms at ${result.requests.average.toFixed(0)} req/s): ${withinBudget ? 'met' : 'MISSED'}`,
  );
  return { withinBudget, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, serverErrors, rejected, failures };
}

/** The portal's service proxy (a test and development rig) in front of `processes`, on a port of its own. */
async function startProxy(processes: readonly BenchServer[]): Promise<{ url: string; stop(): Promise<void> }> {
  const proxy = createServiceProxy({ targets: processes.map((server) => ({ host: '127.0.0.1', port: server.port })) });
  const server = http.createServer(proxy.handleRequest);
  server.on('upgrade', proxy.handleUpgrade);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function main(): Promise<number> {
  const redis = await redisServer();
  if (!(await postgresServer()) || !redis)
    skipBenchmark(
      'two service processes need a shared PostgreSQL (DATABASE_URL or the local server) and Redis (REDIS_URL or the local server)',
    );
  quietMachineCheck();
  compileServices();
  const database = await createBenchDatabase('portal_bench_load', { requirePostgres: true });
  const processes: BenchServer[] = [];
  let proxy: { url: string; stop(): Promise<void> } | null = null;
  const verdicts: { target: Target; verdict: Verdict }[] = [];
  try {
    // One at a time: the first start runs the migrations the second then finds done.
    for (let index = 0; index < 2; index += 1) processes.push(await startServices(database, { env: { REDIS_URL: redis } }));
    proxy = await startProxy(processes);
    console.log(`two service processes on ${database.description}, Redis ${redis}; proxy ${proxy.url}`);
    const users = await prepareUsers(proxy.url);
    console.log(`users: ${users.map((user) => `${user.email} (${user.loanIds.length} loans)`).join(', ')}`);
    for (const target of TARGETS) {
      const urls = target === 'direct' ? processes.map((server) => server.url) : [proxy.url];
      await drive(urls, users, WARM_UP_S);
      const signIns = startSignIns(proxy.url);
      const run = await drive(urls, users, DURATION_S);
      const label = target === 'direct' ? 'direct to the two processes' : 'through the service proxy';
      verdicts.push({ target, verdict: report(label, run, await signIns.stop()) });
    }
  } finally {
    await proxy?.stop();
    for (const server of processes) await server.stop();
    await database.drop();
  }
  const direct = verdicts.find((row) => row.target === 'direct')?.verdict;
  const proxied = verdicts.find((row) => row.target === 'proxy')?.verdict;
  const headline = direct ?? proxied;
  if (headline) {
    const errors = `${headline.serverErrors} 5xx, ${headline.rejected} other non-2xx, ${headline.failures} errors`;
    reportResult({
      name: 'load/users-mix',
      what: "Two service processes on PostgreSQL, the users' mix, one write in ten",
      command: benchCommand('load'),
      result:
        `${headline.rps.toFixed(0)} req/s at p50 ${headline.p50} ms, p99 ${headline.p99} ms, ${errors} over ${DURATION_S} s (${CONNECTIONS} connections${direct ? ', direct' : ', through the proxy'})` +
        (direct && proxied ? `; ${proxied.rps.toFixed(0)} req/s, p99 ${proxied.p99} ms through the JS proxy` : ''),
      target: `0 5xx, p99 < ${BUDGET_P99_MS} ms`,
      figures: Object.fromEntries(
        verdicts.flatMap(({ target, verdict }) => [
          [`${target}: requestsPerSecond`, verdict.rps],
          [`${target}: p50Ms`, verdict.p50],
          [`${target}: p99Ms`, verdict.p99],
          [`${target}: serverErrors`, verdict.serverErrors],
        ]),
      ),
      ratios: direct && proxied ? { 'req/s through the proxy to direct': proxied.rps / direct.rps } : {},
    });
  }
  return verdicts.every(({ verdict }) => verdict.withinBudget) ? 0 : TARGET_MISSED_EXIT_CODE;
}

runBenchmark(main);
