import {
  NON_DELEGATED_UI_CHANNEL,
  NON_QM_FIELD,
  NON_QM_SET_VALUE,
  loanChannelOf,
  nonDelegatedCustomFields,
  type ContactChoice,
  type HoiNoticeAnswer,
  type LoanContactRef,
  type LoanCreateRequest,
  type LoanFieldValue,
  type LoanDocument,
  type NonDelegatedAnswers,
  type UiChannel,
} from 'shared-rules';

export interface CreateLoanInput {
  channel: UiChannel;
  nonQM: boolean;
  loanToken: string | null;
  importedLoan: LoanDocument | null;
  programCategory: string | null;
  disclosureAnswers: NonDelegatedAnswers;
  requireDisclosurePreview: boolean;
  contacts: { loanOfficer: ContactChoice; loanProcessor: ContactChoice; submissionContact: ContactChoice };
  /** Whether the submission contact is asked for (third-contact flag); otherwise it is not sent. */
  submissionContactShown: boolean;
  requiredFieldValues: Record<string, LoanFieldValue>;
  /** The answer to the homeowners-insurance notice, when the wizard asked it (HOI opt-out); else null. */
  hoiNotice: HoiNoticeAnswer | null;
}

function contactRef(choice: ContactChoice): LoanContactRef | null {
  return choice.organizationId && choice.userId ? { orgId: choice.organizationId, contactId: choice.userId } : null;
}

/**
 * The loan program sent to services: the imported program, with the conventional program
 * category appended (`Conventional 30 Year Fixed - Solar`); undefined keeps the imported one.
 */
export function loanProgramNameFor(importedLoan: LoanDocument | null, programCategory: string | null): string | undefined {
  if (!programCategory) return undefined;
  const base = importedLoan?.loanProgramName?.trim() || importedLoan?.mortgageType || 'Conventional';
  return `${base} - ${programCategory}`;
}

/**
 * The create call's body from what the wizard holds: the channel pair services expect, the
 * chosen contacts, the disclosure answers (non-delegated only) and the Non-QM flag as custom
 * fields, the required-fields step's values written over the imported loan, and the answer to
 * the homeowners-insurance notice when it was asked.
 */
export function buildCreateLoanRequest(input: CreateLoanInput): LoanCreateRequest {
  const { channel, delegated } = loanChannelOf(input.channel);
  const customFields =
    input.channel === NON_DELEGATED_UI_CHANNEL
      ? nonDelegatedCustomFields(input.disclosureAnswers, input.importedLoan?.mortgageType, input.requireDisclosurePreview)
      : [];
  if (input.nonQM) customFields.push({ fieldName: NON_QM_FIELD, value: NON_QM_SET_VALUE });

  const fields = Object.fromEntries(Object.entries(input.requiredFieldValues).filter(([, value]) => value !== null && value !== ''));
  const loanProgramName = loanProgramNameFor(input.importedLoan, input.programCategory);

  const request: LoanCreateRequest = {
    channel,
    delegated,
    loanData: {
      ...(loanProgramName === undefined ? {} : { loanProgramName }),
      ...(Object.keys(fields).length > 0 ? { fields } : {}),
    },
    contacts: {
      loanOfficer: contactRef(input.contacts.loanOfficer),
      loanProcessor: contactRef(input.contacts.loanProcessor),
      submissionContact: input.submissionContactShown ? contactRef(input.contacts.submissionContact) : null,
    },
    ...(customFields.length > 0 ? { customFields } : {}),
  };
  if (input.loanToken) request.loanToken = input.loanToken;
  if (input.hoiNotice) request.hoiNotice = input.hoiNotice;
  return request;
}
