import { EXAMPLE_PURCHASE_SCENARIO } from './example-sheet';
import { describe, expect, it } from '@jest/globals';
import { EXAMPLE_RATE_SHEET } from './example-sheet';
import { priceScenario } from './price-scenario';
import type { EligibleProduct, IneligibleProduct, PricingScenario } from './scenario';

/** CONV30's ladder for a $400,000 purchase, primary residence, 745 score, wholesale, 30-day lock. */
const PURCHASE = EXAMPLE_PURCHASE_SCENARIO;

function eligible(scenario: Partial<PricingScenario>, productId = 'CONV30'): EligibleProduct {
  const product = priceScenario(EXAMPLE_RATE_SHEET, { ...PURCHASE, ...scenario }).products.find(
    (candidate) => candidate.productId === productId,
  );
  if (!product?.eligible) throw new Error(`${productId} is not eligible: ${JSON.stringify(product)}`);
  return product;
}

function ineligible(scenario: Partial<PricingScenario>, productId: string): IneligibleProduct {
  const product = priceScenario(EXAMPLE_RATE_SHEET, { ...PURCHASE, ...scenario }).products.find(
    (candidate) => candidate.productId === productId,
  );
  if (!product || product.eligible) throw new Error(`${productId} is eligible`);
  return product;
}

const gridValue = (product: EligibleProduct, source: string) => product.adjustments.find((adjustment) => adjustment.source === source);
const rung = (product: EligibleProduct, noteRate: number) => product.ladder.find((candidate) => candidate.noteRate === noteRate);

