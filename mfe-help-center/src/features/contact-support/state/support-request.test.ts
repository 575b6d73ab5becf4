import { SUPPORT_DESCRIPTION_MAX_LENGTH, SUPPORT_SUBJECT_MAX_LENGTH, type InternalUser, type LoanDetail, type Profile } from 'shared-rules';
import {
  SUPPORT_MESSAGES,
  loanHelpRequest,
  loanPageUrl,
  supportTicketRequest,
  canSubmitSupportRequest,
  loanHelpUnavailableReason,
  loanIdFromPath,
  supportRequestProblems,
} from './support-request';

describe('supportRequestProblems', () => {
  it('requires subject and description', () => {
    expect(supportRequestProblems({ subject: ' ', description: '' })).toEqual({
      subject: SUPPORT_MESSAGES.subjectRequired,
      description: SUPPORT_MESSAGES.descriptionRequired,
    });
    expect(supportRequestProblems({ subject: 'Lock', description: 'Please extend' })).toEqual({});
  });

  it('refuses text over the contract limits, counted without surrounding blanks', () => {
    expect(
      supportRequestProblems({
        subject: 'x'.repeat(SUPPORT_SUBJECT_MAX_LENGTH + 1),
        description: 'y'.repeat(SUPPORT_DESCRIPTION_MAX_LENGTH + 1),
      }),
    ).toEqual({ subject: SUPPORT_MESSAGES.subjectTooLong, description: SUPPORT_MESSAGES.descriptionTooLong });
    expect(supportRequestProblems({ subject: ` ${'x'.repeat(SUPPORT_SUBJECT_MAX_LENGTH)} `, description: 'y' })).toEqual({});
  });
});

describe('canSubmitSupportRequest', () => {
  it('needs both fields and no submission in flight', () => {
    expect(canSubmitSupportRequest({ subject: 'Lock', description: '' }, false)).toBe(false);
    expect(canSubmitSupportRequest({ subject: 'Lock', description: 'Extend' }, false)).toBe(true);
    expect(canSubmitSupportRequest({ subject: 'Lock', description: 'Extend' }, true)).toBe(false);
  });
});

describe('loanHelpUnavailableReason', () => {
  it('disables Loan Help for internal users and without a loan', () => {
    expect(loanHelpUnavailableReason('internal', 'L1')).toBe(SUPPORT_MESSAGES.loanHelpInternal);
    expect(loanHelpUnavailableReason('external', null)).toBe(SUPPORT_MESSAGES.loanHelpNoLoan);
    expect(loanHelpUnavailableReason('external', 'L1')).toBeNull();
  });
});

describe('loanIdFromPath', () => {
  it('reads the loan id of loan pages only', () => {
    expect(loanIdFromPath('/loan/abc-1/workflow')).toBe('abc-1');
    expect(loanIdFromPath('/pipeline')).toBeNull();
  });
});

const profile = {
  email: 'lo@summit.test',
  name: { first: 'Sam', last: 'Rivera' },
  tpoUser: { phone: '555-0100', roleTypes: ['lo', 'lp'] },
} as Profile;

describe('loanHelpRequest', () => {
  it('names the loan by its number and links its page in the portal', () => {
    const request = loanHelpRequest(
      { subject: ' Appraisal ', description: 'Due?' },
      {
        profile,
        loan: { id: 'loan 1', loanNumber: '2026000123' } as LoanDetail,
        accountExecutive: { fullName: 'Jordan Ames' } as InternalUser,
        origin: 'https://portal.example',
        now: new Date(2026, 2, 7, 21, 5, 3),
      },
    );
    expect(request).toEqual({
      email: 'lo@summit.test',
      subject: 'Appraisal',
      description: 'Due?',
      date: '03/07/2026 9:05:03 PM',
      loan: { number: '2026000123', url: 'https://portal.example/loan/loan%201' },
      ae: { name: 'Jordan Ames' },
      lo: { name: 'Sam Rivera', role: 'Loan Officer, Loan Processor', email: 'lo@summit.test', phone: '555-0100' },
    });
  });
});

describe('supportTicketRequest', () => {
  it('carries the requester and where they asked from', () => {
    expect(
      supportTicketRequest(
        { subject: 'Spins', description: ' Upload ' },
        profile,
        'loan-1',
        'https://portal.example/loan/loan-1/documents',
      ),
    ).toEqual({
      subject: 'Spins',
      description: 'Upload',
      requester: { email: 'lo@summit.test', name: 'Sam Rivera' },
      context: { loanId: 'loan-1', url: 'https://portal.example/loan/loan-1/documents' },
    });
  });
});

describe('loanPageUrl', () => {
  it('is the loan page under the portal origin', () => {
    expect(loanPageUrl('https://portal.example', 'abc')).toBe('https://portal.example/loan/abc');
  });
});
