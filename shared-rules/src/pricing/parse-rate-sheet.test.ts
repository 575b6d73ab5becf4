import { describe, expect, it } from '@jest/globals';
import { EXAMPLE_RATE_SHEET } from './example-sheet';
import { generateLargeRateSheet } from './large-sheet';
import { parseRateSheet } from './parse-rate-sheet';
import { type CellValue, columnLetter, RATE_SHEET_TEMPLATE, type RateSheetError, type RateSheetWorkbook } from './template';
import { rateSheetToWorkbook } from './write-workbook';

const rowsOf = (workbook: RateSheetWorkbook, sheet: string) => {
  const found = workbook.sheets.find((candidate) => candidate.name === sheet);
  if (!found) throw new Error(`no sheet ${sheet}`);
  return found.rows;
};

/** The example workbook with one cell changed (row 1-based, column by header). */
function withCell(sheet: string, row: number, header: string, value: CellValue): RateSheetWorkbook {
  const workbook = rateSheetToWorkbook(EXAMPLE_RATE_SHEET);
  const rows = rowsOf(workbook, sheet);
  rows[row - 1][rows[0].indexOf(header)] = value;
  return workbook;
}

/** The 1-based row of the first data row whose first cell is `id` and, when given, whose `header` cell is `value`. */
function rowWhere(workbook: RateSheetWorkbook, sheet: string, id: string, header?: string, value?: CellValue): number {
  const rows = rowsOf(workbook, sheet);
  const column = header === undefined ? -1 : rows[0].indexOf(header);
  return rows.findIndex((row, index) => index > 0 && row[0] === id && (column < 0 || row[column] === value)) + 1;
}

function errorsOf(workbook: RateSheetWorkbook): RateSheetError[] {
  const result = parseRateSheet(workbook);
  if (result.ok) throw new Error('expected refusals');
  return result.errors;
}

const at = (sheet: string, row: number | null, letter: string, header: string, reason: string): RateSheetError => ({
  sheet,
  row,
  column: { letter, header },
  reason,
});

