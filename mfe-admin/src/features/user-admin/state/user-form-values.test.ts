import { PHONE_INVALID, USER_ADMIN_TEXTS } from 'shared-rules';
import { adminUser } from '../testing/user-admin-test-kit';
import {
  ENCOMPASS_ID_INVALID,
  emptyUserFormValues,
  userCreateRequestOf,
  userFormProblems,
  userFormValuesOf,
  userUpdateRequestOf,
} from './user-form-values';

describe('the user form values', () => {
  it('asks an external user for a name, an email, an organization and a role, as services do', () => {
    expect(userFormProblems({ ...emptyUserFormValues(), email: 'riley@summit', phone: 'call me', encompassId: 'has space' })).toEqual({
      firstName: USER_ADMIN_TEXTS.nameRequired,
      lastName: USER_ADMIN_TEXTS.nameRequired,
      email: USER_ADMIN_TEXTS.emailInvalid,
      phone: PHONE_INVALID,
      encompassId: ENCOMPASS_ID_INVALID,
      organizationId: USER_ADMIN_TEXTS.organizationRequired,
      roleTypes: USER_ADMIN_TEXTS.roleRequired,
    });
    expect(
      userFormProblems({ ...emptyUserFormValues('internal'), firstName: 'Robin', lastName: 'Vale', email: 'robin@lender.test' }),
    ).toEqual({});
  });

  it('sends a new user trimmed, without empty optional fields or the other kind’s fields', () => {
    const values = {
      ...emptyUserFormValues(),
      firstName: ' Riley ',
      lastName: 'Stone',
      email: ' riley@summit.test ',
      cell: '555-0100',
      organizationId: 'org-summit',
      roleTypes: ['lo' as const],
      personas: ['1' as const],
    };
    expect(userCreateRequestOf(values)).toEqual({
      userType: 'external',
      firstName: 'Riley',
      lastName: 'Stone',
      email: 'riley@summit.test',
      cell: '555-0100',
      organizationId: 'org-summit',
      roleTypes: ['lo'],
    });
    expect(userCreateRequestOf({ ...values, userType: 'internal' })).toEqual({
      userType: 'internal',
      firstName: 'Riley',
      lastName: 'Stone',
      email: 'riley@summit.test',
      cell: '555-0100',
      personas: ['1'],
    });
  });

  it('sends only what changed when a user is edited, an emptied Encompass id as null', () => {
    const taylor = adminUser();
    const values = userFormValuesOf(taylor);
    expect(userUpdateRequestOf(taylor, values)).toBeNull();
    expect(userUpdateRequestOf(taylor, { ...values, roleTypes: ['lp', 'lo'], encompassId: ' ', lastName: 'Brooks ' })).toEqual({
      roleTypes: ['lp', 'lo'],
      encompassId: null,
    });
    expect(userUpdateRequestOf(taylor, { ...values, roleTypes: ['lo'], organizationId: 'org-harbor' })).toEqual({
      organizationId: 'org-harbor',
    });
  });
});
