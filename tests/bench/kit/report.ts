// How a benchmark records what it measured: `reportResult` writes every result of the process to
// one JSON file, the runner's (BENCH_RESULTS_FILE) or tests/bench/results/latest/<benchmark>.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { machineState } from './machine.ts';
import { isQuick } from './options.ts';
import { LATEST_RESULTS, SUMMARY_FILE } from './paths.ts';
import { type BenchResult, benchmarkOf, type RecordedResult, type Summary } from './summary.ts';

/** The exit code of a benchmark whose figures miss their target: it measured, and says so. */
export const TARGET_MISSED_EXIT_CODE = 2;
/** The exit code of a benchmark that cannot run on this machine (no PostgreSQL, say): not a failure. */
export const SKIPPED_EXIT_CODE = 3;

const reported: RecordedResult[] = [];

const resultsFileOf = (benchmark: string) => process.env.BENCH_RESULTS_FILE ?? path.join(LATEST_RESULTS, `${benchmark}.json`);

/**
 * Records one result with the time, quick mode and the machine's state (the last
 * `quietMachineCheck`, or one now). Each call rewrites the process's results file whole, so a
 * benchmark that stops half-way leaves the results it reached.
 */
export function reportResult(result: BenchResult): RecordedResult {
  const recorded: RecordedResult = { ...result, measuredAt: new Date().toISOString(), quick: isQuick(), machine: machineState() };
  reported.push(recorded);
  const file = resultsFileOf(benchmarkOf(result.name));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(reported, null, 2)}\n`);
  return recorded;
}

/** The results a benchmark process wrote to `file`; none when it wrote nothing. */
export function readResults(file: string): RecordedResult[] {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RecordedResult[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Stops a benchmark that cannot run here, saying why; the runner counts it as skipped. */
export function skipBenchmark(reason: string): never {
  console.log(`skipped: ${reason}`);
  process.exit(SKIPPED_EXIT_CODE);
}

export const readSummary = (file = SUMMARY_FILE): Summary => JSON.parse(readFileSync(file, 'utf8')) as Summary;

export function writeSummary(summary: Summary, file = SUMMARY_FILE): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
}

/**
 * Runs a benchmark's `main`, printing its error and exiting 1 when it throws; a number `main`
 * returns is the exit code (TARGET_MISSED_EXIT_CODE for a benchmark that judges its target).
 */
export function runBenchmark(main: () => Promise<void | number>): void {
  main().then(
    (code) => {
      if (typeof code === 'number') process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