describe('parseRateSheet', () => {
  it('reads the example workbook back into the example sheet', () => {
    expect(parseRateSheet(rateSheetToWorkbook(EXAMPLE_RATE_SHEET))).toEqual({ ok: true, sheet: EXAMPLE_RATE_SHEET });
  });

  it('reads the generated large sheet back unchanged', () => {
    const large = generateLargeRateSheet();
    expect(parseRateSheet(rateSheetToWorkbook(large))).toEqual({ ok: true, sheet: large });
  });

  it('accepts numbers written as text, with dollar signs, thousands separators and percent signs', () => {
    const workbook = withCell('Products', 2, 'Max Loan Amount', '$832,750.00');
    rowsOf(workbook, 'Products')[1][rowsOf(workbook, 'Products')[0].indexOf('Max LTV')] = '97%';
    expect(parseRateSheet(workbook)).toEqual({ ok: true, sheet: EXAMPLE_RATE_SHEET });
  });

  it('names the template sheets and columns', () => {
    expect(RATE_SHEET_TEMPLATE.map((sheet) => sheet.name)).toEqual([
      'Settings',
      'Products',
      'BasePrices',
      'Adjustments',
      'Margins',
      'Caps',
    ]);
    expect(RATE_SHEET_TEMPLATE.find((sheet) => sheet.name === 'BasePrices')?.columns.map((column) => column.header)).toEqual([
      'Product Id',
      'Note Rate',
      'Lock Days',
      'Price',
    ]);
  });

  it('refuses a missing sheet and a missing column', () => {
    const workbook = rateSheetToWorkbook(EXAMPLE_RATE_SHEET);
    workbook.sheets = workbook.sheets.filter((sheet) => sheet.name !== 'Caps');
    rowsOf(workbook, 'BasePrices')[0][3] = 'Points';
    const errors = errorsOf(workbook);
    expect(errors).toContainEqual({ sheet: 'Caps', row: null, column: null, reason: 'Missing sheet Caps' });
    expect(errors).toContainEqual({ sheet: 'BasePrices', row: 1, column: null, reason: 'Missing column Price' });
  });

  it('refuses text in a number cell, naming the cell by letter and header', () => {
    expect(errorsOf(withCell('Products', 2, 'Term Months', 'thirty'))).toEqual([
      at('Products', 2, 'E', 'Term Months', 'Expected a number, found "thirty"'),
    ]);
  });

  it('refuses more decimals than the unit holds', () => {
    expect(errorsOf(withCell('BasePrices', 2, 'Price', 101.3755))).toEqual([
      at('BasePrices', 2, 'D', 'Price', 'At most 3 decimals, found 101.3755'),
    ]);
    expect(errorsOf(withCell('Products', 2, 'Min Credit Score', 620.5))).toEqual([
      at('Products', 2, 'S', 'Min Credit Score', 'Expected a whole number, found 620.5'),
    ]);
  });

  it('refuses unknown enum values', () => {
    expect(errorsOf(withCell('Products', 2, 'Mortgage Type', 'Jumbo'))).toEqual([
      at('Products', 2, 'D', 'Mortgage Type', 'Unknown mortgage type "Jumbo" (expected Conventional, FHA, VA, USDA, Non-QM)'),
    ]);
    const occupancy = errorsOf(withCell('Products', 3, 'Occupancies', 'PrimaryResidence, Vacation'));
    expect(occupancy).toEqual([
      at('Products', 3, 'V', 'Occupancies', 'Unknown occupancy "Vacation" (expected PrimaryResidence, SecondHome, Investor)'),
    ]);
    const kind = withCell('Adjustments', 2, 'Kind', 'Fico');
    expect(errorsOf(kind)).toContainEqual(
      at('Adjustments', 2, 'C', 'Kind', expect.stringContaining('Unknown adjustment kind "Fico"') as unknown as string),
    );
  });

  it('refuses a duplicate product at its second row', () => {
    const errors = errorsOf(withCell('Products', 3, 'Product Id', 'CONV30'));
    expect(errors).toContainEqual(at('Products', 3, 'A', 'Product Id', 'Duplicate product CONV30 (first on row 2)'));
  });

  it('refuses unknown product references', () => {
    const workbook = withCell('BasePrices', 2, 'Product Id', 'CONV31');
    const errors = errorsOf(workbook);
    expect(errors).toContainEqual(at('BasePrices', 2, 'A', 'Product Id', 'Unknown product CONV31'));
    // With row 2 refused, the 6.000 rate of CONV30 lacks its 15-day price.
    expect(errors).toContainEqual(at('BasePrices', 3, 'B', 'Note Rate', 'Product CONV30 at 6.000 has no price for 15-day locks'));
    const caps = withCell('Caps', 3, 'Product Id', 'NOPE');
    expect(errorsOf(caps)).toEqual([at('Caps', 3, 'A', 'Product Id', 'Unknown product NOPE')]);
    const grid = withCell('Adjustments', 2, 'Product Ids', 'CONV30, NOPE');
    expect(errorsOf(grid)).toContainEqual(at('Adjustments', 2, 'E', 'Product Ids', 'Unknown product NOPE'));
  });

  it('refuses base prices outside 80–120 points', () => {
    expect(errorsOf(withCell('BasePrices', 2, 'Price', 1013.75))).toEqual([
      at('BasePrices', 2, 'D', 'Price', '1013.750 is outside 80.000–120.000'),
    ]);
    expect(parseRateSheet(withCell('BasePrices', 2, 'Price', 80)).ok).toBe(true);
    expect(parseRateSheet(withCell('BasePrices', 2, 'Price', 120)).ok).toBe(true);
    expect(errorsOf(withCell('BasePrices', 2, 'Price', 79.999))).toHaveLength(1);
  });

  it('refuses a note rate missing a lock period, and a lock period the settings do not list', () => {
    const workbook = rateSheetToWorkbook(EXAMPLE_RATE_SHEET);
    const rows = rowsOf(workbook, 'BasePrices');
    // Rows 2–5 are CONV30 at 6.000 for 15, 30, 45 and 60 days; drop the 45-day one.
    rows.splice(3, 1);
    expect(errorsOf(workbook)).toEqual([at('BasePrices', 2, 'B', 'Note Rate', 'Product CONV30 at 6.000 has no price for 45-day locks')]);
    const errors = errorsOf(withCell('BasePrices', 4, 'Lock Days', 90));
    expect(errors).toContainEqual(
      at('BasePrices', 4, 'C', 'Lock Days', '90 days is not a lock period of the Settings sheet (15, 30, 45, 60)'),
    );
  });

  it('refuses overlapping credit score bands at the later band', () => {
    const workbook = rateSheetToWorkbook(EXAMPLE_RATE_SHEET);
    // The 700–719 × LTV ≤ 60.00 % cell now ends at 725, inside the 720–739 band.
    const row = rowWhere(workbook, 'Adjustments', 'CS-LTV', 'From', 700);
    rowsOf(workbook, 'Adjustments')[row - 1][7] = 725;
    const later = rowWhere(workbook, 'Adjustments', 'CS-LTV', 'From', 720);
    expect(errorsOf(workbook)).toEqual([at('Adjustments', later, 'G', 'From', `The band 720–739 overlaps 700–725 (row ${row})`)]);
  });

  it('refuses a gap between credit score bands', () => {
    const workbook = rateSheetToWorkbook(EXAMPLE_RATE_SHEET);
    const row = rowWhere(workbook, 'Adjustments', 'CS-LTV', 'From', 700);
    rowsOf(workbook, 'Adjustments')[row - 1][6] = 705;
    const previous = rowWhere(workbook, 'Adjustments', 'CS-LTV', 'From', 680);
    expect(errorsOf(workbook)).toEqual([
      at('Adjustments', row, 'G', 'From', `Gap between the bands 680–699 (row ${previous}) and 705–719: 700–704 is not covered`),
    ]);
  });

  it('refuses overlapping LTV bands within a credit score band', () => {
    const workbook = rateSheetToWorkbook(EXAMPLE_RATE_SHEET);
    // Row 2 is ≤ 639 × LTV ≤ 60.00 %; make it reach 65.00 %, into the 60.01–75.00 % band of row 3.
    rowsOf(workbook, 'Adjustments')[1][9] = 65;
    expect(errorsOf(workbook)).toEqual([at('Adjustments', 3, 'I', 'LTV From', 'The band 60.01–75.00 overlaps open–65.00 (row 2)')]);
  });

  it('refuses gapped and overlapping loan-amount bands', () => {
    const gapped = rateSheetToWorkbook(EXAMPLE_RATE_SHEET);
    const middle = rowWhere(gapped, 'Adjustments', 'LOANAMT', 'From', 100000.01);
    rowsOf(gapped, 'Adjustments')[middle - 1][6] = 100000.02;
    expect(errorsOf(gapped)).toEqual([
      at(
        'Adjustments',
        middle,
        'G',
        'From',
        `Gap between the bands open–$100,000.00 (row ${middle - 1}) and $100,000.02–$150,000.00: $100,000.01 is not covered`,
      ),
    ]);
    const overlapping = rateSheetToWorkbook(EXAMPLE_RATE_SHEET);
    rowsOf(overlapping, 'Adjustments')[middle - 1][6] = 100000;
    expect(errorsOf(overlapping)).toEqual([
      at('Adjustments', middle, 'G', 'From', `The band $100,000.00–$150,000.00 overlaps open–$100,000.00 (row ${middle - 1})`),
    ]);
  });

  it('refuses a grid whose rows disagree on its kind, and a repeated cell', () => {
    const workbook = rateSheetToWorkbook(EXAMPLE_RATE_SHEET);
    const row = rowWhere(workbook, 'Adjustments', 'STATE');
    rowsOf(workbook, 'Adjustments')[row][1] = 'State taxes';
    expect(errorsOf(workbook)).toEqual([
      at('Adjustments', row + 1, 'B', 'Grid Name', `Grid STATE has another name, kind or product set on row ${row}`),
    ]);
    const repeated = rateSheetToWorkbook(EXAMPLE_RATE_SHEET);
    rowsOf(repeated, 'Adjustments')[row][5] = 'NY';
    expect(errorsOf(repeated)).toEqual([at('Adjustments', row + 1, 'A', 'Grid Id', `Grid STATE repeats the cell of row ${row}`)]);
  });

  it('refuses settings it cannot read', () => {
    const errors = errorsOf(withCell('Settings', 4, 'Value', 'tomorrow'));
    expect(errors).toEqual([at('Settings', 4, 'B', 'Value', 'Expected an ISO instant such as 2026-12-01T08:00:00Z, found "tomorrow"')]);
    const workbook = rateSheetToWorkbook(EXAMPLE_RATE_SHEET);
    rowsOf(workbook, 'Settings').splice(1, 1);
    expect(errorsOf(workbook)).toContainEqual({ sheet: 'Settings', row: null, column: null, reason: 'Missing setting Sheet Id' });
  });

  it('refuses ARM terms on a fixed product and their absence on an ARM', () => {
    expect(errorsOf(withCell('Products', 2, 'ARM Index', 'SOFR'))).toEqual([
      at('Products', 2, 'G', 'ARM Index', 'Only an ARM has ARM terms'),
    ]);
    const arm = rateSheetToWorkbook(EXAMPLE_RATE_SHEET);
    const row = rowWhere(arm, 'Products', 'ARM76');
    rowsOf(arm, 'Products')[row - 1][7] = null;
    expect(errorsOf(arm)).toEqual([at('Products', row, 'H', 'ARM Margin', 'Required')]);
  });

  it('refuses a margin row naming both a channel and an organization, or neither', () => {
    expect(errorsOf(withCell('Margins', 2, 'Organization Id', 'org-1'))).toEqual([
      at('Margins', 2, 'A', 'Channel', 'Give a channel or an organization id, not both'),
    ]);
    expect(errorsOf(withCell('Margins', 2, 'Channel', null))).toEqual([
      at('Margins', 2, 'A', 'Channel', 'Give a channel or an organization id, not both'),
    ]);
  });

  it('skips blank rows and ignores columns the template does not name', () => {
    const workbook = rateSheetToWorkbook(EXAMPLE_RATE_SHEET);
    const rows = rowsOf(workbook, 'BasePrices');
    for (const row of rows) row.push(row === rows[0] ? 'Notes' : 'desk comment');
    rows.splice(3, 0, [null, '', '  ', null]);
    expect(parseRateSheet(workbook)).toEqual({ ok: true, sheet: EXAMPLE_RATE_SHEET });
  });

  it('spells column letters as a spreadsheet does', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});
