/** Texts and limits of the Add Loan wizard, as users see them. */

export const IMPORT_FILE_MAX_BYTES = 26_214_400;

export const ADD_LOAN_TEXTS = {
  fileNotXml: 'File must be an XML file',
  fileTooLarge: 'File size must be less than 25MB',
  oneFileOnly: 'Select exactly one file',
  dropArea: 'Drag and drop file here, or click to select file',
  organizationsUnavailable: 'Unable to load organizations',
  externalUsersUnavailable: 'Unable to load external users',
  completionErrorsHeading: 'Loan Action Completion Errors:',
  disabledContact: 'Disabled',
  disabledContactTooltip: 'This contact cannot log in',
} as const;

/** The Non-QM checkbox tooltip when the channel's Non-QM flag is off in the general settings. */
export function nonQmUnavailableText(channel: string): string {
  return `Non-QM products are not available for ${channel} channels.`;
}

export const ROLE_LABELS = {
  loanOfficer: 'Loan Officer',
  loanProcessor: 'Loan Processor',
  submissionContact: 'Submission Contact',
} as const;

/** Program categories offered for conventional loans. */
export const CONVENTIONAL_PROGRAM_CATEGORIES = ['Solar', 'Renovation', 'Buydown'] as const;

/** The custom field that marks a loan Non-QM, and the value it holds when set. */
export const NON_QM_FIELD = 'CX.NONQM.YN';
export const NON_QM_SET_VALUE = 'X';
