// Socket benchmark: 2,000 sockets connected to one service process, all in one user's room;
// the server publishes a `notification` and we time from the publish request to each delivery.
// The sockets live in BENCH_CLIENT_PROCESSES child processes (default 2), so decoding 2,000
// frames is not serialised on one client event loop and the figures measure the server.
// Prints per-round time to the last delivery and the p99 over every delivery (target < 100 ms).
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServices, createBenchDatabase, loginAs, printTable, startServer } from '../api/bench-support.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const CLIENT_PROCESSES = Math.max(1, Number(process.env.BENCH_CLIENT_PROCESSES ?? 2));
const ROUND_TIMEOUT_MS = 10_000;
const TARGET_P99_MS = 100;

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** A child process holding `count` sockets, with helpers to send it commands and await answers. */
function startClients(count) {
  const child = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'socket-clients.mjs'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  /** The next message of `type` (and `id`, when given), or a rejection after `timeoutMs`. */
  const waitFor = (type, id, timeoutMs = 60_000) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        child.off('message', onMessage);
        reject(new Error(`client process: no ${type} within ${timeoutMs} ms`));
      }, timeoutMs);
      const onMessage = (message) => {
        if (message?.type === 'failed') {
          clearTimeout(timer);
          child.off('message', onMessage);
          reject(new Error(`client process: ${message.message}`));
        } else if (message?.type === type && (id === undefined || message.id === id)) {
          clearTimeout(timer);
          child.off('message', onMessage);
          resolve(message);
        }
      };
      child.on('message', onMessage);
    });
  const request = (command, answerType) => {
    const answer = waitFor(answerType, command.id);
    child.send(command);
    return answer;
  };
  return { child, count, request, waitFor };
}

/** One publish; resolves with each socket's delivery time in ms after the request was sent. */
async function round(server, clients, index, emitTimes) {
  const id = `bench-${index}`;
  await Promise.all(clients.map((c) => c.request({ type: 'expect', id }, 'armed')));
  const delivered = Promise.all(clients.map((c) => c.waitFor('delivered', id, ROUND_TIMEOUT_MS)));
  const published = new Promise((resolve) => {
    server.child.on('message', function onPublished(message) {
      if (message?.type === 'published' && message.id === id) {
        server.child.off('message', onPublished);
        resolve(message.emitMs);
      }
    });
  });
  const payload = { id, message: `Benchmark notification ${index}`, link: null, read: false, timestamp: new Date().toISOString() };
  const started = nowMs();
  server.send({ type: 'publish', scope: 'group', target: 'user:usr-summit-taylor', event: 'notification', payload });
  const results = await delivered;
  emitTimes.push(await published);
  return results.flatMap((result) => result.arrivals.map((arrival) => arrival - started));
}

async function main() {
  console.log('building shared-rules and services…');
  buildServices();
  const database = await createBenchDatabase();
  const server = await startServer('portal', database.env);
  const clients = [];
  try {
    const { access } = await loginAs(server.url, 'lo@summit.test');
    const connectStart = performance.now();
    for (let i = 0; i < CLIENT_PROCESSES; i += 1) {
      const count = Math.floor(SOCKETS / CLIENT_PROCESSES) + (i < SOCKETS % CLIENT_PROCESSES ? 1 : 0);
      const client = startClients(count);
      clients.push(client);
      await client.request({ type: 'connect', url: server.url, token: access.token, count }, 'connected');
    }
    console.log(
      `database: ${database.description}; ${SOCKETS} sockets in ${CLIENT_PROCESSES} client processes connected in ` +
        `${((performance.now() - connectStart) / 1000).toFixed(1)} s; load average ${loadavg()[0].toFixed(1)}`,
    );

    await round(server, clients, -1, []); // warm-up
    const lastDelivery = [];
    const all = [];
    const emitTimes = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const delays = await round(server, clients, i, emitTimes);
      lastDelivery.push(Math.max(...delays));
      all.push(...delays);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    lastDelivery.sort((a, b) => a - b);
    all.sort((a, b) => a - b);
    emitTimes.sort((a, b) => a - b);
    const ms = (v) => v.toFixed(1);
    printTable(
      ['measure', 'p50 ms', 'p99 ms', 'max ms'],
      [
        [
          `time to last of ${SOCKETS} deliveries (per publish, ${ROUNDS} publishes)`,
          ms(percentile(lastDelivery, 50)),
          ms(percentile(lastDelivery, 99)),
          ms(lastDelivery.at(-1)),
        ],
        [`any single delivery (${all.length} deliveries)`, ms(percentile(all, 50)), ms(percentile(all, 99)), ms(all.at(-1))],
        ['server: the publish call writing all frames', ms(percentile(emitTimes, 50)), ms(percentile(emitTimes, 99)), ms(emitTimes.at(-1))],
      ],
    );
    const p99 = percentile(lastDelivery, 99);
    console.log(`load average at the end ${loadavg()[0].toFixed(1)}`);
    console.log(
      p99 < TARGET_P99_MS
        ? `p99 time to last delivery ${ms(p99)} ms: under the ${TARGET_P99_MS} ms target`
        : `p99 time to last delivery ${ms(p99)} ms: ABOVE the ${TARGET_P99_MS} ms target`,
    );
  } finally {
    for (const client of clients) {
      if (client.child.exitCode === null) {
        const exited = new Promise((resolve) => client.child.once('exit', resolve));
        client.child.send({ type: 'disconnect' });
        await exited;
      }
    }
    await server.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
