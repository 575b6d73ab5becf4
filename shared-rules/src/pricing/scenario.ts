/**
 * The loan scenario a broker prices and the answer, as TypeBox schemas and types. Units as in
 * `units.ts`: amounts in cents, rates and DTI in thousandths of a percent, prices in thousandths
 * of a point, DSCR in thousandths.
 */
import { type Static, Type } from 'typebox';
import { StringEnum } from '../api/schema-kit';
import { UI_CHANNELS } from '../channels/channels';
import { PRICING_AMORTIZATIONS, PRICING_MORTGAGE_TYPES, PRICING_OCCUPANCIES, PRICING_PROPERTY_TYPES, PRICING_PURPOSES } from './rate-sheet';

export const PricingScenarioSchema = Type.Object(
  {
    purpose: StringEnum(PRICING_PURPOSES),
    occupancy: StringEnum(PRICING_OCCUPANCIES),
    propertyType: StringEnum(PRICING_PROPERTY_TYPES),
    units: Type.Integer({ minimum: 1, maximum: 4 }),
    state: Type.String({ minLength: 2, maxLength: 2 }),
    /** Carried for the lock record; no grid kind reads it yet. */
    county: Type.Optional(Type.String({ maxLength: 60 })),
    propertyValue: Type.Integer({ minimum: 1 }),
    loanAmount: Type.Integer({ minimum: 1 }),
    secondLienAmount: Type.Optional(Type.Integer({ minimum: 0 })),
    creditScore: Type.Integer({ minimum: 300, maximum: 850 }),
    dti: Type.Integer({ minimum: 0 }),
    dscr: Type.Optional(Type.Integer({ minimum: 0 })),
    escrowWaived: Type.Boolean(),
    lockDays: Type.Integer({ minimum: 1 }),
    /** Filters: an empty or absent list keeps every product. */
    mortgageTypes: Type.Optional(Type.Array(StringEnum(PRICING_MORTGAGE_TYPES))),
    termsMonths: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }))),
    amortizations: Type.Optional(Type.Array(StringEnum(PRICING_AMORTIZATIONS))),
    channel: StringEnum(UI_CHANNELS),
    organizationId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type PricingScenario = Static<typeof PricingScenarioSchema>;

/** An adjustment that applied: its grid (or margin), its value and why, e.g. "Credit score 700–719 × LTV 80.01–85.00 %". */
export const AppliedAdjustmentSchema = Type.Object({
  source: Type.String(),
  name: Type.String(),
  value: Type.Integer(),
  reason: Type.String(),
});
export type AppliedAdjustment = Static<typeof AppliedAdjustmentSchema>;

export const LadderRungSchema = Type.Object({
  noteRate: Type.Integer(),
  basePrice: Type.Integer(),
  /** Adjustments that depend on the note rate (NoteRate grids); the product's others apply to every rung. */
  rateAdjustments: Type.Array(AppliedAdjustmentSchema),
  /** Base price plus every adjustment, less the margins, before the cap. */
  uncappedPrice: Type.Integer(),
  price: Type.Integer(),
  capped: Type.Boolean(),
  principalAndInterest: Type.Integer(),
  par: Type.Boolean(),
});
export type LadderRung = Static<typeof LadderRungSchema>;

const ProductHeader = {
  productId: Type.String(),
  name: Type.String(),
  program: Type.String(),
  mortgageType: StringEnum(PRICING_MORTGAGE_TYPES),
  termMonths: Type.Integer(),
  amortization: StringEnum(PRICING_AMORTIZATIONS),
};

export const EligibleProductSchema = Type.Object({
  ...ProductHeader,
  eligible: Type.Literal(true),
  lockDays: Type.Integer(),
  ltv: Type.Integer(),
  cltv: Type.Integer(),
  /** Rate-independent adjustments and margins, in sheet order, margins last. */
  adjustments: Type.Array(AppliedAdjustmentSchema),
  /** The cap that bounds this loan's prices, or null. */
  maxPrice: Type.Union([Type.Integer(), Type.Null()]),
  /** Ascending by note rate. */
  ladder: Type.Array(LadderRungSchema),
  parRate: Type.Union([Type.Integer(), Type.Null()]),
});
export type EligibleProduct = Static<typeof EligibleProductSchema>;

export const IneligibleProductSchema = Type.Object({
  ...ProductHeader,
  eligible: Type.Literal(false),
  reasons: Type.Array(Type.String(), { minItems: 1 }),
});
export type IneligibleProduct = Static<typeof IneligibleProductSchema>;

export const PricedProductSchema = Type.Union([EligibleProductSchema, IneligibleProductSchema]);
export type PricedProduct = Static<typeof PricedProductSchema>;

/** Read-only: products share the objects of the adjustments they have in common. */
export const PricingResultSchema = Type.Object({
  sheetId: Type.String(),
  version: Type.String(),
  effectiveAt: Type.String(),
  /** Products the scenario's filters kept, in sheet order. */
  products: Type.Array(PricedProductSchema),
});
export type PricingResult = Static<typeof PricingResultSchema>;
