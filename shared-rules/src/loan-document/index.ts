// The loan document, its field catalogue and values by field id (pure, no I/O).
export * from './loan-document';
export * from './loan-document-sections';
export * from './field-definition';
export { FIELD_CATALOGUE, DISCLOSURE_SOURCE_OPTIONS, URLA_REPEATED_BLOCKS } from './field-catalogue';
export {
  parseFieldId,
  getFieldDefinition,
  getCustomFieldDefinition,
  fieldLabel,
  readFieldValue,
  readFieldValues,
  writeFieldValue,
} from './field-values';
export type {
  ParsedFieldId,
  FieldValuesRead,
  FieldWriteProblem,
  FieldWriteProblemCode,
  FieldWriteResult,
  FieldWriteOptions,
} from './field-values';
export { normaliseFieldValue } from './field-value-normalise';
export type { NormalisedValue } from './field-value-normalise';
export { LOAN_FILE_PROBLEM_CODES } from './loan-file-import';
export type { ImportWarning, LoanFileImportRequest, LoanFileImportResponse, LoanFileProblemCode } from './loan-file-import';
