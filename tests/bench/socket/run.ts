// Socket benchmark: sockets connected to one service process, all in one user's room; the server
// publishes a `notification` and we time from the publish request to each delivery. Two counts,
// each on a fresh server process: the reference (BENCH_SOCKETS, 2,000, target p99 < 100 ms) and
// the scale (BENCH_SCALE_SOCKETS, 20,000, target p99 < 250 ms), whose figures are printed as
// ratios to the reference. For each it prints the time to the last delivery per publish, the p99
// over every delivery, and the server process's RSS and heap before and after the sockets
// connected, per socket. The sockets live in child processes (socket-clients.ts), so decoding
// the frames is not serialised on one client event loop and the figures measure the server.
import { type ChildProcess, fork } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { benchCommand } from '../benchmarks.ts';
import { compileServices } from '../kit/build.ts';
import { ephemeralPortCount, raiseOpenFileLimit } from '../kit/connection-limits.ts';
import { createBenchDatabase } from '../kit/database.ts';
import { loadAverageText, printTable } from '../kit/format.ts';
import { quietMachineCheck } from '../kit/machine.ts';
import { numberOption, quickOr } from '../kit/options.ts';
import { here } from '../kit/paths.ts';
import { percentiles } from '../kit/percentiles.ts';
import { reportResult, runBenchmark } from '../kit/report.ts';
import type { CpuBreakdown } from '../kit/cpu-profile.ts';
import type { ServerMemory } from '../kit/server-messages.ts';
import { type BenchServer, startServices } from '../kit/services.ts';
import { signIn } from '../kit/sign-in.ts';
import type { FromClients, ToClients } from './socket-clients.ts';

const REFERENCE_SOCKETS = numberOption('--sockets', quickOr(2000, 200), 'BENCH_SOCKETS');
/** 0 runs the reference count only. */
const SCALE_SOCKETS = numberOption('--scale-sockets', quickOr(20_000, 1000), 'BENCH_SCALE_SOCKETS');
const ROUNDS = numberOption('--rounds', quickOr(100, 10), 'BENCH_ROUNDS');
/** 0: one client process per 5,000 sockets, at least two. */
const CLIENT_PROCESSES = numberOption('--client-processes', 0, 'BENCH_CLIENT_PROCESSES');
const SOCKETS_PER_CLIENT_PROCESS = 5000;
/** Descriptors a server process holds besides its sockets: database pool, Redis, logs, IPC, modules being read. */
const SERVER_FILE_HEADROOM = 1024;
const ROUND_TIMEOUT_MS = 10_000;
/** Publishes after the measured ones, under V8's profiler (which slows them): where the server's CPU goes. */
const PROFILED_ROUNDS = numberOption('--profiled-rounds', quickOr(20, 5), 'BENCH_PROFILED_ROUNDS');
const REFERENCE_TARGET_P99_MS = 100;
const SCALE_TARGET_P99_MS = 250;
/** The room of the demo loan officer the sockets sign in as (`lo@summit.test`). */
const ROOM = 'user:usr-summit-taylor';

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const ms = (value: number) => value.toFixed(1);
const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

interface Clients {
  child: ChildProcess;
  request<T extends FromClients['type']>(command: ToClients, answerType: T, timeoutMs?: number): Promise<Extract<FromClients, { type: T }>>;
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
  const request = <T extends FromClients['type']>(command: ToClients, answerType: T, timeoutMs?: number) => {
    const answer = waitFor(answerType, 'id' in command ? command.id : undefined, timeoutMs);
    child.send(command);
    return answer;
  };
  return { child, request, waitFor };
}

