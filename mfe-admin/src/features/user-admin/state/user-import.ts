import { USER_IMPORT_MAX_LENGTH, type UserImportOutcome, type UserImportReport } from 'shared-rules';
import { userCountLabel } from './user-labels';

export const IMPORT_OUTCOME_LABELS: Record<UserImportOutcome, string> = { ready: 'Ready', created: 'Created', refused: 'Refused' };
export const IMPORT_OUTCOME_COLORS: Record<UserImportOutcome, string> = { ready: 'blue', created: 'green', refused: 'red' };

export const IMPORT_FILE_EMPTY = 'The file is empty: choose a CSV file with a header line and one line per user.';
export const IMPORT_FILE_TOO_LARGE = `The file is too large: a file can hold at most ${USER_IMPORT_MAX_LENGTH.toLocaleString('en-US')} characters. Split it into smaller files.`;

/** Why a file's text cannot be sent, or null when it can (the rows are checked by services). */
export function importTextProblem(text: string): string | null {
  if (text.trim() === '') return IMPORT_FILE_EMPTY;
  if (text.length > USER_IMPORT_MAX_LENGTH) return IMPORT_FILE_TOO_LARGE;
  return null;
}

/** The rows a check found ready to import. */
export const readyRows = (report: UserImportReport): number => report.rows.filter((row) => row.outcome === 'ready').length;

/** A check's report clears the import when it refused nothing and found someone to add. */
export const importCleared = (report: UserImportReport | null): report is UserImportReport =>
  report !== null && report.dryRun && report.refused === 0 && readyRows(report) > 0;

/** What a report says at a glance. */
export function importReportSummary(report: UserImportReport): string {
  const refused = report.refused === 1 ? '1 row refused' : `${report.refused.toLocaleString('en-US')} rows refused`;
  if (!report.dryRun && report.refused === 0) return `Imported ${userCountLabel(report.imported)}`;
  if (!report.dryRun) return `Nothing was imported: ${refused}. Fix the file and check it again.`;
  if (report.refused > 0) return `${refused}: fix the file and check it again. Nothing is imported while a row is refused.`;
  return `${userCountLabel(readyRows(report))} ready to import.`;
}
