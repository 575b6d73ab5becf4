/** Every services path this remote calls, relative to the api base (`/api`). */
export const paths = {
  loans: '/loans',
  loan: (loanId: string) => `/loans/${encodeURIComponent(loanId)}`,
} as const;
