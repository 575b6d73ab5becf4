/**
 * The Settings, Products and BasePrices sheets of an upload.
 */
import { UI_CHANNELS } from '../channels/channels';
import { US_STATES } from '../reference/reference';
import {
  type ArmTerms,
  type BasePrice,
  PRICING_AMORTIZATIONS,
  PRICING_MORTGAGE_TYPES,
  PRICING_OCCUPANCIES,
  PRICING_PROPERTY_TYPES,
  type PricingProduct,
} from './rate-sheet';
import { cellError, type OpenSheet, RowReader } from './sheet-reader';
import { RATE_SHEET_SETTINGS, type RateSheetError } from './template';
import { formatThousandths } from './units';

export const STATE_CODES: readonly string[] = US_STATES.map((state) => state.value);

/** Base prices outside these points are taken for a typing mistake (a rate in the price column, 1013.75 for 101.375). */
export const MIN_BASE_PRICE = 80_000;
export const MAX_BASE_PRICE = 120_000;

const ID_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export interface ParsedSettings {
  sheetId: string;
  version: string;
  effectiveAt: string;
  lockPeriods: number[];
  lockExtension: { costPerDay: number; maxDays: number };
}

export function parseSettings(sheet: OpenSheet, errors: RateSheetError[]): ParsedSettings | null {
  const readers = new Map<string, RowReader>();
  for (const row of sheet.rows) {
    const reader = new RowReader(sheet, row, errors);
    const name = reader.text('Setting', true);
    if (name === null) continue;
    if (!(Object.values(RATE_SHEET_SETTINGS) as string[]).includes(name)) reader.fail('Setting', `Unknown setting "${name}"`);
    else if (readers.has(name)) reader.fail('Setting', `${name} is set twice`);
    else readers.set(name, reader);
  }
  const missing = Object.values(RATE_SHEET_SETTINGS).filter((name) => !readers.has(name));
  for (const name of missing) errors.push({ sheet: sheet.name, row: null, column: null, reason: `Missing setting ${name}` });
  if (missing.length > 0) return null;
  const read = (name: string) => readers.get(name) as RowReader;
  const sheetId = read(RATE_SHEET_SETTINGS.sheetId).text('Value', true);
  if (sheetId !== null && !ID_PATTERN.test(sheetId)) read(RATE_SHEET_SETTINGS.sheetId).fail('Value', 'Letters, digits and _ . : - only');
  const version = read(RATE_SHEET_SETTINGS.version).text('Value', true);
  const effectiveAt = read(RATE_SHEET_SETTINGS.effectiveAt).text('Value', true);
  if (effectiveAt !== null && (!ISO_INSTANT.test(effectiveAt) || Number.isNaN(Date.parse(effectiveAt)))) {
    read(RATE_SHEET_SETTINGS.effectiveAt).fail('Value', `Expected an ISO instant such as 2026-12-01T08:00:00Z, found "${effectiveAt}"`);
  }
  const lockReader = read(RATE_SHEET_SETTINGS.lockPeriods);
  const lockTexts = lockReader.list('Value', null, 'lock period', true);
  const lockPeriods = lockTexts.map(Number);
  if (lockPeriods.some((days) => !Number.isInteger(days) || days < 1))
    lockReader.fail('Value', `Expected lock periods in days, such as "15, 30, 45, 60", found "${lockTexts.join(', ')}"`);
  else if (new Set(lockPeriods).size !== lockPeriods.length) lockReader.fail('Value', 'A lock period is listed twice');
  const costPerDay = read(RATE_SHEET_SETTINGS.extensionCostPerDay).number('Value', 1000, true);
  const maxDays = read(RATE_SHEET_SETTINGS.extensionMaxDays).number('Value', 1, true);
  if (sheetId === null || version === null || effectiveAt === null || costPerDay === null || maxDays === null) return null;
  if ([...readers.values()].some((reader) => reader.row.failed)) return null;
  return { sheetId, version, effectiveAt, lockPeriods: [...lockPeriods].sort((a, b) => a - b), lockExtension: { costPerDay, maxDays } };
}

