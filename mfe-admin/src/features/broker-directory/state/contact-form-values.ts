import {
  EMAIL_PATTERN,
  type ExternalUser,
  PHONE_INVALID,
  PHONE_PATTERN,
  type RoleType,
  USER_ADMIN_TEXTS,
  type UserCreateRequest,
  type UserUpdateRequest,
} from 'shared-rules';

/** The Add / Edit contact form as typed; trimmed only when sent. */
export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  organizationId: string | null;
  roleTypes: RoleType[];
}

export type ContactFormField = keyof ContactFormValues;

const PHONE = new RegExp(PHONE_PATTERN);

/** A blank contact, in the company chosen on the page when there is one. */
export function emptyContactFormValues(organizationId: string | null): ContactFormValues {
  return { firstName: '', lastName: '', email: '', phone: '', organizationId, roleTypes: [] };
}

export function contactFormValuesOf(contact: ExternalUser): ContactFormValues {
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phone: contact.phone,
    organizationId: contact.organizationId || null,
    roleTypes: [...contact.roleTypes],
  };
}

/** The checks services make too, so most refusals are caught before anything is sent. */
export function contactFormProblems(values: ContactFormValues): Partial<Record<ContactFormField, string>> {
  const problems: Partial<Record<ContactFormField, string>> = {};
  if (values.firstName.trim() === '') problems.firstName = USER_ADMIN_TEXTS.nameRequired;
  if (values.lastName.trim() === '') problems.lastName = USER_ADMIN_TEXTS.nameRequired;
  if (!EMAIL_PATTERN.test(values.email.trim())) problems.email = USER_ADMIN_TEXTS.emailInvalid;
  if (!PHONE.test(values.phone.trim())) problems.phone = PHONE_INVALID;
  if (!values.organizationId) problems.organizationId = USER_ADMIN_TEXTS.organizationRequired;
  if (values.roleTypes.length === 0) problems.roleTypes = USER_ADMIN_TEXTS.roleRequired;
  return problems;
}

/** `POST /api/admin/users` body: always an external user; an empty phone is left out. */
export function contactCreateRequestOf(values: ContactFormValues): UserCreateRequest {
  const phone = values.phone.trim();
  return {
    userType: 'external',
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    organizationId: values.organizationId ?? undefined,
    roleTypes: values.roleTypes,
  };
}

/** `PATCH /api/admin/users/:id` body: only what changed from `contact`, or null when nothing did. */
export function contactUpdateRequestOf(contact: ExternalUser, values: ContactFormValues): UserUpdateRequest | null {
  const before = contactFormValuesOf(contact);
  const change: UserUpdateRequest = {};
  for (const field of ['firstName', 'lastName', 'email', 'phone'] as const) {
    const value = values[field].trim();
    if (value !== before[field]) change[field] = value;
  }
  if (values.organizationId && values.organizationId !== before.organizationId) change.organizationId = values.organizationId;
  const sameRoles =
    values.roleTypes.length === before.roleTypes.length && values.roleTypes.every((role) => before.roleTypes.includes(role));
  if (!sameRoles) change.roleTypes = values.roleTypes;
  return Object.keys(change).length > 0 ? change : null;
}

/** Where services put a refused field (`body.email`), as the form names it; undefined when the form has no such field. */
export function contactFieldOf(field: string): ContactFormField | undefined {
  const name = field.replace(/^body\./, '');
  const fields: readonly ContactFormField[] = ['firstName', 'lastName', 'email', 'phone', 'organizationId', 'roleTypes'];
  return fields.find((candidate) => candidate === name);
}
