/**
 * Reads an uploaded rate sheet (the template's workbook) into a `RateSheet`. Every refusal names
 * its cell; a workbook with any refusal gives no sheet, so a half-read sheet can never price.
 */
import { parseAdjustments, parseCaps, parseMargins } from './parse-adjustments';
import { parseBasePrices, parseProducts, parseSettings } from './parse-products';
import type { RateSheet } from './rate-sheet';
import { openSheet } from './sheet-reader';
import {
  ADJUSTMENTS_SHEET,
  BASE_PRICES_SHEET,
  CAPS_SHEET,
  MARGINS_SHEET,
  PRODUCTS_SHEET,
  RATE_SHEET_TEMPLATE,
  type RateSheetError,
  type RateSheetWorkbook,
  SETTINGS_SHEET,
  type TemplateSheet,
} from './template';

export type ParseRateSheetResult = { ok: true; sheet: RateSheet } | { ok: false; errors: RateSheetError[] };

const templateOf = (name: string) => RATE_SHEET_TEMPLATE.find((sheet) => sheet.name === name) as TemplateSheet;

export function parseRateSheet(workbook: RateSheetWorkbook): ParseRateSheetResult {
  const errors: RateSheetError[] = [];
  const [settingsSheet, productsSheet, basePricesSheet, adjustmentsSheet, marginsSheet, capsSheet] = [
    SETTINGS_SHEET,
    PRODUCTS_SHEET,
    BASE_PRICES_SHEET,
    ADJUSTMENTS_SHEET,
    MARGINS_SHEET,
    CAPS_SHEET,
  ].map((name) => openSheet(workbook, templateOf(name), errors));
  const settings = settingsSheet ? parseSettings(settingsSheet, errors) : null;
  const products = productsSheet ? parseProducts(productsSheet, errors) : [];
  const productIds = new Set(products.map((product) => product.id));
  // Products refused on their own sheet still count as known, so their prices are not refused twice.
  for (const row of productsSheet?.rows ?? []) {
    const index = productsSheet?.columns.get('Product Id');
    const id = index === undefined ? null : row.cells[index];
    if (id !== null && id !== undefined && String(id).trim() !== '') productIds.add(String(id).trim());
  }
  const basePrices = basePricesSheet && settings ? parseBasePrices(basePricesSheet, productIds, settings.lockPeriods, errors) : [];
  const adjustments = adjustmentsSheet ? parseAdjustments(adjustmentsSheet, productIds, errors) : [];
  const margins = marginsSheet ? parseMargins(marginsSheet, errors) : { channelMargins: [], organizationMargins: [] };
  const priceCaps = capsSheet ? parseCaps(capsSheet, productIds, errors) : [];
  if (errors.length > 0 || !settings) return { ok: false, errors };
  return {
    ok: true,
    sheet: {
      sheetId: settings.sheetId,
      version: settings.version,
      effectiveAt: settings.effectiveAt,
      lockPeriods: settings.lockPeriods,
      products,
      basePrices,
      adjustments,
      channelMargins: margins.channelMargins,
      organizationMargins: margins.organizationMargins,
      priceCaps,
      lockExtension: settings.lockExtension,
    },
  };
}
