// Load benchmark with an error budget: two service processes on PostgreSQL (and Redis), driven for
// BENCH_DURATION seconds (default 60) by autocannon with the mix a lender's users make: pipeline
// pages, loan reads, document lists, notification reads, the feature flags every page reads, and
// one write in ten (marking a notification read); sign-ins run beside it at a steady pace within
// the login limit. Prints requests/s, p50/p99 per kind and overall, answers by status and errors,
// then the verdict against the budget: 0 5xx and p99 under 100 ms at the printed rate.
//   BENCH_TARGET=direct  autocannon spreads its connections over the two processes (a balancer's view)
//   BENCH_TARGET=proxy   through the portal's service proxy on one address
//   BENCH_TARGET=both    (default) one after the other
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { buildServices, loginAs, printTable } from '../api/bench-support.mjs';

const require = createRequire(import.meta.url);
const { clusterUnavailableReason, startServiceCluster } = require('../../support/service-cluster.cjs');

const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const TARGETS =
  process.env.BENCH_TARGET === 'direct' || process.env.BENCH_TARGET === 'proxy' ? [process.env.BENCH_TARGET] : ['direct', 'proxy'];
const WARM_UP_S = 5;
const SIGN_IN_EVERY_MS = 2_500;
const BUDGET_P99_MS = 100;
/** Users of several organisations and roles, so reads go through the access layer's different paths. */
const USERS = ['lo@summit.test', 'lp@summit.test', 'both@summit.test', 'lo@harbor.test', 'ae.jordan@lender.test'];
const NOTIFICATIONS_PER_USER = 20;

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '–');

async function api(baseUrl, token, path, init = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/** Each user's token, loans and notifications to mark read: what the requests of the mix need. */
async function prepareUsers(baseUrl) {
  const admin = await loginAs(baseUrl, 'admin@lender.test');
  const users = [];
  for (const email of USERS) {
    const session = await loginAs(baseUrl, email);
    const token = session.access.token;
    const loans = await api(baseUrl, token, '/api/loans?page=1&pageSize=25');
    if (loans.items.length === 0) continue;
    const profile = await api(baseUrl, token, '/api/profile');
    const notificationIds = [];
    for (let i = 0; i < NOTIFICATIONS_PER_USER; i += 1) {
      const created = await api(baseUrl, admin.access.token, '/api/notifications', {
        method: 'POST',
        body: JSON.stringify({ userId: profile.id, message: `Load test notice ${i + 1}`, link: null }),
      });
      notificationIds.push(created.id);
    }
    users.push({ email, token, loanIds: loans.items.map((loan) => loan.id), notificationIds });
  }
  if (users.length === 0) throw new Error('no demo user with loans');
  return users;
}

const pick = (items) => items[Math.floor(Math.random() * items.length)];

/** The cycle each connection repeats: nine reads, one write. */
function mixFor(users) {
  let nextUser = 0;
  const userOf = (context) => {
    context.user ??= users[nextUser++ % users.length];
    return context.user;
  };
  const step = (kind, build) => ({
    setupRequest: (request, context) => {
      const user = userOf(context);
      context.kind = kind;
      context.sentAt = performance.now();
      return { ...request, ...build(user, context), headers: { ...request.headers, authorization: `Bearer ${user.token}` } };
    },
  });
  const loanOf = (user, context) => {
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

/** Sign-ins beside the load: one every 2.5 s over the users, within 10 a minute per account. */
function startSignIns(baseUrl) {
  const latencies = [];
  const statuses = {};
  let stopped = false;
  let index = 0;
  const loop = (async () => {
    while (!stopped) {
      const email = USERS[index++ % USERS.length];
      const started = performance.now();
      try {
        const response = await fetch(`${baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'Portal-Demo-2026' }),
        });
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
      return { latencies: latencies.sort((a, b) => a - b), statuses };
    },
  };
}

async function drive(urls, users, seconds) {
  const perKind = new Map();
  const requests = mixFor(users).map((request) => ({
    ...request,
    onResponse: (status, _body, context) => {
      const samples = perKind.get(context.kind) ?? { latencies: [], statuses: {} };
      samples.latencies.push(performance.now() - context.sentAt);
      samples.statuses[status] = (samples.statuses[status] ?? 0) + 1;
      perKind.set(context.kind, samples);
    },
  }));
  const result = await autocannon({ url: urls, connections: CONNECTIONS, duration: seconds, requests, timeout: 10 });
  return { result, perKind };
}

function report(label, { result, perKind }, signIns) {
  const rows = [...perKind].map(([kind, { latencies, statuses }]) => {
    latencies.sort((a, b) => a - b);
    return [kind, latencies.length, ms(percentile(latencies, 50)), ms(percentile(latencies, 99)), JSON.stringify(statuses)];
  });
  rows.push([
    'sign-in (beside the load)',
    signIns.latencies.length,
    ms(percentile(signIns.latencies, 50)),
    ms(percentile(signIns.latencies, 99)),
    JSON.stringify(signIns.statuses),
  ]);
  console.log(
    `\n${label}: ${CONNECTIONS} connections, ${DURATION_S} s, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  printTable(['request', 'count', 'p50 ms', 'p99 ms', 'answers'], rows);
  const statusCounts = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]));
  const serverErrors =
    Object.entries(statusCounts).reduce((sum, [code, count]) => sum + (Number(code) >= 500 ? count : 0), 0) +
    Object.entries(signIns.statuses).reduce((sum, [code, count]) => sum + (Number(code) >= 500 ? count : 0), 0);
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
  return withinBudget;
}

async function main() {
  const reason = clusterUnavailableReason();
  if (reason) {
    console.error(`${reason}. Example: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379`);
    process.exit(1);
  }
  buildServices();
  const cluster = await startServiceCluster({ processes: 2 });
  let allMet = true;
  const stop = async () => cluster.stop();
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    console.log(`two service processes on ${cluster.database}; proxy ${cluster.url}`);
    const users = await prepareUsers(cluster.url);
    console.log(`users: ${users.map((u) => `${u.email} (${u.loanIds.length} loans)`).join(', ')}`);
    for (const target of TARGETS) {
      const urls = target === 'direct' ? cluster.processes.map((p) => p.url) : [cluster.url];
      await drive(urls, users, WARM_UP_S);
      const signIns = startSignIns(cluster.url);
      const run = await drive(urls, users, DURATION_S);
      const label = target === 'direct' ? 'direct to the two processes' : 'through the service proxy';
      allMet = report(label, run, await signIns.stop()) && allMet;
    }
  } finally {
    await stop();
  }
  process.exit(allMet ? 0 : 1);
}

await main();
