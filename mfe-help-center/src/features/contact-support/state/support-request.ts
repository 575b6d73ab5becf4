import {
  SUPPORT_DESCRIPTION_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
  type InternalUser,
  type LoanDetail,
  type LoanHelpRequest,
  type Profile,
  type SupportTicketCreateRequest,
  type UserType,
  formatHelpEmailDate,
} from 'shared-rules';

/** The kinds of help the contact-support wizard offers after its first step. */
export type SupportType = 'loan-help' | 'tech-help';

export interface SupportRequestDraft {
  subject: string;
  description: string;
}

export const SUPPORT_MESSAGES = {
  subjectRequired: 'Subject can not be empty',
  descriptionRequired: 'Description can not be empty',
  subjectTooLong: `Subject can be at most ${SUPPORT_SUBJECT_MAX_LENGTH} characters`,
  descriptionTooLong: `Description can be at most ${SUPPORT_DESCRIPTION_MAX_LENGTH} characters`,
  loanHelpInternal: 'Loan Help is for broker and correspondent users.',
  loanHelpNoLoan: 'Open a loan to ask its account executive for help.',
  loanHelpPreparing: 'Loading the loan and your account executive…',
  loanHelpNoAccountExecutive:
    'Your company has no account executive assigned in the portal, so this email cannot be sent. Use Tech Help, or ask your company administrator.',
  loanNotLoaded: 'The loan could not be loaded, so this email cannot be sent',
  accountExecutiveNotLoaded: 'Your account executive could not be found, so this email cannot be sent',
} as const;

/** Returns the message per field that is missing or too long; an empty object means the draft can be sent. */
export function supportRequestProblems(draft: SupportRequestDraft): Partial<Record<keyof SupportRequestDraft, string>> {
  const problems: Partial<Record<keyof SupportRequestDraft, string>> = {};
  const subject = draft.subject.trim();
  const description = draft.description.trim();
  if (subject === '') problems.subject = SUPPORT_MESSAGES.subjectRequired;
  else if (subject.length > SUPPORT_SUBJECT_MAX_LENGTH) problems.subject = SUPPORT_MESSAGES.subjectTooLong;
  if (description === '') problems.description = SUPPORT_MESSAGES.descriptionRequired;
  else if (description.length > SUPPORT_DESCRIPTION_MAX_LENGTH) problems.description = SUPPORT_MESSAGES.descriptionTooLong;
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

/** The loan's page in the portal (its default tab), as an absolute address for an email. */
export function loanPageUrl(origin: string, loanId: string): string {
  return `${origin}/loan/${encodeURIComponent(loanId)}`;
}

const ROLE_LABELS = { lo: 'Loan Officer', lp: 'Loan Processor' } as const;

function fullName(profile: Profile): string {
  return `${profile.name.first} ${profile.name.last}`.trim();
}

export interface LoanHelpContext {
  profile: Profile;
  loan: LoanDetail;
  accountExecutive: InternalUser;
  /** The portal's origin, e.g. `https://portal.example.com`. */
  origin: string;
  now: Date;
}

/** The spec's help email payload: the loan by its number and its page, the sender as the email introduces them. */
export function loanHelpRequest(
  draft: SupportRequestDraft,
  { profile, loan, accountExecutive, origin, now }: LoanHelpContext,
): LoanHelpRequest {
  return {
    email: profile.email,
    subject: draft.subject.trim(),
    description: draft.description.trim(),
    date: formatHelpEmailDate(now),
    loan: { number: loan.loanNumber, url: loanPageUrl(origin, loan.id) },
    ae: { name: accountExecutive.fullName },
    lo: {
      name: fullName(profile),
      role: (profile.tpoUser?.roleTypes ?? []).map((role) => ROLE_LABELS[role]).join(', '),
      email: profile.email,
      phone: profile.tpoUser?.phone ?? '',
    },
  };
}

/** The spec's create-ticket payload: the signed-in requester and where they were when they asked. */
export function supportTicketRequest(
  draft: SupportRequestDraft,
  profile: Profile,
  loanId: string | null,
  pageUrl: string,
): SupportTicketCreateRequest {
  return {
    subject: draft.subject.trim(),
    description: draft.description.trim(),
    requester: { email: profile.email, name: fullName(profile) },
    context: { loanId, url: pageUrl },
  };
}
