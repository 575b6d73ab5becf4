/**
 * A deterministic generator of a large, realistic rate sheet (by default 150 products × 40 note
 * rates × 4 lock periods, 30 adjustment grids of every kind), for the tests that compare the
 * compiled and naive evaluators and for the pricing benchmark. The same options always give the
 * same sheet: the variation comes from a seeded generator, not from the clock or Math.random.
 */
import type { AdjustmentCell, AdjustmentGrid, AdjustmentKind, PricingMortgageType, PricingProduct, RateSheet } from './rate-sheet';
import { PRICING_MORTGAGE_TYPES, PRICING_OCCUPANCIES, PRICING_PROPERTY_TYPES, PRICING_PURPOSES } from './rate-sheet';
import type { PricingScenario } from './scenario';
import { UI_CHANNELS } from '../channels/channels';

export interface LargeSheetOptions {
  products?: number;
  ratesPerProduct?: number;
  lockPeriods?: number[];
  grids?: number;
  seed?: number;
}

/** A small linear congruential generator: integers in [0, bound). */
function seededIntegers(seed: number): (bound: number) => number {
  let state = seed >>> 0 || 1;
  return (bound) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % bound;
  };
}

const TERMS = [360, 300, 240, 180, 120];
const ARM_FIXED_MONTHS = [60, 84, 120];

function generateProduct(index: number, next: (bound: number) => number): PricingProduct {
  const mortgageType: PricingMortgageType = PRICING_MORTGAGE_TYPES[index % PRICING_MORTGAGE_TYPES.length];
  const isArm = mortgageType === 'Conventional' && index % 3 === 0;
  const isDscr = mortgageType === 'Non-QM';
  const fixedMonths = ARM_FIXED_MONTHS[index % ARM_FIXED_MONTHS.length];
  return {
    id: `P${String(index + 1).padStart(3, '0')}`,
    name: `${mortgageType} ${isArm ? `${fixedMonths / 12}/6 ARM` : `${TERMS[index % TERMS.length] / 12}-Year Fixed`} ${index + 1}`,
    program: isDscr ? 'DSCR' : `${mortgageType} program ${index % 7}`,
    mortgageType,
    termMonths: isArm ? 360 : TERMS[index % TERMS.length],
    amortization: isArm ? 'ARM' : 'Fixed',
    arm: isArm
      ? {
          index: '30-day average SOFR',
          margin: 2_750,
          initialCap: fixedMonths === 60 ? 2_000 : 5_000,
          periodicCap: 1_000,
          lifetimeCap: 5_000,
          initialFixedMonths: fixedMonths,
          adjustmentPeriodMonths: 6,
        }
      : null,
    channels:
      index % 4 === 0 ? ['Brokered - Wholesale'] : ['Brokered - Wholesale', 'Correspondent Non-Delegated', 'Correspondent Delegated'],
    minLoanAmount: 5_000_000 + next(5) * 1_000_000,
    maxLoanAmount: 60_000_000 + next(20) * 10_000_000,
    maxLtv: isDscr ? 8_000 : 8_000 + next(21) * 100,
    maxCltv: isDscr ? 8_000 : 10_000,
    minCreditScore: 580 + next(9) * 10,
    maxDti: isDscr ? null : 43_000 + next(15) * 1_000,
    minDscr: isDscr ? 1_000 + next(3) * 100 : null,
    occupancies: isDscr ? ['Investor'] : index % 5 === 0 ? ['PrimaryResidence'] : ['PrimaryResidence', 'SecondHome', 'Investor'],
    propertyTypes: index % 6 === 0 ? ['Detached', 'PUD'] : ['Detached', 'Attached', 'Condominium', 'PUD', 'ManufacturedHousing'],
    maxUnits: index % 7 === 0 ? 1 : 4,
    states: index % 8 === 0 ? ['CA', 'TX', 'FL', 'NY', 'IL'] : [],
  };
}

const cell = (fields: Partial<AdjustmentCell>, value: number): AdjustmentCell => ({
  match: null,
  from: null,
  to: null,
  ltvFrom: null,
  ltvTo: null,
  ...fields,
  value,
});

/** Contiguous inclusive bands from `start` in steps of `width`, the first open below and the last open above. */
function bands(start: number, width: number, count: number): Array<[number | null, number | null]> {
  return Array.from({ length: count }, (_, position) => [
    position === 0 ? null : start + position * width,
    position === count - 1 ? null : start + (position + 1) * width - 1,
  ]);
}

function gridCells(kind: AdjustmentKind, next: (bound: number) => number): AdjustmentCell[] {
  const cost = () => 0 - 125 * next(12);
  switch (kind) {
    case 'CreditScoreLtv':
      return bands(620, 20, 8).flatMap(([from, to]) =>
        bands(6_001, 500, 7).map(([ltvFrom, ltvTo]) => cell({ from, to, ltvFrom, ltvTo }, cost())),
      );
    case 'Occupancy':
      return ['SecondHome', 'Investor'].flatMap((match) =>
        bands(7_001, 500, 4).map(([ltvFrom, ltvTo]) => cell({ match, ltvFrom, ltvTo }, cost())),
      );
    case 'PropertyType':
      return ['Condominium', 'ManufacturedHousing', 'Attached'].map((match) => cell({ match }, cost()));
    case 'Units':
      return [cell({ from: 2, to: 2 }, cost()), cell({ from: 3, to: 4 }, cost())];
    case 'Purpose':
      return bands(6_001, 1_000, 4).map(([ltvFrom, ltvTo]) => cell({ match: 'Cash-Out Refinance', ltvFrom, ltvTo }, cost()));
    case 'LoanAmount':
      return bands(10_000_001, 5_000_000, 10).map(([from, to]) => cell({ from, to }, cost()));
    case 'State':
      return ['NY', 'FL', 'NJ', 'IL', 'TX', 'CA'].map((match) => cell({ match }, cost()));
    case 'Dscr':
      return bands(1_000, 250, 4).map(([from, to]) => cell({ from, to }, cost()));
    case 'EscrowWaiver':
      return [cell({ match: 'Yes' }, cost())];
    case 'SubordinateFinancing':
      return bands(8_001, 1_000, 3).map(([from, to]) => cell({ from, to }, cost()));
    case 'NoteRate':
      return bands(5_000, 500, 5).map(([from, to]) => cell({ from, to }, cost()));
  }
}

