/**
 * The rate-sheet upload template: its sheets and their exact column headers, in order, with what
 * each cell holds. Services generate the downloadable XLSX/CSV template from this and read
 * uploads into `RateSheetWorkbook`; `parseRateSheet` checks an upload against it. Row 1 of every
 * sheet holds the headers (any order; columns not named here are ignored); blank rows are skipped.
 * Lists in a cell are separated by commas. Rates, prices and percentages are written as people
 * read them (6.875, 101.375, 80.01), amounts in dollars (150000 or $150,000.00).
 */

/** A spreadsheet as services read it from an XLSX or CSV upload. */
export interface RateSheetWorkbook {
  sheets: Array<{ name: string; rows: Array<Array<string | number | null>> }>;
}

export type CellValue = string | number | null;

/** One refusal, naming the cell as a spreadsheet shows it (row 1-based; null when the whole sheet or column is meant). */
export interface RateSheetError {
  sheet: string;
  row: number | null;
  column: { letter: string; header: string } | null;
  reason: string;
}

export interface TemplateColumn {
  header: string;
  required: boolean;
  description: string;
}

export interface TemplateSheet {
  name: string;
  description: string;
  columns: readonly TemplateColumn[];
}

const column = (header: string, description: string, required = true): TemplateColumn => ({ header, required, description });

export const SETTINGS_SHEET = 'Settings';
export const PRODUCTS_SHEET = 'Products';
export const BASE_PRICES_SHEET = 'BasePrices';
export const ADJUSTMENTS_SHEET = 'Adjustments';
export const MARGINS_SHEET = 'Margins';
export const CAPS_SHEET = 'Caps';

/** The settings the Settings sheet must hold, one per row, by name in its Setting column. */
export const RATE_SHEET_SETTINGS = {
  sheetId: 'Sheet Id',
  version: 'Version',
  effectiveAt: 'Effective At',
  lockPeriods: 'Lock Periods',
  extensionCostPerDay: 'Lock Extension Cost Per Day',
  extensionMaxDays: 'Lock Extension Max Days',
} as const;

export const RATE_SHEET_TEMPLATE: readonly TemplateSheet[] = [
  {
    name: SETTINGS_SHEET,
    description:
      'One setting per row: Sheet Id, Version, Effective At (ISO instant, e.g. 2026-12-01T08:00:00Z), Lock Periods (days, e.g. "15, 30, 45, 60"), Lock Extension Cost Per Day (points, e.g. 0.025), Lock Extension Max Days.',
    columns: [column('Setting', 'The setting name'), column('Value', 'Its value')],
  },
  {
    name: PRODUCTS_SHEET,
    description: 'One product per row.',
    columns: [
      column('Product Id', 'Unique code, letters, digits and _ . : -'),
      column('Name', 'The name brokers see'),
      column('Program', 'The program, e.g. Conforming, High Balance, DSCR'),
      column('Mortgage Type', 'Conventional, FHA, VA, USDA or Non-QM'),
      column('Term Months', 'e.g. 360'),
      column('Amortization', 'Fixed or ARM'),
      column('ARM Index', 'ARM only, e.g. 30-day average SOFR', false),
      column('ARM Margin', 'ARM only, percent', false),
      column('ARM Initial Cap', 'ARM only, percent', false),
      column('ARM Periodic Cap', 'ARM only, percent', false),
      column('ARM Lifetime Cap', 'ARM only, percent', false),
      column('ARM Initial Fixed Months', 'ARM only, e.g. 60 for a 5/6 ARM', false),
      column('ARM Adjustment Months', 'ARM only, e.g. 6', false),
      column('Channels', 'Brokered - Wholesale, Correspondent Non-Delegated, Correspondent Delegated'),
      column('Min Loan Amount', 'Dollars'),
      column('Max Loan Amount', 'Dollars'),
      column('Max LTV', 'Percent, e.g. 97'),
      column('Max CLTV', 'Percent'),
      column('Min Credit Score', 'e.g. 620'),
      column('Max DTI', 'Percent; blank for no limit', false),
      column('Min DSCR', 'e.g. 1.000; a product with one needs a DSCR', false),
      column('Occupancies', 'PrimaryResidence, SecondHome, Investor'),
      column(
        'Property Types',
        'Detached, Attached, Condominium, HighRiseCondominium, DetachedCondo, PUD, CoOperative, ManufacturedHousing',
      ),
      column('Max Units', '1 to 4'),
      column('States', 'Two-letter codes; blank for every state', false),
    ],
  },
  {
    name: BASE_PRICES_SHEET,
    description: 'One price per row: every note rate of a product needs a price for every lock period of the Settings sheet.',
    columns: [
      column('Product Id', 'A product of the Products sheet'),
      column('Note Rate', 'Percent, e.g. 6.875'),
      column('Lock Days', 'One of the lock periods'),
      column('Price', 'Points, e.g. 101.375 (80 to 120)'),
    ],
  },
  {
    name: ADJUSTMENTS_SHEET,
    description:
      'One grid cell per row; the rows sharing a Grid Id form one grid and repeat its name, kind and products. From/To are read in the unit of the kind: credit score (CreditScoreLtv), units (Units), dollars (LoanAmount), DSCR (Dscr), CLTV percent (SubordinateFinancing), note-rate percent (NoteRate). Match is the occupancy, property type, purpose, state code, or Yes/No (EscrowWaiver). Bands are inclusive, a blank end is open; within a grid they may neither overlap nor leave gaps.',
    columns: [
      column('Grid Id', 'Unique per grid'),
      column('Grid Name', 'The name brokers see'),
      column(
        'Kind',
        'CreditScoreLtv, Occupancy, PropertyType, Units, Purpose, LoanAmount, State, Dscr, EscrowWaiver, SubordinateFinancing, NoteRate',
      ),
      column('Mortgage Types', 'Blank with Product Ids blank: every product', false),
      column('Product Ids', 'Blank with Mortgage Types blank: every product', false),
      column('Match', 'Match-keyed kinds', false),
      column('From', 'Band-keyed kinds: lower end, inclusive', false),
      column('To', 'Band-keyed kinds: upper end, inclusive', false),
      column('LTV From', 'Percent, inclusive; blank for any', false),
      column('LTV To', 'Percent, inclusive; blank for any', false),
      column('Adjustment', 'Points added to the price, e.g. -0.250'),
    ],
  },
  {
    name: MARGINS_SHEET,
    description: 'One margin per row, for a channel or for an organization (exactly one of the two). A margin is taken off the price.',
    columns: [
      column('Channel', 'A channel name', false),
      column('Organization Id', 'An organization id', false),
      column('Margin', 'Points'),
    ],
  },
  {
    name: CAPS_SHEET,
    description:
      'The highest price a product may reach, for every product (blank Product Id) or one, in a loan-amount band (blank ends are open).',
    columns: [
      column('Product Id', 'Blank for every product', false),
      column('Loan Amount From', 'Dollars', false),
      column('Loan Amount To', 'Dollars', false),
      column('Max Price', 'Points'),
    ],
  },
];

/** A column's letters as a spreadsheet shows them (0 → A, 25 → Z, 26 → AA). */
export function columnLetter(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}
