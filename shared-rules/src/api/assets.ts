/** Uploaded images and files (`/api/assets`), usable by URL in branding and content pages. */
import { Type, type Static } from 'typebox';
import { DateTimeString, IdString, Nullable, StringEnum } from './schema-kit';

/** What an asset may be; the type is read from the content, never from the name or the header. */
export const ASSET_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/gif', 'image/webp', 'application/pdf'] as const;
export type AssetContentType = (typeof ASSET_CONTENT_TYPES)[number];
/** 5 MB: a logo or an illustration, not a loan document. */
export const ASSET_MAX_BYTES = 5 * 1024 * 1024;

export const PortalAssetSchema = Type.Object({
  id: IdString(),
  fileName: Type.String(),
  contentType: StringEnum(ASSET_CONTENT_TYPES),
  size: Type.Integer(),
  /** Where browsers fetch it (no sign-in needed: logos show on the sign-in page): `/api/public/assets/{id}`. */
  url: Type.String(),
  uploadedAt: DateTimeString(),
  uploadedBy: Nullable(Type.String()),
});
export type PortalAsset = Static<typeof PortalAssetSchema>;
export const PortalAssetListSchema = Type.Array(PortalAssetSchema);
