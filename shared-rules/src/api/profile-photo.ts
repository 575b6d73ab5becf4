/**
 * The signed-in user's profile photo (`PUT|DELETE /api/account/profile-photo`), served to
 * browsers at `GET /api/profile-photos/{id}` (the `profilePhoto.url` of the profile).
 */
import { Type, type Static } from 'typebox';

/** What a profile photo may be; the type is read from the file's first bytes, never from its name or declared type. */
export const PROFILE_PHOTO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ProfilePhotoContentType = (typeof PROFILE_PHOTO_CONTENT_TYPES)[number];

/** 2 MB (1024 × 1024 bytes per MB): a portrait, not a poster. */
export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
const MAX_MEGABYTES = PROFILE_PHOTO_MAX_BYTES / (1024 * 1024);

/** Where a stored photo is served: its id changes with every upload, so browsers may keep it for good. */
export const profilePhotoUrl = (photoId: string) => `/api/profile-photos/${photoId}`;

/** What the services answer, and the settings page says before sending a file the services would refuse. */
export const PROFILE_PHOTO_TEXTS = {
  accepted: `PNG, JPEG, WebP or GIF, at most ${MAX_MEGABYTES} MB.`,
  tooLarge: `The photo is larger than ${MAX_MEGABYTES} MB. Choose a photo of at most ${MAX_MEGABYTES} MB.`,
  unsupportedType:
    "This file is not a PNG, JPEG, WebP or GIF image. Choose a photo in one of these formats (the type is read from the file's content, not its name).",
  empty: 'The file is empty. Choose a photo to upload.',
  required: 'Choose a photo to upload: the "file" part is missing.',
  notFound: 'No profile photo with this id.',
} as const;

/** The upload form: one `file` part (described for the OpenAPI document; the services read it as a stream). */
export const ProfilePhotoUploadPartsSchema = Type.Object(
  { file: Type.String({ format: 'binary', description: `The photo: ${PROFILE_PHOTO_TEXTS.accepted}` }) },
  { additionalProperties: false },
);

/** The photo's bytes, with its stored type. */
export const ProfilePhotoContentSchema = Type.Unsafe<Uint8Array>(
  Type.String({ format: 'binary', description: 'The photo, with the type read from its content when it was uploaded' }),
);

/** `GET /api/profile-photos/{id}` path: the photo's random id (at least 128 bits, base64url). */
export const ProfilePhotoParamsSchema = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) },
  { additionalProperties: false },
);
export type ProfilePhotoParams = Static<typeof ProfilePhotoParamsSchema>;
