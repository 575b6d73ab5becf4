import type { ColumnType } from 'kysely';
import type { LoanFieldValue } from 'shared-rules';

/** The loan_field_changes table (migration 0014-loan-data-versions), merged into the core's `Database`. */
declare module '../../platform/db/schema' {
  interface Database {
    loanFieldChanges: LoanFieldChangeTable;
  }
}

type JsonValue = ColumnType<LoanFieldValue, string, string>;

/** One field changed by one saved version of a loan's data. */
export interface LoanFieldChangeTable {
  loanId: string;
  /** The version the change produced (a save based on v and saved as v + 1 writes v + 1). */
  version: number;
  /** The canonical field id: pair fields always carry their pair (`4000#1`). */
  fieldId: string;
  oldValue: JsonValue;
  newValue: JsonValue;
  changedBy: string | null;
  changedByName: string;
  changedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}
