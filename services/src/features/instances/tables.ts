import type { ColumnType } from 'kysely';

/** Migration 0024's tables, merged into the core's `Database`. */
declare module '../../platform/db/schema' {
  interface Database {
    instances: InstanceTable;
    instanceSyncTokens: InstanceSyncTokenTable;
  }
}

export interface InstanceTable {
  id: string;
  name: string;
  /** Stored normalised (`normaliseInstanceUrl`), so equal addresses compare equal. */
  baseUrl: string;
  isCurrent: ColumnType<boolean, boolean | undefined, boolean>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A sync token already exchanged here, kept until it expires (after that its `exp` refuses it anyway). */
export interface InstanceSyncTokenTable {
  jti: string;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
  usedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}
