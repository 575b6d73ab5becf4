/**
 * The loan side menu (spec: summary, workflow, urla, additional, documents, conditions, contacts,
 * disclosure-tracking, aus, pricer, credit, appraisals, schedule-closing; "loan data" groups urla
 * and additional). Labels come from the loan tab table. Replace with shared-rules' tab order once
 * it is published: which tabs show depends on workflow progress, channel and rules.
 */
export interface LoanMenuTab {
  slug: string;
  label: string;
}

export interface LoanMenuGroup {
  slug: string;
  label: string;
  children: LoanMenuTab[];
}

export type LoanMenuEntry = LoanMenuTab | LoanMenuGroup;

export const LOAN_MENU: readonly LoanMenuEntry[] = [
  { slug: 'summary', label: 'Summary' },
  { slug: 'workflow', label: 'Workflow' },
  {
    slug: 'loan-data',
    label: 'Loan Information',
    children: [
      { slug: 'urla', label: 'URLA' },
      { slug: 'additional', label: 'State Specific Data' },
    ],
  },
  { slug: 'documents', label: 'Documents' },
  { slug: 'conditions', label: 'Conditions' },
  { slug: 'contacts', label: 'Contacts' },
  { slug: 'disclosure-tracking', label: 'Disclosure Tracking' },
  { slug: 'aus', label: 'AUS' },
  { slug: 'pricer', label: 'Pricing & Lock' },
  { slug: 'credit', label: 'Credit' },
  { slug: 'appraisals', label: 'Appraisals' },
  { slug: 'schedule-closing', label: 'Schedule Closing' },
];

/** The tab a loan opens on when its URL names none (the first tab of the default order). */
export const DEFAULT_LOAN_TAB = 'workflow';

export function isMenuGroup(entry: LoanMenuEntry): entry is LoanMenuGroup {
  return 'children' in entry;
}

/** The label of a tab slug, or null for slugs the menu does not know. */
export function loanTabLabel(slug: string): string | null {
  for (const entry of LOAN_MENU) {
    if (entry.slug === slug) return entry.label;
    if (isMenuGroup(entry)) {
      const child = entry.children.find((tab) => tab.slug === slug);
      if (child) return child.label;
    }
  }
  return null;
}

/** The loan id and tab of a `/loan/{loanId}/{tab}` path, or null elsewhere. */
export function parseLoanPath(pathname: string): { loanId: string; tab: string } | null {
  const match = /^\/loan\/([^/]+)(?:\/(.+?))?\/?$/.exec(pathname);
  if (!match) return null;
  return { loanId: decodeURIComponent(match[1]), tab: match[2] ?? DEFAULT_LOAN_TAB };
}
