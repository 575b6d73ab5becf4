import type { Profile } from 'shared-rules';

/** A signed-in external loan officer of one organisation, for tests; `overrides` replace whole fields. */
export function externalProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'u1',
    name: { first: 'Taylor', last: 'Brooks' },
    email: 'lo@summit.test',
    profilePhoto: null,
    doNotShowAgain: [],
    preferences: { emailLoanAlerts: false },
    userType: 'external',
    personas: [{ entityId: '3' }],
    encompassId: null,
    phone: '555-0100',
    cell: '',
    hasIntegrationToken: true,
    mfaSetupRequired: false,
    tpoUser: {
      firstName: 'Taylor',
      lastName: 'Brooks',
      email: 'lo@summit.test',
      phone: '555-0100',
      roleTypes: ['lo'],
      encompassId: null,
      salesRep: null,
      organization: { entityId: 'org-1' },
      personas: [{ entityId: '3' }],
    },
    impersonator: null,
    ...overrides,
  };
}

/** A signed-in internal user with no persona, for tests; give `personas` to make an administrator or an AE. */
export function internalProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'u2',
    name: { first: 'Ada', last: 'Lovelace' },
    email: 'ada@lender.test',
    profilePhoto: null,
    doNotShowAgain: [],
    preferences: { emailLoanAlerts: false },
    userType: 'internal',
    personas: [],
    encompassId: null,
    phone: '555-0100',
    cell: '',
    hasIntegrationToken: true,
    mfaSetupRequired: false,
    tpoUser: null,
    impersonator: null,
    ...overrides,
  };
}
