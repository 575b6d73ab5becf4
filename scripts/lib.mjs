// Small helpers shared by the root commands (up, test, build): only Node built-ins, because they
// run before `npm install` on a fresh clone.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const remotes = ['mfe-loan', 'mfe-admin', 'mfe-help-center', 'mfe-assistant', 'mfe-add-loan'];
export const webPackages = ['host-shell', ...remotes];
/** What serving the built portal needs: services, the host and every remote's manifest. */
export const portalBuildFiles = [
  'services/dist/server.js',
  'host-shell/dist/index.html',
  ...remotes.map((r) => `${r}/dist/mf-manifest.json`),
];
export const ports = {
  services: 4000,
  'host-shell': 3000,
  'mfe-loan': 3001,
  'mfe-admin': 3002,
  'mfe-help-center': 3003,
  'mfe-assistant': 3004,
  'mfe-add-loan': 3005,
};

/** Environment for every child: nx (inside lerna) must not start a daemon or reuse stale caches. */
export const childEnv = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_SKIP_NX_CACHE: 'true' };

export function log(message) {
  process.stdout.write(`\n▶ ${message}\n`);
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: childEnv, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

// What a test runner prints when something fails: jest's "FAIL <file>" and "● <test>" headers,
// Playwright's numbered failures and its failed/flaky counts, lerna's failed task, tsc's and Biome's errors.
const FAILURE_LINE = /^\s*(FAIL\s|● (?!Console)|\d+\) \[|✘|\d+ (failed|flaky)\b|Tests:.*failed|lerna ERR!|.*error TS\d+|.*━━━━)/;
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * Runs a command like `run`, passing its output through, and resolves with its exit code and the
 * lines that name a failure, so a summary at the end of a long log can say what failed.
 */
export function runNamingFailures(command, args, options = {}) {
  return new Promise((resolve) => {
    const failures = [];
    const child = spawn(command, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env: childEnv, ...options });
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let pending = '';
      stream.on('data', (chunk) => {
        sink.write(chunk);
        const lines = (pending + chunk.toString('utf8')).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          const plain = line.replace(ANSI, '').trimEnd();
          if (FAILURE_LINE.test(plain) && !failures.includes(plain)) failures.push(plain);
        }
      });
    }
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), failures }));
    child.on('error', () => resolve({ code: 127, failures }));
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    process.stderr.write(`\n✖ ${command} ${args.join(' ')} exited with ${code}\n`);
    process.exit(code);
  }
}

/** Installs the workspace when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const fresh = existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh) return;
  log('Installing dependencies (npm install)');
  await runOrExit('npm', ['install', '--no-audit', '--no-fund']);
}

/**
 * Debian's headless shell of Chromium (the browser Playwright itself runs headless by default):
 * the same engine without the desktop browser's window layers, about 13 % less CPU for the same
 * pages (README, CI section).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Installs Debian's Chromium headless shell for Playwright when it is absent (browsers cannot be downloaded). */
export async function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  log('Installing Debian chromium-headless-shell for the browser suites');
  const sudo = process.getuid && process.getuid() !== 0 ? ['sudo'] : [];
  const apt = (args) => spawnSync(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, { stdio: 'inherit' });
  apt(['update', '-qq']);
  const result = apt(['install', '-y', '-qq', 'chromium-headless-shell', 'fonts-liberation']);
  if (result.status !== 0 || !existsSync(chromiumPath)) {
    process.stderr.write(`✖ chromium-headless-shell could not be installed; the browser suites need ${chromiumPath}\n`);
    process.exit(1);
  }
}
