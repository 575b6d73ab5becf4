/**
 * What an uploaded asset is, read from its content (never from its name or declared type), and
 * whether it may be served.
 */
import { ASSET_CONTENT_TYPES, type AssetContentType } from 'shared-rules';
import { sniffAttachmentType } from '../../documents';
import { looksLikeSvg, scanSvg } from './svg-safety';

export type AssetCheck = { ok: true; contentType: AssetContentType } | { ok: false; status: 400 | 415; code: string; detail: string };

const isAssetType = (type: string): type is AssetContentType => (ASSET_CONTENT_TYPES as readonly string[]).includes(type);

const EXTENSIONS: Record<AssetContentType, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/svg+xml': '.svg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
};

export const ACCEPTED_ASSETS_TEXT = 'PNG, JPEG, GIF, WebP, SVG or PDF';

/** The extension an asset of this type is named with. */
export const extensionOf = (type: AssetContentType) => EXTENSIONS[type];

/** The asset's type by its first bytes (or, for SVG, by reading it as text), and for SVG whether it is safe. */
export function checkAsset(bytes: Uint8Array): AssetCheck {
  const binary = sniffAttachmentType(bytes);
  if (binary && isAssetType(binary)) return { ok: true, contentType: binary };
  let text: string | null = null;
  if (!binary) {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      // Not text: not an SVG either.
    }
  }
  if (text === null || !looksLikeSvg(text)) {
    return {
      ok: false,
      status: 415,
      code: 'unsupported-file-type',
      detail: `This file is not an accepted image or document: upload ${ACCEPTED_ASSETS_TEXT}. The type is read from the file's content, not its name.`,
    };
  }
  const scan = scanSvg(text);
  if (!scan.ok) {
    return {
      ok: false,
      status: 400,
      code: 'unsafe-svg',
      detail: `This SVG is refused because it contains ${scan.reason}. SVGs with scripts, event handlers (on…), javascript: URLs, foreignObject or references to other files are not accepted; export a plain drawing and upload it again.`,
    };
  }
  return { ok: true, contentType: 'image/svg+xml' };
}

// C0 and C1 controls, and the bidirectional overrides that make "gvs.exe" read as "exe.svg".
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this pattern is for.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const FILE_NAME_MAX_LENGTH = 255;

/**
 * The name an asset is listed under: the last path segment of what the browser sent, without
 * control characters, ending with its type's extension (a PNG sent as `logo.svg` becomes
 * `logo.png`), at most 255 characters.
 */
export function assetFileName(raw: string, type: AssetContentType): string {
  const extension = extensionOf(type);
  let name = (raw.normalize('NFC').split(/[\\/]/).pop() ?? '').replace(UNSAFE_CHARACTERS, '').trim().replace(/^\.+/, '');
  const dot = name.lastIndexOf('.');
  const own = dot > 0 ? name.slice(dot).toLowerCase() : '';
  const ownMatches = own === extension || (type === 'image/jpeg' && own === '.jpeg');
  if (!ownMatches && dot > 0 && /^\.[a-z0-9]{1,5}$/.test(own)) name = name.slice(0, dot).trimEnd();
  if (!ownMatches) name = `${name === '' ? 'asset' : name}${extension}`;
  if (name.length <= FILE_NAME_MAX_LENGTH) return name;
  const keep = ownMatches ? own : extension;
  return `${name.slice(0, FILE_NAME_MAX_LENGTH - keep.length)}${keep}`;
}
