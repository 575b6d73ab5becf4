import { previewKindOf, uploadedAtLabel } from './attachment-display';

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
});
