// The whole built portal for browser benchmarks: the one at PORTAL_URL when it answers, else the
// built one started by scripts/serve-portal.mjs on its fixed ports (3000–3005, services on 4000)
// with a fresh embedded database. Needs `npm run build` first.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './paths.ts';

const START_TIMEOUT_MS = 90_000;

export interface BenchPortal {
  url: string;
  /** Stops the portal when this run started it; leaves a running one alone. */
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/version`)).ok;
  } catch {
    return false;
  }
}

export async function startPortal(): Promise<BenchPortal> {
  const url = process.env.PORTAL_URL ?? 'http://localhost:3000';
  if (await answers(url)) return { url, stop: async () => {} };
  console.log('starting the built portal (node scripts/serve-portal.mjs --fresh --quiet)…');
  const portal = spawn(process.execPath, [path.join(ROOT, 'scripts', 'serve-portal.mjs'), '--fresh', '--quiet'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(url))) {
    if (portal.exitCode !== null) throw new Error('the portal stopped while starting: run `npm run build` first');
    if (Date.now() > deadline) {
      portal.kill('SIGTERM');
      throw new Error(`the portal did not start within ${START_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (portal.exitCode !== null) return resolve();
        portal.once('exit', () => resolve());
        portal.kill('SIGTERM');
      }),
  };
}
