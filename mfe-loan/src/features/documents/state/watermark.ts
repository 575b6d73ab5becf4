import { WATERMARK_STYLE } from './viewer-texts';

/**
 * Draws the spec's watermark across every page of a PDF: the text in Helvetica Bold, red at 20%
 * opacity, rotated -45° about the page centre, scaled down only when the page is too narrow for
 * size 170. pdf-lib loads with the first watermarked document, not with the Documents tab.
 */
export async function watermarkPdf(bytes: ArrayBuffer | Uint8Array, text: string): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, degrees, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true });
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [red, green, blue] = WATERMARK_STYLE.color;
  const radians = (WATERMARK_STYLE.rotateDegrees * Math.PI) / 180;
  for (const page of pdf.getPages()) {
    const { width, height } = page.getSize();
    const diagonal = Math.hypot(width, height);
    const size = Math.min(
      WATERMARK_STYLE.size,
      (WATERMARK_STYLE.size * diagonal * 0.9) / font.widthOfTextAtSize(text, WATERMARK_STYLE.size),
    );
    const textWidth = font.widthOfTextAtSize(text, size);
    const textHeight = font.heightAtSize(size);
    // The text's own centre lands on the page centre: start half its width back along the rotated baseline.
    const x = width / 2 - (Math.cos(radians) * textWidth) / 2 + (Math.sin(radians) * textHeight) / 2;
    const y = height / 2 - (Math.sin(radians) * textWidth) / 2 - (Math.cos(radians) * textHeight) / 2;
    page.drawText(text, {
      x,
      y,
      size,
      font,
      color: rgb(red, green, blue),
      opacity: WATERMARK_STYLE.opacity,
      rotate: degrees(WATERMARK_STYLE.rotateDegrees),
    });
  }
  return pdf.save();
}
