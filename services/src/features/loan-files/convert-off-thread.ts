import { runInWorker, workerModuleFile } from '../../platform/workers/worker-pool';
import type { ConvertLoanFileOptions, ConvertLoanFileResult } from './convert-loan-file';
import type { ConvertLoanFileTask } from './convert-loan-file-task';

const TASK_MODULE = workerModuleFile(__dirname, 'convert-loan-file-task');
/** Forty times what a 25 MB file takes on one core here: only a thread that is stuck reaches it. */
const CONVERSION_TIMEOUT_MS = 30_000;

/**
 * `convertLoanFile` in a worker thread of the platform's pool, so that reading a large file never
 * holds this process's event loop: the same answers for every file. A conversion past the time
 * limit, or whose thread crashed (out of memory), rejects with the pool's error, which the route
 * answers as a server error (500): nothing says the file itself is wrong.
 */
export function convertLoanFileOffThread(base64: string, options: ConvertLoanFileOptions = {}): Promise<ConvertLoanFileResult> {
  return runInWorker<ConvertLoanFileTask, ConvertLoanFileResult>(TASK_MODULE, { base64, options }, { timeoutMs: CONVERSION_TIMEOUT_MS });
}
