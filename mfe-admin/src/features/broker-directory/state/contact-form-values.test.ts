import { type ExternalUser, USER_ADMIN_TEXTS } from 'shared-rules';
import {
  contactCreateRequestOf,
  contactFieldOf,
  contactFormProblems,
  contactFormValuesOf,
  contactUpdateRequestOf,
  emptyContactFormValues,
} from './contact-form-values';

const contact: ExternalUser = {
  id: 'usr-1',
  firstName: 'Drew',
  lastName: 'Carter',
  email: 'lo@harbor.test',
  disabledLogin: false,
  roleTypes: ['lo'],
  organizationId: 'org-harbor',
  phone: '555-420-2001',
  encompassId: null,
};

describe('contact form values', () => {
  it('asks for names, an email, a company and a role', () => {
    expect(contactFormProblems(emptyContactFormValues(null))).toEqual({
      firstName: USER_ADMIN_TEXTS.nameRequired,
      lastName: USER_ADMIN_TEXTS.nameRequired,
      email: USER_ADMIN_TEXTS.emailInvalid,
      organizationId: USER_ADMIN_TEXTS.organizationRequired,
      roleTypes: USER_ADMIN_TEXTS.roleRequired,
    });
    expect(contactFormProblems(contactFormValuesOf(contact))).toEqual({});
  });

  it('adds an external user, trimmed, without an empty phone', () => {
    const values = {
      ...emptyContactFormValues('org-harbor'),
      firstName: ' Robin ',
      lastName: 'Ames',
      email: ' robin@harbor.test',
      roleTypes: ['lp' as const],
    };
    expect(contactCreateRequestOf(values)).toEqual({
      userType: 'external',
      firstName: 'Robin',
      lastName: 'Ames',
      email: 'robin@harbor.test',
      organizationId: 'org-harbor',
      roleTypes: ['lp'],
    });
  });

  it('sends only what changed, and nothing when nothing did', () => {
    expect(contactUpdateRequestOf(contact, contactFormValuesOf(contact))).toBeNull();
    const values = { ...contactFormValuesOf(contact), lastName: 'Carter-Lee ', roleTypes: ['lo' as const, 'lp' as const] };
    expect(contactUpdateRequestOf(contact, values)).toEqual({ lastName: 'Carter-Lee', roleTypes: ['lo', 'lp'] });
  });

  it('places a refusal under the form’s own field', () => {
    expect(contactFieldOf('body.email')).toBe('email');
    expect(contactFieldOf('body.encompassId')).toBeUndefined();
  });
});
