/**
 * The loan document a create call describes: the imported loan (or an empty one) with the
 * call's loan data written over it by field id. Pure; problems come back as a list, one per
 * value that cannot be written, named by the request field that carried it.
 */
import { emptyLoanDocument, writeFieldValue, type LoanCreateRequest, type LoanDocument } from 'shared-rules';

export interface ComposeProblem {
  /** `body.loanData.fields.65#2`, `body.customFields.0`, … */
  field: string;
  message: string;
}

export type ComposeResult = { ok: true; document: LoanDocument } | { ok: false; problems: ComposeProblem[] };

/** Field ids the create call names outside `fields`. */
const LOAN_PROGRAM_FIELD = '1401';
const MORTGAGE_TYPE_FIELD = '1172';

export function composeLoanDocument(
  base: LoanDocument | null,
  request: Pick<LoanCreateRequest, 'loanData' | 'customFields'>,
): ComposeResult {
  let document = base ? structuredClone(base) : emptyLoanDocument();
  const problems: ComposeProblem[] = [];
  const write = (fieldId: string, value: unknown, field: string) => {
    const result = writeFieldValue(document, fieldId, value);
    if (result.ok) document = result.document;
    else problems.push({ field, message: result.problem.detail });
  };

  const { loanData } = request;
  if (loanData.loanProgramName !== undefined) write(LOAN_PROGRAM_FIELD, loanData.loanProgramName, 'body.loanData.loanProgramName');
  if (loanData.mortgageType !== undefined) write(MORTGAGE_TYPE_FIELD, loanData.mortgageType, 'body.loanData.mortgageType');
  (loanData.customFields ?? []).forEach((custom, index) => {
    writeCustom(custom, `body.loanData.customFields.${index}`);
  });
  (request.customFields ?? []).forEach((custom, index) => {
    writeCustom(custom, `body.customFields.${index}`);
  });
  for (const [fieldId, value] of Object.entries(loanData.fields ?? {})) write(fieldId, value, `body.loanData.fields.${fieldId}`);

  function writeCustom(custom: { fieldName: string; value: string }, field: string) {
    // Only custom ids here: a plain id in customFields would bypass the catalogue's types.
    if (!custom.fieldName.startsWith('CX.') && !custom.fieldName.includes('CUST')) {
      problems.push({ field, message: `${custom.fieldName} is not a custom field id (CX.… or …CUST…).` });
      return;
    }
    write(custom.fieldName, custom.value, field);
  }

  return problems.length > 0 ? { ok: false, problems } : { ok: true, document };
}
