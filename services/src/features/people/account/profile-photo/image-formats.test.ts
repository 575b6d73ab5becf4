import { photoWidth, sniffPhotoType } from './image-formats';

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const bytes = (...parts: number[][]) => Uint8Array.from(parts.flat());

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A PNG's signature and IHDR chunk: 640 pixels wide, 480 high. */
const png = bytes(PNG_SIGNATURE, [0, 0, 0, 13], ascii('IHDR'), [0, 0, 0x02, 0x80], [0, 0, 0x01, 0xe0], [8, 6, 0, 0, 0]);
/** A GIF header: 300 pixels wide (little-endian). */
const gif = bytes(ascii('GIF89a'), [0x2c, 0x01, 0x10, 0x00], [0, 0, 0]);
/** A JPEG with an APP0 segment before its progressive frame header: 1024 wide. */
const jpeg = bytes(
  [0xff, 0xd8],
  [0xff, 0xe0, 0x00, 0x04, 0x00, 0x00],
  [0xff, 0xc2, 0x00, 0x0b, 0x08, 0x03, 0x00, 0x04, 0x00, 0x01, 0x01, 0x11, 0x00],
  [0xff, 0xd9],
);
const riff = (chunk: string, data: number[]) => bytes(ascii('RIFF'), [0, 0, 0, 0], ascii('WEBP'), ascii(chunk), [0, 0, 0, 0], data);
/** Lossy WebP: frame tag, start code, then width 200 in 14 bits. */
const webpLossy = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 200, 0, 100, 0]);
/** Lossless WebP: signature 0x2f, then width − 1 (99) in 14 bits. */
const webpLossless = riff('VP8L', [0x2f, 99, 0, 0, 0, 0, 0, 0, 0, 0]);
/** Extended WebP: flags, then canvas width − 1 (799) in 24 bits. */
const webpExtended = riff('VP8X', [0, 0, 0, 0, 0x1f, 0x03, 0, 0, 0, 0]);

describe('sniffPhotoType', () => {
  it('reads PNG, JPEG, WebP and GIF from their first bytes', () => {
    expect([png, jpeg, webpLossy, gif].map(sniffPhotoType)).toEqual(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
  });

  it('refuses SVG, PDF, TIFF, HTML and text, whatever a name would say', () => {
    const refused = [
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '%PDF-1.4',
      'II*\u0000rest',
      '<!doctype html><html></html>',
      'a .png is not a PNG',
    ].map((text) => sniffPhotoType(Buffer.from(text, 'latin1')));
    expect(refused).toEqual([null, null, null, null, null]);
    expect(sniffPhotoType(new Uint8Array(0))).toBeNull();
  });
});

describe('photoWidth', () => {
  it('reads the width each format puts in its header', () => {
    expect(photoWidth(png, 'image/png')).toBe(640);
    expect(photoWidth(gif, 'image/gif')).toBe(300);
    expect(photoWidth(jpeg, 'image/jpeg')).toBe(1024);
    expect(photoWidth(webpLossy, 'image/webp')).toBe(200);
    expect(photoWidth(webpLossless, 'image/webp')).toBe(100);
    expect(photoWidth(webpExtended, 'image/webp')).toBe(800);
  });

  it('answers null for a header that is cut short or damaged, never a wrong number', () => {
    expect(photoWidth(png.subarray(0, 20), 'image/png')).toBeNull();
    expect(photoWidth(bytes(PNG_SIGNATURE, [0, 0, 0, 13], ascii('IDAT'), [0, 0, 2, 0]), 'image/png')).toBeNull();
    expect(photoWidth(bytes([0xff, 0xd8], [0xff, 0xda, 0x00, 0x02], [0xff, 0xd9]), 'image/jpeg')).toBeNull();
    expect(photoWidth(bytes([0xff, 0xd8, 0x00, 0x00, 0x00, 0x00]), 'image/jpeg')).toBeNull();
    expect(photoWidth(riff('VP8?', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), 'image/webp')).toBeNull();
    expect(photoWidth(bytes(ascii('GIF89a'), [0, 0, 0, 0]), 'image/gif')).toBeNull();
  });
});
