/** The milliseconds of every query of every run, by query, and the hits of each query's last run. */
export interface QueryTimings {
  times: number[][];
  hits: number[];
}

/** What one engine measured in its own process (measure-engine.ts) prints as its last line. */
export interface EngineResult {
  engine: EngineName;
  size: number | undefined;
  buildMs: number;
  longestBlockMs: number | undefined;
  readMs: number | undefined;
  heapUsedBytes: number;
  arrayBufferBytes: number;
  rssBytes: number;
  maxRssBytes: number;
  main: QueryTimings;
  /** Parts of the engine's work timed apart (the portal's ranking alone, its snippets alone…). */
  parts: Record<string, QueryTimings>;
}

export const ENGINE_NAMES = ['portal', 'postgres', 'minisearch'] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];
