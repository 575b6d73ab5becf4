/** Every services path this remote calls, relative to the api base (`/api`). */
export const paths = {
  addLoanSettings: '/loans/add-loan-settings',
  convertXml: '/loans/convert-xml',
  loanFromToken: '/loans/from-token',
  createLoan: '/loans',
  transitionToken: '/loans/transition-token',
  usersByEncompassIds: '/users/by-encompass-ids',
} as const;
