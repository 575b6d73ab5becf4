import type { Organization } from '../api/contracts';
import { addLoanAllowed, channelOptions, nonQmAvailability } from './channel-options';
import { contactsStepComplete, submissionContactShown } from './contacts';
import {
  effectiveImportFileLimits,
  importFileNameProblem,
  importFileProblems,
  importFileRulesText,
  importFileTooLargeText,
  importFileTypeText,
} from './import-file';
import {
  answerNonDelegatedQuestion,
  defaultNonDelegatedAnswers,
  fhaCaseNumberAsked,
  nonDelegatedCustomFields,
  nonDelegatedQuestionsFor,
} from './non-delegated';
import { requiredFieldsStepComplete } from './required-fields';
import { IMPORT_FILE_MAX_BYTES } from './texts';

describe('importFileProblems', () => {
  it('accepts exactly one .xml file of at most 26214400 bytes', () => {
    expect(IMPORT_FILE_MAX_BYTES).toBe(26214400);
    expect(importFileProblems([{ name: 'loan.XML', size: 26214400 }])).toEqual([]);
    expect(importFileProblems([{ name: 'loan.pdf', size: 10 }])).toEqual(['File must be an XML file']);
    expect(importFileProblems([{ name: 'loan.xml', size: 26214401 }])).toEqual(['File size must be less than 25MB']);
    expect(importFileProblems([{ name: 'loan.txt', size: Number.NaN }])).toEqual([
      'File must be an XML file',
      'File size must be less than 25MB',
    ]);
    expect(importFileProblems([])).toEqual(['Select exactly one file']);
    expect(
      importFileProblems([
        { name: 'a.xml', size: 1 },
        { name: 'b.xml', size: 1 },
      ]),
    ).toEqual(['Select exactly one file']);
  });
});

describe('import limits from the loan-upload setting', () => {
  const limits = { maxFileSizeBytes: 10 * 1024 * 1024, acceptedExtensions: ['.xml', '.mismo'] };

  it('judges the file by the saved size and extensions, naming them', () => {
    expect(importFileProblems([{ name: 'loan.MISMO', size: 10 * 1024 * 1024 }], limits)).toEqual([]);
    expect(importFileProblems([{ name: 'loan.xml', size: 10 * 1024 * 1024 + 1 }], limits)).toEqual(['File size must be less than 10MB']);
    expect(importFileProblems([{ name: 'loan.txt', size: 1 }], limits)).toEqual(['File must be an XML file ending in .xml or .mismo']);
  });

  it("keeps the specification's texts at its limits", () => {
    expect(importFileTooLargeText(26_214_400)).toBe('File size must be less than 25MB');
    expect(importFileTypeText(['.xml'])).toBe('File must be an XML file');
    expect(importFileTypeText(['.mismo'])).toBe('File must be an XML file ending in .mismo');
    expect(importFileRulesText({ maxFileSizeBytes: 26_214_400, acceptedExtensions: ['.xml'] })).toBe('One .xml file, up to 25 MB');
  });

  it('names a size that is not a whole number of MB with at most two decimals', () => {
    expect(importFileTooLargeText(1_572_864)).toBe('File size must be less than 1.5MB');
    expect(importFileTooLargeText(10_000_000)).toBe('File size must be less than 9.54MB');
  });

  it('never lets a saved size raise the 25 MB ceiling the import route reads within', () => {
    expect(effectiveImportFileLimits({ maxFileSizeBytes: 100 * 1024 * 1024, acceptedExtensions: ['.xml'] }).maxFileSizeBytes).toBe(
      26_214_400,
    );
    expect(
      importFileProblems([{ name: 'loan.xml', size: 26_214_401 }], { maxFileSizeBytes: 50_000_000, acceptedExtensions: ['.xml'] }),
    ).toEqual(['File size must be less than 25MB']);
  });

  it('accepts a name by its ending, in any case', () => {
    expect(importFileNameProblem('Loan.XML', ['.xml'])).toBeNull();
    expect(importFileNameProblem('loan.xml.exe', ['.xml'])).toBe('File must be an XML file');
    expect(importFileNameProblem('xml', ['.xml'])).toBe('File must be an XML file');
  });
});

describe('contacts step', () => {
  const contact = { organizationId: 'o1', userId: 'u1' };
  it('delegated needs the submission contact when it is shown', () => {
    expect(submissionContactShown(true)).toBe(true);
    expect(contactsStepComplete('Correspondent Delegated', { submissionContact: contact }, true)).toBe(true);
    expect(contactsStepComplete('Correspondent Delegated', { submissionContact: { organizationId: 'o1' } }, true)).toBe(false);
    expect(contactsStepComplete('Correspondent Delegated', { loanOfficer: contact, loanProcessor: contact }, true)).toBe(false);
  });
  it('other channels (and delegated without the third contact) need loan officer and processor', () => {
    expect(contactsStepComplete('Brokered - Wholesale', { loanOfficer: contact, loanProcessor: contact }, true)).toBe(true);
    expect(
      contactsStepComplete(
        'Correspondent Non-Delegated',
        { loanOfficer: contact, loanProcessor: { organizationId: 'o', userId: '' } },
        false,
      ),
    ).toBe(false);
    expect(contactsStepComplete('Correspondent Delegated', { loanOfficer: contact, loanProcessor: contact }, false)).toBe(true);
    expect(contactsStepComplete(null, {}, false)).toBe(false);
  });
});

