import type { RateSheetProblem } from 'shared-rules';
import { problemMessage, problemOf } from 'shared-ui';

/**
 * Why an upload published nothing: the faulty cells of a sheet that was read (422
 * `rate-sheet-invalid`), or one sentence for every other refusal (409 a version label used
 * before, 413 too large, 415 not an XLSX or CSV, 403, an unreadable file, no connection).
 */
export type PublishRefusal = { kind: 'cells'; detail: string; problems: RateSheetProblem[] } | { kind: 'message'; message: string };

export const PUBLISH_FAILED = 'The rate sheet could not be published. Please try again.';

export function publishRefusalOf(error: unknown): PublishRefusal {
  const problem = problemOf(error);
  if (problem?.code === 'rate-sheet-invalid' && problem.rateSheetErrors && problem.rateSheetErrors.length > 0)
    return { kind: 'cells', detail: problem.detail, problems: problem.rateSheetErrors };
  return { kind: 'message', message: problemMessage(error, PUBLISH_FAILED) };
}
