// Runs in a worker thread of the platform's pool (`convert-off-thread.ts` sends it there): reading a
// 25 MB MISMO file is about 0.8 s of synchronous work, which on the event loop would hold every
// request of the process.
import { type ConvertLoanFileOptions, type ConvertLoanFileResult, convertLoanFile } from './convert-loan-file';

export interface ConvertLoanFileTask {
  base64: string;
  options: ConvertLoanFileOptions;
}

/** The worker thread's task: `convertLoanFile`, which never throws (a refused file is a problem value). */
export default function convertLoanFileTask({ base64, options }: ConvertLoanFileTask): ConvertLoanFileResult {
  return convertLoanFile(base64, options);
}
