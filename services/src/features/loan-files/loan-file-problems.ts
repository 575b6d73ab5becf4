/**
 * Why a loan file is refused: a stable code for programs (listed in shared-rules, so the browser
 * knows them too), a text for the person who uploaded it. The texts of the spec are kept word for
 * word ("File size must be less than 25MB", "File must be an XML file").
 */
import { ADD_LOAN_TEXTS, type LoanFileProblemCode } from 'shared-rules';

export { LOAN_FILE_PROBLEM_CODES, type LoanFileProblemCode } from 'shared-rules';

export interface LoanFileProblem {
  code: LoanFileProblemCode;
  detail: string;
}

// The same texts the wizard shows when it refuses the file in the browser.
export const FILE_TOO_LARGE_MESSAGE = ADD_LOAN_TEXTS.fileTooLarge;
export const NOT_XML_MESSAGE = ADD_LOAN_TEXTS.fileNotXml;

/** The HTTP status a route answers each problem with: 413 for size, 415 for the file type, 422 for content. */
export function loanFileProblemStatus(code: LoanFileProblemCode): 400 | 413 | 415 | 422 {
  switch (code) {
    case 'invalid-base64':
      return 400;
    case 'file-too-large':
      return 413;
    case 'not-xml':
    case 'extension-not-accepted':
    case 'unsupported-encoding':
      return 415;
    default:
      return 422;
  }
}

export function problem(code: LoanFileProblemCode, detail: string): { ok: false; problem: LoanFileProblem } {
  return { ok: false, problem: { code, detail } };
}
