/**
 * The loan-data tabs (URLA and State Specific Data): reading a tab's values, saving changed fields
 * against the loan-data version they were based on, and adding or removing borrower pairs.
 */
import { Type, type Static } from 'typebox';
import { LoanFieldValueSchema } from './loans';
import { MAX_BORROWER_PAIRS } from '../loan-document/loan-document';
import { DateTimeString, IdString, Nullable, RecordOf, StringEnum } from './schema-kit';

/** The tabs whose fields `GET /api/loans/:id/loan-data?tab=` reads. */
export const LOAN_DATA_TABS = ['urla', 'additional'] as const;
export type LoanDataTab = (typeof LOAN_DATA_TABS)[number];

/**
 * Tag of the rule sets that judge loan data: the URLA and State Specific Data tabs run them as
 * the user types, and services run the same ones before a save (FORMFIELD rules among them give
 * custom labels and display-only fields).
 */
export const LOAN_DATA_RULES_TAG = 'loan-data';

/** Fields a save may change at once. */
export const MAX_LOAN_DATA_CHANGES = 1000;
/** Longest text value a field takes. */
export const MAX_LOAN_FIELD_TEXT_LENGTH = 2000;

export const LoanDataQuerySchema = Type.Object({ tab: StringEnum(LOAN_DATA_TABS) }, { additionalProperties: false });
export type LoanDataQuery = Static<typeof LoanDataQuerySchema>;

/** `GET /api/loans/:id/loan-data?tab=urla`: the values of every field of the tab's layout, and of every field the loan-data rules read. */
export const LoanDataSchema = Type.Object({
  loanId: Type.String(),
  tab: StringEnum(LOAN_DATA_TABS),
  /** Grows by one with every saved change of the loan's data; a save names the version it started from. */
  version: Type.Integer({ minimum: 1 }),
  borrowerPairs: Type.Integer({ minimum: 1, maximum: MAX_BORROWER_PAIRS }),
  /** The subject property's state (field 14), which picks the State Specific Data sections. */
  propertyState: Nullable(Type.String()),
  /** Every field of the tab's layout for this loan (null when empty). */
  values: RecordOf(LoanFieldValueSchema),
});
export type LoanData = Static<typeof LoanDataSchema>;

/**
 * `PATCH /api/loans/:id/loan-data`: the changed fields only, by field id. Money and other decimal
 * fields may be sent as numbers or as decimal strings ("425000.50"); they are stored exactly.
 */
export const LoanDataSaveRequestSchema = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    changes: RecordOf(LoanFieldValueSchema, { minProperties: 1, maxProperties: MAX_LOAN_DATA_CHANGES }),
  },
  { additionalProperties: false },
);
export type LoanDataSaveRequest = Static<typeof LoanDataSaveRequestSchema>;

/** A saved change set: the new version and the stored values of the changed fields. */
export const LoanDataSavedSchema = Type.Object({
  loanId: Type.String(),
  version: Type.Integer({ minimum: 1 }),
  borrowerPairs: Type.Integer({ minimum: 1, maximum: MAX_BORROWER_PAIRS }),
  values: RecordOf(LoanFieldValueSchema),
});
export type LoanDataSaved = Static<typeof LoanDataSavedSchema>;

/**
 * One field another user changed since the version a save was based on, which the save also
 * changes (the 409 `stale-loan-data` problem lists them in `conflicts`).
 */
export const LoanDataConflictSchema = Type.Object({
  fieldId: Type.String(),
  /** The value this save wanted to write. */
  yours: LoanFieldValueSchema,
  /** The value stored now. */
  theirs: LoanFieldValueSchema,
  changedBy: Type.Object({ userId: Nullable(Type.String()), name: Type.String() }),
  changedAt: DateTimeString(),
});
export type LoanDataConflict = Static<typeof LoanDataConflictSchema>;

/** `POST /api/loans/:id/borrower-pairs` and `DELETE /api/loans/:id/borrower-pairs/:pair?version=`: based on a version, as saves are. */
export const BorrowerPairRequestSchema = Type.Object({ version: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type BorrowerPairRequest = Static<typeof BorrowerPairRequestSchema>;

/** `/loans/:loanId/borrower-pairs/:pair`: the pair, 1-based, as the tabs number them. */
export const BorrowerPairParamsSchema = Type.Object(
  { loanId: IdString(), pair: Type.Integer({ minimum: 1, maximum: MAX_BORROWER_PAIRS }) },
  { additionalProperties: false },
);
export type BorrowerPairParams = Static<typeof BorrowerPairParamsSchema>;
