/**
 * A rate sheet indexed for pricing, built once per sheet: each product's ladder per lock period
 * (sorted by note rate), the grids that apply to it (split into rate-independent ones, read once
 * per product, and NoteRate grids, read per rung), its caps, match-keyed grids hashed by their
 * match value, and the amortization factors of the sheet's (term, rate) pairs as they are first
 * needed. `price-scenario.ts` prices a scenario against it.
 */
import { gridAppliesToProduct } from './adjustment-match';
import type { AdjustmentCell, AdjustmentGrid, PriceCap, PricingProduct, RateSheet } from './rate-sheet';
import { MATCHED_ADJUSTMENT_KINDS } from './rate-sheet';
import { amortizationFactor } from './units';

export interface CompiledLadder {
  /** Ascending. */
  noteRates: readonly number[];
  basePrices: readonly number[];
}

export interface CompiledProduct {
  product: PricingProduct;
  /** Indexes into `CompiledPricingSheet.grids` of the rate-independent grids that apply, in sheet order. */
  gridIndexes: readonly number[];
  /** Indexes of the NoteRate grids that apply, in sheet order. */
  rateGridIndexes: readonly number[];
  ladders: ReadonlyMap<number, CompiledLadder>;
  caps: readonly PriceCap[];
}

export interface CompiledGrid {
  grid: AdjustmentGrid;
  rateDependent: boolean;
  /** For match-keyed kinds: the cells by match value, in sheet order. */
  cellsByMatch: ReadonlyMap<string, readonly AdjustmentCell[]> | null;
}

export interface CompiledPricingSheet {
  sheet: RateSheet;
  grids: readonly CompiledGrid[];
  products: readonly CompiledProduct[];
  /** The payment factor of a term and note rate, computed on first use and kept. */
  amortizationFactorOf(termMonths: number, noteRate: number): ReturnType<typeof amortizationFactor>;
}

function compileGrid(grid: AdjustmentGrid): CompiledGrid {
  const rateDependent = grid.kind === 'NoteRate';
  if (!MATCHED_ADJUSTMENT_KINDS.has(grid.kind)) return { grid, rateDependent, cellsByMatch: null };
  const cellsByMatch = new Map<string, AdjustmentCell[]>();
  for (const cell of grid.cells) {
    if (cell.match === null) continue;
    const cells = cellsByMatch.get(cell.match);
    if (cells) cells.push(cell);
    else cellsByMatch.set(cell.match, [cell]);
  }
  return { grid, rateDependent, cellsByMatch };
}

function compileLadders(basePrices: RateSheet['basePrices']): Map<string, Map<number, CompiledLadder>> {
  const rowsByProduct = new Map<string, Map<number, Array<{ noteRate: number; price: number }>>>();
  for (const row of basePrices) {
    let byLock = rowsByProduct.get(row.productId);
    if (!byLock) {
      byLock = new Map();
      rowsByProduct.set(row.productId, byLock);
    }
    let rows = byLock.get(row.lockDays);
    if (!rows) {
      rows = [];
      byLock.set(row.lockDays, rows);
    }
    rows.push({ noteRate: row.noteRate, price: row.price });
  }
  const ladders = new Map<string, Map<number, CompiledLadder>>();
  for (const [productId, byLock] of rowsByProduct) {
    const productLadders = new Map<number, CompiledLadder>();
    for (const [lockDays, rows] of byLock) {
      // A stable sort keeps the sheet's first row of a repeated rate first, as the naive reading does.
      rows.sort((left, right) => left.noteRate - right.noteRate);
      productLadders.set(lockDays, { noteRates: rows.map((row) => row.noteRate), basePrices: rows.map((row) => row.price) });
    }
    ladders.set(productId, productLadders);
  }
  return ladders;
}

export function compilePricingSheet(sheet: RateSheet): CompiledPricingSheet {
  const grids = sheet.adjustments.map(compileGrid);
  const ladders = compileLadders(sheet.basePrices);
  const products = sheet.products.map((product): CompiledProduct => {
    const gridIndexes: number[] = [];
    const rateGridIndexes: number[] = [];
    grids.forEach((compiled, index) => {
      if (!gridAppliesToProduct(compiled.grid, product)) return;
      (compiled.rateDependent ? rateGridIndexes : gridIndexes).push(index);
    });
    const caps = sheet.priceCaps.filter((cap) => cap.productId === null || cap.productId === product.id);
    return { product, gridIndexes, rateGridIndexes, ladders: ladders.get(product.id) ?? new Map(), caps };
  });
  const factors = new Map<number, ReturnType<typeof amortizationFactor>>();
  return {
    sheet,
    grids,
    products,
    amortizationFactorOf(termMonths, noteRate) {
      // Terms stay below 1,000 months and rates below 1,000 %, so the key is unique and exact.
      const key = noteRate * 1000 + termMonths;
      let factor = factors.get(key);
      if (factor === undefined) {
        factor = amortizationFactor(noteRate, termMonths);
        factors.set(key, factor);
      }
      return factor;
    },
  };
}

const compiledSheets = new WeakMap<RateSheet, CompiledPricingSheet>();

/**
 * The compiled form of a sheet, compiled on the first call with that sheet object. A sheet is
 * immutable once published (a new upload is a new object), so it is never read again.
 */
export function compiledPricingSheetFor(sheet: RateSheet): CompiledPricingSheet {
  let compiled = compiledSheets.get(sheet);
  if (!compiled) {
    compiled = compilePricingSheet(sheet);
    compiledSheets.set(sheet, compiled);
  }
  return compiled;
}
