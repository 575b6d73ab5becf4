/** The loan file's own records: its event log (`/api/loans/:id/events`) and its contacts (`/api/loans/:id/contacts`). */
import { Type, type Static } from 'typebox';
import { DateTimeString, IdString, Nullable, StringEnum } from './schema-kit';

export const LOAN_EVENT_KINDS = [
  'created',
  'document-uploaded',
  'document-rejected',
  'step-changed',
  'contacts-changed',
  'condition-added',
  'condition-changed',
  'condition-status-changed',
  'condition-comment',
  'condition-removed',
  'lock-taken',
  'lock-released',
  'archived',
  'unarchived',
  'field-changed',
  'borrower-pair-added',
  'borrower-pair-removed',
] as const;
export type LoanEventKind = (typeof LOAN_EVENT_KINDS)[number];

/** One entry of the loan's event log, newest first in lists. */
export const LoanEventSchema = Type.Object({
  id: Type.String(),
  kind: StringEnum(LOAN_EVENT_KINDS),
  /** What happened, as a sentence ("Morgan Patel uploaded W2 1."). */
  summary: Type.String(),
  /** Who did it; null for the portal itself (a step moved by a rule change). */
  actorName: Nullable(Type.String()),
  occurredAt: DateTimeString(),
});
export type LoanEvent = Static<typeof LoanEventSchema>;
export const LoanEventListSchema = Type.Array(LoanEventSchema);

/** Events a list shows at most. */
export const LOAN_EVENTS_LIMIT = 50;

/**
 * `PUT /api/loans/:id/contacts`: every role's user (an external user of the loan's organisation
 * holding the role), null to leave a role empty where the channel allows it.
 */
export const LoanContactsUpdateSchema = Type.Object(
  { loanOfficer: Nullable(IdString()), loanProcessor: Nullable(IdString()), submissionContact: Nullable(IdString()) },
  { additionalProperties: false },
);
export type LoanContactsUpdate = Static<typeof LoanContactsUpdateSchema>;

/** The lender staff member working on the loan: others may read it but not change it. */
export const LoanResourceLockSchema = Type.Object({
  holder: Type.Object({ userId: Type.String(), name: Type.String() }),
  since: DateTimeString(),
});
export type LoanResourceLock = Static<typeof LoanResourceLockSchema>;

/** `PUT`/`DELETE /api/loans/:id/lock`, `PUT /api/loans/:id/archived` answers, and the `lock-update` event's payload. */
export const LoanLockStateSchema = Type.Object({
  loanId: Type.String(),
  resourceLock: Nullable(LoanResourceLockSchema),
  archived: Type.Boolean(),
});
export type LoanLockState = Static<typeof LoanLockStateSchema>;

/** `PUT /api/loans/:id/archived` (administrators): an archived loan is read-only for everyone. */
export const LoanArchiveRequestSchema = Type.Object({ archived: Type.Boolean() }, { additionalProperties: false });
export type LoanArchiveRequest = Static<typeof LoanArchiveRequestSchema>;
