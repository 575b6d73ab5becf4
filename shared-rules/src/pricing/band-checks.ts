/**
 * The band checks of an uploaded grid: along one dimension (credit score, LTV, loan amount…) the
 * distinct bands of a grid must neither overlap nor leave a gap, because a scenario in a gap
 * would silently miss an adjustment and one in an overlap would depend on row order. Bands are
 * inclusive integer ranges in the dimension's smallest unit, so the next band starts at the
 * previous end + 1.
 */

export interface BandAt {
  from: number | null;
  to: number | null;
  rowNumber: number;
}

export interface BandProblem {
  rowNumber: number;
  reason: string;
}

const endText = (value: number | null, format: (value: number) => string, open: string) => (value === null ? open : format(value));

const uncovered = (from: number, to: number, format: (value: number) => string) =>
  from === to ? format(from) : `${format(from)}–${format(to)}`;

/** Problems of a dimension's bands: reversed ends, overlaps and gaps, each at the later band's row. */
export function bandProblems(bands: readonly BandAt[], format: (value: number) => string): BandProblem[] {
  const problems: BandProblem[] = [];
  const distinct = new Map<string, BandAt>();
  for (const band of bands) {
    if (band.from !== null && band.to !== null && band.from > band.to) {
      problems.push({ rowNumber: band.rowNumber, reason: `The band ends (${format(band.to)}) before it starts (${format(band.from)})` });
      continue;
    }
    const key = `${band.from}:${band.to}`;
    if (!distinct.has(key)) distinct.set(key, band);
  }
  const sorted = [...distinct.values()].sort((left, right) => (left.from ?? -Infinity) - (right.from ?? -Infinity));
  const text = (band: BandAt) => `${endText(band.from, format, 'open')}–${endText(band.to, format, 'open')}`;
  for (let position = 1; position < sorted.length; position++) {
    const previous = sorted[position - 1];
    const band = sorted[position];
    if (previous.to === null || band.from === null || band.from <= previous.to) {
      problems.push({ rowNumber: band.rowNumber, reason: `The band ${text(band)} overlaps ${text(previous)} (row ${previous.rowNumber})` });
    } else if (band.from > previous.to + 1) {
      problems.push({
        rowNumber: band.rowNumber,
        reason: `Gap between the bands ${text(previous)} (row ${previous.rowNumber}) and ${text(band)}: ${uncovered(previous.to + 1, band.from - 1, format)} is not covered`,
      });
    }
  }
  return problems;
}