describe('required-fields step', () => {
  const executions = {
    requiredFields: [
      { fieldId: '4000', description: 'First name' },
      { fieldId: '4002', description: 'Last name' },
    ],
    advancedConditions: [],
  };
  it('saves only with every required field filled and no advanced conditions', () => {
    expect(requiredFieldsStepComplete(executions, { 4000: 'Ann', 4002: 'Lee' })).toBe(true);
    expect(requiredFieldsStepComplete(executions, { 4000: 'Ann', 4002: ' ' })).toBe(false);
    expect(requiredFieldsStepComplete(executions, { 4000: 'Ann' })).toBe(false);
    expect(
      requiredFieldsStepComplete({ ...executions, advancedConditions: [{ message: 'LTV too high' }] }, { 4000: 'Ann', 4002: 'Lee' }),
    ).toBe(false);
  });
});

describe('non-delegated questions', () => {
  it('default to the company and force question 4 when question 3 is Correspondent', () => {
    const answers = answerNonDelegatedQuestion(defaultNonDelegatedAnswers(), 'closingDisclosureOrg', 'Correspondent');
    expect(answers.revisedClosingOrg).toBe('Correspondent');
    expect(answerNonDelegatedQuestion(answers, 'revisedClosingOrg', 'Company').revisedClosingOrg).toBe('Correspondent');
    const shown = nonDelegatedQuestionsFor(answers, 'Conventional');
    expect(shown.map((question) => [question.key, question.answer, question.locked])).toEqual([
      ['initialDiscloseOrg', 'Company', false],
      ['cocOrg', 'Company', false],
      ['closingDisclosureOrg', 'Correspondent', false],
      ['revisedClosingOrg', 'Correspondent', true],
    ]);
    const released = answerNonDelegatedQuestion(answers, 'closingDisclosureOrg', 'Company');
    expect(answerNonDelegatedQuestion(released, 'revisedClosingOrg', 'Company').revisedClosingOrg).toBe('Company');
  });
  it('asks the FHA case number only for FHA or Farmers Home loans', () => {
    expect(fhaCaseNumberAsked('FHA')).toBe(true);
    expect(fhaCaseNumberAsked('FarmersHomeAdministration')).toBe(true);
    expect(fhaCaseNumberAsked('VA')).toBe(false);
    expect(fhaCaseNumberAsked(null)).toBe(false);
    expect(nonDelegatedQuestionsFor(defaultNonDelegatedAnswers(), 'FHA')).toHaveLength(5);
  });
  it('sends the answers as disclosure-source custom fields', () => {
    expect(nonDelegatedCustomFields(defaultNonDelegatedAnswers(), 'FHA', true)).toEqual([
      { fieldName: 'CX.CORE.INITIALDISC', value: 'Company' },
      { fieldName: 'CX.CORE.COC', value: 'Company' },
      { fieldName: 'CX.CORE.REVISEDCD', value: 'Company' },
      { fieldName: 'CX.CORE.CLOSEDOCS', value: 'Company' },
      { fieldName: 'CX.CORE.FHA.CASENUMBER', value: 'Company' },
      { fieldName: 'CX.CORE.DISCPREVIEW', value: 'X' },
    ]);
    expect(nonDelegatedCustomFields(defaultNonDelegatedAnswers(), 'VA', false).map((field) => field.fieldName)).not.toContain(
      'CX.CORE.DISCPREVIEW',
    );
  });
});

describe('channel options', () => {
  const organization = (
    channelTypes: Organization['basicInfo']['channelTypes'],
    correspondentSelection: Organization['basicInfo']['correspondentSelection'],
    currentStatus: Organization['basicInfo']['approvalStatus']['currentStatus'] = 'Active',
  ): Organization => ({
    summary: { id: 'o', organizationName: 'Org' },
    basicInfo: { channelTypes, correspondentSelection, approvalStatus: { currentStatus }, primarySalesRepAe: null },
  });
  it('enables the channels the organisation allows', () => {
    expect(channelOptions(organization(['Brokered - Wholesale'], []))).toEqual([
      { channel: 'Brokered - Wholesale', disabled: false },
      { channel: 'Correspondent Non-Delegated', disabled: true },
      { channel: 'Correspondent Delegated', disabled: true },
    ]);
    expect(channelOptions(organization(['Correspondent'], ['Delegated'])).map((option) => option.disabled)).toEqual([true, true, false]);
    expect(channelOptions(organization(['Correspondent'], ['Non-Delegated', 'Delegated'])).map((option) => option.disabled)).toEqual([
      true,
      false,
      false,
    ]);
  });
  it('treats missing channel lists as none allowed', () => {
    const bare = {
      summary: { id: 'o', organizationName: 'Org' },
      basicInfo: { approvalStatus: { currentStatus: 'Active' } },
    } as unknown as Organization;
    expect(channelOptions(bare).every((option) => option.disabled)).toBe(true);
  });
  it('Non-QM follows the channel flag of the general settings, with the spec tooltip', () => {
    const settings = { enableWholesale: true, enableNonDelegated: false, enableDelegated: true };
    expect(nonQmAvailability('Brokered - Wholesale', settings)).toEqual({ disabled: false, tooltip: null });
    expect(nonQmAvailability('Correspondent Delegated', settings).disabled).toBe(false);
    expect(nonQmAvailability('Correspondent Non-Delegated', settings)).toEqual({
      disabled: true,
      tooltip: 'Non-QM products are not available for Correspondent Non-Delegated channels.',
    });
  });
  it('Add Loan needs an Active organisation', () => {
    expect(addLoanAllowed(organization([], []))).toBe(true);
    expect(addLoanAllowed(organization([], [], 'Pending'))).toBe(false);
    expect(addLoanAllowed(null)).toBe(false);
  });
});
