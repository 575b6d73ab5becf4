import { formatInstantDateTime, type RateSheetProblem, type RateSheetState, type RateSheetSummary } from 'shared-rules';

/** How the list names where a published sheet stands. */
export const RATE_SHEET_STATE_LABELS: Readonly<Record<RateSheetState, string>> = {
  'in-force': 'In force',
  scheduled: 'Scheduled',
  superseded: 'Superseded',
};

/** Green for the one sheet pricing now, blue for one waiting for its time, grey for history. */
export const RATE_SHEET_STATE_COLORS: Readonly<Record<RateSheetState, string>> = {
  'in-force': 'green',
  scheduled: 'blue',
  superseded: 'gray',
};

/** A sheet as people name it: its sheet id and version label ("example-lender 2026-11-24.1"). */
export function rateSheetName(sheet: Pick<RateSheetSummary, 'sheetId' | 'version'>): string {
  return `${sheet.sheetId} ${sheet.version}`;
}

/** An instant as the pages show it, or the text itself when it is no timestamp (never hides a value). */
export function instantLabel(instant: string): string {
  return formatInstantDateTime(instant) ?? instant;
}

/**
 * Where a refused upload's fault is, as a spreadsheet names a cell ("BasePrices!D2"). Services
 * leave out the row for a fault of a whole column (a missing header) and the column for one of a
 * whole row or sheet, so the label narrows only as far as they said.
 */
export function rateSheetCell(problem: Pick<RateSheetProblem, 'sheet' | 'row' | 'column'>): string {
  if (problem.column && problem.row !== null) return `${problem.sheet}!${problem.column.letter}${problem.row}`;
  if (problem.column) return `${problem.sheet}!${problem.column.letter}`;
  if (problem.row !== null) return `${problem.sheet} row ${problem.row}`;
  return problem.sheet;
}

/** The success notification of a publication: the sheet, and whether it prices now or from its effective time. */
export function publishedNotice(sheet: Pick<RateSheetSummary, 'sheetId' | 'version' | 'state' | 'effectiveAt'>): {
  title: string;
  message: string;
} {
  const name = rateSheetName(sheet);
  if (sheet.state === 'scheduled')
    return {
      title: `Rate sheet ${name} scheduled`,
      message: `It takes effect ${instantLabel(sheet.effectiveAt)}; the sheet in force keeps pricing until then.`,
    };
  return { title: `Rate sheet ${name} in force`, message: 'Every scenario is priced on it from now on.' };
}
