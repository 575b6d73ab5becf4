import { ASSET_MAX_BYTES, type PortalAsset } from 'shared-rules';
import { fileSizeLabel } from 'shared-ui';

/** The image types a logo may be (the server also takes GIF, WebP and PDF assets, not as logos). */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;

/** The uploaded assets that can be a logo, newest first. */
export function logoAssets(assets: readonly PortalAsset[]): PortalAsset[] {
  return assets
    .filter((asset) => (LOGO_CONTENT_TYPES as readonly string[]).includes(asset.contentType))
    .sort((first, second) => second.uploadedAt.localeCompare(first.uploadedAt));
}

/**
 * Why a picked file cannot be a logo, before it is sent; null when it may be uploaded. The
 * server checks the content itself, so a file that passes here can still be refused there.
 */
export function logoFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name} is not a PNG, JPEG or SVG image.`;
  }
  if (file.size > ASSET_MAX_BYTES) {
    return `${file.name} is ${fileSizeLabel(file.size)}; a logo may be at most ${fileSizeLabel(ASSET_MAX_BYTES)}.`;
  }
  return null;
}
