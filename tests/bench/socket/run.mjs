// Socket benchmark: 2,000 sockets connected to one service process, all in one user's room;
// the server publishes a `notification` and we time from the publish request to each delivery.
// Prints per-round time to the last delivery and the p99 over every delivery (target < 100 ms).
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildServices, createBenchDatabase, loginAs, printTable, ROOT, startServer } from '../api/bench-support.mjs';

const require = createRequire(path.join(ROOT, 'tests', 'package.json'));
const { io } = require('socket.io-client');

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const CONNECT_BATCH = 100;
const TARGET_P99_MS = 100;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function connectAll(url, token) {
  const sockets = [];
  for (let start = 0; start < SOCKETS; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, SOCKETS - start) }, () => {
      const socket = io(url, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.once('session-id', resolve);
        socket.once('connect_error', reject);
      });
    });
    await Promise.all(batch);
  }
  return sockets;
}

/** One publish; resolves with each socket's delivery time in ms after the request was sent. */
function round(server, sockets, index, emitTimes) {
  server.child.on('message', function onPublished(message) {
    if (message?.type === 'published' && message.id === `bench-${index}`) {
      emitTimes.push(message.emitMs);
      server.child.off('message', onPublished);
    }
  });
  return new Promise((resolve, reject) => {
    const id = `bench-${index}`;
    const delays = [];
    const timer = setTimeout(() => reject(new Error(`round ${index}: ${delays.length}/${sockets.length} delivered in 10 s`)), 10_000);
    let started;
    const onNotification = (notification) => {
      if (notification.id !== id) return;
      delays.push(performance.now() - started);
      if (delays.length === sockets.length) {
        clearTimeout(timer);
        for (const socket of sockets) socket.off('notification', onNotification);
        resolve(delays);
      }
    };
    for (const socket of sockets) socket.on('notification', onNotification);
    const payload = { id, message: `Benchmark notification ${index}`, link: null, read: false, timestamp: new Date().toISOString() };
    started = performance.now();
    server.send({ type: 'publish', scope: 'group', target: 'user:usr-summit-taylor', event: 'notification', payload });
  });
}

async function main() {
  console.log('building shared-rules and services…');
  buildServices();
  const database = await createBenchDatabase();
  const server = await startServer('portal', database.env);
  let sockets = [];
  try {
    const { access } = await loginAs(server.url, 'lo@summit.test');
    const connectStart = performance.now();
    sockets = await connectAll(server.url, access.token);
    console.log(`database: ${database.description}; ${sockets.length} sockets connected in ${((performance.now() - connectStart) / 1000).toFixed(1)} s`);

    await round(server, sockets, -1, []); // warm-up
    const lastDelivery = [];
    const all = [];
    const emitTimes = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const delays = await round(server, sockets, i, emitTimes);
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
        [`time to last of ${SOCKETS} deliveries (per publish, ${ROUNDS} publishes)`, ms(percentile(lastDelivery, 50)), ms(percentile(lastDelivery, 99)), ms(lastDelivery.at(-1))],
        [`any single delivery (${all.length} deliveries)`, ms(percentile(all, 50)), ms(percentile(all, 99)), ms(all.at(-1))],
        ['server: the publish call writing all frames', ms(percentile(emitTimes, 50)), ms(percentile(emitTimes, 99)), ms(emitTimes.at(-1))],
      ],
    );
    const p99 = percentile(lastDelivery, 99);
    console.log(p99 < TARGET_P99_MS ? `p99 time to last delivery ${ms(p99)} ms: under the ${TARGET_P99_MS} ms target` : `p99 time to last delivery ${ms(p99)} ms: ABOVE the ${TARGET_P99_MS} ms target`);
  } finally {
    for (const socket of sockets) socket.disconnect();
    await server.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
