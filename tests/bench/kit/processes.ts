// Child processes of a benchmark that run TypeScript: they get the same loader (node's execArgv,
// e.g. `--import tsx`) as the benchmark that starts them.
import { type ExecFileSyncOptionsWithStringEncoding, execFileSync } from 'node:child_process';

/** The node arguments that load TypeScript, as this process was started with them. */
export const typeScriptLoader = (): string[] => [...process.execArgv];

/** Runs `node <loader> [nodeOptions] script args` to the end and returns its standard output. */
export function runTypeScript(
  script: string,
  args: readonly string[],
  { nodeOptions = [], ...options }: Partial<ExecFileSyncOptionsWithStringEncoding> & { nodeOptions?: readonly string[] } = {},
): string {
  return execFileSync(process.execPath, [...typeScriptLoader(), ...nodeOptions, script, ...args], { encoding: 'utf8', ...options });
}
