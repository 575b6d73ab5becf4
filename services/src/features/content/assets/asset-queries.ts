import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AssetContentType, PortalAsset } from 'shared-rules';
import type { Database } from '../../../platform/db/schema';
import { byteaValue } from '../../documents';
import './tables';

/** Where browsers fetch an asset, without signing in. */
export const assetUrl = (id: string) => `/api/public/assets/${id}`;

function assetColumns(db: Kysely<Database>) {
  return db
    .selectFrom('assets')
    .leftJoin('users', 'users.id', 'assets.uploadedBy')
    .select([
      'assets.id',
      'assets.fileName',
      'assets.contentType',
      'assets.size',
      'assets.uploadedAt',
      'users.firstName',
      'users.lastName',
    ]);
}

type AssetRow = {
  id: string;
  fileName: string;
  contentType: AssetContentType;
  size: number;
  uploadedAt: Date;
  firstName: string | null;
  lastName: string | null;
};

const toAsset = (row: AssetRow): PortalAsset => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  url: assetUrl(row.id),
  uploadedAt: row.uploadedAt.toISOString(),
  uploadedBy: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
});

/** Every asset, newest first. */
export async function listAssets(db: Kysely<Database>): Promise<PortalAsset[]> {
  const rows = await assetColumns(db).orderBy('assets.uploadedAt', 'desc').orderBy('assets.id', 'desc').execute();
  return rows.map(toAsset);
}

export interface NewAsset {
  id?: string;
  fileName: string;
  contentType: AssetContentType;
  content: Uint8Array;
  uploadedBy: string | null;
  uploadedAt?: Date;
}

export async function insertAsset(db: Kysely<Database>, asset: NewAsset): Promise<PortalAsset> {
  const id = asset.id ?? randomUUID();
  await db
    .insertInto('assets')
    .values({
      id,
      fileName: asset.fileName,
      contentType: asset.contentType,
      size: asset.content.byteLength,
      bytes: byteaValue(asset.content),
      uploadedAt: asset.uploadedAt ?? new Date(),
      uploadedBy: asset.uploadedBy,
    })
    .execute();
  return toAsset(await assetColumns(db).where('assets.id', '=', id).executeTakeFirstOrThrow());
}

/** False when there is no such asset. */
export async function deleteAsset(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('assets').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function findAssetContent(
  db: Kysely<Database>,
  id: string,
): Promise<{ contentType: AssetContentType; content: Buffer } | null> {
  const row = await db
    .selectFrom('assets')
    // Hex, as the documents do: PGlite's own bytea parser is slow on large files.
    .select(['contentType', sql<string>`encode(bytes, 'hex')`.as('contentHex')])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { contentType: row.contentType, content: Buffer.from(row.contentHex, 'hex') } : null;
}
