import { officeFile } from '../../../test/helpers/office-files';
import { contentDisposition, sanitizeFileName, sniffAttachmentType, titleFromFileName } from './file-types';

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('sniffAttachmentType', () => {
  it.each([
    ['application/pdf', bytes('%PDF-1.7\n')],
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['image/png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])],
    ['image/gif', bytes('GIF87a', [1, 0])],
    ['image/gif', bytes('GIF89a', [1, 0])],
    ['image/webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['image/tiff', bytes('II', [0x2a, 0], [8, 0, 0, 0])],
    ['image/tiff', bytes('MM', [0, 0x2a], [0, 0, 0, 8])],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', officeFile('docx')],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', officeFile('xlsx')],
  ])('recognises %s', (type, content) => {
    expect(sniffAttachmentType(content)).toBe(type);
  });

  it.each([
    ['HTML', bytes('<!doctype html><script>')],
    ['a WAV (RIFF but not WEBP)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated PNG signature', bytes([0x89], 'PNG')],
    ['a PDF marker that is not at the start', bytes(' %PDF-1.7')],
    ['nothing', bytes()],
    ['a Word file with macros (.docm)', officeFile('docx', { macros: true })],
  ])('refuses %s', (_label, content) => {
    expect(sniffAttachmentType(content)).toBeNull();
  });
});

describe('sanitizeFileName', () => {
  it('keeps only the last path segment and drops control and bidi characters', () => {
    expect(sanitizeFileName('../../etc/passwd.pdf', 'application/pdf')).toBe('passwd.pdf');
    expect(sanitizeFileName('C:\\Users\\kim\\W-2 2025.pdf', 'application/pdf')).toBe('W-2 2025.pdf');
    expect(sanitizeFileName('pay\u0000stub\n.pdf', 'application/pdf')).toBe('paystub.pdf');
    expect(sanitizeFileName('invoice\u202Efdp.png', 'image/png')).toBe('invoicefdp.png');
  });

  it('ends the name with an extension of the sniffed type', () => {
    expect(sanitizeFileName('scan.PDF', 'application/pdf')).toBe('scan.PDF');
    expect(sanitizeFileName('scan.pdf', 'image/png')).toBe('scan.png');
    expect(sanitizeFileName('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
    expect(sanitizeFileName('statement', 'application/pdf')).toBe('statement.pdf');
    expect(sanitizeFileName('notes.txt', 'application/pdf')).toBe('notes.txt.pdf');
  });

  it('names a file without a usable name "attachment"', () => {
    expect(sanitizeFileName('', 'application/pdf')).toBe('attachment.pdf');
    expect(sanitizeFileName('../', 'image/gif')).toBe('attachment.gif');
    expect(sanitizeFileName('...', 'image/tiff')).toBe('attachment.tif');
  });
});

describe('titles and downloads', () => {
  it('titles a file by its name without the extension', () => {
    expect(titleFromFileName('Bank statement March.pdf')).toBe('Bank statement March');
    expect(titleFromFileName('README')).toBe('README');
  });

  it('percent-encodes the file name so nothing in it can end the header value', () => {
    expect(contentDisposition('Kim\'s "W-2"; 2025 (final)*.pdf', 'attachment')).toBe(
      "attachment; filename*=UTF-8''Kim%27s%20%22W-2%22%3B%202025%20%28final%29%2A.pdf",
    );
    expect(contentDisposition('Überweisung.pdf', 'inline')).toBe("inline; filename*=UTF-8''%C3%9Cberweisung.pdf");
  });
});
