import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractPdfText, UnreadablePdfError } from './pdf-text';

// pdf.js on this (the event loop's) thread would fail the test: the text must come from a worker thread.
jest.mock('pdfjs-dist/legacy/build/pdf.mjs', () => {
  throw new Error('pdf.js was loaded on the event loop thread');
});

async function twoPagePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const first = pdf.addPage([612, 792]);
  first.drawText('Escrow waivers: a borrower may waive escrow', { x: 56, y: 730, size: 11, font });
  first.drawText('when the loan-to-value is 80% or less.', { x: 56, y: 716, size: 11, font });
  first.drawText('Appraisal transfers need the lender letter.', { x: 56, y: 660, size: 11, font });
  const second = pdf.addPage([612, 792]);
  second.drawText('Rate locks expire after 45 days.', { x: 56, y: 730, size: 11, font });
  return pdf.save();
}

describe('extractPdfText in the worker pool', () => {
  it('reads the text of every page, lines joined into paragraphs', async () => {
    const text = await extractPdfText(await twoPagePdf());
    expect(text).toEqual({
      pages: 2,
      paragraphs: [
        'Escrow waivers: a borrower may waive escrow when the loan-to-value is 80% or less.',
        'Appraisal transfers need the lender letter.',
        'Rate locks expire after 45 days.',
      ],
    });
  });

  it('leaves the caller its bytes (it sends the thread a copy)', async () => {
    const bytes = await twoPagePdf();
    const length = bytes.byteLength;
    await extractPdfText(bytes);
    expect(bytes.byteLength).toBe(length);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  });

  it('refuses a damaged file with UnreadablePdfError and pdf.js’s reason, as on the event loop before', async () => {
    const refusal = extractPdfText(Buffer.from('%PDF-1.7\nthis is not the rest of a PDF'));
    await expect(refusal).rejects.toBeInstanceOf(UnreadablePdfError);
    await expect(refusal).rejects.toThrow('Invalid PDF structure.');
    await expect(extractPdfText(Buffer.from('plain text, not a PDF'))).rejects.toThrow(new UnreadablePdfError('Invalid PDF structure.'));
  });

  it('reads the next PDF after a refused one (the thread is still good)', async () => {
    await expect(extractPdfText(Buffer.from('not a PDF'))).rejects.toBeInstanceOf(UnreadablePdfError);
    await expect(extractPdfText(await twoPagePdf())).resolves.toMatchObject({ pages: 2 });
  });
});
