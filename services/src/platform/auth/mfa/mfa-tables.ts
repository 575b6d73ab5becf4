import type { ColumnType, Generated } from 'kysely';

/** Migration 0020's recovery codes, merged into the core's `Database`. */
declare module '../../db/schema' {
  interface Database {
    mfaRecoveryCodes: MfaRecoveryCodeTable;
  }
}

export interface MfaRecoveryCodeTable {
  id: Generated<number>;
  userId: string;
  /** SHA-256 of the code without its dashes, upper-case. */
  codeHash: string;
  usedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
