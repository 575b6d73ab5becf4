/**
 * A small, realistic rate sheet: six products (conforming 30- and 15-year fixed, FHA, VA, a 7/6
 * SOFR ARM and a DSCR investor loan) with agency-style grids. The tests, the demo seed and the
 * downloadable example (`rateSheetToWorkbook(EXAMPLE_RATE_SHEET)`) use it. Each ladder is written
 * for the 30-day lock; the other locks differ by the usual lock cost.
 */
import type { PricingScenario } from './scenario';
import { EXAMPLE_ADJUSTMENTS } from './example-adjustments';
import type { BasePrice, PricingProduct, RateSheet } from './rate-sheet';

const ALL_CHANNELS: PricingProduct['channels'] = ['Brokered - Wholesale', 'Correspondent Non-Delegated', 'Correspondent Delegated'];
const ALL_OCCUPANCIES: PricingProduct['occupancies'] = ['PrimaryResidence', 'SecondHome', 'Investor'];
const RESIDENTIAL: PricingProduct['propertyTypes'] = [
  'Detached',
  'Attached',
  'Condominium',
  'HighRiseCondominium',
  'DetachedCondo',
  'PUD',
  'ManufacturedHousing',
];

const fixedProduct = (fields: Omit<PricingProduct, 'amortization' | 'arm'>): PricingProduct => ({
  ...fields,
  amortization: 'Fixed',
  arm: null,
});

const conforming = {
  mortgageType: 'Conventional',
  channels: ALL_CHANNELS,
  minLoanAmount: 5_000_000,
  maxLoanAmount: 83_275_000,
  maxLtv: 9_700,
  maxCltv: 9_700,
  minCreditScore: 620,
  maxDti: 50_000,
  minDscr: null,
  occupancies: ALL_OCCUPANCIES,
  propertyTypes: RESIDENTIAL,
  maxUnits: 4,
  states: [],
} as const;

export const EXAMPLE_PRODUCTS: PricingProduct[] = [
  fixedProduct({
    ...conforming,
    id: 'CONV30',
    name: 'Conventional 30-Year Fixed',
    program: 'Conforming',
    termMonths: 360,
    channels: [...ALL_CHANNELS],
    occupancies: [...ALL_OCCUPANCIES],
    propertyTypes: [...RESIDENTIAL],
    states: [],
  }),
  fixedProduct({
    ...conforming,
    id: 'CONV15',
    name: 'Conventional 15-Year Fixed',
    program: 'Conforming',
    termMonths: 180,
    channels: [...ALL_CHANNELS],
    occupancies: [...ALL_OCCUPANCIES],
    propertyTypes: [...RESIDENTIAL],
    states: [],
  }),
  fixedProduct({
    id: 'FHA30',
    name: 'FHA 30-Year Fixed',
    program: 'FHA',
    mortgageType: 'FHA',
    termMonths: 360,
    channels: [...ALL_CHANNELS],
    minLoanAmount: 5_000_000,
    maxLoanAmount: 52_422_500,
    maxLtv: 9_650,
    maxCltv: 10_000,
    minCreditScore: 580,
    maxDti: 57_000,
    minDscr: null,
    occupancies: ['PrimaryResidence'],
    propertyTypes: ['Detached', 'Attached', 'Condominium', 'PUD', 'ManufacturedHousing'],
    maxUnits: 4,
    states: [],
  }),
  fixedProduct({
    id: 'VA30',
    name: 'VA 30-Year Fixed',
    program: 'VA',
    mortgageType: 'VA',
    termMonths: 360,
    channels: ['Brokered - Wholesale', 'Correspondent Delegated'],
    minLoanAmount: 5_000_000,
    maxLoanAmount: 200_000_000,
    maxLtv: 10_000,
    maxCltv: 10_000,
    minCreditScore: 580,
    maxDti: 60_000,
    minDscr: null,
    occupancies: ['PrimaryResidence'],
    propertyTypes: ['Detached', 'Attached', 'Condominium', 'PUD'],
    maxUnits: 4,
    states: [],
  }),
  {
    ...conforming,
    id: 'ARM76',
    name: 'Conventional 7/6 SOFR ARM',
    program: 'Conforming ARM',
    termMonths: 360,
    amortization: 'ARM',
    arm: {
      index: '30-day average SOFR',
      margin: 2_750,
      initialCap: 5_000,
      periodicCap: 1_000,
      lifetimeCap: 5_000,
      initialFixedMonths: 84,
      adjustmentPeriodMonths: 6,
    },
    channels: [...ALL_CHANNELS],
    maxLtv: 9_000,
    maxCltv: 9_000,
    minCreditScore: 640,
    occupancies: [...ALL_OCCUPANCIES],
    propertyTypes: [...RESIDENTIAL],
    states: [],
  },
  fixedProduct({
    id: 'DSCR30',
    name: 'DSCR 30-Year Fixed',
    program: 'DSCR',
    mortgageType: 'Non-QM',
    termMonths: 360,
    channels: ['Brokered - Wholesale', 'Correspondent Non-Delegated'],
    minLoanAmount: 10_000_000,
    maxLoanAmount: 300_000_000,
    maxLtv: 8_000,
    maxCltv: 8_000,
    minCreditScore: 660,
    maxDti: null,
    minDscr: 1_000,
    occupancies: ['Investor'],
    propertyTypes: ['Detached', 'Attached', 'Condominium', 'PUD'],
    maxUnits: 4,
    states: ['AZ', 'CA', 'CO', 'FL', 'GA', 'NC', 'TX'],
  }),
];

