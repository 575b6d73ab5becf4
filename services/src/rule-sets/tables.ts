import type { ColumnType, Selectable } from 'kysely';
import type { ValidationRule } from 'shared-rules';

/** The rule_sets table (migration 0002-loans), merged into the core's `Database`. */
declare module '../db/schema' {
  interface Database {
    ruleSets: RuleSetTable;
  }
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface RuleSetTable {
  id: string;
  name: string;
  /** Null: a lender-wide rule set, run for every organisation. */
  organizationId: string | null;
  tags: Json<string[]>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  rules: Json<ValidationRule[]>;
  updatedAt: Timestamp;
  updatedBy: string | null;
}

export type RuleSetRow = Selectable<RuleSetTable>;