const GRID_KINDS: AdjustmentKind[] = [
  'CreditScoreLtv',
  'Occupancy',
  'PropertyType',
  'Units',
  'Purpose',
  'LoanAmount',
  'State',
  'CreditScoreLtv',
  'Dscr',
  'EscrowWaiver',
  'SubordinateFinancing',
  'NoteRate',
];

export function generateLargeRateSheet(options: LargeSheetOptions = {}): RateSheet {
  const {
    products: productCount = 150,
    ratesPerProduct = 40,
    lockPeriods = [15, 30, 45, 60],
    grids: gridCount = 30,
    seed = 20_261_201,
  } = options;
  const next = seededIntegers(seed);
  const products = Array.from({ length: productCount }, (_, index) => generateProduct(index, next));
  const basePrices = products.flatMap((product, index) => {
    const firstRate = 4_500 + (index % 8) * 125;
    const parPosition = 12 + next(16);
    return Array.from({ length: ratesPerProduct }, (_, position) => {
      // About half a point per eighth of a rate near par, flattening further out, as real ladders do.
      const steps = position - parPosition;
      const price = 100_000 + steps * 500 - Math.sign(steps) * steps * steps * 2;
      return lockPeriods.map((lockDays, lockIndex) => ({
        productId: product.id,
        noteRate: firstRate + position * 125,
        lockDays,
        price: price + 250 - lockIndex * 125,
      }));
    }).flat();
  });
  const adjustments: AdjustmentGrid[] = Array.from({ length: gridCount }, (_, index) => {
    const kind = GRID_KINDS[index % GRID_KINDS.length];
    const scope = index % 3;
    return {
      id: `G${String(index + 1).padStart(2, '0')}`,
      name: `${kind} grid ${index + 1}`,
      kind,
      mortgageTypes: scope === 1 ? [PRICING_MORTGAGE_TYPES[index % PRICING_MORTGAGE_TYPES.length]] : [],
      productIds: scope === 2 ? products.filter((_, position) => position % 5 === index % 5).map((product) => product.id) : [],
      cells: gridCells(kind, next),
    };
  });
  return {
    sheetId: 'generated-large',
    version: `seed-${seed}`,
    effectiveAt: '2026-12-01T14:00:00Z',
    lockPeriods: [...lockPeriods].sort((left, right) => left - right),
    products,
    basePrices,
    adjustments,
    channelMargins: [
      { channel: 'Brokered - Wholesale', margin: 500 },
      { channel: 'Correspondent Delegated', margin: 250 },
    ],
    organizationMargins: Array.from({ length: 20 }, (_, index) => ({ organizationId: `org-${index + 1}`, margin: 125 * (index % 4) })),
    priceCaps: [
      { productId: null, loanAmountFrom: null, loanAmountTo: null, maxPrice: 105_000 },
      ...products
        .filter((_, index) => index % 10 === 0)
        .map((product) => ({ productId: product.id, loanAmountFrom: null, loanAmountTo: 20_000_000, maxPrice: 102_000 })),
    ],
    lockExtension: { costPerDay: 25, maxDays: 30 },
  };
}

/** Scenarios spread over every dimension the grids read, the same list on every run (tests and the benchmark). */
export function pricingScenarios(count: number): PricingScenario[] {
  const states = ['TX', 'NY', 'FL', 'CA', 'NV', 'IL'];
  return Array.from({ length: count }, (_, index) => {
    const propertyValue = 20_000_000 + (index % 9) * 15_000_000;
    return {
      purpose: PRICING_PURPOSES[index % PRICING_PURPOSES.length],
      occupancy: PRICING_OCCUPANCIES[(index >> 1) % PRICING_OCCUPANCIES.length],
      propertyType: PRICING_PROPERTY_TYPES[(index * 5) % PRICING_PROPERTY_TYPES.length],
      units: 1 + (index % 4),
      state: states[index % states.length],
      propertyValue,
      loanAmount: Math.round((propertyValue * (50 + ((index * 7) % 48))) / 100) + (index % 3),
      secondLienAmount: index % 5 === 0 ? 2_500_000 : undefined,
      creditScore: 600 + ((index * 13) % 230),
      dti: 30_000 + ((index * 3) % 25) * 1_000,
      dscr: index % 2 === 0 ? 900 + ((index * 37) % 900) : undefined,
      escrowWaived: index % 4 === 1,
      lockDays: [15, 30, 45, 60, 20][index % 5],
      channel: UI_CHANNELS[index % UI_CHANNELS.length],
      organizationId: index % 3 === 0 ? `org-${1 + (index % 20)}` : index % 7 === 0 ? 'org-summit' : undefined,
      mortgageTypes: index % 11 === 0 ? ['Conventional', 'Non-QM'] : undefined,
    };
  });
}
