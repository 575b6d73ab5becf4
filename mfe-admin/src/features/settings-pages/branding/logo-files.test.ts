import type { PortalAsset } from 'shared-rules';
import { logoAssets, logoFileProblem } from './logo-files';

const asset = (id: string, contentType: PortalAsset['contentType'], uploadedAt: string): PortalAsset => ({
  id,
  fileName: `${id}.file`,
  contentType,
  size: 1000,
  url: `/api/public/assets/${id}`,
  uploadedAt,
  uploadedBy: 'Alex Admin',
});

describe('logo files', () => {
  it('offers the PNG, JPEG and SVG assets, newest first', () => {
    const assets = [
      asset('old', 'image/png', '2026-01-01T00:00:00.000Z'),
      asset('guide', 'application/pdf', '2026-06-01T00:00:00.000Z'),
      asset('new', 'image/svg+xml', '2026-05-01T00:00:00.000Z'),
      asset('anim', 'image/gif', '2026-05-02T00:00:00.000Z'),
    ];
    expect(logoAssets(assets).map((item) => item.id)).toEqual(['new', 'old']);
  });

  it('names what is wrong with a file before it is sent', () => {
    expect(logoFileProblem({ name: 'logo.png', type: 'image/png', size: 20_000 })).toBeNull();
    expect(logoFileProblem({ name: 'logo.gif', type: 'image/gif', size: 20_000 })).toBe('logo.gif is not a PNG, JPEG or SVG image.');
    expect(logoFileProblem({ name: 'huge.png', type: 'image/png', size: 6 * 1024 * 1024 })).toBe(
      'huge.png is 6.00 MB; a logo may be at most 5.00 MB.',
    );
  });
});
