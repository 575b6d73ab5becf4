import type { ColumnType, RawBuilder } from 'kysely';
import type { AssetContentType } from 'shared-rules';

/** The assets table (migration 0007-assets) as Kysely sees it, merged into the core's `Database`. */
declare module '../../../platform/db/schema' {
  interface Database {
    assets: AssetTable;
  }
}

export interface AssetTable {
  id: string;
  fileName: string;
  contentType: AssetContentType;
  size: number;
  /** Written with `byteaValue` and read as hex (see asset-queries.ts): node-postgres and PGlite read bytea differently. */
  bytes: ColumnType<Uint8Array, RawBuilder<Uint8Array>, never>;
  uploadedAt: ColumnType<Date, Date | string | undefined, never>;
  uploadedBy: string | null;
}
