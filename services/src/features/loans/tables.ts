import type { ColumnType, Selectable } from 'kysely';
import type { HoiNoticeAnswer, LoanChannel, LoanDocument, LoanPurpose, LoanStatus } from 'shared-rules';

/**
 * The loan tables (migration 0002-loans) as Kysely sees them, merged into the core's `Database`.
 * jsonb columns are written with JSON.stringify and read back parsed, as in the core tables.
 */
declare module '../../platform/db/schema' {
  interface Database {
    loans: LoanTable;
    loanTokens: LoanTokenTable;
    transitionTokens: TransitionTokenTable;
    loanCreateRequests: LoanCreateRequestTable;
  }
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export interface LoanTable {
  id: string;
  organizationId: string;
  loanNumber: string;
  channel: LoanChannel;
  delegated: boolean;
  status: LoanStatus;
  folder: string;
  borrowerName: ColumnType<string, string | undefined, string>;
  /** The subject property's address on one line, copied from the document for search. */
  propertyAddress: ColumnType<string, string | undefined, string>;
  /** The current step of the loan's workflow (see workflows/loan-progress.ts); null without a workflow. */
  currentStep: ColumnType<string | null, string | null | undefined, string | null>;
  loanAmount: number | null;
  loanPurpose: LoanPurpose | null;
  loanProgramName: string | null;
  document: Json<LoanDocument>;
  loanOfficerId: string | null;
  loanProcessorId: string | null;
  submissionContactId: string | null;
  createdBy: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** The lender staff member holding the loan's resource lock (migration 0012), and since when. */
  lockedBy: ColumnType<string | null, string | null | undefined, string | null>;
  lockedAt: NullableTimestamp;
  /** An archived loan is read-only for everyone. */
  archived: ColumnType<boolean, boolean | undefined, boolean>;
  /** Grows by one with every saved change of the document's data (migration 0014; see ../loan-data/). */
  dataVersion: ColumnType<number, number | undefined, number>;
  /** The answer to Add Loan's homeowners-insurance notice (migration 0028); null when it was not asked. */
  hoiNotice: ColumnType<HoiNoticeAnswer | null, HoiNoticeAnswer | null | undefined, HoiNoticeAnswer | null>;
}

/** An imported loan waiting to be created, redeemable by its token (stored as a digest) until it expires. */
export interface LoanTokenTable {
  digest: string;
  userId: string;
  /** The importer's organisation; null for internal users. */
  organizationId: string | null;
  document: Json<LoanDocument>;
  expiresAt: Timestamp;
  createdAt: Timestamp;
}

/** A single-use token for the full-page redirect to another pipeline. */
export interface TransitionTokenTable {
  digest: string;
  userId: string;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdAt: Timestamp;
}

/** The Idempotency-Key of each successful create call, per user, and the loan it made. */
export interface LoanCreateRequestTable {
  userId: string;
  idempotencyKey: string;
  /** SHA-256 of the request body: the same key with another body is refused. */
  requestDigest: string;
  loanId: string;
  createdAt: Timestamp;
}

export type LoanRow = Selectable<LoanTable>;