function readArmTerms(reader: RowReader, amortization: string | null): ArmTerms | null {
  const armHeaders = [
    'ARM Index',
    'ARM Margin',
    'ARM Initial Cap',
    'ARM Periodic Cap',
    'ARM Lifetime Cap',
    'ARM Initial Fixed Months',
    'ARM Adjustment Months',
  ];
  const isArm = amortization === 'ARM';
  if (!isArm) {
    for (const header of armHeaders) if (reader.text(header, false) !== null) reader.fail(header, 'Only an ARM has ARM terms');
    return null;
  }
  const index = reader.text('ARM Index', true);
  const margin = reader.number('ARM Margin', 1000, true);
  const initialCap = reader.number('ARM Initial Cap', 1000, true);
  const periodicCap = reader.number('ARM Periodic Cap', 1000, true);
  const lifetimeCap = reader.number('ARM Lifetime Cap', 1000, true);
  const initialFixedMonths = reader.number('ARM Initial Fixed Months', 1, true);
  const adjustmentPeriodMonths = reader.number('ARM Adjustment Months', 1, true);
  if (index === null || margin === null || initialCap === null || periodicCap === null || lifetimeCap === null) return null;
  if (initialFixedMonths === null || adjustmentPeriodMonths === null) return null;
  return { index, margin, initialCap, periodicCap, lifetimeCap, initialFixedMonths, adjustmentPeriodMonths };
}

function readProduct(reader: RowReader): PricingProduct | null {
  const id = reader.text('Product Id', true);
  if (id !== null && !ID_PATTERN.test(id)) reader.fail('Product Id', 'Letters, digits and _ . : - only, at most 64');
  const amortization = reader.oneOf('Amortization', PRICING_AMORTIZATIONS, 'amortization', true);
  const product = {
    id: id ?? '',
    name: reader.text('Name', true) ?? '',
    program: reader.text('Program', true) ?? '',
    mortgageType: reader.oneOf('Mortgage Type', PRICING_MORTGAGE_TYPES, 'mortgage type', true) ?? 'Conventional',
    termMonths: reader.number('Term Months', 1, true) ?? 0,
    amortization: amortization ?? 'Fixed',
    arm: readArmTerms(reader, amortization),
    channels: reader.list('Channels', UI_CHANNELS, 'channel', true),
    minLoanAmount: reader.number('Min Loan Amount', 100, true) ?? 0,
    maxLoanAmount: reader.number('Max Loan Amount', 100, true) ?? 0,
    maxLtv: reader.number('Max LTV', 100, true) ?? 0,
    maxCltv: reader.number('Max CLTV', 100, true) ?? 0,
    minCreditScore: reader.number('Min Credit Score', 1, true) ?? 0,
    maxDti: reader.number('Max DTI', 1000, false),
    minDscr: reader.number('Min DSCR', 1000, false),
    occupancies: reader.list('Occupancies', PRICING_OCCUPANCIES, 'occupancy', true),
    propertyTypes: reader.list('Property Types', PRICING_PROPERTY_TYPES, 'property type', true),
    maxUnits: reader.number('Max Units', 1, true) ?? 0,
    states: reader.list('States', STATE_CODES, 'state', false),
  };
  if (!reader.row.failed) {
    if (product.termMonths < 1 || product.termMonths > 480) reader.fail('Term Months', 'Expected 1 to 480 months');
    if (product.maxLoanAmount < product.minLoanAmount) reader.fail('Max Loan Amount', 'Below the minimum loan amount');
    if (product.maxUnits < 1 || product.maxUnits > 4) reader.fail('Max Units', 'Expected 1 to 4');
    if (product.minCreditScore > 850) reader.fail('Min Credit Score', 'Expected at most 850');
  }
  return reader.row.failed ? null : product;
}

