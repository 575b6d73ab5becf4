// Runs in a worker thread of the platform's pool (`read-xlsx-off-thread.ts` sends it there): an
// uploaded workbook is a zip that exceljs inflates and walks synchronously in large parts, and a
// hostile one (a zip bomb) would otherwise hold, or exhaust, the process that answers requests.
import type { RateSheetWorkbook } from 'shared-rules';
import { readXlsxWorkbook, UnreadableRateSheet } from './rate-sheet-files';

export type ReadXlsxAnswer = { ok: true; workbook: RateSheetWorkbook } | { ok: false; message: string };

/** The worker thread's task: the workbook's sheets and rows, or why the file could not be read (a value: errors do not cross threads). */
export default async function readXlsxTask(bytes: Uint8Array): Promise<ReadXlsxAnswer> {
  try {
    const { workbook } = await readXlsxWorkbook(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return { ok: true, workbook };
  } catch (error) {
    if (error instanceof UnreadableRateSheet) return { ok: false, message: error.message };
    throw error;
  }
}
