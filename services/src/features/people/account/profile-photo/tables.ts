import type { ColumnType, RawBuilder } from 'kysely';
import type { ProfilePhotoContentType } from 'shared-rules';

/** The profile_photos table (migration 0025-profile-photos) as Kysely sees it, merged into the core's `Database`. */
declare module '../../../../platform/db/schema' {
  interface Database {
    profilePhotos: ProfilePhotoTable;
  }
}

export interface ProfilePhotoTable {
  id: string;
  userId: string;
  contentType: ProfilePhotoContentType;
  /** Written with `byteaValue` and read as hex: node-postgres and PGlite read bytea differently. */
  bytes: ColumnType<Uint8Array, RawBuilder<Uint8Array>, never>;
  byteSize: number;
  width: number | null;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
}
