import type { UserType } from 'shared-rules';

/** The kinds of help the contact-support wizard offers after its first step. */
export type SupportType = 'loan-help' | 'tech-help';

export interface SupportRequestDraft {
  subject: string;
  description: string;
}

export const SUPPORT_MESSAGES = {
  subjectRequired: 'Subject can not be empty',
  descriptionRequired: 'Description can not be empty',
  loanHelpInternal: 'Loan Help is for broker and correspondent users.',
  loanHelpNoLoan: 'Open a loan to ask its account executive for help.',
} as const;

/** Returns the message per field that is missing; an empty object means the draft can be sent. */
export function supportRequestProblems(draft: SupportRequestDraft): Partial<Record<keyof SupportRequestDraft, string>> {
  const problems: Partial<Record<keyof SupportRequestDraft, string>> = {};
  if (draft.subject.trim() === '') problems.subject = SUPPORT_MESSAGES.subjectRequired;
  if (draft.description.trim() === '') problems.description = SUPPORT_MESSAGES.descriptionRequired;
  return problems;
}

/** Submit is enabled only when subject and description are both filled and nothing is sending. */
export function canSubmitSupportRequest(draft: SupportRequestDraft, sending: boolean): boolean {
  return !sending && Object.keys(supportRequestProblems(draft)).length === 0;
}

/**
 * Why Loan Help cannot be chosen, or null when it can: it goes to the loan's account executive,
 * so it needs an external user looking at a loan.
 */
export function loanHelpUnavailableReason(userType: UserType | null, loanId: string | null): string | null {
  if (userType !== 'external') return SUPPORT_MESSAGES.loanHelpInternal;
  if (!loanId) return SUPPORT_MESSAGES.loanHelpNoLoan;
  return null;
}

/** The loan id of a `/loan/{loanId}/...` path, or null elsewhere. */
export function loanIdFromPath(pathname: string): string | null {
  const match = /^\/loan\/([^/]+)/.exec(pathname);
  return match ? decodeURIComponent(match[1]) : null;
}
