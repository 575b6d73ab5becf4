import type { ColumnType } from 'kysely';

/** The changelog tables (migration 0006-changelogs) as Kysely sees them, merged into the core's `Database`. */
declare module '../../../platform/db/schema' {
  interface Database {
    changelogs: ChangelogTable;
    changelogReads: ChangelogReadTable;
    changelogAudit: ChangelogAuditTable;
  }
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type JsonOrNull = ColumnType<unknown, string | null, string | null>;

export interface ChangelogTable {
  id: string;
  title: string;
  version: string;
  /** Markdown. */
  content: string;
  /**
   * A SQL `date`, written as `yyyy-MM-dd`. Read it with `to_char` (see changelog-queries.ts):
   * node-postgres would turn it into a Date at local midnight.
   */
  startDate: ColumnType<never, string, string>;
  active: boolean;
  createdAt: Timestamp;
  createdBy: string | null;
  updatedAt: Timestamp;
  updatedBy: string | null;
}

export interface ChangelogReadTable {
  userId: string;
  changelogId: string;
  readAt: Timestamp;
}

export interface ChangelogAuditTable {
  id: string;
  changelogId: string;
  action: 'create' | 'update' | 'delete';
  changedAt: Timestamp;
  changedBy: string | null;
  changedByName: string;
  oldValue: JsonOrNull;
  newValue: JsonOrNull;
}
