/**
 * The convert-XML call of the Add Loan wizard: the file goes up as base64 text, the loan comes
 * back with a token to fetch it again later (`?loan_token=`). Refusals are problem details whose
 * `code` is one of LOAN_FILE_PROBLEM_CODES and whose `detail` is the text to show.
 */
import type { LoanDocument } from './loan-document';

export interface LoanFileImportRequest {
  /** The file's bytes as base64 text (a `data:…;base64,` prefix is accepted). */
  file: string;
  /**
   * The file's name as the user picked it. When sent, its extension must be one of the
   * `loan-upload` setting's `acceptedExtensions` (415 `extension-not-accepted`); the content is
   * judged as MISMO XML either way, so a caller without a name gains nothing by leaving it out.
   */
  fileName?: string;
}

/** A value of the file that was left out of the loan, and why. */
export interface ImportWarning {
  /** The MISMO element, e.g. `PARTY[2]/TAXPAYER_IDENTIFIER/TaxpayerIdentifierValue`. */
  element: string;
  detail: string;
}

export interface LoanFileImportResponse {
  loan: LoanDocument;
  /** Redeems the imported loan data until it expires. */
  token: string;
  warnings: ImportWarning[];
}

export const LOAN_FILE_PROBLEM_CODES = [
  'invalid-base64',
  'empty-file',
  'file-too-large',
  'extension-not-accepted',
  'not-xml',
  'unsupported-encoding',
  'xml-malformed',
  'xml-doctype-forbidden',
  'xml-too-deep',
  'not-mismo',
  'multiple-loans',
  'no-borrower',
  'too-many-borrower-pairs',
] as const;
export type LoanFileProblemCode = (typeof LOAN_FILE_PROBLEM_CODES)[number];
