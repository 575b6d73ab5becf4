/**
 * Rate sheets and pricing (`/api/admin/pricing/…`, `/api/pricing/scenarios`,
 * `/api/loans/:loanId/pricing-scenario`). The sheet and the scenario themselves are the pricing
 * engine's schemas (`../pricing/`); these are the routes' envelopes around them.
 */
import { type Static, Type } from 'typebox';
import { PRICING_PURPOSES, PRICING_OCCUPANCIES, PRICING_PROPERTY_TYPES, PRICING_MORTGAGE_TYPES } from '../pricing/rate-sheet';
import { PricingResultSchema, PricingScenarioSchema } from '../pricing/scenario';
import { UI_CHANNELS } from '../channels/channels';
import { DateTimeString, IdString, Nullable, StringEnum } from './schema-kit';

/** 2 MB: a rate sheet of 150 products × 40 rates × 4 lock periods is about 400 KB as XLSX. */
export const RATE_SHEET_MAX_BYTES = 2 * 1024 * 1024;

/** What an upload may be: the type is read from the content (an XLSX is a zip), the name and header only confirm it. */
export const RATE_SHEET_FILE_TYPES = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'] as const;
export type RateSheetFileType = (typeof RATE_SHEET_FILE_TYPES)[number];

/**
 * Where a published sheet stands: `in-force` prices every scenario now; `scheduled` is newer but
 * its effective time has not come; `superseded` was replaced by a newer one (kept for the audit
 * and for the locks priced on it).
 */
export const RATE_SHEET_STATES = ['in-force', 'scheduled', 'superseded'] as const;
export type RateSheetState = (typeof RATE_SHEET_STATES)[number];

export const RateSheetSummarySchema = Type.Object({
  id: IdString(),
  /** The sheet's own id and version label, from its Settings sheet. */
  sheetId: Type.String(),
  version: Type.String(),
  effectiveAt: DateTimeString(),
  state: StringEnum(RATE_SHEET_STATES),
  fileName: Type.String(),
  fileType: StringEnum(RATE_SHEET_FILE_TYPES),
  fileSize: Type.Integer(),
  uploadedAt: DateTimeString(),
  /** The uploader's name; null for the portal's own demo sheet or a removed user. */
  uploadedBy: Nullable(Type.String()),
  supersededAt: Nullable(DateTimeString()),
  /** The id of the sheet published after this one. */
  supersededBy: Nullable(Type.String()),
  productCount: Type.Integer(),
});
export type RateSheetSummary = Static<typeof RateSheetSummarySchema>;

export const RateSheetListSchema = Type.Object({
  /** Newest publication first. */
  items: Type.Array(RateSheetSummarySchema),
  /** The id of the sheet that prices scenarios now; null when none has taken effect. */
  inForceId: Nullable(Type.String()),
});
export type RateSheetList = Static<typeof RateSheetListSchema>;

export const RateSheetProductLineSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  program: Type.String(),
  mortgageType: StringEnum(PRICING_MORTGAGE_TYPES),
  termMonths: Type.Integer(),
  amortization: Type.String(),
  /** How many note rates its ladder holds. */
  noteRates: Type.Integer(),
});
export type RateSheetProductLine = Static<typeof RateSheetProductLineSchema>;

export const RateSheetDetailSchema = Type.Object({
  ...RateSheetSummarySchema.properties,
  lockPeriods: Type.Array(Type.Integer()),
  products: Type.Array(RateSheetProductLineSchema),
  adjustmentGrids: Type.Integer(),
  channelMargins: Type.Integer(),
  organizationMargins: Type.Integer(),
  priceCaps: Type.Integer(),
});
export type RateSheetDetail = Static<typeof RateSheetDetailSchema>;

/** One refusal of an upload, naming its cell as the spreadsheet shows it (the 422 `rate-sheet-invalid` lists every one). */
export const RateSheetProblemSchema = Type.Object({
  sheet: Type.String(),
  row: Nullable(Type.Integer()),
  column: Nullable(Type.Object({ letter: Type.String(), header: Type.String() })),
  reason: Type.String(),
});
export type RateSheetProblem = Static<typeof RateSheetProblemSchema>;

/** The pricing request: the engine's scenario as it is. */
export const PricingScenarioRequestSchema = PricingScenarioSchema;
export type PricingScenarioRequest = Static<typeof PricingScenarioRequestSchema>;

export const PricingScenarioResponseSchema = PricingResultSchema;
export type PricingScenarioResponse = Static<typeof PricingScenarioResponseSchema>;

export const LoanPricingParamsSchema = Type.Object({ loanId: IdString() }, { additionalProperties: false });

/**
 * A scenario field the loan could not fill. `fieldId` is the loan-data field to correct (the URLA
 * tab opens at it); null when the loan data has no such field (the pricing page asks for it).
 */
export const LoanScenarioGapSchema = Type.Object({
  scenarioField: Type.String(),
  fieldId: Nullable(Type.String()),
  label: Type.String(),
  problem: StringEnum(['missing', 'invalid'] as const),
  detail: Type.String(),
});
export type LoanScenarioGap = Static<typeof LoanScenarioGapSchema>;

/** What the loan's data gives the scenario; every key absent here is listed in `gaps` or left to the page. */
export const LoanScenarioDraftSchema = Type.Object({
  purpose: Type.Optional(StringEnum(PRICING_PURPOSES)),
  occupancy: Type.Optional(StringEnum(PRICING_OCCUPANCIES)),
  propertyType: Type.Optional(StringEnum(PRICING_PROPERTY_TYPES)),
  units: Type.Optional(Type.Integer()),
  state: Type.Optional(Type.String()),
  county: Type.Optional(Type.String()),
  propertyValue: Type.Optional(Type.Integer()),
  loanAmount: Type.Optional(Type.Integer()),
  creditScore: Type.Optional(Type.Integer()),
  mortgageTypes: Type.Optional(Type.Array(StringEnum(PRICING_MORTGAGE_TYPES))),
  channel: Type.Optional(StringEnum(UI_CHANNELS)),
  organizationId: Type.String(),
  escrowWaived: Type.Boolean(),
});
export type LoanScenarioDraft = Static<typeof LoanScenarioDraftSchema>;

export const LoanPricingScenarioSchema = Type.Object({
  loanId: Type.String(),
  scenario: LoanScenarioDraftSchema,
  /** Missing or invalid loan data, in the URLA's order. Empty: the scenario needs only the page's own inputs. */
  gaps: Type.Array(LoanScenarioGapSchema),
});
export type LoanPricingScenario = Static<typeof LoanPricingScenarioSchema>;
