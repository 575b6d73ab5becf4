// Socket benchmark: 2,000 sockets connected to one service process, all in one user's room;
// the server publishes a `notification` and we time from the publish request to each delivery.
// The sockets live in BENCH_CLIENT_PROCESSES child processes (default 2), so decoding 2,000
// frames is not serialised on one client event loop and the figures measure the server.
// Prints per-round time to the last delivery and the p99 over every delivery (target < 100 ms).
import { type ChildProcess, fork } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { benchCommand } from '../benchmarks.ts';
import { compileServices } from '../kit/build.ts';
import { createBenchDatabase } from '../kit/database.ts';
import { printTable } from '../kit/format.ts';
import { quietMachineCheck } from '../kit/machine.ts';
import { numberOption, quickOr } from '../kit/options.ts';
import { here } from '../kit/paths.ts';
import { percentiles } from '../kit/percentiles.ts';
import { reportResult, runBenchmark } from '../kit/report.ts';
import { type BenchServer, startServices } from '../kit/services.ts';
import { signIn } from '../kit/sign-in.ts';
import type { FromClients, ToClients } from './socket-clients.ts';

const SOCKETS = numberOption('--sockets', quickOr(2000, 200), 'BENCH_SOCKETS');
const ROUNDS = numberOption('--rounds', quickOr(100, 10), 'BENCH_ROUNDS');
const CLIENT_PROCESSES = Math.max(1, numberOption('--client-processes', 2, 'BENCH_CLIENT_PROCESSES'));
const ROUND_TIMEOUT_MS = 10_000;
const TARGET_P99_MS = 100;
/** The room of the demo loan officer the sockets sign in as (`lo@summit.test`). */
const ROOM = 'user:usr-summit-taylor';

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

interface Clients {
  child: ChildProcess;
  request<T extends FromClients['type']>(command: ToClients, answerType: T): Promise<Extract<FromClients, { type: T }>>;
  waitFor<T extends FromClients['type']>(type: T, id?: string, timeoutMs?: number): Promise<Extract<FromClients, { type: T }>>;
}

/** A child process holding its share of the sockets, with helpers to send it commands and await answers. */
function startClients(): Clients {
  const child = fork(path.join(here(import.meta.url), 'socket-clients.ts'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waitFor = <T extends FromClients['type']>(type: T, id?: string, timeoutMs = 60_000) =>
    new Promise<Extract<FromClients, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.off('message', onMessage);
        reject(new Error(`client process: no ${type} within ${timeoutMs} ms`));
      }, timeoutMs);
      const onMessage = (message: FromClients) => {
        if (message.type === 'failed') {
          clearTimeout(timer);
          child.off('message', onMessage);
          reject(new Error(`client process: ${message.message}`));
        } else if (message.type === type && (id === undefined || !('id' in message) || message.id === id)) {
          clearTimeout(timer);
          child.off('message', onMessage);
          resolve(message as Extract<FromClients, { type: T }>);
        }
      };
      child.on('message', onMessage);
    });
  const request = <T extends FromClients['type']>(command: ToClients, answerType: T) => {
    const answer = waitFor(answerType, 'id' in command ? command.id : undefined);
    child.send(command);
    return answer;
  };
  return { child, request, waitFor };
}

/** One publish; resolves with each socket's delivery time in ms after the request was sent. */
async function round(server: BenchServer, clients: readonly Clients[], index: number, emitTimes: number[]): Promise<number[]> {
  const id = `bench-${index}`;
  await Promise.all(clients.map((client) => client.request({ type: 'expect', id }, 'armed')));
  const delivered = Promise.all(clients.map((client) => client.waitFor('delivered', id, ROUND_TIMEOUT_MS)));
  const notification = { id, message: `Benchmark notification ${index}`, link: null, read: false, timestamp: new Date().toISOString() };
  const started = nowMs();
  const published = server.publish(ROOM, notification);
  const results = await delivered;
  emitTimes.push(await published);
  return results.flatMap((result) => result.arrivals.map((arrival) => arrival - started));
}

async function main(): Promise<void> {
  quietMachineCheck();
  compileServices();
  const database = await createBenchDatabase('portal_bench_socket');
  const server = await startServices(database);
  const clients: Clients[] = [];
  try {
    const token = await signIn(server.url, 'lo@summit.test');
    const connectStart = performance.now();
    for (let index = 0; index < CLIENT_PROCESSES; index += 1) {
      const count = Math.floor(SOCKETS / CLIENT_PROCESSES) + (index < SOCKETS % CLIENT_PROCESSES ? 1 : 0);
      const client = startClients();
      clients.push(client);
      await client.request({ type: 'connect', url: server.url, token, count }, 'connected');
    }
    console.log(
      `database: ${database.description}; ${SOCKETS} sockets in ${CLIENT_PROCESSES} client processes connected in ` +
        `${((performance.now() - connectStart) / 1000).toFixed(1)} s; load average ${loadavg()[0].toFixed(1)}`,
    );

    await round(server, clients, -1, []); // warm-up
    const lastDelivery: number[] = [];
    const all: number[] = [];
    const emitTimes: number[] = [];
    for (let index = 0; index < ROUNDS; index += 1) {
      const delays = await round(server, clients, index, emitTimes);
      lastDelivery.push(Math.max(...delays));
      all.push(...delays);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const last = percentiles(lastDelivery);
    const single = percentiles(all);
    const emit = percentiles(emitTimes);
    const ms = (value: number) => value.toFixed(1);
    printTable(
      ['measure', 'p50 ms', 'p99 ms', 'max ms'],
      [
        [`time to last of ${SOCKETS} deliveries (per publish, ${ROUNDS} publishes)`, ms(last.p50), ms(last.p99), ms(last.max)],
        [`any single delivery (${all.length} deliveries)`, ms(single.p50), ms(single.p99), ms(single.max)],
        ['server: the publish call writing all frames', ms(emit.p50), ms(emit.p99), ms(emit.max)],
      ],
    );
    console.log(`load average at the end ${loadavg()[0].toFixed(1)}`);
    console.log(
      `p99 time to last delivery ${ms(last.p99)} ms: ${last.p99 < TARGET_P99_MS ? 'under' : 'ABOVE'} the ${TARGET_P99_MS} ms target`,
    );
    reportResult({
      name: 'socket/publish-to-last-delivery',
      what: `${SOCKETS.toLocaleString('en-US')} sockets, publish to last delivery`,
      command: benchCommand('socket'),
      result: `p99 ${ms(last.p99)} ms (p50 ${ms(last.p50)} ms) over ${ROUNDS} publishes; the publish call held the server ${ms(emit.p50)} ms (p50)`,
      target: `p99 < ${TARGET_P99_MS} ms`,
      figures: { lastDeliveryP50Ms: last.p50, lastDeliveryP99Ms: last.p99, singleDeliveryP99Ms: single.p99, publishCallP50Ms: emit.p50 },
      ratios: {},
    });
  } finally {
    for (const client of clients) {
      if (client.child.exitCode === null) {
        const exited = new Promise((resolve) => client.child.once('exit', resolve));
        client.child.send({ type: 'disconnect' } satisfies ToClients);
        await exited;
      }
    }
    await server.stop();
    await database.drop();
  }
}

runBenchmark(main);
