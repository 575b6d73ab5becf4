import type { WorkflowVariant } from '../workflow/types';

export const LOAN_TAB_LABELS = {
  summary: 'Summary',
  workflow: 'Workflow',
  contacts: 'Contacts',
  conditions: 'Conditions',
  documents: 'Documents',
  'loan-data': 'Loan Information',
  urla: 'URLA',
  credit: 'Credit',
  aus: 'AUS',
  additional: 'State Specific Data',
  pricer: 'Pricing & Lock',
  fees: 'Fees',
  'disclosure-tracking': 'Disclosure Tracking',
  'change-of-circumstance': 'Change of Circumstance',
  esign: 'eSign',
  'schedule-closing': 'Schedule Closing',
  preview: 'LE/CD Preview',
  'preview/request': 'ICD Request',
  appraisals: 'Appraisals',
  'title-companies': 'Title',
  'homeowners-insurance': 'Homeowners Insurance',
} as const;

export type LoanTabSlug = keyof typeof LOAN_TAB_LABELS;

export interface LoanTab {
  slug: LoanTabSlug;
  label: string;
  /** Only the loan-data parent has children: urla and additional. */
  children?: LoanTab[];
}

export interface LoanTabsContext {
  /** The loan's workflow variant; appraisals are for wholesale and non-delegated loans. */
  variant: WorkflowVariant | null;
  /** The workflow has reached its Credit step (see `workflowReachedStep`). */
  creditStepReached: boolean;
  /** The workflow has reached its AUS step. */
  ausStepReached: boolean;
  /** The CD-preview rule allows the LE/CD preview. */
  cdPreviewAllowed: boolean;
  /** The early-ICD feature flag. */
  earlyIcdEnabled: boolean;
  /** The hide-ICD rule is active. */
  icdHidden: boolean;
  /** The HOI opt-out page feature flag. */
  hoiOptOutPageEnabled: boolean;
  /** Restricted DSCR mode, decided by a rule. */
  restrictedDscr: boolean;
  /** The adverse-action lock (see `adverseActionLocked`). */
  adverseActionLock: boolean;
}

type Slot = { slug: LoanTabSlug; shown: (context: LoanTabsContext) => boolean };

const always = () => true;

/**
 * Every tab in its final position. The specification gives the default order and then
 * "Credit at position 3, AUS at 6, Preview at 7, ICD Request at 8, Homeowners insurance at 13,
 * Appraisals at 14 (positions are as given in the final list)". We read a position as the
 * 0-based index in the list with every conditional tab present, and keep that relative order
 * when some are absent (the list is built whole, then filtered). Why: inserting one by one at
 * fixed indices would move a tab whenever an earlier conditional tab is missing (AUS would
 * land after Fees on a loan without Credit), and users rely on a tab keeping its neighbours;
 * the 0-based reading puts Credit right after the application (URLA), the previews next to
 * Disclosure Tracking, and Homeowners Insurance and Appraisals beside Title with the other
 * third-party services, which is the order a loan is worked in.
 */
const TAB_SLOTS: Slot[] = [
  { slug: 'workflow', shown: always }, // 0
  { slug: 'summary', shown: always }, // 1
  { slug: 'loan-data', shown: always }, // 2, the parent of urla and additional
  { slug: 'credit', shown: (c) => c.creditStepReached }, // 3
  { slug: 'pricer', shown: always }, // 4
  { slug: 'fees', shown: always }, // 5
  { slug: 'aus', shown: (c) => c.ausStepReached }, // 6
  { slug: 'preview', shown: (c) => c.cdPreviewAllowed }, // 7
  { slug: 'preview/request', shown: (c) => c.earlyIcdEnabled && !c.icdHidden }, // 8
  { slug: 'disclosure-tracking', shown: always },
  { slug: 'esign', shown: always },
  { slug: 'conditions', shown: always },
  { slug: 'documents', shown: always },
  { slug: 'homeowners-insurance', shown: (c) => c.hoiOptOutPageEnabled }, // 13
  { slug: 'appraisals', shown: (c) => c.variant === 'WH' || c.variant === 'NONDEL' }, // 14
  { slug: 'title-companies', shown: always },
  { slug: 'change-of-circumstance', shown: always },
  { slug: 'schedule-closing', shown: always },
  { slug: 'contacts', shown: always },
];

