/**
 * The straightforward reading of a rate sheet, kept as the reference the compiled pricing is
 * checked and benchmarked against: per product it scans every base price row, and per note rate
 * every grid and every cap, and computes each payment from scratch. Its answers must equal
 * `priceScenario`'s exactly.
 */
import { cellMatches, describeCell, gridAppliesToProduct, scenarioFacts } from './adjustment-match';
import { capApplies, eligibilityReasons, marginAdjustments, noPricesForLock, productHeader, productPassesFilters } from './eligibility';
import type { PricingOptions } from './price-scenario';
import type { AdjustmentGrid, RateSheet } from './rate-sheet';
import type { AppliedAdjustment, LadderRung, PricedProduct, PricingResult, PricingScenario } from './scenario';
import { monthlyPrincipalAndInterest, PAR_PRICE } from './units';

type ScenarioFactsOf = ReturnType<typeof scenarioFacts>;

function matchGrid(grid: AdjustmentGrid, facts: ScenarioFactsOf, noteRate: number): AppliedAdjustment | null {
  for (const cell of grid.cells) {
    if (cellMatches(grid.kind, cell, facts, noteRate)) {
      if (cell.value === 0) return null;
      return { source: grid.id, name: grid.name, value: cell.value, reason: describeCell(grid.kind, cell) };
    }
  }
  return null;
}

export function priceScenarioNaive(sheet: RateSheet, scenario: PricingScenario, options: PricingOptions = {}): PricingResult {
  const facts = scenarioFacts(scenario);
  const products: PricedProduct[] = [];
  for (const product of sheet.products) {
    if (!productPassesFilters(product, scenario)) continue;
    const header = productHeader(product);
    const rows = sheet.basePrices
      .filter((row) => row.productId === product.id && row.lockDays === scenario.lockDays)
      .sort((left, right) => left.noteRate - right.noteRate);
    const reasons = eligibilityReasons(product, facts);
    if (rows.length === 0) reasons.push(noPricesForLock(scenario.lockDays));
    if (reasons.length > 0) {
      if (!options.eligibleOnly) products.push({ ...header, eligible: false, reasons });
      continue;
    }
    const margins = marginAdjustments(sheet, scenario);
    const adjustments: AppliedAdjustment[] = [];
    for (const grid of sheet.adjustments) {
      if (grid.kind === 'NoteRate' || !gridAppliesToProduct(grid, product)) continue;
      const adjustment = matchGrid(grid, facts, 0);
      if (adjustment) adjustments.push(adjustment);
    }
    adjustments.push(...margins);
    let maxPrice: number | null = null;
    const ladder: LadderRung[] = [];
    let parRate: number | null = null;
    for (const row of rows) {
      let uncappedPrice = row.price;
      const rateAdjustments: AppliedAdjustment[] = [];
      for (const grid of sheet.adjustments) {
        if (!gridAppliesToProduct(grid, product)) continue;
        const adjustment = matchGrid(grid, facts, row.noteRate);
        if (!adjustment) continue;
        uncappedPrice += adjustment.value;
        if (grid.kind === 'NoteRate') rateAdjustments.push(adjustment);
      }
      for (const margin of margins) uncappedPrice += margin.value;
      maxPrice = null;
      for (const cap of sheet.priceCaps) {
        if (capApplies(cap, product.id, scenario.loanAmount) && (maxPrice === null || cap.maxPrice < maxPrice)) maxPrice = cap.maxPrice;
      }
      const price = maxPrice !== null && uncappedPrice > maxPrice ? maxPrice : uncappedPrice;
      const par = parRate === null && price >= PAR_PRICE;
      if (par) parRate = row.noteRate;
      ladder.push({
        noteRate: row.noteRate,
        basePrice: row.price,
        rateAdjustments,
        uncappedPrice,
        price,
        capped: price !== uncappedPrice,
        principalAndInterest: monthlyPrincipalAndInterest(scenario.loanAmount, row.noteRate, product.termMonths),
        par,
      });
    }
    products.push({
      ...header,
      eligible: true,
      lockDays: scenario.lockDays,
      ltv: facts.ltv,
      cltv: facts.cltv,
      adjustments,
      maxPrice,
      ladder,
      parRate,
    });
  }
  return { sheetId: sheet.sheetId, version: sheet.version, effectiveAt: sheet.effectiveAt, products };
}
