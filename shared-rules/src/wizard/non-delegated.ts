/**
 * The question set of a Correspondent Non-Delegated loan: who (the lender company or the
 * correspondent) does each disclosure and closing task. The answers travel to the create call
 * as disclosure-source custom fields.
 */

export type DisclosureSource = 'Company' | 'Correspondent';
export const DEFAULT_DISCLOSURE_SOURCE: DisclosureSource = 'Company';

export type NonDelegatedQuestionKey = 'initialDiscloseOrg' | 'cocOrg' | 'closingDisclosureOrg' | 'revisedClosingOrg' | 'fhaCaseNumerOrg';

export interface NonDelegatedQuestion {
  /** The loan-upload form field holding the answer (`fhaCaseNumerOrg` is spelled so in stored forms). */
  key: NonDelegatedQuestionKey;
  text: string;
  /** The disclosure-source custom field the answer is sent as. */
  customField: string;
}

export const NON_DELEGATED_QUESTIONS: readonly NonDelegatedQuestion[] = [
  { key: 'initialDiscloseOrg', text: 'Who sends the initial disclosures and the LE?', customField: 'CX.CORE.INITIALDISC' },
  { key: 'cocOrg', text: 'Who sends the COC and the revised LE?', customField: 'CX.CORE.COC' },
  { key: 'closingDisclosureOrg', text: 'Who sends the initial and revised closing disclosures?', customField: 'CX.CORE.REVISEDCD' },
  { key: 'revisedClosingOrg', text: 'Who draws the closing documents?', customField: 'CX.CORE.CLOSEDOCS' },
  { key: 'fhaCaseNumerOrg', text: 'Who orders the FHA case number?', customField: 'CX.CORE.FHA.CASENUMBER' },
];

/** The custom field of the disclosure-preview choice that goes with the answers. */
export const DISCLOSURE_PREVIEW_FIELD = 'CX.CORE.DISCPREVIEW';

export type NonDelegatedAnswers = Record<NonDelegatedQuestionKey, DisclosureSource>;

/** Every answer at its default, the company. */
export function defaultNonDelegatedAnswers(): NonDelegatedAnswers {
  return {
    initialDiscloseOrg: DEFAULT_DISCLOSURE_SOURCE,
    cocOrg: DEFAULT_DISCLOSURE_SOURCE,
    closingDisclosureOrg: DEFAULT_DISCLOSURE_SOURCE,
    revisedClosingOrg: DEFAULT_DISCLOSURE_SOURCE,
    fhaCaseNumerOrg: DEFAULT_DISCLOSURE_SOURCE,
  };
}

/** Mortgage types whose loans need an FHA case number (FHA and Farmers Home / USDA). */
const CASE_NUMBER_MORTGAGE_TYPES = new Set(['FHA', 'FARMERSHOMEADMINISTRATION', 'USDA-RHS', 'USDA']);

export function fhaCaseNumberAsked(mortgageType: string | null | undefined): boolean {
  return typeof mortgageType === 'string' && CASE_NUMBER_MORTGAGE_TYPES.has(mortgageType.trim().toUpperCase());
}

/** Whether question 4 is forced: the correspondent sends the closing disclosures, so it also draws the closing documents. */
export function closingDocumentsForced(answers: NonDelegatedAnswers): boolean {
  return answers.closingDisclosureOrg === 'Correspondent';
}

/**
 * The answers after one change. Choosing Correspondent for the closing disclosures (question 3)
 * forces the closing documents (question 4) to Correspondent; question 4 cannot be changed
 * away from Correspondent while that holds.
 */
export function answerNonDelegatedQuestion(
  answers: NonDelegatedAnswers,
  key: NonDelegatedQuestionKey,
  source: DisclosureSource,
): NonDelegatedAnswers {
  const next = { ...answers, [key]: source };
  if (closingDocumentsForced(next)) next.revisedClosingOrg = 'Correspondent';
  return next;
}

export interface ShownQuestion extends NonDelegatedQuestion {
  answer: DisclosureSource;
  /** The answer is forced and the control should be disabled. */
  locked: boolean;
}

/** The questions to show for a loan, with their answers; the FHA case number only for FHA or Farmers Home loans. */
export function nonDelegatedQuestionsFor(answers: NonDelegatedAnswers, mortgageType: string | null | undefined): ShownQuestion[] {
  return NON_DELEGATED_QUESTIONS.filter((question) => question.key !== 'fhaCaseNumerOrg' || fhaCaseNumberAsked(mortgageType)).map(
    (question) => ({
      ...question,
      answer: answers[question.key],
      locked: question.key === 'revisedClosingOrg' && closingDocumentsForced(answers),
    }),
  );
}

/**
 * The answers as the create call's custom fields (question not asked: not sent), plus the
 * disclosure-preview choice. That field is a CHECKBOX in the field catalogue, so a required
 * preview is sent as `X` and no preview sends nothing (a checkbox stores X or empty).
 */
export function nonDelegatedCustomFields(
  answers: NonDelegatedAnswers,
  mortgageType: string | null | undefined,
  requireDisclosurePreview: boolean,
): Array<{ fieldName: string; value: string }> {
  const fields = nonDelegatedQuestionsFor(answers, mortgageType).map((question) => ({
    fieldName: question.customField,
    value: question.answer,
  }));
  return requireDisclosurePreview ? [...fields, { fieldName: DISCLOSURE_PREVIEW_FIELD, value: 'X' }] : fields;
}
