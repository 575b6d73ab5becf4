import type { ColumnType, RawBuilder } from 'kysely';
import type { RateSheet, RateSheetFileType } from 'shared-rules';

/** The rate_sheets table (migration 0031-rate-sheets) as Kysely sees it, merged into the core's `Database`. */
declare module '../../platform/db/schema' {
  interface Database {
    rateSheets: RateSheetTable;
  }
}

export interface RateSheetTable {
  id: string;
  /** The order of publication (a bigserial; node-postgres reads it as text). */
  publication: ColumnType<string, never, never>;
  sheetId: string;
  version: string;
  effectiveAt: ColumnType<Date, Date | string, never>;
  sheet: ColumnType<RateSheet, string, never>;
  fileName: string;
  fileType: RateSheetFileType;
  fileSize: number;
  /** Written with `byteaValue` and read as hex (see rate-sheet-store.ts). */
  fileBytes: ColumnType<Uint8Array, RawBuilder<Uint8Array>, never>;
  uploadedBy: string | null;
  uploadedAt: ColumnType<Date, Date | string | undefined, never>;
  supersededAt: ColumnType<Date | null, never, Date | string>;
  supersededBy: ColumnType<string | null, never, string>;
}
