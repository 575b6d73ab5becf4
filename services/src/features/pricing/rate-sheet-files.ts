/**
 * Rate-sheet files in and out: an uploaded XLSX or CSV read into the engine's workbook shape
 * (`RateSheetWorkbook`), and a workbook written back as XLSX or CSV for the template download.
 *
 * The CSV form is the six template sheets in one file: column A names the sheet of each row, and
 * the first row naming a sheet is that sheet's header row (README: "One CSV file"). Refusals of a
 * CSV upload are translated back to the file's own line and column, so the analyst finds the cell.
 */
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import {
  type CellValue,
  columnLetter,
  RATE_SHEET_TEMPLATE,
  type RateSheetError,
  type RateSheetFileType,
  type RateSheetWorkbook,
} from 'shared-rules';

export const XLSX_TYPE: RateSheetFileType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE: RateSheetFileType = 'text/csv';

/** The header of column A of the CSV form. */
export const CSV_SHEET_COLUMN = 'Sheet';

/** A workbook read from an upload, and how to name its cells in the upload's own terms. */
export interface ReadWorkbook {
  workbook: RateSheetWorkbook;
  /** Turns a refusal about the workbook into one about the uploaded file (identity for XLSX). */
  locate(error: RateSheetError): RateSheetError;
}

export class UnreadableRateSheet extends Error {}

/** A cell as exceljs gives it, reduced to text or a number (formulas by their cached result, dates as ISO instants). */
function cellValueOf(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as ExcelJS.CellFormulaValue).result;
    return result === undefined ? null : cellValueOf(result as ExcelJS.CellValue);
  }
  if ('hyperlink' in value) return value.text;
  if ('error' in value) return value.error;
  return null;
}

export async function readXlsxWorkbook(content: Buffer): Promise<ReadWorkbook> {
  const book = new ExcelJS.Workbook();
  try {
    // exceljs's declared Buffer type predates Node's generic Buffer.
    await book.xlsx.load(content as unknown as ExcelJS.Buffer);
  } catch (error) {
    throw new UnreadableRateSheet(
      `The file could not be read as an Excel workbook (${error instanceof Error ? error.message : 'unknown fault'}).`,
    );
  }
  const sheets: RateSheetWorkbook['sheets'] = book.worksheets.map((worksheet) => {
    const rows: CellValue[][] = [];
    // eachRow skips empty rows; keep row numbers exact by placing each at its own index.
    worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const cells: CellValue[] = [];
      row.eachCell({ includeEmpty: false }, (cell, columnNumber) => {
        cells[columnNumber - 1] = cellValueOf(cell.value);
      });
      rows[rowNumber - 1] = Array.from(cells, (cell) => cell ?? null);
    });
    return { name: worksheet.name, rows: Array.from(rows, (row) => row ?? []) };
  });
  return { workbook: { sheets }, locate: (error) => error };
}

/** One CSV holding every sheet: column A names each row's sheet; a sheet's first row is its header. */
export function readCsvWorkbook(content: Buffer): ReadWorkbook {
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const fatal = parsed.errors.find((error) => error.type === 'Quotes');
  if (fatal) throw new UnreadableRateSheet(`The CSV could not be read: ${fatal.message} (line ${(fatal.row ?? 0) + 1}).`);
  const sheets = new Map<string, CellValue[][]>();
  // For each sheet, the CSV line of each of its rows (index = the sheet's row number - 1).
  const lines = new Map<string, number[]>();
  parsed.data.forEach((cells, index) => {
    const name = (cells[0] ?? '').trim();
    if (name === '' || (index === 0 && name === CSV_SHEET_COLUMN)) return;
    const rows = sheets.get(name) ?? [];
    rows.push(cells.slice(1).map((cell) => (cell.trim() === '' ? null : cell)));
    sheets.set(name, rows);
    lines.set(name, [...(lines.get(name) ?? []), index + 1]);
  });
  const workbook: RateSheetWorkbook = { sheets: [...sheets].map(([name, rows]) => ({ name, rows })) };
  const letterInCsv = (letter: string): string => {
    let index = 0;
    for (const character of letter) index = index * 26 + (character.charCodeAt(0) - 64);
    return columnLetter(index); // one column to the right: column A holds the sheet's name
  };
  return {
    workbook,
    locate: (error) => ({
      ...error,
      row: error.row === null ? null : (lines.get(error.sheet)?.[error.row - 1] ?? error.row),
      column: error.column === null ? null : { ...error.column, letter: letterInCsv(error.column.letter) },
    }),
  };
}

/** The workbook as an XLSX file: one worksheet per sheet, the header row bold and frozen. */
export async function writeXlsx(workbook: RateSheetWorkbook): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Loan Portal';
  for (const sheet of workbook.sheets) {
    const template = RATE_SHEET_TEMPLATE.find((candidate) => candidate.name === sheet.name);
    const worksheet = book.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    for (const row of sheet.rows) worksheet.addRow(row);
    worksheet.getRow(1).font = { bold: true };
    template?.columns.forEach((column, index) => {
      worksheet.getColumn(index + 1).width = Math.max(12, column.header.length + 2);
      worksheet.getCell(1, index + 1).note = column.description;
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The workbook as the one-file CSV form (see the module comment). */
export function writeCsv(workbook: RateSheetWorkbook): string {
  const rows: CellValue[][] = [];
  for (const sheet of workbook.sheets) for (const row of sheet.rows) rows.push([sheet.name, ...row]);
  return Papa.unparse(
    rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell)))),
    { newline: '\r\n' },
  );
}
