/**
 * Reading cells of an uploaded sheet against the template, each refusal naming its cell. A row
 * that had a refusal is marked, so the checks across rows (duplicates, bands, references) leave
 * it out instead of repeating its fault in other words.
 */
import { type CellValue, columnLetter, type RateSheetError, type RateSheetWorkbook, type TemplateSheet } from './template';
import { scaledInteger } from './units';

export interface DataRow {
  /** 1-based, as the spreadsheet shows it. */
  rowNumber: number;
  cells: readonly CellValue[];
  failed: boolean;
}

export interface OpenSheet {
  name: string;
  columns: ReadonlyMap<string, number>;
  rows: DataRow[];
}

const isBlank = (value: CellValue | undefined): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The template's sheet with its header row located, or null (with the refusals) when the sheet or a required column is missing. */
export function openSheet(workbook: RateSheetWorkbook, template: TemplateSheet, errors: RateSheetError[]): OpenSheet | null {
  const found = workbook.sheets.find((sheet) => sheet.name.trim() === template.name);
  if (!found) {
    errors.push({ sheet: template.name, row: null, column: null, reason: `Missing sheet ${template.name}` });
    return null;
  }
  const headerRow = found.rows[0] ?? [];
  const columns = new Map<string, number>();
  headerRow.forEach((cell, index) => {
    if (typeof cell === 'string' && !columns.has(cell.trim())) columns.set(cell.trim(), index);
  });
  let complete = true;
  for (const wanted of template.columns) {
    if (columns.has(wanted.header)) continue;
    complete = false;
    errors.push({ sheet: template.name, row: 1, column: null, reason: `Missing column ${wanted.header}` });
  }
  if (!complete) return null;
  const rows: DataRow[] = [];
  found.rows.forEach((cells, index) => {
    if (index > 0 && !cells.every(isBlank)) rows.push({ rowNumber: index + 1, cells, failed: false });
  });
  return { name: template.name, columns, rows };
}

/** Reads one row's cells by header, recording refusals. Blank cells read as null. */
export class RowReader {
  constructor(
    private readonly sheet: OpenSheet,
    readonly row: DataRow,
    private readonly errors: RateSheetError[],
  ) {}

  /** Records a refusal at a cell of this row. */
  fail(header: string, reason: string): void {
    this.row.failed = true;
    this.errors.push(cellError(this.sheet, this.row.rowNumber, header, reason));
  }

  private raw(header: string): CellValue {
    const index = this.sheet.columns.get(header);
    const value = index === undefined ? null : this.row.cells[index];
    return isBlank(value) ? null : (value ?? null);
  }

  /** Trimmed text, or null when blank (refused when required). */
  text(header: string, required: boolean): string | null {
    const value = this.raw(header);
    if (value === null) {
      if (required) this.fail(header, 'Required');
      return null;
    }
    return String(value).trim();
  }

  /** A number scaled to an integer (scale 1: a whole number; 100: two decimals; 1000: three), or null when blank or refused. */
  number(header: string, scale: 1 | 100 | 1000, required: boolean): number | null {
    const value = this.raw(header);
    if (value === null) {
      if (required) this.fail(header, 'Required');
      return null;
    }
    const text = typeof value === 'number' ? value : value.replace(/[$,%\s]/g, '');
    if (typeof text === 'string' ? !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) : !Number.isFinite(text)) {
      this.fail(header, `Expected a number, found "${String(value).trim()}"`);
      return null;
    }
    const scaled = scaledInteger(text, scale);
    if (scaled === null) {
      this.fail(
        header,
        scale === 1 ? `Expected a whole number, found ${value}` : `At most ${String(scale).length - 1} decimals, found ${value}`,
      );
    }
    return scaled;
  }

  /** One of a list of values, exactly as written there. */
  oneOf<V extends string>(header: string, values: readonly V[], what: string, required: boolean): V | null {
    const value = this.text(header, required);
    if (value === null) return null;
    if ((values as readonly string[]).includes(value)) return value as V;
    this.fail(header, `Unknown ${what} "${value}" (expected ${values.join(', ')})`);
    return null;
  }

  /** A comma-separated list, each entry one of `values` when given; empty when blank. */
  list<V extends string>(header: string, values: readonly V[] | null, what: string, required: boolean): V[] {
    const value = this.text(header, required);
    if (value === null) return [];
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const unknown = values === null ? [] : entries.filter((entry) => !(values as readonly string[]).includes(entry));
    if (unknown.length > 0)
      this.fail(header, `Unknown ${what} ${unknown.map((entry) => `"${entry}"`).join(', ')} (expected ${values?.join(', ')})`);
    return entries as V[];
  }
}

/** A refusal at a cell of a sheet. */
export function cellError(sheet: OpenSheet, rowNumber: number, header: string, reason: string): RateSheetError {
  const index = sheet.columns.get(header);
  return { sheet: sheet.name, row: rowNumber, column: index === undefined ? null : { letter: columnLetter(index), header }, reason };
}
