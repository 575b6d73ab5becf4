// Child process of the benchmarks: serves the built portal services or a bare hello-world on a
// loopback port, tells the parent its URL, and stops cleanly on SIGTERM.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVICES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'services');
const require = createRequire(path.join(SERVICES, 'package.json'));
const kind = process.argv[2];

let app;
if (kind === 'hello') {
  const Fastify = require('fastify');
  app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
} else if (kind === 'portal') {
  const { buildApp } = require(path.join(SERVICES, 'dist', 'app.js'));
  const { optionsFromEnv } = require(path.join(SERVICES, 'dist', 'config.js'));
  app = await buildApp({ ...optionsFromEnv(), logger: false });
  // The socket benchmark asks for publishes over IPC, so the measured path is the real publish.
  process.on('message', (command) => {
    if (command?.type === 'publish') {
      const started = performance.now();
      app.publish(command.scope, command.target, command.event, command.payload);
      // How long the publish call held the server's event loop (writing every socket's frame).
      process.send({ type: 'published', id: command.payload?.id, emitMs: performance.now() - started });
    }
  });
} else {
  throw new Error(`unknown server kind ${kind}`);
}

// The process's own CPU time (user + system, µs): the parent divides it by the requests served,
// a figure that moves less than requests/s when the load generator shares the cores.
process.on('message', (command) => {
  if (command?.type === 'cpu-usage') {
    const { user, system } = process.cpuUsage();
    process.send({ type: 'cpu-usage', micros: user + system });
  }
});

const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.send({ type: 'listening', url });
process.once('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
