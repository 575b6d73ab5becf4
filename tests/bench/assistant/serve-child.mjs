// Child process of the assistant benchmark: serves the services compiled into .build (see
// bench-support.mjs) on a loopback port, with the per-user message allowance and the sign-in
// limits raised so that the benchmark's hundreds of messages a minute are answered, not refused.
// Tells the parent its URL; stops on SIGTERM.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.join(HERE, '..', '..', '..');
const require = createRequire(import.meta.url);
const { buildApp } = require(path.join(HERE, '.build', 'services', 'app.js'));
const { optionsFromEnv } = require(path.join(HERE, '.build', 'services', 'config.js'));

const plenty = { max: 1_000_000, timeWindow: 60_000 };
const options = optionsFromEnv();
// BENCH_POOL_SIZE: PostgreSQL connections of the server (the services' default is 10).
if (process.env.BENCH_POOL_SIZE && options.database.kind === 'postgres') options.database.poolSize = Number(process.env.BENCH_POOL_SIZE);
const app = await buildApp({
  ...options,
  logger: { level: 'warn' },
  remotesFile: path.join(ROOT, 'services', 'config', 'remotes.json'),
  rateLimits: { login: plenty, refresh: plenty, supportSubmit: plenty, chatMessages: plenty },
});

// The process's CPU time so far (user + system, µs): the parent divides it by the replies.
process.on('message', (command) => {
  if (command?.type !== 'cpu-usage') return;
  const { user, system } = process.cpuUsage();
  process.send({ type: 'cpu-usage', micros: user + system });
});

const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.send({ type: 'listening', url });
process.once('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
