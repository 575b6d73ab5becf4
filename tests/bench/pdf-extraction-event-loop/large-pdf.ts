// A knowledge-base PDF of just under 25 MB (the upload limit) as lenders send them: pages of
// guideline text (paragraphs, one font), fine-print disclosures (two columns of 4-point lines, as
// in program terms and state notices) and scanned pages (an image each, raw pixels, incompressible). Seeded, so every run
// reads the same file.
import { servicesPackage } from '../kit/build.ts';

type PdfLib = typeof import('pdf-lib');

const MB = 1_048_576;
const LINES_PER_PAGE = 48;
const SCAN_WIDTH = 612;
const SCAN_HEIGHT = 571;
/** One scanned page's pixels (RGB, 8 bits): about 1 MB. */
const SCAN_BYTES = SCAN_WIDTH * SCAN_HEIGHT * 3;

const VOCABULARY = (
  'the borrower lender loan escrow appraisal underwriting closing disclosure title insurance rate lock ' +
  'conditions income assets liabilities credit report verification employment must may within days of ' +
  'a an and or to for with before after each file program guideline eligible ratio value property ' +
  'occupancy primary residence second home investment refinance purchase cash-out mortgage insurance'
).split(' ');

/** A fine-print page: two columns of 180 lines of 4-point text, about 130 characters each. */
const FINE_PRINT_COLUMNS = 2;
const FINE_PRINT_LINES = 180;

export interface LargePdf {
  bytes: Uint8Array;
  textPages: number;
  finePrintPages: number;
  scannedPages: number;
}

/** A seeded pseudo-random sequence (xorshift32). */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state >>> 0;
  };
}

/**
 * `textPages` pages of guideline text and `finePrintPages` of fine print, then scanned pages until the
 * file is just under `targetBytes` (`compileServices()` first).
 */
export async function largePdf(textPages: number, finePrintPages: number, targetBytes: number): Promise<LargePdf> {
  const { concatTransformationMatrix, drawObject, PDFDocument, popGraphicsState, pushGraphicsState, StandardFonts } =
    servicesPackage<PdfLib>('pdf-lib');
  const next = sequence(20261129);
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= textPages; number += 1) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`Section ${number}: program guidelines`, { x: 50, y: 750, size: 12, font });
    for (let line = 0; line < LINES_PER_PAGE; line += 1) {
      let text = '';
      while (text.length < 95) text += `${VOCABULARY[next() % VOCABULARY.length]} `;
      // A blank line every twelve lines ends a paragraph.
      if (line % 12 !== 11) page.drawText(text.trim(), { x: 50, y: 726 - line * 14, size: 9, font });
    }
  }
  for (let number = 1; number <= finePrintPages; number += 1) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`Terms and disclosures, part ${number}`, { x: 20, y: 774, size: 9, font });
    for (let column = 0; column < FINE_PRINT_COLUMNS; column += 1)
      for (let line = 0; line < FINE_PRINT_LINES; line += 1) {
        let text = '';
        while (text.length < 130) text += `${VOCABULARY[next() % VOCABULARY.length]} `;
        page.drawText(text.trim(), { x: 20 + column * 290, y: 760 - line * 4.1, size: 4, font });
      }
  }
  const textBytes = (await pdf.save()).byteLength;
  // Each scanned page adds its pixels and about a hundred bytes of objects; a margin keeps the file under the target.
  const scannedPages = Math.max(0, Math.floor((targetBytes - textBytes - 65_536) / (SCAN_BYTES + 256)));
  for (let number = 1; number <= scannedPages; number += 1) {
    const pixels = new Uint8Array(SCAN_BYTES);
    const words = new Uint32Array(pixels.buffer, 0, Math.floor(SCAN_BYTES / 4));
    for (let index = 0; index < words.length; index += 1) words[index] = next();
    const image = pdf.context.register(
      pdf.context.stream(pixels, {
        Type: 'XObject',
        Subtype: 'Image',
        Width: SCAN_WIDTH,
        Height: SCAN_HEIGHT,
        ColorSpace: 'DeviceRGB',
        BitsPerComponent: 8,
      }),
    );
    const page = pdf.addPage([612, 792]);
    const name = page.node.newXObject('Scan', image);
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(SCAN_WIDTH, 0, 0, SCAN_HEIGHT, 0, 110),
      drawObject(name),
      popGraphicsState(),
    );
  }
  const bytes = await pdf.save();
  if (bytes.byteLength > Math.max(targetBytes, MB)) throw new Error(`the generated PDF is ${bytes.byteLength} bytes, over ${targetBytes}`);
  return { bytes, textPages, finePrintPages, scannedPages };
}
