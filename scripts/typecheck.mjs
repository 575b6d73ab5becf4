// Type-checks every package (TypeScript 7, check only) as three programs: the browser packages
// (shared-ui, the host and the remotes, whose tsconfigs are the same), the Node packages
// (shared-rules and services) and the cross-remote tests. One program per kind reads shared-rules,
// shared-ui, React and Mantine once, where one per package read them eleven times (README, CI).
// Each package's own `npm run typecheck -w <package>` still checks it alone.
import { fileURLToPath } from 'node:url';
import { ensureInstalled, log, run } from './lib.mjs';

export const TYPECHECK_PROGRAMS = ['tsconfig.browser-packages.json', 'tsconfig.node-packages.json', 'tests/tsconfig.json'];

/** Checks every program, each after the other (tsc's own checkers keep both cores busy); resolves with the worst exit code. */
export async function typecheckAll() {
  let worst = 0;
  for (const project of TYPECHECK_PROGRAMS) {
    const code = await run('npx', ['tsc', '-p', project, '--noEmit']);
    if (code !== 0) process.stderr.write(`\n✖ type check of ${project} failed (exit ${code})\n`);
    worst = Math.max(worst, code);
  }
  return worst;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await ensureInstalled();
  log('Type-checking every package');
  process.exit(await typecheckAll());
}
