// How benchmarks print: aligned text tables and milliseconds with sensible precision.

/** Milliseconds with three significant figures or so; '–' for a missing or non-finite value. */
export function ms(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return value >= 100 ? value.toFixed(0) : value.toFixed(value >= 10 ? 1 : 2);
}

/** A ratio as a percentage with one decimal: 0.517 → '51.7 %'. */
export const percent = (ratio: number): string => `${(ratio * 100).toFixed(1)} %`;

/** The load averages, as printed beside figures. */
export const loadAverageText = (loadAverage: readonly number[]): string => loadAverage.map((value) => value.toFixed(1)).join(' ');

/** Prints rows as an aligned text table: the first column left-aligned, the others right-aligned. */
export function printTable(headers: readonly string[], rows: readonly (readonly (string | number)[])[]): void {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells: readonly (string | number)[]) =>
    cells.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('  ');
  console.log(line(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}
