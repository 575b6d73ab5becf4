/**
 * What an uploaded file is, by its content, and the names it is stored and served under. Pure:
 * no I/O, so the rules are tested on their own (file-types.test.ts).
 */
import { DOCUMENT_FILE_TYPE_MIME, LOAN_ATTACHMENT_TYPES, type LoanAttachmentMimeType } from 'shared-rules';
import { sniffOfficeFile } from './office-files';

/** The longest file name kept (the usual file-system limit). */
export const FILE_NAME_MAX_LENGTH = 255;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PDF = ascii('%PDF-');
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF87A = ascii('GIF87a');
const GIF89A = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const TIFF_LITTLE_ENDIAN = [0x49, 0x49, 0x2a, 0x00];
const TIFF_BIG_ENDIAN = [0x4d, 0x4d, 0x00, 0x2a];

/**
 * The accepted type the content announces (its first bytes; for Word and Excel files the ZIP's
 * directory), or null when it announces none of LOAN_ATTACHMENT_TYPES. The declared type and the
 * file name are never consulted: a renamed HTML page stays refused.
 */
export function sniffAttachmentType(bytes: Uint8Array): LoanAttachmentMimeType | null {
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, GIF87A) || startsWith(bytes, GIF89A)) return 'image/gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  if (startsWith(bytes, TIFF_LITTLE_ENDIAN) || startsWith(bytes, TIFF_BIG_ENDIAN)) return 'image/tiff';
  const office = sniffOfficeFile(bytes);
  return office === null ? null : DOCUMENT_FILE_TYPE_MIME[office];
}

// C0 and C1 controls, and the bidirectional overrides that make "gpj.exe" read as "exe.jpg".
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this pattern is for.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
};

/**
 * The name a file is stored under: the last path segment of what the browser sent (no folders,
 * no `..`), without control characters, trimmed, and ending with an extension of its sniffed
 * type (a PNG sent as `scan.pdf` becomes `scan.png`, a nameless PDF `attachment.pdf`). May be
 * longer than FILE_NAME_MAX_LENGTH: the caller refuses that.
 */
export function sanitizeFileName(raw: string, type: LoanAttachmentMimeType): string {
  const lastSegment = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  let name = lastSegment.replace(UNSAFE_CHARACTERS, '').trim().replace(/^\.+/, '').trim();
  const ownExtensions: readonly string[] = LOAN_ATTACHMENT_TYPES[type];
  const extension = extensionOf(name);
  if (ownExtensions.includes(extension)) return name;
  const otherAccepted = Object.values(LOAN_ATTACHMENT_TYPES).some((list) => (list as readonly string[]).includes(extension));
  if (otherAccepted) name = name.slice(0, -extension.length).trimEnd();
  return `${name === '' ? 'attachment' : name}${ownExtensions[0]}`;
}

/** The title an upload without one gets: its file name without the extension. */
export function titleFromFileName(fileName: string): string {
  const extension = extensionOf(fileName);
  return extension === '' ? fileName : fileName.slice(0, -extension.length);
}

/**
 * The Content-Disposition of a download: `attachment` (or `inline`) with the UTF-8 file name
 * percent-encoded as RFC 8187 asks (`filename*=UTF-8''…`), so no quote or semicolon of a name
 * can end the header's value.
 */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline'): string {
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename*=UTF-8''${encoded}`;
}
