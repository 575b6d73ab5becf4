import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { profilePhotoUrl, type ProfilePhotoContentType } from 'shared-rules';
import type { Database } from '../../../../platform/db/schema';
import { byteaValue } from '../../../documents';
import './tables';

/**
 * A new photo id: 144 random bits, base64url. The URL is fetched without a bearer token (an
 * <img> cannot send one), so knowing the id is what opens the photo: it must not be guessable.
 */
export const newPhotoId = () => randomBytes(18).toString('base64url');

export interface NewProfilePhoto {
  contentType: ProfilePhotoContentType;
  content: Uint8Array;
  width: number | null;
}

/**
 * Stores the user's photo in place of any earlier one and points `users.profile_photo_url` at
 * it; call inside the transaction that locked the user's row. Answers the new photo's id and the
 * replaced one's (null when there was none).
 */
export async function replaceProfilePhoto(
  trx: Kysely<Database>,
  userId: string,
  photo: NewProfilePhoto,
): Promise<{ id: string; replacedId: string | null }> {
  const replaced = await trx.deleteFrom('profilePhotos').where('userId', '=', userId).returning('id').executeTakeFirst();
  const id = newPhotoId();
  await trx
    .insertInto('profilePhotos')
    .values({
      id,
      userId,
      contentType: photo.contentType,
      bytes: byteaValue(photo.content),
      byteSize: photo.content.byteLength,
      width: photo.width,
    })
    .execute();
  await trx
    .updateTable('users')
    .set({ profilePhotoUrl: profilePhotoUrl(id) })
    .where('id', '=', userId)
    .execute();
  return { id, replacedId: replaced?.id ?? null };
}

/**
 * Removes the user's photo and clears `users.profile_photo_url` (also a URL set without a stored
 * photo); call inside the transaction that locked the user's row. `changed` is false when the
 * user had no photo.
 */
export async function removeProfilePhoto(trx: Kysely<Database>, userId: string): Promise<{ photoId: string | null; changed: boolean }> {
  const removed = await trx.deleteFrom('profilePhotos').where('userId', '=', userId).returning('id').executeTakeFirst();
  const cleared = await trx
    .updateTable('users')
    .set({ profilePhotoUrl: null })
    .where('id', '=', userId)
    .where('profilePhotoUrl', 'is not', null)
    .executeTakeFirst();
  return { photoId: removed?.id ?? null, changed: removed !== undefined || Number(cleared.numUpdatedRows) > 0 };
}

/** A stored photo's bytes and type, or null for an unknown id. */
export async function findProfilePhoto(
  db: Kysely<Database>,
  id: string,
): Promise<{ contentType: ProfilePhotoContentType; content: Buffer } | null> {
  const row = await db
    .selectFrom('profilePhotos')
    // Hex, as the documents and assets do: PGlite's own bytea parser is slow on large files.
    .select(['contentType', sql<string>`encode(bytes, 'hex')`.as('contentHex')])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { contentType: row.contentType, content: Buffer.from(row.contentHex, 'hex') } : null;
}
