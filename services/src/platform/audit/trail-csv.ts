import Papa from 'papaparse';
import { AUDIT_TRAIL_CSV_COLUMNS, type AuditTrailEntry, auditTrailEntityTypeLabel } from 'shared-rules';

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return
 * first). papaparse's own `escapeFormulae: true` tests `/^[=+\-@\t\r].*$/`, which a cell holding a
 * line break slips past (`.` stops at the break), so the test is written here without the tail.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Makes spreadsheet programs read the file as UTF-8, so accented names come out right. */
const BYTE_ORDER_MARK = '\uFEFF';

/** The administrator's part of the Actor column's story: "Alex Morgan <admin@lender.test>". */
const personLabel = (person: AuditTrailEntry['actor'] | null): string =>
  person ? (person.email ? `${person.name} <${person.email}>` : person.name) : '';

/** One row of the export, in the order of `AUDIT_TRAIL_CSV_COLUMNS`. */
function csvRow(entry: AuditTrailEntry): string[] {
  return [
    entry.at,
    entry.actor.name,
    entry.actor.email ?? '',
    personLabel(entry.impersonator),
    entry.action,
    auditTrailEntityTypeLabel(entry.entityType),
    entry.entityId,
    entry.summary,
  ];
}

/**
 * The export file: a header row, then one row per entry, CRLF line ends as RFC 4180 asks, cells
 * quoted by papaparse where needed and cells starting like a formula prefixed with `'`.
 */
export function auditTrailCsv(entries: AuditTrailEntry[]): string {
  const csv = Papa.unparse(
    { fields: [...AUDIT_TRAIL_CSV_COLUMNS], data: entries.map(csvRow) },
    { escapeFormulae: FORMULA_START, newline: '\r\n', header: true },
  );
  return `${BYTE_ORDER_MARK}${csv}\r\n`;
}

/** The download's file name for the day it was made: `audit-trail-2026-11-24.csv`. */
export const auditTrailFileName = (now: Date): string => `audit-trail-${now.toISOString().slice(0, 10)}.csv`;
