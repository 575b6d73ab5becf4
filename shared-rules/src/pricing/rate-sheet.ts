/**
 * The rate sheet a lender uploads, as TypeBox schemas (services store and serve it as JSON) and
 * their types. Every number is an integer in the units of `units.ts`; a band is inclusive at both
 * ends, a null end being open. Occupancy, property type and purpose use the loan document's own
 * values, so a scenario can be filled from a loan without translation.
 */
import { type Static, Type } from 'typebox';
import { StringEnum } from '../api/schema-kit';
import { UI_CHANNELS } from '../channels/channels';

export const PRICING_MORTGAGE_TYPES = ['Conventional', 'FHA', 'VA', 'USDA', 'Non-QM'] as const;
export type PricingMortgageType = (typeof PRICING_MORTGAGE_TYPES)[number];

export const PRICING_OCCUPANCIES = ['PrimaryResidence', 'SecondHome', 'Investor'] as const;
export type PricingOccupancy = (typeof PRICING_OCCUPANCIES)[number];

export const PRICING_PROPERTY_TYPES = [
  'Detached',
  'Attached',
  'Condominium',
  'HighRiseCondominium',
  'DetachedCondo',
  'PUD',
  'CoOperative',
  'ManufacturedHousing',
] as const;
export type PricingPropertyType = (typeof PRICING_PROPERTY_TYPES)[number];

export const PRICING_PURPOSES = ['Purchase', 'NoCash-Out Refinance', 'Cash-Out Refinance'] as const;
export type PricingPurpose = (typeof PRICING_PURPOSES)[number];

export const PRICING_AMORTIZATIONS = ['Fixed', 'ARM'] as const;
export type PricingAmortization = (typeof PRICING_AMORTIZATIONS)[number];

/**
 * What an adjustment grid is keyed by. The band of a cell (`from`–`to`) is read in the unit of
 * the kind: credit score, units, cents (LoanAmount), DSCR thousandths, CLTV hundredths
 * (SubordinateFinancing) or note-rate thousandths (NoteRate, the one kind that depends on the
 * rate). `match` is the occupancy, property type, purpose, state, or Yes for EscrowWaiver.
 * Every kind may add an LTV band (`ltvFrom`–`ltvTo`), as the agencies' occupancy and cash-out
 * grids do.
 */
export const ADJUSTMENT_KINDS = [
  'CreditScoreLtv',
  'Occupancy',
  'PropertyType',
  'Units',
  'Purpose',
  'LoanAmount',
  'State',
  'Dscr',
  'EscrowWaiver',
  'SubordinateFinancing',
  'NoteRate',
] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** Kinds whose cells are keyed by `match`; the others by a `from`–`to` band. */
export const MATCHED_ADJUSTMENT_KINDS: ReadonlySet<AdjustmentKind> = new Set([
  'Occupancy',
  'PropertyType',
  'Purpose',
  'State',
  'EscrowWaiver',
]);

const Code = () => Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' });
const Bound = () => Type.Union([Type.Integer(), Type.Null()]);

