// What both benchmarks share: build the services, give them a database of their own, start a
// server in a child process (so the load generator does not share its event loop), stop it.
import { execFileSync, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPortalDatabase, ROOT, SERVICES } from '../../support/portal-database.cjs';

export { ROOT, SERVICES };

/** Builds shared-rules and services (CommonJS into their dist folders). */
export function buildServices() {
  for (const workspace of ['shared-rules', 'services']) {
    execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
}

/** A database only this run uses, seeded with the demo lender (see tests/support/portal-database.cjs). */
export const createBenchDatabase = () => createPortalDatabase('portal_bench');

/**
 * Starts `serve-child.mjs` in a child process: `portal` (the built services) or `hello` (a bare
 * fastify hello-world). Resolves once it listens, with its URL, a `send` for IPC commands and `stop`.
 */
export function startServer(kind, env = {}) {
  const child = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve-child.mjs'), [kind], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${kind} server did not start in 60 s`)), 60_000);
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
    child.on('message', (message) => {
      if (message?.type !== 'listening') return;
      clearTimeout(timer);
      resolve({
        url: message.url,
        child,
        send: (command) => child.send(command),
        /** The server process's CPU time so far (user + system), in µs. */
        cpuMicros: () =>
          new Promise((done) => {
            child.on('message', function onUsage(answer) {
              if (answer?.type !== 'cpu-usage') return;
              child.off('message', onUsage);
              done(answer.micros);
            });
            child.send({ type: 'cpu-usage' });
          }),
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

export async function loginAs(baseUrl, email, password = 'Portal-Demo-2026') {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Prints rows as an aligned text table. */
export function printTable(headers, rows) {
  const widths = headers.map((h, i) => Math.max(String(h).length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}
