import { PDFDocument } from 'pdf-lib';
import { watermarkPdf } from './watermark';

async function twoPagePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]);
  pdf.addPage([792, 612]);
  return pdf.save();
}

/** The content streams of every page, decoded, as text. */
async function pageContents(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const { inflateSync } = await import('node:zlib');
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
    return streams
      .map((ref) => pdf.context.lookup(ref as never) as { getContents?: () => Uint8Array; dict?: { toString(): string } } | undefined)
      .map((stream) => {
        const raw = stream?.getContents?.() ?? new Uint8Array();
        try {
          return inflateSync(raw).toString('latin1');
        } catch {
          return Buffer.from(raw).toString('latin1');
        }
      })
      .join('\n');
  });
}

describe('the PDF watermark', () => {
  it('draws the text on every page in red at 20% opacity, rotated -45°, in Helvetica Bold', async () => {
    const marked = await watermarkPdf(await twoPagePdf(), 'REJECTED');
    const pdf = await PDFDocument.load(marked);
    expect(pdf.getPageCount()).toBe(2);
    const contents = await pageContents(marked);
    for (const content of contents) {
      // Red fill, the rotation matrix of -45° (cos 45° = 0.707…, sin -45°), the text as hex glyphs.
      expect(content).toMatch(/\b1 0 0 rg\b/);
      expect(content).toMatch(/0\.7071\d* -0\.7071\d* 0\.7071\d* 0\.7071\d*/);
      expect(content).toContain('<52454A4543544544>');
    }
    // Object streams compress the dictionaries: read them from the loaded document.
    const objects = pdf.context.enumerateIndirectObjects().map(([, object]) => object.toString());
    expect(objects).toContainEqual(expect.stringContaining('/BaseFont /Helvetica-Bold'));
    expect(objects).toContainEqual(expect.stringMatching(/\/ca 0\.2\b/));
  });
});
