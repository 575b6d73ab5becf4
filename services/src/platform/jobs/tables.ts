import type { ColumnType } from 'kysely';

/** The job leases (migration 0027), merged into the core's `Database`. */
declare module '../db/schema' {
  interface Database {
    jobLeases: JobLeaseTable;
  }
}

/** Who runs a job that must not run twice at once, until when. */
export interface JobLeaseTable {
  name: string;
  holder: string;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
}
