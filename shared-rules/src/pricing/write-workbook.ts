/**
 * A rate sheet written out in the upload template, the inverse of `parseRateSheet`: services
 * turn it into the downloadable example (and the empty template from `RATE_SHEET_TEMPLATE`).
 * Numbers are written as the numbers people type (6.875, 101.375, 150000), which read back
 * exactly: the shortest decimal text of each is the one written.
 */
import { MATCHED_ADJUSTMENT_KINDS, type RateSheet } from './rate-sheet';
import { type CellValue, RATE_SHEET_SETTINGS, RATE_SHEET_TEMPLATE, type RateSheetWorkbook } from './template';
import { formatHundredths, formatThousandths } from './units';

const thousandths = (value: number | null): CellValue => (value === null ? null : Number(formatThousandths(value)));
const hundredths = (value: number | null): CellValue => (value === null ? null : Number(formatHundredths(value)));
const list = (values: readonly string[]): CellValue => (values.length === 0 ? null : values.join(', '));

function headers(name: string): CellValue[] {
  return [...(RATE_SHEET_TEMPLATE.find((sheet) => sheet.name === name)?.columns.map((column) => column.header) ?? [])];
}

export function rateSheetToWorkbook(sheet: RateSheet): RateSheetWorkbook {
  const settings: CellValue[][] = [
    headers('Settings'),
    [RATE_SHEET_SETTINGS.sheetId, sheet.sheetId],
    [RATE_SHEET_SETTINGS.version, sheet.version],
    [RATE_SHEET_SETTINGS.effectiveAt, sheet.effectiveAt],
    [RATE_SHEET_SETTINGS.lockPeriods, sheet.lockPeriods.join(', ')],
    [RATE_SHEET_SETTINGS.extensionCostPerDay, thousandths(sheet.lockExtension.costPerDay)],
    [RATE_SHEET_SETTINGS.extensionMaxDays, sheet.lockExtension.maxDays],
  ];
  const products: CellValue[][] = [headers('Products')];
  for (const product of sheet.products) {
    const arm = product.arm;
    products.push([
      product.id,
      product.name,
      product.program,
      product.mortgageType,
      product.termMonths,
      product.amortization,
      arm?.index ?? null,
      thousandths(arm?.margin ?? null),
      thousandths(arm?.initialCap ?? null),
      thousandths(arm?.periodicCap ?? null),
      thousandths(arm?.lifetimeCap ?? null),
      arm?.initialFixedMonths ?? null,
      arm?.adjustmentPeriodMonths ?? null,
      list(product.channels),
      hundredths(product.minLoanAmount),
      hundredths(product.maxLoanAmount),
      hundredths(product.maxLtv),
      hundredths(product.maxCltv),
      product.minCreditScore,
      thousandths(product.maxDti),
      thousandths(product.minDscr),
      list(product.occupancies),
      list(product.propertyTypes),
      product.maxUnits,
      list(product.states),
    ]);
  }
  const basePrices: CellValue[][] = [headers('BasePrices')];
  for (const row of sheet.basePrices) basePrices.push([row.productId, thousandths(row.noteRate), row.lockDays, thousandths(row.price)]);
  const adjustments: CellValue[][] = [headers('Adjustments')];
  for (const grid of sheet.adjustments) {
    // From/To are written in the unit the kind reads them in (score and units as they are, dollars and CLTV in hundredths).
    const bandEnd =
      grid.kind === 'LoanAmount' || grid.kind === 'SubordinateFinancing'
        ? hundredths
        : grid.kind === 'Dscr' || grid.kind === 'NoteRate'
          ? thousandths
          : (value: number | null) => value;
    for (const cell of grid.cells) {
      const matched = MATCHED_ADJUSTMENT_KINDS.has(grid.kind);
      adjustments.push([
        grid.id,
        grid.name,
        grid.kind,
        list(grid.mortgageTypes),
        list(grid.productIds),
        matched ? cell.match : null,
        matched ? null : bandEnd(cell.from),
        matched ? null : bandEnd(cell.to),
        hundredths(cell.ltvFrom),
        hundredths(cell.ltvTo),
        thousandths(cell.value),
      ]);
    }
  }
  const margins: CellValue[][] = [headers('Margins')];
  for (const margin of sheet.channelMargins) margins.push([margin.channel, null, thousandths(margin.margin)]);
  for (const margin of sheet.organizationMargins) margins.push([null, margin.organizationId, thousandths(margin.margin)]);
  const caps: CellValue[][] = [headers('Caps')];
  for (const cap of sheet.priceCaps)
    caps.push([cap.productId, hundredths(cap.loanAmountFrom), hundredths(cap.loanAmountTo), thousandths(cap.maxPrice)]);
  return {
    sheets: [
      { name: 'Settings', rows: settings },
      { name: 'Products', rows: products },
      { name: 'BasePrices', rows: basePrices },
      { name: 'Adjustments', rows: adjustments },
      { name: 'Margins', rows: margins },
      { name: 'Caps', rows: caps },
    ],
  };
}
