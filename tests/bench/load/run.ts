// Load benchmark with an error budget: two service processes on PostgreSQL (and Redis), driven for
// BENCH_DURATION seconds (default 60) by autocannon with the mix a lender's users make: pipeline
// pages, loan reads, document lists, notification reads, the feature flags every page reads, and
// one write in ten (marking a notification read); sign-ins run beside it at a steady pace within
// the login limit. Prints requests/s, p50/p99 per kind and overall, answers by status and errors,
// then the verdict against the budget: 0 5xx and p99 under 100 ms at the printed rate.
//   BENCH_TARGET=direct  autocannon spreads its connections over the two processes (a balancer's view)
//   BENCH_TARGET=jobs    the same, with the job system busy meanwhile (job-stream.ts: webhook deliveries)
//   BENCH_TARGET=proxy   through the portal's service proxy on one address
//   (default)            the three, one after the other
import { randomBytes } from 'node:crypto';
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
import {
  addWebhookEndpoints,
  type ClaimSamples,
  type ConditionStreamResult,
  sampleClaims,
  startConditionStream,
  startWebhookReceiver,
} from './job-stream.ts';

const DURATION_S = numberOption('--duration', quickOr(60, 5), 'BENCH_DURATION');
const CONNECTIONS = numberOption('--connections', 8, 'BENCH_CONNECTIONS');
const ALL_TARGETS = ['direct', 'jobs', 'proxy'] as const;
const TARGETS: readonly Target[] = ALL_TARGETS.filter((target) => (process.env.BENCH_TARGET ?? target) === target);
/** Webhook endpoints every condition event is delivered to: one `webhooks.deliver` job each. */
const WEBHOOK_ENDPOINTS = numberOption('--webhook-endpoints', 4, 'BENCH_WEBHOOK_ENDPOINTS');
/** Conditions the account executive adds a second while the jobs run (each a loan event for every endpoint). */
const CONDITIONS_PER_SECOND = numberOption('--conditions-per-second', 10, 'BENCH_CONDITIONS_PER_SECOND');
/** How long the jobs run waits, after the load, for the deliveries still pending. */
const DRAIN_TIMEOUT_MS = 60_000;
const JOB_STREAM_USER = 'ae.jordan@lender.test';
/**
 * The organisation whose loans get the conditions. Each condition notifies the loan's officer and
 * processor, and a longer notifications list is a slower read of the mix: Harbor's officer is one
 * of the mix's five users (one connection in eight), Summit's officer and processor are three.
 */
const JOB_STREAM_ORGANIZATION = 'org-harbor';
const WARM_UP_S = quickOr(5, 2);
const SIGN_IN_EVERY_MS = 2_500;
const BUDGET_P99_MS = 100;
/** Users of several organisations and roles, so reads go through the access layer's different paths. */
const USERS = ['lo@summit.test', 'lp@summit.test', 'both@summit.test', 'lo@harbor.test', 'ae.jordan@lender.test'];
const NOTIFICATIONS_PER_USER = 20;

type Target = (typeof ALL_TARGETS)[number];

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

/** What the job system did during the jobs run, beside the mix's figures. */
interface JobFigures {
  conditions: ConditionStreamResult;
  /** Deliveries the receiver got during the measured run, and a second. */
  deliveredDuringRun: number;
  deliveriesPerSecond: number;
  /** Loan event to the receiver, every delivery of the measured run and the drain after it. */
  lag: ReturnType<typeof percentiles>;
  /** Deliveries still pending when the load stopped, and how long they took to go out. */
  pendingAtEnd: number;
  drainSeconds: number;
  claims: ClaimSamples;
  jobCounts: { kind: string; state: string; count: number }[];
}

/**
 * The users' mix straight to the two processes while the job system is busy: webhook endpoints on a
 * receiver here, and conditions added at a steady pace through the route (from the warm-up on,
 * so the flow is steady when measuring). Then waits for the deliveries still pending.
 */
