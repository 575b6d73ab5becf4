/** Every services path this remote calls, relative to the api base (`/api`). */
export const paths = {
  loans: '/loans',
  loan: (loanId: string) => `/loans/${encodeURIComponent(loanId)}`,
  loanWorkflow: (loanId: string) => `/loans/${encodeURIComponent(loanId)}/workflow`,
  loanContacts: (loanId: string) => `/loans/${encodeURIComponent(loanId)}/contacts`,
  loanEvents: (loanId: string) => `/loans/${encodeURIComponent(loanId)}/events`,
  workflowSteps: '/workflow-steps',
} as const;
