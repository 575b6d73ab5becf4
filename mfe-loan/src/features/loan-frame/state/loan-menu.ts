import { LOAN_TAB_LABELS, loanTabOfPath, loanTabs, type LoanTab, type LoanTabsContext } from 'shared-rules';

/**
 * What the tab list knows of a loan before it has loaded (or when it cannot be read): no
 * workflow progress, no rules, no feature flags, so only the tabs every loan has. Once the loan
 * arrives its tabs are the ones services decided (`LoanDetail.frame.tabs`).
 */
export const UNLOADED_LOAN_CONTEXT: LoanTabsContext = {
  variant: null,
  creditStepReached: false,
  ausStepReached: false,
  cdPreviewAllowed: false,
  earlyIcdEnabled: false,
  icdHidden: false,
  hoiOptOutPageEnabled: false,
  restrictedDscr: false,
  adverseActionLock: false,
};

/** The loan side menu's tabs for a loan context (shared-rules decides order and visibility). */
export function loanMenuTabs(context: LoanTabsContext = UNLOADED_LOAN_CONTEXT): LoanTab[] {
  return loanTabs(context);
}

/** The tab a loan opens on when its URL names none: the first tab of the default order. */
export const DEFAULT_LOAN_TAB = loanMenuTabs()[0].slug;

/** The label of a tab slug, or null for slugs the portal does not know. */
export function loanTabLabel(slug: string): string | null {
  return Object.hasOwn(LOAN_TAB_LABELS, slug) ? LOAN_TAB_LABELS[slug as keyof typeof LOAN_TAB_LABELS] : null;
}

/**
 * The loan id and tab of a `/loan/{loanId}/{tab}` path (the LE/CD Preview tab for its `preview/le`
 * and `preview/cd` sub-tabs), or null elsewhere.
 */
export function parseLoanPath(pathname: string): { loanId: string; tab: string } | null {
  const match = /^\/loan\/([^/]+)(?:\/(.+?))?\/?$/.exec(pathname);
  if (!match) return null;
  const path = match[2] ?? DEFAULT_LOAN_TAB;
  return { loanId: decodeURIComponent(match[1]), tab: loanTabOfPath(path) ?? path };
}
