// `npm run bench [-- <name>…] [--quick] [--list]`: runs the benchmarks one after the other, each in
// a process of its own, and writes one summary. A full run puts its results into the committed
// summary (tests/bench/results/summary.json) and generates the README's measured table from it;
// a quick run (each benchmark's short settings: a smoke check that it still runs) writes its
// summary to tests/bench/results/latest/quick-summary.json only.
// Benchmarks start servers on ports: run one `npm run bench` at a time on a machine.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCHMARKS, type Benchmark } from './benchmarks.ts';
import { compileServices } from './kit/build.ts';
import { printTable } from './kit/format.ts';
import { quietMachineCheck } from './kit/machine.ts';
import { isQuick } from './kit/options.ts';
import { LATEST_RESULTS, README, ROOT } from './kit/paths.ts';
import { withMeasuredSection } from './kit/readme-table.ts';
import { readResults, readSummary, runBenchmark, SKIPPED_EXIT_CODE, TARGET_MISSED_EXIT_CODE, writeSummary } from './kit/report.ts';
import { mergeResults, type RecordedResult } from './kit/summary.ts';

type Outcome = 'done' | 'target missed' | 'skipped' | 'FAILED';

function selected(): Benchmark[] {
  const names = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
  const unknown = names.filter((name) => !BENCHMARKS.some((benchmark) => benchmark.name === name));
  if (unknown.length > 0) throw new Error(`no benchmark named ${unknown.join(', ')}: see npm run bench -- --list`);
  return names.length === 0 ? [...BENCHMARKS] : BENCHMARKS.filter((benchmark) => names.includes(benchmark.name));
}

/** Builds once what the selected benchmarks need, so that each does not build again. */
function prepare(benchmarks: readonly Benchmark[]): void {
  const needs = new Set(benchmarks.flatMap((benchmark) => benchmark.needs));
  if (needs.has('services')) compileServices();
  if (needs.has('shared-rules')) {
    console.log('building shared-rules (its benchmarks measure its build)…');
    execFileSync('npm', ['run', 'build', '-w', 'shared-rules'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
}

function runOne(benchmark: Benchmark, resultsFile: string): Promise<number> {
  rmSync(resultsFile, { force: true });
  // The benchmark's own process loads TypeScript the way this one does.
  const child = spawn(process.execPath, [...process.execArgv, path.join(ROOT, benchmark.script)], {
    cwd: ROOT,
    env: { ...process.env, BENCH_QUICK: isQuick() ? '1' : '0', BENCH_RESULTS_FILE: resultsFile },
    stdio: 'inherit',
  });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const outcomeOf = (code: number): Outcome =>
  code === 0 ? 'done' : code === TARGET_MISSED_EXIT_CODE ? 'target missed' : code === SKIPPED_EXIT_CODE ? 'skipped' : 'FAILED';

async function main(): Promise<number> {
  if (process.argv.includes('--list')) {
    printTable(
      ['benchmark', 'measures', 'needs'],
      BENCHMARKS.map((benchmark) => [benchmark.name, benchmark.about, benchmark.needs.join(', ') || '–']),
    );
    return 0;
  }
  const benchmarks = selected();
  const quick = isQuick();
  const machine = quietMachineCheck();
  console.log(
    `${quick ? 'quick run' : 'run'} of ${benchmarks.map((benchmark) => benchmark.name).join(', ')}; load average ${machine.loadAverage.map((value) => value.toFixed(1)).join(' ')} on ${machine.cores} cores`,
  );
  prepare(benchmarks);

  const outcomes: { benchmark: string; outcome: Outcome; seconds: number; results: number }[] = [];
  const results: RecordedResult[] = [];
  for (const benchmark of benchmarks) {
    console.log(`\n━━ ${benchmark.name}: ${benchmark.about} ━━`);
    const resultsFile = path.join(LATEST_RESULTS, quick ? 'quick' : '', `${benchmark.name}.json`);
    const started = performance.now();
    const code = await runOne(benchmark, resultsFile);
    const recorded = readResults(resultsFile);
    results.push(...recorded);
    outcomes.push({
      benchmark: benchmark.name,
      outcome: outcomeOf(code),
      seconds: (performance.now() - started) / 1000,
      results: recorded.length,
    });
  }

  console.log('');
  printTable(
    ['benchmark', 'outcome', 'seconds', 'results'],
    outcomes.map((row) => [row.benchmark, row.outcome, row.seconds.toFixed(0), row.results]),
  );
  if (quick) {
    const file = path.join(LATEST_RESULTS, 'quick-summary.json');
    writeSummary(
      { heading: 'Quick run (short settings: says each benchmark still runs; the figures are not comparable)', rows: results },
      file,
    );
    console.log(`\nquick summary: ${path.relative(ROOT, file)} (the committed summary and the README are left alone)`);
  } else if (results.length > 0) {
    const summary = mergeResults(readSummary(), results);
    writeSummary(summary);
    writeFileSync(README, withMeasuredSection(readFileSync(README, 'utf8'), summary));
    console.log('\nsummary: tests/bench/results/summary.json and the README table updated; review the figures, then commit both');
  }
  return outcomes.some((row) => row.outcome === 'FAILED') ? 1 : 0;
}

runBenchmark(main);
