import {
  SUPPORT_MESSAGES,
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
