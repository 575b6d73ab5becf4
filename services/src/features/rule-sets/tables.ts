import type { ColumnType, Selectable } from 'kysely';
import type { ValidationRule } from 'shared-rules';

/** The rule_sets table (migration 0002-loans) and its versions (0015), merged into the core's `Database`. */
declare module '../../platform/db/schema' {
  interface Database {
    ruleSets: RuleSetTable;
    ruleSetVersions: RuleSetVersionTable;
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

/** One saved version of a rule set: the whole set as saved, who saved it and what changed. */
export interface RuleSetVersionTable {
  ruleSetId: string;
  version: number;
  name: string;
  organizationId: string | null;
  tags: Json<string[]>;
  enabled: boolean;
  rules: Json<ValidationRule[]>;
  savedBy: string | null;
  /** Null: written by the portal's setup (demo data, migration), not by a person. */
  savedByName: string | null;
  savedAt: Timestamp;
  summary: string;
  restoredFrom: number | null;
}

export type RuleSetVersionRow = Selectable<RuleSetVersionTable>;
