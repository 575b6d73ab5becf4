/**
 * The adjustment grids of the example rate sheet (`example-sheet.ts`): agency-style credit score
 * × LTV grids, occupancy, property type, units, cash-out, loan amount, state, DSCR, escrow waiver,
 * subordinate financing and an ARM start-rate grid, the one that depends on the note rate.
 */
import type { AdjustmentCell, AdjustmentGrid } from './rate-sheet';

const cell = (fields: Partial<AdjustmentCell> & { value: number }): AdjustmentCell => ({
  match: null,
  from: null,
  to: null,
  ltvFrom: null,
  ltvTo: null,
  ...fields,
});

const SCORE_BANDS: Array<[number | null, number | null]> = [
  [null, 639],
  [640, 679],
  [680, 699],
  [700, 719],
  [720, 739],
  [740, 759],
  [760, null],
];
const LTV_BANDS: Array<[number | null, number | null]> = [
  [null, 6_000],
  [6_001, 7_500],
  [7_501, 8_000],
  [8_001, 8_500],
  [8_501, 9_000],
  [9_001, null],
];
/** Rows follow SCORE_BANDS, columns LTV_BANDS. */
const SCORE_LTV_VALUES = [
  [-500, -1_500, -2_250, -2_750, -2_750, -2_500],
  [0, -875, -1_500, -1_875, -1_875, -1_625],
  [0, -500, -1_125, -1_375, -1_250, -1_000],
  [0, -375, -875, -1_125, -1_000, -750],
  [0, -250, -625, -750, -625, -500],
  [0, -125, -375, -500, -375, -250],
  [0, 0, -125, -250, -125, 0],
];

const scoreLtvCells: AdjustmentCell[] = SCORE_BANDS.flatMap(([from, to], row) =>
  LTV_BANDS.map(([ltvFrom, ltvTo], column) => cell({ from, to, ltvFrom, ltvTo, value: SCORE_LTV_VALUES[row][column] })),
);

const grid = (
  fields: Omit<AdjustmentGrid, 'mortgageTypes' | 'productIds'> & Partial<Pick<AdjustmentGrid, 'mortgageTypes' | 'productIds'>>,
): AdjustmentGrid => ({
  mortgageTypes: [],
  productIds: [],
  ...fields,
});

export const EXAMPLE_ADJUSTMENTS: AdjustmentGrid[] = [
  grid({ id: 'CS-LTV', name: 'Credit score / LTV', kind: 'CreditScoreLtv', mortgageTypes: ['Conventional'], cells: scoreLtvCells }),
  grid({
    id: 'GOV-CS',
    name: 'Government credit score',
    kind: 'CreditScoreLtv',
    mortgageTypes: ['FHA', 'VA'],
    cells: [cell({ to: 639, value: -1_000 }), cell({ from: 640, to: 679, value: -500 }), cell({ from: 680, value: 0 })],
  }),
  grid({
    id: 'OCC',
    name: 'Occupancy',
    kind: 'Occupancy',
    mortgageTypes: ['Conventional'],
    cells: [
      cell({ match: 'SecondHome', value: -1_125 }),
      cell({ match: 'Investor', ltvTo: 7_500, value: -2_125 }),
      cell({ match: 'Investor', ltvFrom: 7_501, ltvTo: 8_000, value: -3_375 }),
      cell({ match: 'Investor', ltvFrom: 8_001, value: -4_125 }),
    ],
  }),
  grid({
    id: 'PROP',
    name: 'Property type',
    kind: 'PropertyType',
    mortgageTypes: ['Conventional'],
    cells: [
      cell({ match: 'Condominium', ltvFrom: 7_501, value: -750 }),
      cell({ match: 'HighRiseCondominium', ltvFrom: 7_501, value: -750 }),
      cell({ match: 'ManufacturedHousing', value: -500 }),
    ],
  }),
  grid({ id: 'UNITS', name: '2-4 units', kind: 'Units', cells: [cell({ from: 2, to: 4, value: -1_000 })] }),
  grid({
    id: 'CASHOUT',
    name: 'Cash-out refinance',
    kind: 'Purpose',
    mortgageTypes: ['Conventional'],
    cells: [
      cell({ match: 'Cash-Out Refinance', ltvTo: 6_000, value: -375 }),
      cell({ match: 'Cash-Out Refinance', ltvFrom: 6_001, ltvTo: 7_000, value: -625 }),
      cell({ match: 'Cash-Out Refinance', ltvFrom: 7_001, value: -1_250 }),
    ],
  }),
  grid({
    id: 'LOANAMT',
    name: 'Loan amount',
    kind: 'LoanAmount',
    cells: [
      cell({ to: 10_000_000, value: -500 }),
      cell({ from: 10_000_001, to: 15_000_000, value: -250 }),
      cell({ from: 15_000_001, value: 0 }),
    ],
  }),
  grid({ id: 'STATE', name: 'State', kind: 'State', cells: [cell({ match: 'NY', value: -250 }), cell({ match: 'FL', value: -125 })] }),
  grid({
    id: 'DSCR',
    name: 'DSCR',
    kind: 'Dscr',
    mortgageTypes: ['Non-QM'],
    cells: [cell({ from: 1_000, to: 1_249, value: -500 }), cell({ from: 1_250, value: 0 })],
  }),
  grid({
    id: 'ESCROW',
    name: 'Escrow waiver',
    kind: 'EscrowWaiver',
    mortgageTypes: ['Conventional'],
    cells: [cell({ match: 'Yes', value: -250 })],
  }),
  grid({
    id: 'SUBFIN',
    name: 'Subordinate financing',
    kind: 'SubordinateFinancing',
    mortgageTypes: ['Conventional'],
    cells: [cell({ to: 9_000, value: -375 }), cell({ from: 9_001, value: -625 })],
  }),
  grid({
    id: 'ARM-RATE',
    name: 'ARM start rate',
    kind: 'NoteRate',
    productIds: ['ARM76'],
    cells: [cell({ to: 5_875, value: -250 }), cell({ from: 5_876, value: 0 })],
  }),
];
