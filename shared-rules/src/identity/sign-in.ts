import type { ApprovalStatus } from '../api/orgs-users';

/**
 * Why a user cannot sign in: their own sign-in is disabled, or their company's relationship with
 * the lender has ended. Both are problem codes (login 403, refresh and access tokens 401, the
 * socket's `session-ended`), so a page can show the matching text.
 */
export const SIGN_IN_REFUSALS = ['account-disabled', 'company-disabled'] as const;
export type SignInRefusal = (typeof SIGN_IN_REFUSALS)[number];

export const SIGN_IN_REFUSAL_TEXTS: Record<SignInRefusal, string> = {
  'account-disabled': 'This account is disabled and cannot sign in. Contact your administrator.',
  'company-disabled':
    'Your company’s access to the portal has ended (its status is Inactive), so this account cannot sign in. Contact your account executive.',
};

/**
 * The approval statuses whose contacts cannot sign in. Only Inactive (the relationship is closed):
 * Pending and Suspended companies keep their pipeline, their conditions and their documents, and
 * only lose Add Loan and imports, which need an Active company.
 */
export const SIGN_IN_CLOSED_STATUSES: readonly ApprovalStatus[] = ['Inactive'];

/** Whether the contacts of a company with this approval status may sign in. */
export function companyAllowsSignIn(status: ApprovalStatus): boolean {
  return !SIGN_IN_CLOSED_STATUSES.includes(status);
}

/**
 * Why the user cannot sign in now, or null when they can. `companyStatus` is their
 * organisation's approval status (null for staff, who have none); a disabled account wins.
 */
export function signInRefusalOf(user: { disabledLogin: boolean; companyStatus: ApprovalStatus | null }): SignInRefusal | null {
  if (user.disabledLogin) return 'account-disabled';
  if (user.companyStatus !== null && !companyAllowsSignIn(user.companyStatus)) return 'company-disabled';
  return null;
}
