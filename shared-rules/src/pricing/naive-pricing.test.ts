import { describe, expect, it } from '@jest/globals';
import { EXAMPLE_RATE_SHEET } from './example-sheet';
import { generateLargeRateSheet, pricingScenarios as scenarios } from './large-sheet';
import { priceScenarioNaive } from './naive-pricing';
import { compilePricingSheet, compiledPricingSheetFor } from './compile';
import { priceCompiledScenario, priceScenario } from './price-scenario';

describe('compiled and naive pricing', () => {
  it('agree on the example sheet', () => {
    for (const scenario of scenarios(200)) {
      expect(priceScenario(EXAMPLE_RATE_SHEET, scenario)).toEqual(priceScenarioNaive(EXAMPLE_RATE_SHEET, scenario));
    }
  });

  it('agree on the generated large sheet, with eligible and ineligible products', () => {
    const large = generateLargeRateSheet();
    const compiled = compilePricingSheet(large);
    let eligibleProducts = 0;
    let rateAdjustments = 0;
    for (const scenario of scenarios(24)) {
      const result = priceCompiledScenario(compiled, scenario);
      expect(result).toEqual(priceScenarioNaive(large, scenario));
      for (const product of result.products) {
        if (!product.eligible) continue;
        eligibleProducts++;
        for (const step of product.ladder) rateAdjustments += step.rateAdjustments.length;
      }
    }
    // The comparison is only worth something if the scenarios reach products and rate-dependent grids.
    expect(eligibleProducts).toBeGreaterThan(100);
    expect(rateAdjustments).toBeGreaterThan(100);
  });

  it('compiles a sheet once per sheet object', () => {
    const sheet = { ...EXAMPLE_RATE_SHEET };
    expect(compiledPricingSheetFor(sheet)).toBe(compiledPricingSheetFor(sheet));
    expect(compiledPricingSheetFor({ ...sheet })).not.toBe(compiledPricingSheetFor(sheet));
  });
});

describe('generateLargeRateSheet', () => {
  it('is deterministic and has the size the benchmark asks for', () => {
    const large = generateLargeRateSheet();
    expect(generateLargeRateSheet()).toEqual(large);
    expect(large.products).toHaveLength(150);
    expect(large.basePrices).toHaveLength(150 * 40 * 4);
    expect(large.adjustments).toHaveLength(30);
    expect(new Set(large.adjustments.map((grid) => grid.kind)).size).toBe(11);
    expect(generateLargeRateSheet({ seed: 7 })).not.toEqual(large);
  });
});
