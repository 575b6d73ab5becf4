// The workflows feature's public face: what other features may import. Everything else is its own.
export { adverseActionLockedWith, assertLoanOpenToChanges, loanLocked } from './loan-lock';
export { currentStepOf, evaluateLoanProgress, loanFrameOf, loanWorkflowView } from './loan-progress';
export type { LoanFacts } from './loan-progress';
export { assertNotReadOnly, loanArchived, loanHeldBy, releaseLock, setArchived, takeLock } from './resource-lock';
export { announceLoanUpdate, refreshLoanStep, storeCurrentStep } from './step-tracking';
