/** The seeded demo logins (services' seed), offered by the harness login form. */
export const DEMO_PASSWORD = 'Portal-Demo-2026';

export const DEMO_ACCOUNTS = [
  { email: 'lo@summit.test', label: 'Loan officer — Summit Home Lending (Active)' },
  { email: 'lo@prairie.test', label: 'Loan officer — Prairie (Pending)' },
  { email: 'admin@lender.test', label: 'Administrator' },
  { email: 'ae.jordan@lender.test', label: 'Account executive' },
  { email: 'ops@lender.test', label: 'Internal, no integration token' },
] as const;
