import { type AdminUser, PERSONA } from 'shared-rules';
import { coverageChoices } from './coverage-choices';

const staff = (id: string, firstName: string, overrides: Partial<AdminUser> = {}): AdminUser => ({
  id,
  userType: 'internal',
  firstName,
  lastName: 'Lee',
  email: `${id}@lender.test`,
  phone: '',
  cell: '',
  disabledLogin: false,
  roleTypes: [],
  personas: [PERSONA.accountExecutive],
  organization: null,
  encompassId: null,
  mfaEnabled: false,
  createdAt: '2026-01-05T09:00:00.000Z',
  ...overrides,
});

describe('coverageChoices', () => {
  it('offers account executives by name, the primary one fixed, administrators left out', () => {
    const choices = coverageChoices(
      [
        staff('ae-1', 'Morgan'),
        staff('ae-2', 'Casey', { disabledLogin: true }),
        staff('admin-1', 'Ada', { personas: [PERSONA.administrator] }),
      ],
      {
        organizationId: 'org-1',
        aes: [{ id: 'ae-1', name: 'Morgan Lee', email: 'ae-1@lender.test', primary: true, canSignIn: true }],
      },
    );
    expect(choices).toEqual([
      { value: 'ae-2', label: 'Casey Lee (cannot sign in)' },
      { value: 'ae-1', label: 'Morgan Lee (primary)', disabled: true },
    ]);
  });

  it('keeps a covering account executive missing from the staff list', () => {
    const choices = coverageChoices([], {
      organizationId: 'org-1',
      aes: [{ id: 'ae-9', name: 'Riley Chen', email: 'ae-9@lender.test', primary: false, canSignIn: true }],
    });
    expect(choices).toEqual([{ value: 'ae-9', label: 'Riley Chen' }]);
  });
});
