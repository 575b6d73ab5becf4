import { runInWorker, WorkerTaskFailedError, WorkerTaskTimeoutError, workerModuleFile } from '../../platform/workers/worker-pool';
import { type ReadWorkbook, UnreadableRateSheet } from './rate-sheet-files';
import type { ReadXlsxAnswer } from './read-xlsx-task';

const TASK_MODULE = workerModuleFile(__dirname, 'read-xlsx-task');
/** A 2 MB workbook reads in well under a second; only a file built to explode gets near this. */
const READ_TIMEOUT_MS = 20_000;

/**
 * An uploaded XLSX read in a worker thread. A file the thread could not finish (past the time
 * limit, or its thread out of memory: what a zip bomb does) is refused like any unreadable file.
 */
export async function readXlsxOffThread(content: Buffer): Promise<ReadWorkbook> {
  const copy = new Uint8Array(content);
  let answer: ReadXlsxAnswer;
  try {
    answer = await runInWorker<Uint8Array, ReadXlsxAnswer>(TASK_MODULE, copy, { transferList: [copy.buffer], timeoutMs: READ_TIMEOUT_MS });
  } catch (error) {
    if (error instanceof WorkerTaskTimeoutError || error instanceof WorkerTaskFailedError) {
      throw new UnreadableRateSheet(
        'The workbook could not be read: it expands to more than a rate sheet can hold. Save it again from Excel, or upload the CSV form.',
      );
    }
    throw error;
  }
  if (!answer.ok) throw new UnreadableRateSheet(answer.message);
  return { workbook: answer.workbook, locate: (error) => error };
}
