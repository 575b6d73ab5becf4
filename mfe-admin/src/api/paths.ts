/** Every services path this remote calls, relative to the api base (`/api`). */
export const paths = {
  externalUsersSummary: '/external-users/summary',
  ruleSets: '/rule-sets',
} as const;
