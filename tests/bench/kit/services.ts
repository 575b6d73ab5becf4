// Servers a benchmark measures, each in a child process (serve-child.ts) on a free port the kit
// chose: the portal's compiled services (`startServices`) and the bare fastify hello-world that
// API figures are a ratio of (`startHello`).
import { type ChildProcess, fork } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { Notification } from 'shared-rules';
import type { CpuBreakdown } from './cpu-profile.ts';
import type { BenchDatabase } from './database.ts';
import { KIT } from './paths.ts';
import {
  type FromServer,
  SETTINGS_ENV,
  type ServerKind,
  type ServerMemory,
  type ServerSettings,
  type ToServer,
} from './server-messages.ts';

const START_TIMEOUT_MS = 120_000;

export interface BenchServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** The server process's CPU time so far (user + system), in µs. */
  cpuMicros(): Promise<number>;
  /** The server process's memory after a full garbage collection. */
  memoryUsage(): Promise<ServerMemory>;
  /** Publishes a notification to a socket.io group (`user:<id>`) with the services' own publish; resolves with how long the call held the server's event loop. */
  publish(group: string, notification: Notification): Promise<number>;
  /** Profiles the server process's CPU while `work` runs; answers where its time went. */
  profile(work: () => Promise<void>): Promise<CpuBreakdown>;
  stop(): Promise<void>;
}

/** A port no one listens on now, from the system: fixed for the server the kit then starts on it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The next message from `child` that `accept` picks out. */
function nextMessage<T extends FromServer>(child: ChildProcess, accept: (message: FromServer) => message is T): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: FromServer) => {
      if (!accept(message)) return;
      child.off('message', listener);
      resolve(message);
    };
    child.on('message', listener);
  });
}

async function startServer(
  kind: ServerKind,
  env: Record<string, string>,
  options: Omit<ServerSettings, 'kind' | 'port'>,
): Promise<BenchServer> {
  const port = await freePort();
  const settings: ServerSettings = { kind, port, ...options };
  // execArgv is inherited: the child runs TypeScript through the same loader as the benchmark.
  const child = fork(path.join(KIT, 'serve-child.ts'), [], {
    env: { ...process.env, ...env, [SETTINGS_ENV]: JSON.stringify(settings) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const send = (message: ToServer) => child.send(message);
  let exitedWhileStarting: ((code: number | null) => void) | undefined;
  const listening = await new Promise<Extract<FromServer, { type: 'listening' }>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the ${kind} server did not start in ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
    exitedWhileStarting = (code) => reject(new Error(`the ${kind} server exited with ${code} while starting`));
    child.once('exit', exitedWhileStarting);
    nextMessage(child, (message): message is Extract<FromServer, { type: 'listening' }> => message.type === 'listening').then((message) => {
      clearTimeout(timer);
      resolve(message);
    }, reject);
  }).finally(() => {
    if (exitedWhileStarting) child.off('exit', exitedWhileStarting);
  });
  return {
    url: listening.url,
    port,
    child,
    async cpuMicros() {
      const answer = nextMessage(child, (message): message is Extract<FromServer, { type: 'cpu-usage' }> => message.type === 'cpu-usage');
      send({ type: 'cpu-usage' });
      return (await answer).micros;
    },
    async memoryUsage() {
      const answer = nextMessage(
        child,
        (message): message is Extract<FromServer, { type: 'memory-usage' }> => message.type === 'memory-usage',
      );
      send({ type: 'memory-usage' });
      const { rss, heapUsed, external } = await answer;
      return { rss, heapUsed, external };
    },
    async publish(group, notification) {
      const answer = nextMessage(
        child,
        (message): message is Extract<FromServer, { type: 'published' }> => message.type === 'published' && message.id === notification.id,
      );
      send({ type: 'publish', group, notification });
      return (await answer).emitMs;
    },
    async profile(work) {
      const started = nextMessage(
        child,
        (message): message is Extract<FromServer, { type: 'profile-started' }> => message.type === 'profile-started',
      );
      send({ type: 'profile-start' });
      await started;
      await work();
      const answer = nextMessage(child, (message): message is Extract<FromServer, { type: 'profile' }> => message.type === 'profile');
      send({ type: 'profile-stop' });
      const { type: _type, ...breakdown } = await answer;
      return breakdown;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The compiled services (`compileServices()` first) on `database`, in a child process on a free
 * loopback port. `raisedLimits` lifts the sign-in and chat allowances; `env` adds to the
 * environment (REDIS_URL for several processes).
 */
export function startServices(
  database: BenchDatabase,
  { raisedLimits = false, poolSize, env = {} }: { raisedLimits?: boolean; poolSize?: number; env?: Record<string, string> } = {},
): Promise<BenchServer> {
  return startServer('portal', { ...database.env, ...env }, { raisedLimits, ...(poolSize ? { poolSize } : {}) });
}

/** A bare fastify answering `GET /hello`, in a child process like the services: the naive baseline. */
export const startHello = (): Promise<BenchServer> => startServer('hello', {}, { raisedLimits: false });
