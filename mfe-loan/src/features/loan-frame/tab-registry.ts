import { LOAN_TAB_LABELS, type LoanTabSlug } from 'shared-rules';
import type { LazyComponent } from 'shared-ui';
import type { LoanTabProps } from './loan-tab-props';

type TabPage = LazyComponent<LoanTabProps>;

const upcoming: TabPage = () => import('../upcoming-tabs/components/upcoming-tab');
// LE Preview, CD Preview and ICD Request are sub-tabs of one page.
const previews: TabPage = () => import('../preview/components/preview-tab');
// URLA and State Specific Data are one page, given the tab it opens as.
const loanData: TabPage = () => import('../loan-data/components/loan-data-tab');

/** Tabs with a page of their own; each page's code loads when the tab is first opened. */
const BUILT_TABS: Partial<Record<LoanTabSlug, TabPage>> = {
  workflow: () => import('../workflow/components/workflow-tab'),
  documents: () => import('../documents/components/documents-tab-page'),
  contacts: () => import('../contacts/components/contacts-tab'),
  summary: () => import('../summary/components/summary-tab'),
  conditions: () => import('../conditions/components/conditions-tab'),
  'loan-data': () => import('../loan-data/components/loan-data-parent'),
  urla: loanData,
  additional: loanData,
  preview: previews,
  'preview/request': previews,
  // Its pricing half; the rate lock says it is not available yet until the lock desk is built.
  pricer: () => import('../loan-pricing/components/loan-pricing-tab'),
};

/** The page of every tab slug: its own page, or the honest "not available yet" page while it is being built. */
export const LOAN_TAB_PAGES = Object.fromEntries(
  (Object.keys(LOAN_TAB_LABELS) as LoanTabSlug[]).map((slug) => [slug, BUILT_TABS[slug] ?? upcoming]),
) as Record<LoanTabSlug, TabPage>;
