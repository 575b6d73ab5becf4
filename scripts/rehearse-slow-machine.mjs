// Runs the browser suites as a slower CI machine would: worker threads keep every core busy for a
// share of each 100 ms slice while Playwright runs with no retries, so a race that only a slow
// machine exposes fails here first. Usage (after `npm run build`):
//   node scripts/rehearse-slow-machine.mjs [--duty 0.6] [playwright arguments…]
// --duty is the share of each slice a core spins (0.6 leaves the suites roughly 40 % of it).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, workerData } from 'node:worker_threads';

if (isMainThread) {
  const args = process.argv.slice(2);
  const dutyAt = args.indexOf('--duty');
  const duty = dutyAt >= 0 ? Math.min(0.95, Math.max(0.05, Number(args.splice(dutyAt, 2)[1]))) : 0.6;
  const busy = Array.from({ length: availableParallelism() }, () => new Worker(new URL(import.meta.url), { workerData: { duty } }));
  process.stdout.write(`slow-machine rehearsal: ${busy.length} core(s) busy ${Math.round(duty * 100)} % of the time, no retries\n`);
  const suites = spawn('npx', ['playwright', 'test', '--retries=0', ...args], { stdio: 'inherit', env: { ...process.env, CI: 'true' } });
  suites.on('exit', async (code) => {
    await Promise.all(busy.map((worker) => worker.terminate()));
    process.exit(code ?? 1);
  });
} else {
  const sliceMs = 100;
  const spinMs = sliceMs * workerData.duty;
  const spinThenRest = () => {
    const until = Date.now() + spinMs;
    while (Date.now() < until);
    setTimeout(spinThenRest, sliceMs - spinMs);
  };
  spinThenRest();
}