async function driveWithJobs(
  processes: readonly BenchServer[],
  users: readonly MixUser[],
  proxyUrl: string,
  databaseUrl: string,
): Promise<{ run: Awaited<ReturnType<typeof drive>>; signIns: SignIns; jobs: JobFigures }> {
  const urls = processes.map((server) => server.url);
  const receiver = await startWebhookReceiver();
  try {
    await addWebhookEndpoints(proxyUrl, await signIn(proxyUrl, 'admin@lender.test'), receiver.url, WEBHOOK_ENDPOINTS);
    const streamToken = await signIn(proxyUrl, JOB_STREAM_USER);
    const loans = await apiCall<Paged<LoanSummary>>(proxyUrl, streamToken, 'GET', '/api/loans?page=1&pageSize=100');
    const streamLoans = loans.items.filter((loan) => loan.organizationId === JOB_STREAM_ORGANIZATION);
    const claims = await sampleClaims(databaseUrl, 250);
    const stream = startConditionStream(
      urls,
      streamToken,
      (streamLoans.length > 0 ? streamLoans : loans.items).map((loan) => loan.id),
      1000 / CONDITIONS_PER_SECOND,
    );
    await drive(urls, users, WARM_UP_S);
    receiver.reset();
    const signIns = startSignIns(proxyUrl);
    const run = await drive(urls, users, DURATION_S);
    const signInsDone = await signIns.stop();
    const conditions = await stream.stop();
    const deliveredDuringRun = receiver.lags.length;
    const pendingAtEnd = await claims.pendingDeliveries();
    const drainStart = performance.now();
    while ((await claims.pendingDeliveries()) > 0 && performance.now() - drainStart < DRAIN_TIMEOUT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const drainSeconds = (performance.now() - drainStart) / 1000;
    const jobCounts = await claims.jobCounts();
    return {
      run,
      signIns: signInsDone,
      jobs: {
        conditions,
        deliveredDuringRun,
        deliveriesPerSecond: deliveredDuringRun / DURATION_S,
        lag: percentiles(receiver.lags),
        pendingAtEnd,
        drainSeconds,
        claims: await claims.stop(),
        jobCounts,
      },
    };
  } finally {
    await receiver.stop();
  }
}

function printJobs(jobs: JobFigures, processes: readonly BenchServer[]): void {
  const adds = percentiles(jobs.conditions.latencies);
  console.log(
    `jobs: ${jobs.conditions.added} conditions added from the warm-up on (${JSON.stringify(jobs.conditions.statuses)}, p50 ${ms(adds.p50)} ms, p99 ${ms(adds.p99)} ms), ` +
      `${WEBHOOK_ENDPOINTS} endpoints; ${jobs.deliveredDuringRun} webhook deliveries during the run (${jobs.deliveriesPerSecond.toFixed(1)} a second); ` +
      `loan event to delivery p50 ${ms(jobs.lag.p50)} ms, p99 ${ms(jobs.lag.p99)} ms; ${jobs.pendingAtEnd} pending at the end, out ${jobs.drainSeconds.toFixed(1)} s later`,
  );
  printTable(
    ['process', 'running jobs seen', 'by kind'],
    processes.map((server, index) => {
      const kinds = jobs.claims.running.get(server.child.pid ?? -1) ?? new Map<string, number>();
      const total = [...kinds.values()].reduce((sum, count) => sum + count, 0);
      return [`${index + 1} (pid ${server.child.pid})`, total, JSON.stringify(Object.fromEntries(kinds))];
    }),
  );
  console.log(`(${jobs.claims.looks} looks at the job table, every 250 ms)`);
  printTable(
    ['job kind', 'state', 'rows'],
    jobs.jobCounts.map((row) => [row.kind, row.state, row.count]),
  );
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
  let jobFigures: JobFigures | null = null;
  try {
    // One at a time: the first start runs the migrations the second then finds done.
    // SECRETS_KEY: webhook endpoints seal their signing secrets with it (the jobs run adds some).
    const env = { REDIS_URL: redis, SECRETS_KEY: randomBytes(32).toString('base64url') };
    for (let index = 0; index < 2; index += 1) processes.push(await startServices(database, { env }));
    proxy = await startProxy(processes);
    console.log(`two service processes on ${database.description}, Redis ${redis}; proxy ${proxy.url}`);
    const users = await prepareUsers(proxy.url);
    console.log(`users: ${users.map((user) => `${user.email} (${user.loanIds.length} loans)`).join(', ')}`);
    for (const target of TARGETS) {
      if (target === 'jobs') {
        const { run, signIns, jobs } = await driveWithJobs(processes, users, proxy.url, database.url ?? '');
        verdicts.push({ target, verdict: report('direct to the two processes, the job system busy', run, signIns) });
        printJobs(jobs, processes);
        jobFigures = jobs;
        continue;
      }
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
  const withJobs = verdicts.find((row) => row.target === 'jobs')?.verdict;
  const figuresOf = (target: Target, verdict: Verdict): [string, number][] => [
    [`${target}: requestsPerSecond`, verdict.rps],
    [`${target}: p50Ms`, verdict.p50],
    [`${target}: p99Ms`, verdict.p99],
    [`${target}: serverErrors`, verdict.serverErrors],
  ];
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
        verdicts.filter(({ target }) => target !== 'jobs').flatMap(({ target, verdict }) => figuresOf(target, verdict)),
      ),
      ratios: direct && proxied ? { 'req/s through the proxy to direct': proxied.rps / direct.rps } : {},
    });
  }
  if (withJobs && jobFigures) {
    const errors = `${withJobs.serverErrors} 5xx, ${withJobs.rejected} other non-2xx, ${withJobs.failures} errors`;
    reportResult({
      name: 'load/users-mix-with-jobs',
      what: "The same users' mix with the job system busy (webhook deliveries of conditions added meanwhile)",
      command: benchCommand('load'),
      result:
        `${withJobs.rps.toFixed(0)} req/s at p50 ${withJobs.p50} ms, p99 ${withJobs.p99} ms, ${errors} over ${DURATION_S} s (${CONNECTIONS} connections, direct)` +
        (direct ? ` against ${direct.rps.toFixed(0)} req/s, p99 ${direct.p99} ms without jobs in the same run` : '') +
        `; ${jobFigures.conditions.added} conditions added (from the warm-up on), ${jobFigures.deliveredDuringRun} webhook deliveries during the run ` +
        `(${jobFigures.deliveriesPerSecond.toFixed(1)}/s to ${WEBHOOK_ENDPOINTS} endpoints), loan event to delivery p50 ${ms(jobFigures.lag.p50)} ms, p99 ${ms(jobFigures.lag.p99)} ms`,
      target: `0 5xx, p99 < ${BUDGET_P99_MS} ms`,
      figures: Object.fromEntries([
        ...figuresOf('jobs', withJobs),
        ['conditionsAdded', jobFigures.conditions.added],
        ['webhookDeliveriesPerSecond', jobFigures.deliveriesPerSecond],
        ['eventToDeliveryP50Ms', jobFigures.lag.p50],
        ['eventToDeliveryP99Ms', jobFigures.lag.p99],
        ['pendingDeliveriesAtEnd', jobFigures.pendingAtEnd],
        ['drainSeconds', jobFigures.drainSeconds],
      ]),
      ratios: direct
        ? { 'req/s with jobs to without': withJobs.rps / direct.rps, 'p99 with jobs to without': withJobs.p99 / direct.p99 }
        : {},
    });
  }
  return verdicts.every(({ verdict }) => verdict.withinBudget) ? 0 : TARGET_MISSED_EXIT_CODE;
}

runBenchmark(main);
