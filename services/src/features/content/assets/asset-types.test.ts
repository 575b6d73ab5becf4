import { assetFileName, checkAsset } from './asset-types';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('checkAsset', () => {
  it('reads the type from the content', () => {
    expect(checkAsset(PNG)).toEqual({ ok: true, contentType: 'image/png' });
    expect(checkAsset(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({ ok: true, contentType: 'image/svg+xml' });
  });

  it('refuses TIFF (accepted for loan documents, not shown by browsers) and text that is not SVG', () => {
    expect(checkAsset(Buffer.from([0x49, 0x49, 0x2a, 0x00, 0, 0]))).toMatchObject({ ok: false, status: 415 });
    expect(checkAsset(Buffer.from('<html><body>hi</body></html>'))).toMatchObject({ ok: false, status: 415 });
  });
});

describe('assetFileName', () => {
  it('keeps the last path segment and gives it the extension of its type', () => {
    expect(assetFileName('C:\\Users\\pat\\logo.svg', 'image/png')).toBe('logo.png');
    expect(assetFileName('../../photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
    expect(assetFileName('\u202egnp.exe', 'image/png')).toBe('gnp.png');
    expect(assetFileName('', 'application/pdf')).toBe('asset.pdf');
    expect(assetFileName(`${'a'.repeat(300)}.png`, 'image/png')).toHaveLength(255);
  });
});
