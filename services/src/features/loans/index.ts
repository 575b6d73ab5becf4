// The loans feature's public face: what other features may import. Everything else is its own.
export { coveringStaff } from './covering-staff';
export { NO_LOAN, readableLoanOrganization } from './loan-access';
export { alertCoveringAccountExecutives, alertLoanContacts } from './loan-alerts';
export { loanEventLogPlugin } from './loan-event-log-plugin';
export type { LoanEventEntry, LoanEventListener, LoanEventLog, RecordedLoanEvent } from './loan-events';
export { pipelineColumns } from './loan-records';
export { containsPattern } from './pipeline-query';
export { ruleErrorText, ruleFieldIds } from './rule-executions';