/** 30-day ladders: [note rate, price] in thousandths. */
const LADDERS_30_DAY: Record<string, Array<[number, number]>> = {
  CONV30: [
    [6_000, 98_250],
    [6_125, 98_875],
    [6_250, 99_500],
    [6_375, 100_125],
    [6_500, 100_750],
    [6_625, 101_375],
    [6_750, 101_875],
    [6_875, 102_375],
  ],
  CONV15: [
    [5_250, 98_750],
    [5_375, 99_375],
    [5_500, 100_000],
    [5_625, 100_500],
    [5_750, 101_000],
    [5_875, 101_500],
  ],
  FHA30: [
    [5_625, 98_500],
    [5_750, 99_125],
    [5_875, 99_750],
    [6_000, 100_375],
    [6_125, 101_000],
    [6_250, 101_625],
  ],
  VA30: [
    [5_500, 98_625],
    [5_625, 99_250],
    [5_750, 99_875],
    [5_875, 100_500],
    [6_000, 101_125],
    [6_125, 101_750],
  ],
  ARM76: [
    [5_750, 98_875],
    [5_875, 99_500],
    [6_000, 100_000],
    [6_125, 100_500],
    [6_250, 101_000],
    [6_375, 101_500],
  ],
  DSCR30: [
    [7_125, 98_500],
    [7_250, 99_000],
    [7_375, 99_500],
    [7_500, 100_000],
    [7_625, 100_500],
    [7_750, 101_000],
    [7_875, 101_375],
  ],
};

/** A shorter lock is worth more to the lender: its price is higher. */
const LOCK_COST: Array<[number, number]> = [
  [15, 125],
  [30, 0],
  [45, -125],
  [60, -250],
];

export const EXAMPLE_BASE_PRICES: BasePrice[] = Object.entries(LADDERS_30_DAY).flatMap(([productId, ladder]) =>
  ladder.flatMap(([noteRate, price]) => LOCK_COST.map(([lockDays, cost]) => ({ productId, noteRate, lockDays, price: price + cost }))),
);

export const EXAMPLE_RATE_SHEET: RateSheet = {
  sheetId: 'example-lender',
  version: '2026-12-01.1',
  effectiveAt: '2026-12-01T14:00:00Z',
  lockPeriods: [15, 30, 45, 60],
  products: EXAMPLE_PRODUCTS,
  basePrices: EXAMPLE_BASE_PRICES,
  adjustments: EXAMPLE_ADJUSTMENTS,
  channelMargins: [
    { channel: 'Brokered - Wholesale', margin: 500 },
    { channel: 'Correspondent Non-Delegated', margin: 375 },
    { channel: 'Correspondent Delegated', margin: 250 },
  ],
  organizationMargins: [{ organizationId: 'org-summit', margin: 125 }],
  priceCaps: [
    { productId: null, loanAmountFrom: null, loanAmountTo: null, maxPrice: 104_000 },
    { productId: 'CONV30', loanAmountFrom: null, loanAmountTo: 15_000_000, maxPrice: 101_000 },
  ],
  lockExtension: { costPerDay: 25, maxDays: 30 },
};

/**
 * The example sheet's plain conforming purchase: $320,000 on a $400,000 home in Texas (80 % LTV), a
 * primary residence, 745 score, 38 % DTI, wholesale, 30-day lock. Its conforming 30-year fixed reaches par
 * (tests of the engine and of the services price it).
 */
export const EXAMPLE_PURCHASE_SCENARIO: PricingScenario = {
  purpose: 'Purchase',
  occupancy: 'PrimaryResidence',
  propertyType: 'Detached',
  units: 1,
  state: 'TX',
  propertyValue: 40_000_000,
  loanAmount: 32_000_000,
  creditScore: 745,
  dti: 38_000,
  escrowWaived: false,
  lockDays: 30,
  channel: 'Brokered - Wholesale',
};
