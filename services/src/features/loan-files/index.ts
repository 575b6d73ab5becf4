// The loan-file import and its helpers, for the loans routes, the tests and the benchmark.
export { convertLoanFile, DEFAULT_MAX_XML_DEPTH } from './convert-loan-file';
export { convertLoanFileOffThread } from './convert-off-thread';
export type { ConvertLoanFileOptions, ConvertLoanFileResult } from './convert-loan-file';
export {
  LOAN_FILE_PROBLEM_CODES,
  FILE_TOO_LARGE_MESSAGE,
  NOT_XML_MESSAGE,
  loanFileProblemStatus,
} from './loan-file-problems';
export type { LoanFileProblem, LoanFileProblemCode } from './loan-file-problems';
export { MAX_LOAN_FILE_BYTES } from './loan-file-input';
export { DOCTYPE_FORBIDDEN_MESSAGE } from './hostile-input-guard';
export { writeMismoLoanFile } from './mismo/mismo-writer';
export type { MismoWriteOptions } from './mismo/mismo-writer';
export { MISMO_NAMESPACE } from './mismo/mismo-vocabulary';
export {
  LOAN_TOKEN_TTL_MS,
  generateLoanToken,
  isLoanTokenExpired,
  isLoanTokenFormat,
  issueLoanToken,
  loanTokenDigest,
} from './loan-token';
export type { LoanTokenGrant, RandomBytes } from './loan-token';
export { buildSampleLoan, buildLoanFileOfSize, seededRandom } from './sample-loans';
export type { SampleLoanOptions } from './sample-loans';
