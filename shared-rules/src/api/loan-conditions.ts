/** A loan's conditions: what the lender needs before docs, funding or closing, and the broker's answers (`/api/loans/:id/conditions`). */
import { Type, type Static } from 'typebox';
import { LoanAttachmentRef } from './documents';
import { DateTimeString, IdString, Nullable, StringEnum } from './schema-kit';

/**
 * A condition's life: the lender adds it open; the broker's first document or a staff member marks
 * it submitted; staff clear or waive it, or send it back to open when the answer is not enough.
 */
export const CONDITION_STATUSES = ['open', 'submitted', 'cleared', 'waived'] as const;
export type ConditionStatus = (typeof CONDITION_STATUSES)[number];
export const CONDITION_STATUS_LABELS: Record<ConditionStatus, string> = {
  open: 'Open',
  submitted: 'Submitted',
  cleared: 'Cleared',
  waived: 'Waived',
};
/** Statuses in which a condition still needs something; the rest are closed. */
export const OPEN_CONDITION_STATUSES = ['open', 'submitted'] as const satisfies readonly ConditionStatus[];

/**
 * Which status each status may move to. Brokers may only submit an open condition; every other
 * move is the lender's (clear, waive, reopen).
 */
export const CONDITION_TRANSITIONS: Record<ConditionStatus, readonly ConditionStatus[]> = {
  open: ['submitted', 'cleared', 'waived'],
  submitted: ['open', 'cleared', 'waived'],
  cleared: ['open'],
  waived: ['open'],
};

export const CONDITION_TITLE_MAX_LENGTH = 200;
export const CONDITION_DESCRIPTION_MAX_LENGTH = 4000;
export const CONDITION_COMMENT_MAX_LENGTH = 2000;
export const REJECTION_REASON_MAX_LENGTH = 500;

const PersonSchema = Type.Object({ userId: Type.String(), name: Type.String() });

/** A calendar date, `yyyy-MM-dd`. */
const CalendarDate = () => Type.String({ format: 'date', maxLength: 10 });

export const ConditionCommentSchema = Type.Object({
  id: Type.String(),
  author: PersonSchema,
  body: Type.String(),
  createdAt: DateTimeString(),
});
export type ConditionComment = Static<typeof ConditionCommentSchema>;

export const LoanConditionSchema = Type.Object({
  id: Type.String(),
  loanId: Type.String(),
  title: Type.String(),
  description: Type.String(),
  /** One of the `conditions` setting's categories (e.g. "Prior to docs"). */
  category: Type.String(),
  status: StringEnum(CONDITION_STATUSES),
  /** The lender's staff member who reviews it; null while nobody is named. */
  owner: Nullable(PersonSchema),
  dueDate: Nullable(CalendarDate()),
  createdBy: PersonSchema,
  createdAt: DateTimeString(),
  /** Who last moved its status, and when; null while it is as it was added. */
  statusChangedBy: Nullable(PersonSchema),
  statusChangedAt: Nullable(DateTimeString()),
  /** The documents uploaded against it, newest first (rejected ones too, marked). */
  attachments: Type.Array(LoanAttachmentRef),
  /** Its comments, oldest first. */
  comments: Type.Array(ConditionCommentSchema),
});
export type LoanCondition = Static<typeof LoanConditionSchema>;

/** `GET /api/loans/:id/conditions`. */
export const LoanConditionsSchema = Type.Object({
  /** The `conditions` setting's categories, in their order; conditions group under them. */
  categories: Type.Array(Type.String()),
  conditions: Type.Array(LoanConditionSchema),
  /** Whether the caller may add, edit, clear and waive conditions and reject documents (lender staff reaching the loan). */
  canManage: Type.Boolean(),
  /** Whether documents may still be uploaded against a cleared or waived condition. */
  uploadsOnClosedConditions: Type.Boolean(),
  /** The lender's staff a condition may be given to (empty for brokers). */
  owners: Type.Array(PersonSchema),
});
export type LoanConditions = Static<typeof LoanConditionsSchema>;

export const LoanConditionParamsSchema = Type.Object({ id: IdString(), conditionId: IdString() }, { additionalProperties: false });

const conditionFields = {
  title: Type.String({ minLength: 1, maxLength: CONDITION_TITLE_MAX_LENGTH }),
  description: Type.String({ maxLength: CONDITION_DESCRIPTION_MAX_LENGTH }),
  category: Type.String({ minLength: 1, maxLength: 60 }),
  ownerId: Nullable(IdString()),
  dueDate: Nullable(CalendarDate()),
};

/** `POST /api/loans/:id/conditions` (lender staff). */
export const LoanConditionCreateRequestSchema = Type.Object(
  {
    title: conditionFields.title,
    description: Type.Optional(conditionFields.description),
    category: conditionFields.category,
    ownerId: Type.Optional(conditionFields.ownerId),
    dueDate: Type.Optional(conditionFields.dueDate),
  },
  { additionalProperties: false },
);
export type LoanConditionCreateRequest = Static<typeof LoanConditionCreateRequestSchema>;

/** `PATCH /api/loans/:id/conditions/:conditionId` (lender staff): any of the fields. */
export const LoanConditionUpdateRequestSchema = Type.Object(
  {
    title: Type.Optional(conditionFields.title),
    description: Type.Optional(conditionFields.description),
    category: Type.Optional(conditionFields.category),
    ownerId: Type.Optional(conditionFields.ownerId),
    dueDate: Type.Optional(conditionFields.dueDate),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type LoanConditionUpdateRequest = Static<typeof LoanConditionUpdateRequestSchema>;

/** `PUT /api/loans/:id/conditions/:conditionId/status`: the move, with an optional note kept as a comment. */
export const LoanConditionStatusRequestSchema = Type.Object(
  { status: StringEnum(CONDITION_STATUSES), note: Type.Optional(Type.String({ maxLength: CONDITION_COMMENT_MAX_LENGTH })) },
  { additionalProperties: false },
);
export type LoanConditionStatusRequest = Static<typeof LoanConditionStatusRequestSchema>;

/** `POST /api/loans/:id/conditions/:conditionId/comments`. */
export const ConditionCommentCreateRequestSchema = Type.Object(
  { body: Type.String({ minLength: 1, maxLength: CONDITION_COMMENT_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type ConditionCommentCreateRequest = Static<typeof ConditionCommentCreateRequestSchema>;

/** `POST /api/loans/:loanId/attachments/:attachmentId/rejection` (lender staff): why the document is not enough. */
export const AttachmentRejectionRequestSchema = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: REJECTION_REASON_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type AttachmentRejectionRequest = Static<typeof AttachmentRejectionRequestSchema>;
