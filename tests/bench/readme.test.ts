// The README's measured table is generated from the committed summary: this fails when one was
// edited without the other (`npm run bench:readme` generates the table again).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { BENCHMARKS, benchmarkOfCommand } from './benchmarks.ts';
import { measuredSectionIn, renderMeasuredSection } from './kit/readme-table.ts';
import type { Summary } from './kit/summary.ts';

const root = path.resolve(__dirname, '..', '..');
const summary = JSON.parse(readFileSync(path.join(__dirname, 'results', 'summary.json'), 'utf8')) as Summary;
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

describe("README's measured table", () => {
  it('is the one tests/bench/results/summary.json generates', () => {
    const generated = renderMeasuredSection(summary);
    if (measuredSectionIn(readme) !== generated) {
      throw new Error("README.md's measured table differs from tests/bench/results/summary.json: run `npm run bench:readme`");
    }
    expect(measuredSectionIn(readme)).toBe(generated);
  });

  it('names only benchmarks that `npm run bench` runs, each under its own name', () => {
    for (const row of summary.rows) {
      const benchmark = benchmarkOfCommand(row.command);
      if (benchmark === null) continue;
      expect(BENCHMARKS.map((known) => known.name)).toContain(benchmark);
      expect(row.name.split('/')[0]).toBe(benchmark);
    }
  });

  it('has a row for every benchmark', () => {
    const measured = new Set(summary.rows.map((row) => benchmarkOfCommand(row.command)));
    expect(BENCHMARKS.map((benchmark) => benchmark.name).filter((name) => !measured.has(name))).toEqual([]);
  });

  it('holds no quick run', () => {
    expect(summary.rows.filter((row) => 'quick' in row && row.quick).map((row) => row.name)).toEqual([]);
  });
});
