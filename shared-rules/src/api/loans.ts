/** The pipeline, one loan, its values by field id and the field schemas (`/api/loans`, `/api/*field-schemas`). */
import { Type, type Static } from 'typebox';
import { LOAN_CHANNELS } from '../channels/channels';
import { FIELD_DATA_TYPES, FIELD_FORMATS, type FieldDefinition, type LoanFieldValue } from '../loan-document/field-definition';
import type { LoanDocument, LoanPurpose } from '../loan-document/loan-document';
import {
  DateTimeString,
  IdString,
  Nullable,
  OpaqueObject,
  PagedSchema,
  RecordOf,
  StringEnum,
  StringOf,
  describes,
  pageQueryProperties,
} from './schema-kit';

/** Where a loan stands in the lender's process; a new loan is Active. */
export const LOAN_STATUSES = ['Active', 'Submitted', 'In Underwriting', 'Approved', 'Closed', 'Withdrawn', 'Denied'] as const;
export const LoanStatusSchema = StringEnum(LOAN_STATUSES);
export type LoanStatus = Static<typeof LoanStatusSchema>;

export const LoanChannelSchema = StringEnum(LOAN_CHANNELS);

/** The loan document is validated by the field catalogue when written, not by a schema. */
export const LoanDocumentSchema = OpaqueObject<LoanDocument>();

const loanSummaryProperties = {
  id: Type.String(),
  loanNumber: Type.String(),
  organizationId: Type.String(),
  organizationName: Type.String(),
  /** The create-loan channel: `Banked - Wholesale` or `Correspondent`. */
  channel: LoanChannelSchema,
  /** Only meaningful for Correspondent: delegated (DEL) or non-delegated (NONDEL). */
  delegated: Type.Boolean(),
  status: LoanStatusSchema,
  /** The loan folder, decided by the channel (`TPO Pending`, `Corr Delegated`, `Corr Non-Delegated`). */
  folder: Type.String(),
  /** First borrower of pair 1, "First Last"; empty when the loan has no borrower name yet. */
  borrowerName: Type.String(),
  loanAmount: Nullable(Type.Number()),
  loanPurpose: Nullable(StringOf<LoanPurpose>()),
  loanProgramName: Nullable(Type.String()),
  /** ISO 8601 instants. */
  createdAt: DateTimeString(),
  updatedAt: DateTimeString(),
};

/** A pipeline row (`GET /api/loans` items) and the head of `GET /api/loans/:id`. */
export const LoanSummarySchema = Type.Object(loanSummaryProperties);
export type LoanSummary = Static<typeof LoanSummarySchema>;

/** A contact of a loan: an external user of the loan's organisation. */
export const LoanContactSchema = Type.Object({ userId: Type.String(), name: Type.String(), email: Type.String() });
export type LoanContact = Static<typeof LoanContactSchema>;

/** `GET /api/loans/:id`: the summary, the contacts and the whole loan document. */
export const LoanDetailSchema = Type.Object({
  ...loanSummaryProperties,
  contacts: Type.Object({
    loanOfficer: Nullable(LoanContactSchema),
    loanProcessor: Nullable(LoanContactSchema),
    submissionContact: Nullable(LoanContactSchema),
  }),
  document: LoanDocumentSchema,
});
export type LoanDetail = Static<typeof LoanDetailSchema>;

/** `GET /api/loans` query: 1-based page, newest first; `orgId` narrows to one reachable organisation. */
export const LoanPipelineQuerySchema = Type.Object(
  { ...pageQueryProperties(), orgId: Type.Optional(IdString()), status: Type.Optional(LoanStatusSchema) },
  { additionalProperties: false },
);
export type LoanPipelineQuery = Static<typeof LoanPipelineQuerySchema>;

export const PagedLoansSchema = PagedSchema(LoanSummarySchema);

/** `ids=4000,65#2,CX.CORE.COC`: comma-separated field ids (services refuse more than 500). */
export const FieldIdsQuerySchema = Type.Object(
  { ids: Type.String({ minLength: 1, maxLength: 20_000, pattern: '^[A-Za-z0-9_.#,\\- ]+$' }) },
  { additionalProperties: false },
);
export type FieldIdsQuery = Static<typeof FieldIdsQuerySchema>;

const LoanFieldValueSchema = Type.Unsafe<LoanFieldValue>({ type: ['string', 'number', 'boolean', 'null'] });

/** `GET /api/loans/:id/fields?ids=4000,65#2,CX.NONQM.YN`: values by field id (null when empty). */
export const LoanFieldValuesResponseSchema = Type.Object({ values: RecordOf(LoanFieldValueSchema) });
export type LoanFieldValuesResponse = Static<typeof LoanFieldValuesResponseSchema>;

export const FieldDefinitionSchema = describes<FieldDefinition>()(
  Type.Object({
    id: Type.String(),
    description: Type.String(),
    format: StringEnum(FIELD_FORMATS),
    dataType: StringEnum(FIELD_DATA_TYPES),
    options: Type.Array(Type.Object({ text: Type.String(), value: Type.String() })),
    readOnly: Type.Boolean(),
    jsonPath: Type.String(),
  }),
);

/**
 * `GET /api/field-schemas?ids=` and `GET /api/custom-field-schemas?ids=`: the definitions of the
 * ids that are known; the others are listed in `unknownFieldIds` (a loader asks once, not again).
 */
export const FieldSchemasResponseSchema = Type.Object({
  fields: Type.Array(FieldDefinitionSchema),
  unknownFieldIds: Type.Array(Type.String()),
});
export type FieldSchemasResponse = Static<typeof FieldSchemasResponseSchema>;
