// Runs in a worker thread of the platform's pool (`pdf-text.ts` sends it there): pdf.js parses a
// PDF of up to 25 MB synchronously for seconds, which on the event loop would hold every request
// of the process. The benchmark also calls `readPdfText` directly, as the naive baseline.

/** The text of a PDF, page by page, with the lines of each page joined into paragraphs. */
export interface PdfText {
  pages: number;
  /** Paragraphs in reading order (blank lines and large vertical gaps end one). */
  paragraphs: string[];
}

/** The text, or why pdf.js could not read the file: a value, since an error's class does not cross threads. */
export type PdfTextReading = { ok: true; text: PdfText } | { ok: false; reason: string };

interface TextItem {
  str: string;
  hasEOL?: boolean;
  transform?: number[];
  height?: number;
}

/**
 * Extracts the text with pdf.js (the legacy build, which runs on Node 20): no fonts are loaded
 * and nothing is rendered, so a large PDF costs its parsing only. pdf.js takes ownership of
 * `bytes` (pass a copy, or a buffer moved to this thread).
 */
export async function readPdfText(bytes: Uint8Array): Promise<PdfTextReading> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let document: Awaited<ReturnType<typeof pdfjs.getDocument>['promise']>;
  try {
    document = await pdfjs.getDocument({
      data: bytes,
      disableFontFace: true,
      isEvalSupported: false,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  try {
    const paragraphs: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let line = '';
      let lastY: number | null = null;
      let lineHeight = 0;
      let paragraph: string[] = [];
      const endParagraph = () => {
        if (line.trim() !== '') paragraph.push(line.trim());
        line = '';
        if (paragraph.length > 0) paragraphs.push(paragraph.join(' ').replace(/\s+/g, ' '));
        paragraph = [];
      };
      for (const item of content.items as TextItem[]) {
        if (typeof item.str !== 'string') continue;
        const y = item.transform?.[5] ?? null;
        // A gap of more than a line and a half between lines starts a new paragraph.
        if (lastY !== null && y !== null && lineHeight > 0 && Math.abs(lastY - y) > lineHeight * 1.5) endParagraph();
        line += item.str;
        if (item.hasEOL) {
          if (line.trim() === '') endParagraph();
          else {
            paragraph.push(line.trim());
            line = '';
          }
        }
        if (y !== null) lastY = y;
        if (item.height) lineHeight = item.height;
      }
      endParagraph();
      page.cleanup();
    }
    return { ok: true, text: { pages: document.numPages, paragraphs } };
  } finally {
    await document.destroy();
  }
}

/** The worker thread's task. */
export default readPdfText;
