import type { FileChooser, Page } from '@playwright/test';

/**
 * A small valid one-page PDF, padded with a comment so that its size shows as more than
 * 0.00 MB; the cross-reference offsets are computed, so pdf.js reads it without repairs.
 */
export function samplePdf(text: string, paddingBytes = 24_000): Buffer {
  const content = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = `%PDF-1.4\n%${'x'.repeat(paddingBytes)}\n`;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * The file choosers `page` opens from now on. Playwright intercepts a page's native file dialog only
 * once it has been told someone listens, and telling it is asynchronous: a listener added just before
 * the click can lose the race on a slow machine, and the dialog opens unseen. Watch before the test
 * reaches the control, then ask for each chooser after the click or key that opens it.
 */
export function watchFileChoosers(page: Page, timeoutMs = 15_000): () => Promise<FileChooser> {
  const opened: FileChooser[] = [];
  const waiting: Array<(chooser: FileChooser) => void> = [];
  page.on('filechooser', (chooser) => {
    const waiter = waiting.shift();
    if (waiter) waiter(chooser);
    else opened.push(chooser);
  });
  return () => {
    const ready = opened.shift();
    if (ready) return Promise.resolve(ready);
    return new Promise<FileChooser>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(settle), 1);
        reject(new Error(`no file chooser opened within ${timeoutMs} ms`));
      }, timeoutMs);
      const settle = (chooser: FileChooser) => {
        clearTimeout(timer);
        resolve(chooser);
      };
      waiting.push(settle);
    });
  };
}
