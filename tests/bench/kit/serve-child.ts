// The server process of a benchmark: the compiled services (tests/bench/.build) or a bare
// fastify hello-world, on the port the kit chose, so that the load generator does not share its
// event loop. Tells the parent its URL, answers CPU-usage and publish requests, stops on SIGTERM.
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { servicesModule, servicesPackage } from './build.ts';
import { cpuProfiler } from './cpu-profile.ts';
import { ROOT } from './paths.ts';
import { type FromServer, SETTINGS_ENV, type ServerSettings, type ToServer } from './server-messages.ts';

const settings = JSON.parse(process.env[SETTINGS_ENV] ?? '{}') as ServerSettings;
const send = (message: FromServer) => process.send?.(message);

/**
 * A full garbage collection, without starting the server with `--expose-gc` (its node arguments
 * are the benchmark's): the flag set now gives a new context a `gc` function. Memory read after
 * it is what the process holds, not what it has not collected yet.
 */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

async function portal(): Promise<FastifyInstance> {
  const { buildApp } = servicesModule<typeof import('../../../services/src/app.ts')>('app');
  const { optionsFromEnv } = servicesModule<typeof import('../../../services/src/config.ts')>('config');
  const options = optionsFromEnv();
  if (settings.poolSize && options.database.kind === 'postgres') options.database.poolSize = settings.poolSize;
  const plenty = { max: 1_000_000, timeWindow: 60_000 };
  return buildApp({
    ...options,
    logger: { level: 'warn' },
    remotesFile: path.join(ROOT, 'services', 'config', 'remotes.json'),
    ...(settings.raisedLimits
      ? { rateLimits: { signInRequests: plenty, login: plenty, refresh: plenty, supportSubmit: plenty, chatMessages: plenty } }
      : {}),
  });
}

function hello(): FastifyInstance {
  const Fastify = servicesPackage<typeof import('fastify').default>('fastify');
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  return app;
}

async function main(): Promise<void> {
  const app = settings.kind === 'portal' ? await portal() : hello();
  const profiler = cpuProfiler();
  process.on('message', (message: ToServer) => {
    if (message.type === 'cpu-usage') {
      // The process's own CPU time: divided by the requests served, it moves less than
      // requests/s when the load generator shares the cores.
      const { user, system } = process.cpuUsage();
      send({ type: 'cpu-usage', micros: user + system });
    } else if (message.type === 'memory-usage') {
      collectGarbage();
      const { rss, heapUsed, external } = process.memoryUsage();
      send({ type: 'memory-usage', rss, heapUsed, external });
    } else if (message.type === 'publish') {
      const started = performance.now();
      app.publish('group', message.group, 'notification', message.notification);
      send({ type: 'published', id: message.notification.id, emitMs: performance.now() - started });
    } else if (message.type === 'profile-start') {
      void profiler.start().then(() => send({ type: 'profile-started' }));
    } else if (message.type === 'profile-stop') {
      void profiler.stop().then((breakdown) => send({ type: 'profile', ...breakdown }));
    }
  });
  await app.listen({ port: settings.port, host: '127.0.0.1' });
  send({ type: 'listening', url: `http://127.0.0.1:${settings.port}` });
  process.once('SIGTERM', () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
