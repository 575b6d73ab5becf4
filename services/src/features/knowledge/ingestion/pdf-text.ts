import { runInWorker, WorkerTaskFailedError, WorkerTaskTimeoutError, workerModuleFile } from '../../../platform/workers/worker-pool';
import type { PdfText, PdfTextReading } from './pdf-text-reading';

export type { PdfText } from './pdf-text-reading';

/** A PDF that cannot be read: damaged, encrypted, not a PDF at all, or too slow or too large to read. */
export class UnreadablePdfError extends Error {}

const READER_MODULE = workerModuleFile(__dirname, 'pdf-text-reading');
/**
 * Within the extraction job's two-minute claim, so that no other process takes the job while this
 * one still reads it. A PDF of 25 MB of text alone (about 12,000 pages) would take about 70 s on one core here.
 */
const READING_TIMEOUT_MS = 90_000;

/**
 * The text of a PDF, read by pdf.js in a worker thread of the platform's pool (`pdf-text-reading.ts`),
 * so that seconds of parsing never hold this process's event loop. A file pdf.js refuses, one that
 * takes longer than READING_TIMEOUT_MS, and one whose thread crashed (out of memory) fail with
 * `UnreadablePdfError`: reading it again would do the same.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<PdfText> {
  // A copy of its own (pdf.js takes ownership of the buffer it is given), moved to the thread rather than copied again.
  const copy = new Uint8Array(bytes);
  let reading: PdfTextReading;
  try {
    reading = await runInWorker<Uint8Array, PdfTextReading>(READER_MODULE, copy, {
      transferList: [copy.buffer],
      timeoutMs: READING_TIMEOUT_MS,
    });
  } catch (error) {
    if (error instanceof WorkerTaskTimeoutError) throw new UnreadablePdfError(`reading its text ${error.message}`);
    if (error instanceof WorkerTaskFailedError) throw new UnreadablePdfError(`reading its text stopped: ${error.message}`);
    throw error;
  }
  if (!reading.ok) throw new UnreadablePdfError(reading.reason);
  return reading.text;
}
