// The services and shared-rules compiled with the repository's swc, as their own builds do, into
// tests/bench/.build, so that a benchmark runs the source as it is and nothing in services/dist
// or shared-rules/dist changes.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BUILD, ROOT, SERVICES } from './paths.ts';

const SWC_OPTIONS = [
  '--strip-leading-paths',
  '--copy-files',
  '--ignore',
  '**/*.test.ts',
  '-C',
  'module.type=commonjs',
  '-C',
  'jsc.parser.syntax=typescript',
  '-C',
  'jsc.target=es2022',
];

/** Set by the runner once it has compiled, so that the benchmarks it starts do not compile again. */
const COMPILED_ENV = 'BENCH_SERVICES_COMPILED';

/**
 * Compiles shared-rules into `.build/node_modules/shared-rules` (so the compiled services resolve
 * `shared-rules` to it) and services into `.build/services` (its own non-hoisted packages linked
 * from services/node_modules). Skipped when the runner has just done it.
 */
export function compileServices(): void {
  if (process.env[COMPILED_ENV] === '1' && existsSync(path.join(BUILD, 'services', 'app.js'))) return;
  console.log('compiling shared-rules and services (swc) into tests/bench/.build…');
  rmSync(BUILD, { recursive: true, force: true });
  const swc = path.join(ROOT, 'node_modules', '.bin', 'swc');
  const rules = path.join(BUILD, 'node_modules', 'shared-rules');
  mkdirSync(rules, { recursive: true });
  writeFileSync(path.join(rules, 'package.json'), JSON.stringify({ name: 'shared-rules', private: true, main: './dist/index.js' }));
  execFileSync(swc, ['src', '-d', path.join(rules, 'dist'), ...SWC_OPTIONS], { cwd: path.join(ROOT, 'shared-rules'), stdio: 'pipe' });
  const services = path.join(BUILD, 'services');
  execFileSync(swc, ['src', '-d', services, ...SWC_OPTIONS], { cwd: SERVICES, stdio: 'pipe' });
  symlinkSync(path.join(SERVICES, 'node_modules'), path.join(services, 'node_modules'), 'dir');
  process.env[COMPILED_ENV] = '1';
}

const requireCompiled = createRequire(path.join(BUILD, 'services', 'package.json'));

/**
 * A module of the compiled services, typed as its source: `servicesModule<typeof import(
 * '../../../services/src/platform/db/connect.ts')>('platform/db/connect')`. `compileServices()` first.
 */
export function servicesModule<Module>(modulePath: string): Module {
  const file = path.join(BUILD, 'services', `${modulePath}.js`);
  if (!existsSync(file)) throw new Error(`${file} is missing: compileServices() first`);
  return requireCompiled(file) as Module;
}

/** A package as the compiled services resolve it (kysely, pg, fastify…), typed by the caller. */
export const servicesPackage = <Module>(name: string): Module => requireCompiled(name) as Module;
