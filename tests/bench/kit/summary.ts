// The summary of measured figures: what `reportResult` records, what the committed summary file
// holds and how a run's results replace a summary's rows. Pure: no file is read here.
import type { MachineState } from './machine-state.ts';

/** What a benchmark reports for one line of the README's measured table. */
export interface BenchResult {
  /** `<benchmark>/<figure>`, e.g. `api/profile`: the row's identity across runs. */
  name: string;
  /** What is measured, as the README's first column says it. */
  what: string;
  /** The command that measures it. */
  command: string;
  /** The headline figures, in words (the README's Result column). */
  result: string;
  /** The target, in words; '—' when there is none. */
  target: string;
  /** The figures behind `result`, by name with their unit in it (`p99Ms`, `megabytesPerSecond`). */
  figures: Record<string, number>;
  /** Each ratio against the peer or naive baseline the benchmark prints, by what it compares. */
  ratios: Record<string, number>;
}

/** A result as a run recorded it. */
export interface RecordedResult extends BenchResult {
  measuredAt: string;
  quick: boolean;
  machine: MachineState;
}

/** A row of the summary: a recorded result, or figures measured before the kit recorded them. */
export type SummaryRow = (RecordedResult & { carriedOver?: undefined }) | CarriedOverRow;

/** Figures measured by hand before the kit (or by a command it does not run), kept as written. */
export interface CarriedOverRow extends Omit<BenchResult, 'figures' | 'ratios'> {
  /** Where the figures come from, e.g. "README before the benchmark kit". */
  carriedOver: string;
}

export interface Summary {
  /** Under which conditions the figures were measured, as the table's heading says it. */
  heading: string;
  rows: SummaryRow[];
}

/** The benchmark a row belongs to: the part of its name before the first '/'. */
export const benchmarkOf = (name: string): string => name.split('/')[0];

/**
 * The summary with each result in place of the row of the same name (a new name is added after
 * the last row of its benchmark, or at the end). Quick results are refused: their figures say
 * only that the benchmark still runs.
 */
export function mergeResults(summary: Summary, results: readonly RecordedResult[]): Summary {
  const rows = [...summary.rows];
  for (const result of results) {
    if (result.quick) throw new Error(`${result.name}: a quick run's figures are not recorded in the summary`);
    const at = rows.findIndex((row) => row.name === result.name);
    if (at >= 0) {
      rows[at] = result;
      continue;
    }
    const lastOfBenchmark = rows.findLastIndex((row) => benchmarkOf(row.name) === benchmarkOf(result.name));
    rows.splice(lastOfBenchmark >= 0 ? lastOfBenchmark + 1 : rows.length, 0, result);
  }
  return { ...summary, rows };
}
