import { previewKindOf, uploadProblemOf, uploadedAtLabel } from './attachment-display';

describe('attachment display', () => {
  it('shows the upload time in the given time zone', () => {
    expect(uploadedAtLabel('2026-11-21T14:05:00.000Z', 'America/Chicago')).toBe('11/21/2026 8:05 AM');
    expect(uploadedAtLabel('not a date')).toBe('not a date');
  });

  it('opens PDFs in the viewer, the spec image types in the preview, and TIFF only by download', () => {
    expect(previewKindOf({ mimeType: 'application/pdf', fileName: 'statement.pdf' })).toBe('pdf');
    expect(previewKindOf({ mimeType: 'image/jpeg', fileName: 'id.JPEG' })).toBe('image');
    expect(previewKindOf({ mimeType: 'image/webp', fileName: 'photo.webp' })).toBe('image');
    expect(previewKindOf({ mimeType: 'image/tiff', fileName: 'scan.tif' })).toBeNull();
    expect(previewKindOf({ mimeType: 'image/png', fileName: 'no-extension' })).toBeNull();
  });

  it('refuses unsupported, oversized and empty files before sending them', () => {
    expect(uploadProblemOf({ name: 'statement.pdf', size: 2048, type: 'application/pdf' })).toBeNull();
    expect(uploadProblemOf({ name: 'scan.TIFF', size: 2048, type: '' })).toBeNull();
    expect(uploadProblemOf({ name: 'notes.txt', size: 20, type: 'text/plain' })).toBe(
      '"notes.txt" is not a supported file type. Upload a PDF or an image (.pdf, .jpg, .jpeg, .png, .gif, .webp, .tif, .tiff).',
    );
    expect(uploadProblemOf({ name: 'fake.pdf', size: 20, type: 'text/plain' })).toMatch(/not a supported file type/);
    expect(uploadProblemOf({ name: 'big.pdf', size: 30 * 1024 * 1024, type: 'application/pdf' })).toBe(
      '"big.pdf" (30.00 MB) is larger than the 25.00 MB limit.',
    );
    expect(uploadProblemOf({ name: 'empty.png', size: 0, type: 'image/png' })).toBe('"empty.png" is empty.');
  });
});