async function stopClients(clients: readonly Clients[]): Promise<void> {
  for (const client of clients) {
    if (client.child.exitCode !== null) continue;
    const exited = new Promise((resolve) => client.child.once('exit', resolve));
    client.child.send({ type: 'disconnect' } satisfies ToClients);
    await exited;
  }
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

interface ScenarioResult {
  sockets: number;
  clientProcesses: number;
  connectSeconds: number;
  lastDelivery: ReturnType<typeof percentiles>;
  singleDelivery: ReturnType<typeof percentiles>;
  publishCall: ReturnType<typeof percentiles>;
  before: ServerMemory;
  after: ServerMemory;
  /** Bytes the server process holds per connected socket: (after − before) / sockets. */
  rssPerSocket: number;
  heapPerSocket: number;
  loadAverageAtEnd: number;
  /** The server's CPU over `PROFILED_ROUNDS` further publishes, by kind of work. */
  cpu: CpuBreakdown;
}

/** Starts a fresh server process, connects `sockets` clients to it and times `ROUNDS` publishes. */
async function runScenario(database: Awaited<ReturnType<typeof createBenchDatabase>>, sockets: number): Promise<ScenarioResult> {
  const clientProcesses = CLIENT_PROCESSES > 0 ? CLIENT_PROCESSES : Math.max(2, Math.ceil(sockets / SOCKETS_PER_CLIENT_PROCESS));
  const server = await startServices(database);
  const clients: Clients[] = [];
  try {
    const token = await signIn(server.url, 'lo@summit.test');
    const before = await server.memoryUsage();
    const connectStart = performance.now();
    // Every client process connects at once, as browsers would after a restart: the connect time is the server's handshake rate.
    await Promise.all(
      Array.from({ length: clientProcesses }, async (_, index) => {
        const count = Math.floor(sockets / clientProcesses) + (index < sockets % clientProcesses ? 1 : 0);
        const client = startClients();
        clients.push(client);
        await client.request({ type: 'connect', url: server.url, token, count }, 'connected', Math.max(60_000, count * 20));
      }),
    );
    const connectSeconds = (performance.now() - connectStart) / 1000;
    const after = await server.memoryUsage();
    console.log(
      `\n${sockets.toLocaleString('en-US')} sockets in ${clientProcesses} client processes connected in ${connectSeconds.toFixed(1)} s ` +
        `(${(sockets / connectSeconds).toFixed(0)} a second); load average ${loadAverageText(loadavg())}`,
    );

    await round(server, clients, -1, []); // warm-up
    const lastDelivery: number[] = [];
    const all: number[] = [];
    const emitTimes: number[] = [];
    for (let index = 0; index < ROUNDS; index += 1) {
      const delays = await round(server, clients, index, emitTimes);
      lastDelivery.push(delays.reduce((latest, delay) => Math.max(latest, delay), 0));
      for (const delay of delays) all.push(delay);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const cpu = await server.profile(async () => {
      for (let index = 0; index < PROFILED_ROUNDS; index += 1) await round(server, clients, ROUNDS + index, []);
    });
    return {
      sockets,
      clientProcesses,
      connectSeconds,
      lastDelivery: percentiles(lastDelivery),
      singleDelivery: percentiles(all),
      publishCall: percentiles(emitTimes),
      before,
      after,
      rssPerSocket: (after.rss - before.rss) / sockets,
      heapPerSocket: (after.heapUsed - before.heapUsed) / sockets,
      loadAverageAtEnd: loadavg()[0],
      cpu,
    };
  } finally {
    await stopClients(clients);
    await server.stop();
  }
}

function printScenario(result: ScenarioResult): void {
  const { sockets, lastDelivery: last, singleDelivery: single, publishCall: emit, before, after } = result;
  printTable(
    ['measure', 'p50 ms', 'p99 ms', 'max ms'],
    [
      [`time to last of ${sockets} deliveries (per publish, ${ROUNDS} publishes)`, ms(last.p50), ms(last.p99), ms(last.max)],
      [`any single delivery (${single.count} deliveries)`, ms(single.p50), ms(single.p99), ms(single.max)],
      ['server: the publish call writing all frames', ms(emit.p50), ms(emit.p99), ms(emit.max)],
    ],
  );
  printTable(
    ['server process memory', 'before MB', 'after MB', 'per socket KB'],
    [
      ['RSS', megabytes(before.rss), megabytes(after.rss), kilobytes(result.rssPerSocket)],
      ['JS heap used', megabytes(before.heapUsed), megabytes(after.heapUsed), kilobytes(result.heapPerSocket)],
      [
        'external (buffers)',
        megabytes(before.external),
        megabytes(after.external),
        kilobytes((after.external - before.external) / sockets),
      ],
    ],
  );
  const { cpu } = result;
  const busy = cpu.totalMs - cpu.idleMs;
  const share = (part: number) => `${((100 * part) / busy).toFixed(0)} %`;
  printTable(
    [`server CPU over ${PROFILED_ROUNDS} profiled publishes`, 'ms', 'of busy'],
    [
      ['socket writes (the system calls sending frames)', ms(cpu.socketWritesMs), share(cpu.socketWritesMs)],
      ['JavaScript and V8 (socket.io, engine.io, ws, the portal)', ms(cpu.otherMs), share(cpu.otherMs)],
      ['garbage collection', ms(cpu.garbageCollectionMs), share(cpu.garbageCollectionMs)],
      ['idle (waiting for the clients)', ms(cpu.idleMs), ''],
    ],
  );
  console.log(`load average at the end ${result.loadAverageAtEnd.toFixed(1)}`);
}

/** The share of the server's busy time spent in the system calls that write the frames. */
const socketWriteShare = (cpu: CpuBreakdown) => cpu.socketWritesMs / (cpu.totalMs - cpu.idleMs);

const verdict = (p99: number, target: number) => `p99 ${ms(p99)} ms: ${p99 < target ? 'under' : 'ABOVE'} the ${target} ms target`;

const memoryFigures = (result: ScenarioResult) => ({
  rssPerSocketKilobytes: result.rssPerSocket / 1024,
  heapPerSocketKilobytes: result.heapPerSocket / 1024,
  rssBeforeMegabytes: result.before.rss / 1024 / 1024,
  rssAfterMegabytes: result.after.rss / 1024 / 1024,
  heapBeforeMegabytes: result.before.heapUsed / 1024 / 1024,
  heapAfterMegabytes: result.after.heapUsed / 1024 / 1024,
});

/**
 * The largest socket count one server process can hold here, up to `wanted`: its open-file limit
 * (raised when this user may) less the server's own descriptors, and the loopback's ephemeral ports.
 */
function socketCeiling(wanted: number): { sockets: number; note: string | null } {
  const limit = raiseOpenFileLimit(wanted + SERVER_FILE_HEADROOM);
  const ports = ephemeralPortCount();
  const byFiles = limit ? limit.hard - SERVER_FILE_HEADROOM : Number.POSITIVE_INFINITY;
  const byPorts = ports ?? Number.POSITIVE_INFINITY;
  const sockets = Math.min(wanted, byFiles, byPorts);
  console.log(
    `open-file limit ${limit ? `${limit.soft}/${limit.hard} (soft/hard)` : 'unknown'}, ${ports ?? 'unknown'} ephemeral ports on the loopback`,
  );
  if (sockets >= wanted) return { sockets, note: null };
  const note =
    sockets === byFiles
      ? `the open-file limit (hard ${limit?.hard}) could not be raised: ${sockets} sockets, not ${wanted}`
      : `the loopback has ${byPorts} ephemeral ports: ${sockets} sockets, not ${wanted}`;
  console.warn(`warning: ${note}`);
  return { sockets, note };
}

async function main(): Promise<void> {
  const scale = SCALE_SOCKETS > 0 ? socketCeiling(SCALE_SOCKETS) : null;
  quietMachineCheck();
  compileServices();
  const database = await createBenchDatabase('portal_bench_socket');
  try {
    console.log(`database: ${database.description}`);
    const reference = await runScenario(database, REFERENCE_SOCKETS);
    printScenario(reference);
    console.log(verdict(reference.lastDelivery.p99, REFERENCE_TARGET_P99_MS));
    reportResult({
      name: 'socket/publish-to-last-delivery',
      what: `${REFERENCE_SOCKETS.toLocaleString('en-US')} sockets, publish to last delivery`,
      command: benchCommand('socket'),
      result:
        `p99 ${ms(reference.lastDelivery.p99)} ms (p50 ${ms(reference.lastDelivery.p50)} ms) over ${ROUNDS} publishes; ` +
        `the publish call held the server ${ms(reference.publishCall.p50)} ms (p50); ` +
        `${kilobytes(reference.rssPerSocket)} KB RSS, ${kilobytes(reference.heapPerSocket)} KB heap per socket`,
      target: `p99 < ${REFERENCE_TARGET_P99_MS} ms`,
      figures: {
        lastDeliveryP50Ms: reference.lastDelivery.p50,
        lastDeliveryP99Ms: reference.lastDelivery.p99,
        singleDeliveryP99Ms: reference.singleDelivery.p99,
        publishCallP50Ms: reference.publishCall.p50,
        connectSeconds: reference.connectSeconds,
        ...memoryFigures(reference),
      },
      ratios: {},
    });
    if (!scale) return;

    const large = await runScenario(database, scale.sockets);
    printScenario(large);
    console.log(verdict(large.lastDelivery.p99, SCALE_TARGET_P99_MS));
    const ratios = {
      'sockets, scale to reference': large.sockets / reference.sockets,
      'p99 to last delivery, scale to reference': large.lastDelivery.p99 / reference.lastDelivery.p99,
      'p50 to last delivery, scale to reference': large.lastDelivery.p50 / reference.lastDelivery.p50,
      'publish call p50, scale to reference': large.publishCall.p50 / reference.publishCall.p50,
      'RSS per socket, scale to reference': large.rssPerSocket / reference.rssPerSocket,
      'heap per socket, scale to reference': large.heapPerSocket / reference.heapPerSocket,
    };
    printTable(
      [`${large.sockets} sockets against ${reference.sockets}`, 'ratio'],
      Object.entries(ratios).map(([what, ratio]) => [what, `${ratio.toFixed(2)}×`]),
    );
    reportResult({
      name: 'socket/one-process-at-scale',
      what: `${large.sockets.toLocaleString('en-US')} sockets on one service process: publish to last delivery, memory per socket`,
      command: benchCommand('socket'),
      result:
        `p99 ${ms(large.lastDelivery.p99)} ms (p50 ${ms(large.lastDelivery.p50)} ms) over ${ROUNDS} publishes, ` +
        `${ratios['p99 to last delivery, scale to reference'].toFixed(1)}× the ${reference.sockets.toLocaleString('en-US')}-socket p99 ` +
        `for ${ratios['sockets, scale to reference'].toFixed(0)}× the sockets; ` +
        `${kilobytes(large.rssPerSocket)} KB RSS and ${kilobytes(large.heapPerSocket)} KB heap per socket ` +
        `(RSS ${megabytes(large.before.rss)} → ${megabytes(large.after.rss)} MB); connected in ${large.connectSeconds.toFixed(0)} s; ` +
        `${(100 * socketWriteShare(large.cpu)).toFixed(0)} % of the server's busy time during publishes in the system calls writing frames` +
        (scale.note ? `; ${scale.note}` : ''),
      target: `p99 < ${SCALE_TARGET_P99_MS} ms`,
      figures: {
        sockets: large.sockets,
        clientProcesses: large.clientProcesses,
        lastDeliveryP50Ms: large.lastDelivery.p50,
        lastDeliveryP99Ms: large.lastDelivery.p99,
        singleDeliveryP99Ms: large.singleDelivery.p99,
        publishCallP50Ms: large.publishCall.p50,
        connectSeconds: large.connectSeconds,
        socketWriteShare: socketWriteShare(large.cpu),
        ...memoryFigures(large),
      },
      ratios,
    });
  } finally {
    await database.drop();
  }
}

runBenchmark(main);
