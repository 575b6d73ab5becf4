/** The pipeline, one loan, its values by field id and the field schemas (`/api/loans`, `/api/*field-schemas`). */
import { Type, type Static } from 'typebox';
import { LOAN_CHANNELS } from '../channels/channels';
import { FIELD_DATA_TYPES, FIELD_FORMATS, type FieldDefinition, type LoanFieldValue } from '../loan-document/field-definition';
import type { LoanDocument, LoanPurpose } from '../loan-document/loan-document';
import type { LoanTabSlug } from '../tabs/tabs';
import type { HoiNoticeAnswer } from '../wizard/hoi-notice';
import { LoanResourceLockSchema } from './loan-file';
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
  /** The subject property's address on one line ("12 Oak St, Denver, CO 80202"); empty when unknown. */
  propertyAddress: Type.String(),
  loanAmount: Nullable(Type.Number()),
  loanPurpose: Nullable(StringOf<LoanPurpose>()),
  loanProgramName: Nullable(Type.String()),
  /** The current step of the loan's workflow, stored whenever a change can move it; null without a workflow. */
  currentStep: Nullable(Type.String()),
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

/** The loan's contacts by role; null where none is chosen. */
export const LoanContactsSchema = Type.Object({
  loanOfficer: Nullable(LoanContactSchema),
  loanProcessor: Nullable(LoanContactSchema),
  submissionContact: Nullable(LoanContactSchema),
});
export type LoanDetailContacts = Static<typeof LoanContactsSchema>;

const LoanTabEntrySchema = Type.Object({ slug: StringOf<LoanTabSlug>(), label: Type.String() });

/** The loan's frame, decided on the server from its data, workflow, rules and settings. */
export const LoanFrameSchema = Type.Object({
  /** The tabs open on this loan, in order (see shared-rules `loanTabs`); Loan Information holds its children. */
  tabs: Type.Array(Type.Object({ ...LoanTabEntrySchema.properties, children: Type.Optional(Type.Array(LoanTabEntrySchema)) })),
  /** The adverse-action lock: only Documents opens, and services refuse every other write. */
  adverseActionLocked: Type.Boolean(),
  /** Who holds the loan's resource lock, and since when; null while nobody does. */
  resourceLock: Nullable(LoanResourceLockSchema),
  archived: Type.Boolean(),
  /** Whether this caller may not change the loan: it is archived, or another staff member holds its lock. */
  readOnly: Type.Boolean(),
});
export type LoanFrame = Static<typeof LoanFrameSchema>;

/** `GET /api/loans/:id`: the summary, the contacts, the whole loan document and the frame. */
export const LoanDetailSchema = Type.Object({
  ...loanSummaryProperties,
  frame: LoanFrameSchema,
  contacts: LoanContactsSchema,
  /** The organisation's account executive at the lender (its primary AE); null when none is assigned. */
  accountExecutive: Nullable(LoanContactSchema),
  /** How many of its conditions still need something (open or submitted). */
  openConditions: Type.Integer({ minimum: 0 }),
  /** The broker's answer to the homeowners-insurance notice of Add Loan; null when the notice was not asked. */
  hoiNotice: Nullable(StringOf<HoiNoticeAnswer>()),
  document: LoanDocumentSchema,
});
export type LoanDetail = Static<typeof LoanDetailSchema>;

/** Statuses of a loan whose file is finished (funded and closed, withdrawn, denied): the pipeline's history. */
export const CLOSED_LOAN_STATUSES = ['Closed', 'Withdrawn', 'Denied'] as const satisfies readonly LoanStatus[];

/** Columns the pipeline sorts by; `updatedAt` descending is the default order. */
export const PIPELINE_SORT_FIELDS = ['updatedAt', 'createdAt', 'loanNumber', 'borrowerName', 'loanAmount', 'status'] as const;
export type PipelineSortField = (typeof PIPELINE_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A calendar date of the query string, `yyyy-MM-dd`. */
const CalendarDateQuery = () => Type.String({ format: 'date', maxLength: 10 });

/**
 * `GET /api/loans` query: 1-based page; `orgId` narrows to one reachable organisation; `search`
 * matches the loan number, the borrower's name or the property address (case-insensitive, any
 * part); `updatedFrom`/`updatedTo` bound the last change (calendar dates, inclusive, UTC); closed
 * loans (see CLOSED_LOAN_STATUSES) show only with `includeClosed` or when `status` asks for one.
 */
export const LoanPipelineQuerySchema = Type.Object(
  {
    ...pageQueryProperties(),
    orgId: Type.Optional(IdString()),
    status: Type.Optional(LoanStatusSchema),
    search: Type.Optional(Type.String({ maxLength: 100 })),
    channel: Type.Optional(LoanChannelSchema),
    folder: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    /** The loan's current workflow step, by name. */
    step: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    updatedFrom: Type.Optional(CalendarDateQuery()),
    updatedTo: Type.Optional(CalendarDateQuery()),
    includeClosed: Type.Optional(Type.Boolean()),
    sort: Type.Optional(StringEnum(PIPELINE_SORT_FIELDS)),
    order: Type.Optional(StringEnum(SORT_ORDERS)),
  },
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

export const LoanFieldValueSchema = Type.Unsafe<LoanFieldValue>({ type: ['string', 'number', 'boolean', 'null'] });

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
    allowNegative: Type.Optional(Type.Boolean()),
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
