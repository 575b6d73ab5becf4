// The README's measured table, generated from the summary between two markers, so that the
// figures and the commands shown are the ones recorded. Pure: the caller reads and writes files.
import type { Summary } from './summary.ts';

export const TABLE_START = '<!-- measured-table:start (generated from tests/bench/results/summary.json by `npm run bench:readme`) -->';
export const TABLE_END = '<!-- measured-table:end -->';

const HEADERS = ['What', 'Command', 'Result', 'Target'] as const;

/** A Markdown cell: a pipe would end the cell, a line break the row. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** The measured table in Markdown, its columns padded to line up as the README's other tables do. */
export function renderMeasuredTable(summary: Summary): string {
  const rows = summary.rows.map((row) => [cell(row.what), `\`${cell(row.command)}\``, cell(row.result), cell(row.target)]);
  const widths = HEADERS.map((header, column) => Math.max(header.length, 3, ...rows.map((row) => [...row[column]].length)));
  const pad = (text: string, width: number) => text + ' '.repeat(width - [...text].length);
  const line = (cells: readonly string[]) => `| ${cells.map((text, column) => pad(text, widths[column])).join(' | ')} |`;
  return [line(HEADERS), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

/** The README's section between the markers: the heading line, a blank line and the table. */
export function renderMeasuredSection(summary: Summary): string {
  return `${TABLE_START}\n\n${summary.heading}\n\n${renderMeasuredTable(summary)}\n\n${TABLE_END}`;
}

function markers(readme: string): { start: number; end: number } {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md has no measured-table markers (${TABLE_START} … ${TABLE_END})`);
  return { start, end: end + TABLE_END.length };
}

/** The generated section as the README holds it now, markers included. */
export function measuredSectionIn(readme: string): string {
  const { start, end } = markers(readme);
  return readme.slice(start, end);
}

/** The README with the section between the markers generated anew from `summary`. */
export function withMeasuredSection(readme: string, summary: Summary): string {
  const { start, end } = markers(readme);
  return readme.slice(0, start) + renderMeasuredSection(summary) + readme.slice(end);
}
