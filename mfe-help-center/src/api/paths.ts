/** Every services path this remote calls, relative to the api base (`/api`). */
export const paths = {
  supportTickets: '/support/tickets',
  loanHelp: '/support/loan-help',
  internalUser: (id: string) => `/internal-users/${encodeURIComponent(id)}`,
  loan: (loanId: string) => `/loans/${encodeURIComponent(loanId)}`,
} as const;