export const ArmTermsSchema = Type.Object(
  {
    index: Type.String({ minLength: 1, maxLength: 40 }),
    /** Thousandths of a percent, like a note rate. */
    margin: Type.Integer({ minimum: 0 }),
    initialCap: Type.Integer({ minimum: 0 }),
    periodicCap: Type.Integer({ minimum: 0 }),
    lifetimeCap: Type.Integer({ minimum: 0 }),
    initialFixedMonths: Type.Integer({ minimum: 1 }),
    adjustmentPeriodMonths: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type ArmTerms = Static<typeof ArmTermsSchema>;

export const PricingProductSchema = Type.Object(
  {
    id: Code(),
    name: Type.String({ minLength: 1, maxLength: 120 }),
    program: Type.String({ minLength: 1, maxLength: 60 }),
    mortgageType: StringEnum(PRICING_MORTGAGE_TYPES),
    termMonths: Type.Integer({ minimum: 1, maximum: 480 }),
    amortization: StringEnum(PRICING_AMORTIZATIONS),
    /** Present exactly when amortization is ARM. */
    arm: Type.Union([ArmTermsSchema, Type.Null()]),
    channels: Type.Array(StringEnum(UI_CHANNELS), { minItems: 1 }),
    minLoanAmount: Type.Integer({ minimum: 0 }),
    maxLoanAmount: Type.Integer({ minimum: 0 }),
    maxLtv: Type.Integer({ minimum: 0 }),
    maxCltv: Type.Integer({ minimum: 0 }),
    minCreditScore: Type.Integer({ minimum: 0, maximum: 850 }),
    /** Thousandths of a percent; null when the program sets no limit. */
    maxDti: Bound(),
    /** DSCR thousandths; a product with one prices only scenarios that carry a DSCR. */
    minDscr: Bound(),
    occupancies: Type.Array(StringEnum(PRICING_OCCUPANCIES), { minItems: 1 }),
    propertyTypes: Type.Array(StringEnum(PRICING_PROPERTY_TYPES), { minItems: 1 }),
    maxUnits: Type.Integer({ minimum: 1, maximum: 4 }),
    /** Two-letter codes; empty means every state. */
    states: Type.Array(Type.String({ minLength: 2, maxLength: 2 })),
  },
  { additionalProperties: false },
);
export type PricingProduct = Static<typeof PricingProductSchema>;

export const BasePriceSchema = Type.Object(
  { productId: Code(), noteRate: Type.Integer({ minimum: 1 }), lockDays: Type.Integer({ minimum: 1 }), price: Type.Integer() },
  { additionalProperties: false },
);
export type BasePrice = Static<typeof BasePriceSchema>;

export const AdjustmentCellSchema = Type.Object(
  {
    match: Type.Union([Type.String(), Type.Null()]),
    from: Bound(),
    to: Bound(),
    ltvFrom: Bound(),
    ltvTo: Bound(),
    /** Thousandths of a point, added to the price. */
    value: Type.Integer(),
  },
  { additionalProperties: false },
);
export type AdjustmentCell = Static<typeof AdjustmentCellSchema>;

/** A grid applies to every product when both lists are empty, otherwise to the products either names. */
export const AdjustmentGridSchema = Type.Object(
  {
    id: Code(),
    name: Type.String({ minLength: 1, maxLength: 120 }),
    kind: StringEnum(ADJUSTMENT_KINDS),
    mortgageTypes: Type.Array(StringEnum(PRICING_MORTGAGE_TYPES)),
    productIds: Type.Array(Code()),
    cells: Type.Array(AdjustmentCellSchema, { minItems: 1 }),
  },
  { additionalProperties: false },
);
export type AdjustmentGrid = Static<typeof AdjustmentGridSchema>;

/** A margin is taken off the price (a margin of 0.500 lowers 101.000 to 100.500). */
export const ChannelMarginSchema = Type.Object(
  { channel: StringEnum(UI_CHANNELS), margin: Type.Integer() },
  { additionalProperties: false },
);
export type ChannelMargin = Static<typeof ChannelMarginSchema>;

export const OrganizationMarginSchema = Type.Object({ organizationId: Code(), margin: Type.Integer() }, { additionalProperties: false });
export type OrganizationMargin = Static<typeof OrganizationMarginSchema>;

/** The highest price a product may reach; null product = every product, null amounts = no bound. */
export const PriceCapSchema = Type.Object(
  { productId: Type.Union([Code(), Type.Null()]), loanAmountFrom: Bound(), loanAmountTo: Bound(), maxPrice: Type.Integer() },
  { additionalProperties: false },
);
export type PriceCap = Static<typeof PriceCapSchema>;

export const LockExtensionTermsSchema = Type.Object(
  { costPerDay: Type.Integer({ minimum: 0 }), maxDays: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);
export type LockExtensionTerms = Static<typeof LockExtensionTermsSchema>;

export const RateSheetSchema = Type.Object(
  {
    sheetId: Code(),
    version: Type.String({ minLength: 1, maxLength: 40 }),
    effectiveAt: Type.String({ format: 'date-time' }),
    /** Every note rate of every product is priced for each of these, ascending. */
    lockPeriods: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1 }),
    products: Type.Array(PricingProductSchema, { minItems: 1 }),
    basePrices: Type.Array(BasePriceSchema),
    adjustments: Type.Array(AdjustmentGridSchema),
    channelMargins: Type.Array(ChannelMarginSchema),
    organizationMargins: Type.Array(OrganizationMarginSchema),
    priceCaps: Type.Array(PriceCapSchema),
    lockExtension: LockExtensionTermsSchema,
  },
  { additionalProperties: false },
);
export type RateSheet = Static<typeof RateSheetSchema>;