/** The products, refusing a repeated id at its second row. */
export function parseProducts(sheet: OpenSheet, errors: RateSheetError[]): PricingProduct[] {
  const products: PricingProduct[] = [];
  const firstRowOf = new Map<string, number>();
  for (const row of sheet.rows) {
    const reader = new RowReader(sheet, row, errors);
    const product = readProduct(reader);
    const id = reader.text('Product Id', false);
    if (id !== null && firstRowOf.has(id)) {
      reader.fail('Product Id', `Duplicate product ${id} (first on row ${firstRowOf.get(id)})`);
      continue;
    }
    if (id !== null) firstRowOf.set(id, row.rowNumber);
    if (product) products.push(product);
  }
  if (sheet.rows.length === 0) errors.push({ sheet: sheet.name, row: null, column: null, reason: 'No products' });
  return products;
}

/** The base prices; every note rate of a product needs every lock period, and every product a price. */
export function parseBasePrices(
  sheet: OpenSheet,
  productIds: ReadonlySet<string>,
  lockPeriods: readonly number[],
  errors: RateSheetError[],
): BasePrice[] {
  const prices: BasePrice[] = [];
  const locksByRate = new Map<string, { rowNumber: number; productId: string; noteRate: number; locks: Set<number> }>();
  for (const row of sheet.rows) {
    const reader = new RowReader(sheet, row, errors);
    const productId = reader.text('Product Id', true);
    const noteRate = reader.number('Note Rate', 1000, true);
    const lockDays = reader.number('Lock Days', 1, true);
    const price = reader.number('Price', 1000, true);
    if (productId !== null && !productIds.has(productId)) reader.fail('Product Id', `Unknown product ${productId}`);
    if (noteRate !== null && noteRate <= 0) reader.fail('Note Rate', 'Expected a rate above 0');
    if (lockDays !== null && !lockPeriods.includes(lockDays))
      reader.fail('Lock Days', `${lockDays} days is not a lock period of the Settings sheet (${lockPeriods.join(', ')})`);
    if (price !== null && (price < MIN_BASE_PRICE || price > MAX_BASE_PRICE)) {
      reader.fail(
        'Price',
        `${formatThousandths(price)} is outside ${formatThousandths(MIN_BASE_PRICE)}–${formatThousandths(MAX_BASE_PRICE)}`,
      );
    }
    // A row refused only for its price still counts for the lock coverage, so the refusal is not repeated as a missing lock.
    if (productId === null || !productIds.has(productId) || noteRate === null || lockDays === null) continue;
    const rateKey = `${productId}\u0000${noteRate}`;
    let rate = locksByRate.get(rateKey);
    if (!rate) {
      rate = { rowNumber: row.rowNumber, productId, noteRate, locks: new Set() };
      locksByRate.set(rateKey, rate);
    }
    if (rate.locks.has(lockDays)) {
      reader.fail('Lock Days', `Product ${productId} at ${formatThousandths(noteRate)} already has a ${lockDays}-day price`);
      continue;
    }
    rate.locks.add(lockDays);
    if (!row.failed && price !== null) prices.push({ productId, noteRate, lockDays, price });
  }
  for (const rate of locksByRate.values()) {
    const missing = lockPeriods.filter((days) => !rate.locks.has(days));
    if (missing.length === 0) continue;
    const reason = `Product ${rate.productId} at ${formatThousandths(rate.noteRate)} has no price for ${missing.map((days) => `${days}`).join(', ')}-day locks`;
    errors.push(cellError(sheet, rate.rowNumber, 'Note Rate', reason));
  }
  const priced = new Set([...locksByRate.values()].map((rate) => rate.productId));
  for (const productId of productIds) {
    if (!priced.has(productId)) errors.push({ sheet: sheet.name, row: null, column: null, reason: `Product ${productId} has no prices` });
  }
  return prices;
}
