// Type-checks every package with its own tsconfig (TypeScript 7, check only).
import { ensureInstalled, log, runOrExit } from './lib.mjs';

export async function typecheckAll() {
  log('Type-checking every package (lerna run typecheck)');
  await runOrExit('npx', ['lerna', 'run', 'typecheck', '--concurrency', '2', '--loglevel', 'warn']);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureInstalled();
  await typecheckAll();
}
