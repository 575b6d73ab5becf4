import type { ColumnType } from 'kysely';

/** The marks of loan views (migration 0027), merged into the core's `Database`. */
declare module '../db/schema' {
  interface Database {
    loanViewMarks: LoanViewMarkTable;
  }
}

/** When a user's view of a loan was last recorded: a view within the window after it is not recorded again. */
export interface LoanViewMarkTable {
  userId: string;
  loanId: string;
  recordedAt: ColumnType<Date, Date | string, Date | string>;
}