describe('priceScenario', () => {
  it('prices the ladder with each adjustment, the margin, P&I and par', () => {
    const product = eligible({});
    expect(product.ltv).toBe(8000);
    expect(product.adjustments).toEqual([
      { source: 'CS-LTV', name: 'Credit score / LTV', value: -375, reason: 'Credit score 740–759 × LTV 75.01–80.00 %' },
      { source: 'channel-margin', name: 'Channel margin', value: -500, reason: 'Brokered - Wholesale' },
    ]);
    // 30-day base prices less 0.875.
    expect(product.ladder.map((step) => [step.noteRate, step.price])).toEqual([
      [6000, 97_375],
      [6125, 98_000],
      [6250, 98_625],
      [6375, 99_250],
      [6500, 99_875],
      [6625, 100_500],
      [6750, 101_000],
      [6875, 101_500],
    ]);
    expect(product.parRate).toBe(6625);
    expect(product.ladder.filter((step) => step.par).map((step) => step.noteRate)).toEqual([6625]);
    expect(rung(product, 6500)?.principalAndInterest).toBe(202_262);
    expect(product.maxPrice).toBe(104_000);
  });

  it('gives $1,896.20 of P&I for $300,000 at 6.500 % over 360 months', () => {
    expect(rung(eligible({ loanAmount: 30_000_000 }), 6500)?.principalAndInterest).toBe(189_620);
  });

  it('reads LTV 80.00 % into the 75.01–80.00 band and 80.01 % into the next', () => {
    expect(gridValue(eligible({ loanAmount: 32_000_000 }), 'CS-LTV')?.value).toBe(-375);
    const above = eligible({ loanAmount: 32_000_001 });
    expect(above.ltv).toBe(8001);
    expect(gridValue(above, 'CS-LTV')).toEqual({
      source: 'CS-LTV',
      name: 'Credit score / LTV',
      value: -500,
      reason: 'Credit score 740–759 × LTV 80.01–85.00 %',
    });
  });

  it('reads a credit score at each edge of its band', () => {
    const cases: Array<[number, number, string]> = [
      [700, -875, 'Credit score 700–719 × LTV 75.01–80.00 %'],
      [719, -875, 'Credit score 700–719 × LTV 75.01–80.00 %'],
      [720, -625, 'Credit score 720–739 × LTV 75.01–80.00 %'],
      [759, -375, 'Credit score 740–759 × LTV 75.01–80.00 %'],
      [760, -125, 'Credit score ≥ 760 × LTV 75.01–80.00 %'],
      [639, -2_250, 'Credit score ≤ 639 × LTV 75.01–80.00 %'],
      [640, -1_500, 'Credit score 640–679 × LTV 75.01–80.00 %'],
    ];
    for (const [creditScore, value, reason] of cases) {
      expect(gridValue(eligible({ creditScore }), 'CS-LTV')).toEqual({ source: 'CS-LTV', name: 'Credit score / LTV', value, reason });
    }
  });

  it('reads the loan-amount band edges, leaving out the band worth nothing', () => {
    const value = 40_000_000;
    expect(gridValue(eligible({ loanAmount: 10_000_000, propertyValue: value }), 'LOANAMT')).toMatchObject({
      value: -500,
      reason: 'Loan amount ≤ $100,000.00',
    });
    expect(gridValue(eligible({ loanAmount: 10_000_001, propertyValue: value }), 'LOANAMT')).toMatchObject({
      value: -250,
      reason: 'Loan amount $100,000.01–$150,000.00',
    });
    expect(gridValue(eligible({ loanAmount: 15_000_000, propertyValue: value }), 'LOANAMT')).toMatchObject({ value: -250 });
    expect(gridValue(eligible({ loanAmount: 15_000_001, propertyValue: value }), 'LOANAMT')).toBeUndefined();
  });

  it('caps the price at the lowest cap for the product and loan amount', () => {
    // $100,000: loan amount −0.500, margin −0.500; CONV30's cap up to $150,000 is 101.000.
    const small = eligible({ loanAmount: 10_000_000, creditScore: 800 });
    expect(small.maxPrice).toBe(101_000);
    expect(rung(small, 6875)).toMatchObject({ uncappedPrice: 101_375, price: 101_000, capped: true });
    expect(rung(small, 6750)).toMatchObject({ uncappedPrice: 100_875, price: 100_875, capped: false });
    expect(eligible({ loanAmount: 15_000_001, creditScore: 800 }).maxPrice).toBe(104_000);
    expect(eligible({ loanAmount: 10_000_000 }, 'CONV15').maxPrice).toBe(104_000);
  });

  it('takes the channel margin and the organization margin off the price', () => {
    const product = eligible({ channel: 'Correspondent Delegated', organizationId: 'org-summit' });
    expect(product.adjustments.slice(-2)).toEqual([
      { source: 'channel-margin', name: 'Channel margin', value: -250, reason: 'Correspondent Delegated' },
      { source: 'organization-margin', name: 'Organization margin', value: -125, reason: 'Organization org-summit' },
    ]);
    expect(rung(product, 6500)?.price).toBe(100_750 - 375 - 375);
    expect(eligible({ organizationId: 'org-unknown' }).adjustments.map((adjustment) => adjustment.source)).toEqual([
      'CS-LTV',
      'channel-margin',
    ]);
  });

  it('applies occupancy, property type, units, purpose, state, escrow and subordinate financing grids', () => {
    const product = eligible({
      occupancy: 'Investor',
      propertyType: 'Condominium',
      units: 2,
      purpose: 'Cash-Out Refinance',
      state: 'NY',
      escrowWaived: true,
      loanAmount: 28_000_000,
      secondLienAmount: 4_000_000,
    });
    expect(product.cltv).toBe(8000);
    expect(product.adjustments).toEqual([
      { source: 'CS-LTV', name: 'Credit score / LTV', value: -125, reason: 'Credit score 740–759 × LTV 60.01–75.00 %' },
      { source: 'OCC', name: 'Occupancy', value: -2_125, reason: 'Occupancy Investor × LTV ≤ 75.00 %' },
      { source: 'UNITS', name: '2-4 units', value: -1_000, reason: 'Units 2–4' },
      { source: 'CASHOUT', name: 'Cash-out refinance', value: -625, reason: 'Purpose Cash-Out Refinance × LTV 60.01–70.00 %' },
      { source: 'STATE', name: 'State', value: -250, reason: 'State NY' },
      { source: 'ESCROW', name: 'Escrow waiver', value: -250, reason: 'Escrows waived' },
      { source: 'SUBFIN', name: 'Subordinate financing', value: -375, reason: 'Subordinate financing, CLTV ≤ 90.00 %' },
      { source: 'channel-margin', name: 'Channel margin', value: -500, reason: 'Brokered - Wholesale' },
    ]);
    expect(gridValue(eligible({ purpose: 'Cash-Out Refinance', loanAmount: 28_000_001 }), 'CASHOUT')).toMatchObject({
      value: -1_250,
      reason: 'Purpose Cash-Out Refinance × LTV ≥ 70.01 %',
    });
    // A condominium at 70.00 % LTV is below the condominium band (75.01 % and up).
    expect(gridValue(product, 'PROP')).toBeUndefined();
    expect(gridValue(eligible({ propertyType: 'Condominium' }), 'PROP')).toMatchObject({
      value: -750,
      reason: 'Property type Condominium × LTV ≥ 75.01 %',
    });
  });

  it('reads DSCR bands and NoteRate grids per rung', () => {
    const dscr = { occupancy: 'Investor', propertyValue: 50_000_000, loanAmount: 35_000_000, creditScore: 700 } as const;
    expect(gridValue(eligible({ ...dscr, dscr: 1_249 }, 'DSCR30'), 'DSCR')).toMatchObject({ value: -500, reason: 'DSCR 1.000–1.249' });
    expect(gridValue(eligible({ ...dscr, dscr: 1_250 }, 'DSCR30'), 'DSCR')).toBeUndefined();
    const arm = eligible({}, 'ARM76');
    expect(rung(arm, 5875)?.rateAdjustments).toEqual([
      { source: 'ARM-RATE', name: 'ARM start rate', value: -250, reason: 'Note rate ≤ 5.875 %' },
    ]);
    expect(rung(arm, 6000)?.rateAdjustments).toEqual([]);
    expect(rung(arm, 5875)?.price).toBe(99_500 - 375 - 500 - 250);
  });

  it('gives every reason a product is ineligible', () => {
    const product = ineligible({ channel: 'Correspondent Delegated', creditScore: 640 }, 'DSCR30');
    expect(product.reasons).toEqual([
      'Not offered in the Correspondent Delegated channel',
      'Credit score 640 is below the minimum of 660',
      'A DSCR is required',
      'Occupancy PrimaryResidence is not allowed',
    ]);
    const fha = ineligible({ occupancy: 'Investor', propertyType: 'CoOperative', loanAmount: 39_000_000, dti: 58_000 }, 'FHA30');
    expect(fha.reasons).toEqual([
      'LTV 97.50 % is above the maximum of 96.50 %',
      'DTI 58.000 % is above the maximum of 57.000 %',
      'Occupancy Investor is not allowed',
      'Property type CoOperative is not allowed',
    ]);
    expect(ineligible({ state: 'NV', loanAmount: 32_000_000 + 400_000_000, propertyValue: 900_000_000 }, 'DSCR30').reasons).toContain(
      'Not offered in NV',
    );
    expect(ineligible({ loanAmount: 4_999_999 }, 'CONV30').reasons).toEqual(['Loan amount $49,999.99 is below the minimum of $50,000.00']);
  });

  it('refuses a lock period the sheet does not price', () => {
    const result = priceScenario(EXAMPLE_RATE_SHEET, { ...PURCHASE, lockDays: 20 });
    expect(result.products.every((product) => !product.eligible && product.reasons.includes('No prices for a 20-day lock'))).toBe(true);
  });

  it('marks no par when every price is below 100.000', () => {
    const product = eligible({ occupancy: 'Investor', creditScore: 630, loanAmount: 34_000_000 });
    expect(product.parRate).toBeNull();
    expect(product.ladder.some((step) => step.par)).toBe(false);
  });

  it('takes par as the lowest rate at or above 100.000, even when a higher rate dips below again', () => {
    const sheet = {
      ...EXAMPLE_RATE_SHEET,
      priceCaps: [],
      basePrices: EXAMPLE_RATE_SHEET.basePrices.map((row) =>
        row.productId === 'CONV30' && row.noteRate === 6750 ? { ...row, price: 100_000 } : row,
      ),
    };
    const product = priceScenario(sheet, { ...PURCHASE, creditScore: 800, loanAmount: 20_000_000, channel: 'Correspondent Delegated' })
      .products[0];
    // 800 score, 50.00 % LTV, $200,000: only the 0.250 margin applies; 6.375 gives 99.875, 6.500 gives 100.500.
    expect(product.eligible && product.parRate).toBe(6500);
  });

  it('keeps only the products the filters ask for, and only eligible ones when asked', () => {
    const ids = (scenario: Partial<PricingScenario>, eligibleOnly = false) =>
      priceScenario(EXAMPLE_RATE_SHEET, { ...PURCHASE, ...scenario }, { eligibleOnly }).products.map((product) => product.productId);
    expect(ids({ mortgageTypes: ['FHA'] })).toEqual(['FHA30']);
    expect(ids({ termsMonths: [180] })).toEqual(['CONV15']);
    expect(ids({ amortizations: ['ARM'] })).toEqual(['ARM76']);
    expect(ids({})).toEqual(['CONV30', 'CONV15', 'FHA30', 'VA30', 'ARM76', 'DSCR30']);
    expect(ids({}, true)).toEqual(['CONV30', 'CONV15', 'FHA30', 'VA30', 'ARM76']);
  });
});
