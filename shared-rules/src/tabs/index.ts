export { LOAN_TAB_LABELS, loanTabs, flattenLoanTabs, loanTabAllowed, previewTabs } from './tabs';
export type { LoanTab, LoanTabSlug, LoanTabsContext, PreviewTab } from './tabs';
