/** Every services path this remote calls, relative to the api base (`/api`). */
export const paths = {
  loans: '/loans',
  loan: (loanId: string) => `/loans/${encodeURIComponent(loanId)}`,
  loanWorkflow: (loanId: string) => `/loans/${encodeURIComponent(loanId)}/workflow`,
  loanContacts: (loanId: string) => `/loans/${encodeURIComponent(loanId)}/contacts`,
  loanEvents: (loanId: string) => `/loans/${encodeURIComponent(loanId)}/events`,
  loanLock: (loanId: string) => `/loans/${encodeURIComponent(loanId)}/lock`,
  loanArchived: (loanId: string) => `/loans/${encodeURIComponent(loanId)}/archived`,
  loanConditions: (loanId: string) => `/loans/${encodeURIComponent(loanId)}/conditions`,
  loanCondition: (loanId: string, conditionId: string) =>
    `/loans/${encodeURIComponent(loanId)}/conditions/${encodeURIComponent(conditionId)}`,
  loanConditionStatus: (loanId: string, conditionId: string) =>
    `/loans/${encodeURIComponent(loanId)}/conditions/${encodeURIComponent(conditionId)}/status`,
  loanConditionComments: (loanId: string, conditionId: string) =>
    `/loans/${encodeURIComponent(loanId)}/conditions/${encodeURIComponent(conditionId)}/comments`,
  attachmentRejection: (loanId: string, attachmentId: string) =>
    `/loans/${encodeURIComponent(loanId)}/attachments/${encodeURIComponent(attachmentId)}/rejection`,
  loanData: (loanId: string) => `/loans/${encodeURIComponent(loanId)}/loan-data`,
  borrowerPairs: (loanId: string) => `/loans/${encodeURIComponent(loanId)}/borrower-pairs`,
  borrowerPair: (loanId: string, pair: number) => `/loans/${encodeURIComponent(loanId)}/borrower-pairs/${pair}`,
  ruleSets: '/rule-sets',
  workflowSteps: '/workflow-steps',
  pricingScenarios: '/pricing/scenarios',
  loanPricingScenario: (loanId: string) => `/loans/${encodeURIComponent(loanId)}/pricing-scenario`,
} as const;
