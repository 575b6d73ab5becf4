/**
 * What a profile photo is, read from its bytes (never from its name or declared type), and how
 * wide it is when its header says so. Pure: no I/O.
 */
import { PROFILE_PHOTO_CONTENT_TYPES, type ProfilePhotoContentType } from 'shared-rules';
import { sniffAttachmentType } from '../../../documents';

const isPhotoType = (type: string): type is ProfilePhotoContentType => (PROFILE_PHOTO_CONTENT_TYPES as readonly string[]).includes(type);

/**
 * The photo type the first bytes announce (PNG, JPEG, WebP, GIF), or null for anything else:
 * SVG, HTML, PDF, TIFF or a text file named `.png` alike. Only the signature is checked; a file
 * with a valid signature and a damaged body is still accepted (the browser shows its initials).
 */
export function sniffPhotoType(bytes: Uint8Array): ProfilePhotoContentType | null {
  const type = sniffAttachmentType(bytes);
  return type && isPhotoType(type) ? type : null;
}

const ascii = (bytes: Uint8Array, offset: number, length: number) => String.fromCharCode(...bytes.subarray(offset, offset + length));
const uint16BigEndian = (bytes: Uint8Array, offset: number) => (bytes[offset] << 8) | bytes[offset + 1];
const uint16LittleEndian = (bytes: Uint8Array, offset: number) => bytes[offset] | (bytes[offset + 1] << 8);
const uint24LittleEndian = (bytes: Uint8Array, offset: number) => bytes[offset] | (bytes[offset + 1] << 8) | (bytes[offset + 2] << 16);

/** A width that is there and possible: a damaged header answers null rather than a wrong number. */
const plausible = (width: number) => (Number.isInteger(width) && width > 0 ? width : null);

function pngWidth(bytes: Uint8Array): number | null {
  // The signature (8 bytes), then the IHDR chunk: its length (4), its name (4), the width (4, big-endian).
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return null;
  return plausible(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(16));
}

function gifWidth(bytes: Uint8Array): number | null {
  return bytes.length < 10 ? null : plausible(uint16LittleEndian(bytes, 6));
}

function webpWidth(bytes: Uint8Array): number | null {
  if (bytes.length < 30) return null;
  switch (ascii(bytes, 12, 4)) {
    case 'VP8 ': // Lossy: a 3-byte frame tag and a 3-byte start code, then 14 bits of width.
      return plausible(uint16LittleEndian(bytes, 26) & 0x3fff);
    case 'VP8L': // Lossless: a signature byte, then 14 bits of width minus one.
      return bytes[20] === 0x2f ? plausible((uint16LittleEndian(bytes, 21) & 0x3fff) + 1) : null;
    case 'VP8X': // Extended: flags (4 bytes), then the canvas width minus one in 24 bits.
      return plausible(uint24LittleEndian(bytes, 24) + 1);
    default:
      return null;
  }
}

/** Start-of-frame markers carry the size; C4 (Huffman tables), C8 (reserved) and CC (arithmetic coding) do not. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegWidth(bytes: Uint8Array): number | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    // Fill bytes before a marker, and markers without a segment.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2;
      continue;
    }
    // End of image or start of scan before any frame header: no size to read.
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = uint16BigEndian(bytes, offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) return offset + 9 <= bytes.length ? plausible(uint16BigEndian(bytes, offset + 7)) : null;
    offset += 2 + length;
  }
  return null;
}

/** The image's width in pixels as its header gives it, or null when the header is missing or damaged. */
export function photoWidth(bytes: Uint8Array, type: ProfilePhotoContentType): number | null {
  switch (type) {
    case 'image/png':
      return pngWidth(bytes);
    case 'image/gif':
      return gifWidth(bytes);
    case 'image/webp':
      return webpWidth(bytes);
    case 'image/jpeg':
      return jpegWidth(bytes);
  }
}
