/** What one measured import (measure-import.ts) prints as its one JSON line. */
export interface ImportMeasurement {
  ok: boolean;
  problem?: unknown;
  milliseconds: number;
  cpuMilliseconds: number;
  /** The kernel's peak RSS after the import minus the RSS it started from. */
  peakRssGrowthBytes: number;
  /** The import never went above the peak that reading the input had set: the growth is an upper bound. */
  peakBeforeImport: boolean;
  heapGrowthBytes: number;
  maxRssBytes: number;
  pairs: number;
  liabilities: number;
  assets: number;
  residences: number;
}
