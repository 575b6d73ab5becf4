export { LOAN_TAB_LABELS, loanTabs, flattenLoanTabs, loanTabAllowed, loanTabOfPath, openPreviewTabs, previewTabs } from './tabs';
export type { LoanTab, LoanTabPath, LoanTabSlug, LoanTabsContext, PreviewTab } from './tabs';
export { AUS_STEP_NAME, CREDIT_STEP_NAME, LOAN_TAB_RULE_TAGS, loanTabsContextFor, ruleModeActive } from './tab-conditions';
export type { LoanTabFacts } from './tab-conditions';
