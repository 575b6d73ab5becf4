// A benchmark's command line: `--name value` flags, and the quick mode that the runner's
// `--quick` passes down (BENCH_QUICK=1) so that each benchmark picks its own short settings.

/** The value after `--name`, else `fallback`. */
export function flag(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index > 0 && index + 1 < process.argv.length ? process.argv[index + 1] : fallback;
}

/** A number after `--name`, else the environment variable `env` (when given), else `fallback`. */
export function numberOption(name: string, fallback: number, env?: string): number {
  const text = process.argv.includes(name) ? flag(name, '') : env ? process.env[env] : undefined;
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value)) throw new Error(`${name}: ${text} is not a number`);
  return value;
}

/** Quick mode: a smoke check that the benchmark still runs, with figures not worth recording. */
export const isQuick = (): boolean => process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';

/** `full` normally, `quick` in quick mode. */
export const quickOr = <T>(full: T, quick: T): T => (isQuick() ? quick : full);