/** Tabs restricted DSCR mode removes. */
const RESTRICTED_DSCR_HIDDEN: ReadonlySet<LoanTabSlug> = new Set(['aus', 'pricer', 'fees', 'workflow']);

function tab(slug: LoanTabSlug): LoanTab {
  if (slug === 'loan-data') return { slug, label: LOAN_TAB_LABELS[slug], children: [tab('urla'), tab('additional')] };
  return { slug, label: LOAN_TAB_LABELS[slug] };
}

/**
 * The tabs of a loan page, in order, with loan-data holding urla and additional. The
 * adverse-action lock reduces the list to Documents alone (the page must also redirect there);
 * restricted DSCR mode removes AUS, Pricing & Lock, Fees and Workflow. Which tabs a role may
 * see is not decided here.
 */
export function loanTabs(context: LoanTabsContext): LoanTab[] {
  if (context.adverseActionLock) return [tab('documents')];
  return TAB_SLOTS.filter((slot) => slot.shown(context))
    .filter((slot) => !(context.restrictedDscr && RESTRICTED_DSCR_HIDDEN.has(slot.slug)))
    .map((slot) => tab(slot.slug));
}

/** Every slug the list can hold, children included: the `/loan/{loanId}/{tab}` values a route accepts. */
export function flattenLoanTabs(tabs: LoanTab[]): LoanTabSlug[] {
  return tabs.flatMap((entry) => [entry.slug, ...(entry.children ?? []).map((child) => child.slug)]);
}

/**
 * Whether a tab slug is open to the user given the current tab list (children included); a
 * page asked for a tab that is not open should send the user to the first tab of the list.
 */
export function loanTabAllowed(tabs: LoanTab[], slug: string): boolean {
  return (flattenLoanTabs(tabs) as string[]).includes(slug);
}

export interface PreviewTab {
  slug: 'le' | 'cd' | 'request';
  label: string;
}

/** Every address under `/loan/{loanId}/`: a tab slug, or one of the LE/CD Preview tab's sub-tabs. */
export type LoanTabPath = LoanTabSlug | 'preview/le' | 'preview/cd';

/** Every sub-tab of `/loan/{loanId}/preview/{le|cd|request}`, in order. */
const PREVIEW_TABS: readonly PreviewTab[] = [
  { slug: 'le', label: 'LE Preview' },
  { slug: 'cd', label: 'CD Preview' },
  { slug: 'request', label: 'ICD Request' },
];

/** The sub-tabs of `/loan/{loanId}/preview/{le|cd|request}`: ICD Request only with early ICD on and ICD not hidden. */
export function previewTabs(context: Pick<LoanTabsContext, 'earlyIcdEnabled' | 'icdHidden'>): PreviewTab[] {
  return PREVIEW_TABS.filter((entry) => entry.slug !== 'request' || (context.earlyIcdEnabled && !context.icdHidden));
}

/**
 * The sub-tabs of the preview page a loan's tab list opens: LE and CD Preview with the LE/CD
 * Preview tab, ICD Request with its own tab (both decided by `loanTabs`, so the same rules hold).
 */
export function openPreviewTabs(tabs: LoanTab[]): PreviewTab[] {
  const [le, cd, request] = previewTabs({ earlyIcdEnabled: true, icdHidden: false });
  return [...(loanTabAllowed(tabs, 'preview') ? [le, cd] : []), ...(loanTabAllowed(tabs, 'preview/request') ? [request] : [])];
}

/**
 * The tab a `/loan/{loanId}/{path}` address opens, which must be in the loan's tab list: a tab
 * slug itself, and `preview/le` or `preview/cd` for the LE/CD Preview tab. Null for an address
 * no tab has.
 */
export function loanTabOfPath(path: string): LoanTabSlug | null {
  if (Object.hasOwn(LOAN_TAB_LABELS, path)) return path as LoanTabSlug;
  if (path === 'preview/le' || path === 'preview/cd') return 'preview';
  return null;
}
