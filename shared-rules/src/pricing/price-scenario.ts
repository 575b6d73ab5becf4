/**
 * Prices a scenario against a compiled sheet. A rate-independent grid is matched once per
 * scenario (its cell depends on the scenario, not on the product) and each product then sums the
 * cells of its grids once; only NoteRate grids are read per rung. A cell worth 0.000 applies
 * but is not listed (there is nothing to explain). Par is the lowest note rate whose final price
 * is at least 100.000.
 */
import { type CompiledPricingSheet, type CompiledProduct, compiledPricingSheetFor } from './compile';
import { type ScenarioFacts, bandedValue, cellMatches, describeCell, matchedValue, scenarioFacts } from './adjustment-match';
import { capApplies, eligibilityReasons, marginAdjustments, noPricesForLock, productHeader, productPassesFilters } from './eligibility';
import type { AdjustmentCell, AdjustmentKind, RateSheet } from './rate-sheet';
import type { AppliedAdjustment, LadderRung, PricedProduct, PricingResult, PricingScenario } from './scenario';
import { PAR_PRICE, paymentFromFactor } from './units';

export interface PricingOptions {
  /** Leave out the products the scenario is not eligible for (default: keep them, with their reasons). */
  eligibleOnly?: boolean;
}

/** The first cell of a grid that holds, in sheet order. */
function firstMatchingCell(compiled: CompiledPricingSheet['grids'][number], facts: ScenarioFacts, noteRate: number): AdjustmentCell | null {
  const { grid, cellsByMatch } = compiled;
  if (cellsByMatch) {
    const value = matchedValue(grid.kind, facts);
    const candidates = value === null ? undefined : cellsByMatch.get(value);
    if (!candidates) return null;
    for (const cell of candidates) if (cellMatches(grid.kind, cell, facts, noteRate)) return cell;
    return null;
  }
  if (!compiled.rateDependent && bandedValue(grid.kind, facts, noteRate) === null) return null;
  for (const cell of grid.cells) if (cellMatches(grid.kind, cell, facts, noteRate)) return cell;
  return null;
}

const applied = (gridId: string, name: string, kind: AdjustmentKind, cell: AdjustmentCell): AppliedAdjustment => ({
  source: gridId,
  name,
  value: cell.value,
  reason: describeCell(kind, cell),
});

/** The rungs of a ladder with their final prices, and par marked. */
function priceLadder(
  compiled: CompiledPricingSheet,
  product: CompiledProduct,
  ladder: { noteRates: readonly number[]; basePrices: readonly number[] },
  facts: ScenarioFacts,
  adjustmentsTotal: number,
  maxPrice: number | null,
  payments: Map<number, number>,
): { rungs: LadderRung[]; parRate: number | null } {
  const rungs: LadderRung[] = [];
  let parRate: number | null = null;
  const { termMonths } = product.product;
  for (let position = 0; position < ladder.noteRates.length; position++) {
    const noteRate = ladder.noteRates[position];
    const rateAdjustments: AppliedAdjustment[] = [];
    let uncappedPrice = ladder.basePrices[position] + adjustmentsTotal;
    for (const gridIndex of product.rateGridIndexes) {
      const grid = compiled.grids[gridIndex];
      const cell = firstMatchingCell(grid, facts, noteRate);
      if (cell === null || cell.value === 0) continue;
      rateAdjustments.push(applied(grid.grid.id, grid.grid.name, grid.grid.kind, cell));
      uncappedPrice += cell.value;
    }
    const capped = maxPrice !== null && uncappedPrice > maxPrice;
    const price = capped ? maxPrice : uncappedPrice;
    const paymentKey = noteRate * 1000 + termMonths;
    let principalAndInterest = payments.get(paymentKey);
    if (principalAndInterest === undefined) {
      principalAndInterest = paymentFromFactor(facts.scenario.loanAmount, compiled.amortizationFactorOf(termMonths, noteRate));
      payments.set(paymentKey, principalAndInterest);
    }
    const par = parRate === null && price >= PAR_PRICE;
    if (par) parRate = noteRate;
    rungs.push({
      noteRate,
      basePrice: ladder.basePrices[position],
      rateAdjustments,
      uncappedPrice,
      price,
      capped,
      principalAndInterest,
      par,
    });
  }
  return { rungs, parRate };
}

/** Prices a scenario against every product of a compiled sheet. */
export function priceCompiledScenario(
  compiled: CompiledPricingSheet,
  scenario: PricingScenario,
  options: PricingOptions = {},
): PricingResult {
  const { sheet } = compiled;
  const facts = scenarioFacts(scenario);
  const margins = marginAdjustments(sheet, scenario);
  const marginTotal = margins.reduce((total, margin) => total + margin.value, 0);
  // Matched once per scenario: undefined until a product asks, null when no cell holds.
  const gridAdjustments: Array<AppliedAdjustment | null | undefined> = new Array(compiled.grids.length);
  const payments = new Map<number, number>();
  const products: PricedProduct[] = [];
  for (const compiledProduct of compiled.products) {
    const { product } = compiledProduct;
    if (!productPassesFilters(product, scenario)) continue;
    const header = productHeader(product);
    const reasons = eligibilityReasons(product, facts);
    const ladder = compiledProduct.ladders.get(scenario.lockDays);
    if (!ladder || ladder.noteRates.length === 0) reasons.push(noPricesForLock(scenario.lockDays));
    if (reasons.length > 0 || !ladder) {
      if (!options.eligibleOnly) products.push({ ...header, eligible: false, reasons });
      continue;
    }
    const adjustments: AppliedAdjustment[] = [];
    let adjustmentsTotal = marginTotal;
    for (const gridIndex of compiledProduct.gridIndexes) {
      let adjustment = gridAdjustments[gridIndex];
      if (adjustment === undefined) {
        const grid = compiled.grids[gridIndex];
        const cell = firstMatchingCell(grid, facts, 0);
        adjustment = cell === null || cell.value === 0 ? null : applied(grid.grid.id, grid.grid.name, grid.grid.kind, cell);
        gridAdjustments[gridIndex] = adjustment;
      }
      if (adjustment === null) continue;
      adjustments.push(adjustment);
      adjustmentsTotal += adjustment.value;
    }
    adjustments.push(...margins);
    let maxPrice: number | null = null;
    for (const cap of compiledProduct.caps) {
      if (capApplies(cap, product.id, scenario.loanAmount) && (maxPrice === null || cap.maxPrice < maxPrice)) maxPrice = cap.maxPrice;
    }
    const { rungs, parRate } = priceLadder(compiled, compiledProduct, ladder, facts, adjustmentsTotal, maxPrice, payments);
    products.push({
      ...header,
      eligible: true,
      lockDays: scenario.lockDays,
      ltv: facts.ltv,
      cltv: facts.cltv,
      adjustments,
      maxPrice,
      ladder: rungs,
      parRate,
    });
  }
  return { sheetId: sheet.sheetId, version: sheet.version, effectiveAt: sheet.effectiveAt, products };
}

/** Prices a scenario against every product of a sheet, compiling the sheet on its first use (see `compiledPricingSheetFor`). */
export function priceScenario(sheet: RateSheet, scenario: PricingScenario, options: PricingOptions = {}): PricingResult {
  return priceCompiledScenario(compiledPricingSheetFor(sheet), scenario, options);
}
