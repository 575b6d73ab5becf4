import { defaultNonDelegatedAnswers, emptyLoanDocument, type LoanDocument } from 'shared-rules';
import { buildCreateLoanRequest, loanProgramNameFor, type CreateLoanInput } from './create-loan-request';

const officer = { organizationId: 'org-summit', userId: 'usr-summit-taylor' };
const processor = { organizationId: 'org-summit', userId: 'usr-summit-morgan' };
const none = { organizationId: null, userId: null };

function input(overrides: Partial<CreateLoanInput> = {}): CreateLoanInput {
  return {
    channel: 'Brokered - Wholesale',
    nonQM: false,
    loanToken: 'tok-1',
    importedLoan: { ...emptyLoanDocument(), mortgageType: 'Conventional', loanProgramName: 'Conventional 30 Year Fixed' },
    programCategory: null,
    disclosureAnswers: defaultNonDelegatedAnswers(),
    requireDisclosurePreview: false,
    contacts: { loanOfficer: officer, loanProcessor: processor, submissionContact: none },
    submissionContactShown: true,
    requiredFieldValues: {},
    hoiNotice: null,
    ...overrides,
  };
}

describe('buildCreateLoanRequest', () => {
  it('sends a wholesale loan as Banked - Wholesale with its contacts and token', () => {
    expect(buildCreateLoanRequest(input())).toEqual({
      channel: 'Banked - Wholesale',
      delegated: false,
      loanData: {},
      contacts: {
        loanOfficer: { orgId: 'org-summit', contactId: 'usr-summit-taylor' },
        loanProcessor: { orgId: 'org-summit', contactId: 'usr-summit-morgan' },
        submissionContact: null,
      },
      loanToken: 'tok-1',
    });
  });

  it('sends the answer to the homeowners-insurance notice when it was asked, nothing otherwise', () => {
    expect(buildCreateLoanRequest(input({ hoiNotice: 'opted-out' })).hoiNotice).toBe('opted-out');
    expect(buildCreateLoanRequest(input())).not.toHaveProperty('hoiNotice');
  });

  it('writes the non-delegated answers to the CX.CORE fields, the FHA question only for FHA loans', () => {
    const answers = {
      ...defaultNonDelegatedAnswers(),
      closingDisclosureOrg: 'Correspondent' as const,
      revisedClosingOrg: 'Correspondent' as const,
    };
    const conventional = buildCreateLoanRequest(input({ channel: 'Correspondent Non-Delegated', disclosureAnswers: answers }));
    expect(conventional).toMatchObject({ channel: 'Correspondent', delegated: false });
    expect(conventional.customFields).toEqual([
      { fieldName: 'CX.CORE.INITIALDISC', value: 'Company' },
      { fieldName: 'CX.CORE.COC', value: 'Company' },
      { fieldName: 'CX.CORE.REVISEDCD', value: 'Correspondent' },
      { fieldName: 'CX.CORE.CLOSEDOCS', value: 'Correspondent' },
    ]);
    const fha: LoanDocument = { ...emptyLoanDocument(), mortgageType: 'FHA' };
    const fhaRequest = buildCreateLoanRequest(
      input({ channel: 'Correspondent Non-Delegated', importedLoan: fha, requireDisclosurePreview: true }),
    );
    expect(fhaRequest.customFields).toContainEqual({ fieldName: 'CX.CORE.FHA.CASENUMBER', value: 'Company' });
    // The disclosure preview is a checkbox field: X when required.
    expect(fhaRequest.customFields).toContainEqual({ fieldName: 'CX.CORE.DISCPREVIEW', value: 'X' });
  });

  it('marks a Non-QM loan with CX.NONQM.YN = X and sends no disclosure answers for other channels', () => {
    const request = buildCreateLoanRequest(
      input({
        channel: 'Correspondent Delegated',
        nonQM: true,
        contacts: { loanOfficer: none, loanProcessor: none, submissionContact: officer },
      }),
    );
    expect(request).toMatchObject({ channel: 'Correspondent', delegated: true, customFields: [{ fieldName: 'CX.NONQM.YN', value: 'X' }] });
    expect(request.contacts.submissionContact).toEqual({ orgId: 'org-summit', contactId: 'usr-summit-taylor' });
    expect(request.contacts.loanOfficer).toBeNull();
  });

  it('sends the filled required fields, not the blank ones, and leaves the submission contact out when it is not asked', () => {
    const request = buildCreateLoanRequest(
      input({
        requiredFieldValues: { CUST01FV: 'HMB-1', '1109': 350000, '65': '', '3': null },
        submissionContactShown: false,
        contacts: { loanOfficer: officer, loanProcessor: processor, submissionContact: officer },
      }),
    );
    expect(request.loanData.fields).toEqual({ CUST01FV: 'HMB-1', '1109': 350000 });
    expect(request.contacts.submissionContact).toBeNull();
  });

  it('appends the conventional program category to the program name', () => {
    expect(buildCreateLoanRequest(input({ programCategory: 'Solar' })).loanData.loanProgramName).toBe('Conventional 30 Year Fixed - Solar');
    expect(loanProgramNameFor(null, 'Buydown')).toBe('Conventional - Buydown');
    expect(loanProgramNameFor(null, null)).toBeUndefined();
  });
});
