/** Where a set of timings sits: its nearest-rank percentiles, extremes and mean. */
export interface Percentiles {
  count: number;
  min: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/**
 * The p-th percentile (0–100) of ascending `sorted` values by nearest rank: the smallest value
 * that at least p % of the samples do not exceed, so it is always a measured value. NaN when
 * there are none. The values must already be sorted; `percentiles` sorts for you.
 */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/**
 * p50, p95, p99, min, max and mean of `samples` (any order; the array is not changed). Every
 * figure is NaN and `count` 0 when there are no samples, so a run whose requests all failed still
 * prints a row.
 */
export function percentiles(samples: readonly number[]): Percentiles {
  const sorted = Float64Array.from(samples).sort();
  const mean = sorted.length === 0 ? Number.NaN : sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return {
    count: sorted.length,
    min: sorted.length === 0 ? Number.NaN : sorted[0],
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length === 0 ? Number.NaN : sorted[sorted.length - 1],
    mean,
  };
}

/**
 * The median of a few repeated runs: the middle value, or the mean of the two middle ones for an
 * even count (unlike `p50`, which is always one of the samples). NaN when there are none.
 */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = Float64Array.from(samples).sort();
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
