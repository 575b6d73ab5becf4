// Test-only: the loan's conditions the component tests serve (never imported by a page).
import type { LoanAttachment, LoanCondition, LoanConditions, LoanDetail } from 'shared-rules';

export const LOAN = 'loan-1';
export const JORDAN = { userId: 'usr-ae-jordan', name: 'Jordan Reyes' };
export const AVERY = { userId: 'usr-harbor-avery', name: 'Avery Park' };

export const loan = { id: LOAN, frame: { readOnly: false, adverseActionLocked: false } } as LoanDetail;

export function attachment(overrides: Partial<LoanAttachment>): LoanAttachment {
  return {
    id: 'att-1',
    loanId: LOAN,
    documentId: null,
    title: 'Document',
    fileName: 'document.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 20_480,
    taskTag: null,
    conditionId: null,
    rejection: null,
    uploadedBy: AVERY,
    createdAt: '2026-11-20T15:30:00.000Z',
    ...overrides,
  };
}

export function condition(overrides: Partial<LoanCondition>): LoanCondition {
  return {
    id: 'c-1',
    loanId: LOAN,
    title: 'A condition',
    description: '',
    category: 'Prior to Docs',
    status: 'open',
    owner: null,
    dueDate: null,
    createdBy: JORDAN,
    createdAt: '2026-11-18T14:00:00.000Z',
    statusChangedBy: null,
    statusChangedAt: null,
    attachments: [],
    comments: [],
    ...overrides,
  };
}

export const voe = condition({
  id: 'c-voe',
  title: 'Verbal verification of employment',
  description: "A verbal VOE for the borrower's current employer.",
  category: 'Prior to Funding',
  owner: JORDAN,
  dueDate: '2020-01-02',
});
export const bankStatement = condition({
  id: 'c-bank',
  title: 'Most recent bank statement',
  status: 'submitted',
  dueDate: '2999-01-01',
  attachments: [attachment({ id: 'att-bank', title: 'October bank statement', conditionId: 'c-bank' })],
  comments: [{ id: 'cm-1', author: AVERY, body: 'Attached the October statement.', createdAt: '2026-11-19T10:00:00.000Z' }],
});
export const hazard = condition({
  id: 'c-hazard',
  title: 'Hazard insurance declarations page',
  attachments: [
    attachment({
      id: 'att-ins',
      title: 'Insurance declarations',
      conditionId: 'c-hazard',
      rejection: { reason: 'The declarations page shows a different property address.', by: JORDAN, at: '2026-11-20T16:00:00.000Z' },
    }),
  ],
});
export const explanation = condition({
  id: 'c-loe',
  title: 'Letter of explanation for the credit inquiry',
  category: 'Prior to Approval',
  status: 'cleared',
  statusChangedBy: JORDAN,
  statusChangedAt: '2026-11-19T12:00:00.000Z',
});
export const retired = condition({ id: 'c-old', title: 'Flood certificate', category: 'Prior to Closing', status: 'waived' });

export function conditionsWith(overrides: Partial<LoanConditions> = {}): LoanConditions {
  return {
    categories: ['Prior to Approval', 'Prior to Docs', 'Prior to Funding'],
    conditions: [voe, bankStatement, hazard, explanation, retired],
    canManage: true,
    uploadsOnClosedConditions: false,
    owners: [JORDAN, { userId: 'usr-admin', name: 'Riley Admin' }],
    ...overrides,
  };
}
