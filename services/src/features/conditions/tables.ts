import type { ColumnType } from 'kysely';
import type { ConditionStatus } from 'shared-rules';

/** The loan-conditions tables (migration 0011-loan-conditions), merged into the core's `Database`. */
declare module '../../platform/db/schema' {
  interface Database {
    loanConditions: LoanConditionTable;
    loanConditionComments: LoanConditionCommentTable;
  }
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface LoanConditionTable {
  id: string;
  loanId: string;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  category: string;
  status: ColumnType<ConditionStatus, ConditionStatus | undefined, ConditionStatus>;
  ownerId: ColumnType<string | null, string | null | undefined, string | null>;
  /** A calendar date; read as text (`yyyy-MM-dd`) so no time zone shifts it. */
  dueDate: ColumnType<string | null, string | null | undefined, string | null>;
  createdBy: string;
  createdAt: Timestamp;
  statusChangedBy: ColumnType<string | null, string | null | undefined, string | null>;
  statusChangedAt: NullableTimestamp;
}

export interface LoanConditionCommentTable {
  id: string;
  conditionId: string;
  authorId: string;
  body: string;
  createdAt: Timestamp;
}
