import {
  type AdminUser,
  EMAIL_PATTERN,
  ENCOMPASS_ID_PATTERN,
  PHONE_INVALID,
  PHONE_PATTERN,
  type RoleType,
  STAFF_PERSONAS,
  type StaffPersona,
  USER_ADMIN_TEXTS,
  type UserCreateRequest,
  type UserType,
  type UserUpdateRequest,
} from 'shared-rules';

/** The Add / Edit user form as typed: every field a string or a list, trimmed only when sent. */
export interface UserFormValues {
  userType: UserType;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  cell: string;
  encompassId: string;
  /** External users only. */
  organizationId: string | null;
  roleTypes: RoleType[];
  /** Lender staff only. */
  personas: StaffPersona[];
}

export type UserFormField = keyof UserFormValues;

export const EMAIL_MAX_LENGTH = 254;
const ENCOMPASS_ID = new RegExp(ENCOMPASS_ID_PATTERN);
const PHONE = new RegExp(PHONE_PATTERN);
export const ENCOMPASS_ID_INVALID = 'Use letters, digits and _ . @ - only, without spaces.';

const isStaffPersona = (persona: string): persona is StaffPersona => STAFF_PERSONAS.some((candidate) => candidate === persona);

export function emptyUserFormValues(userType: UserType = 'external'): UserFormValues {
  return {
    userType,
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    cell: '',
    encompassId: '',
    organizationId: null,
    roleTypes: [],
    personas: [],
  };
}

export function userFormValuesOf(user: AdminUser): UserFormValues {
  return {
    userType: user.userType,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    cell: user.cell,
    encompassId: user.encompassId ?? '',
    organizationId: user.organization?.id ?? null,
    roleTypes: [...user.roleTypes],
    personas: user.personas.filter(isStaffPersona),
  };
}

/** The checks services make too, so most refusals are caught before anything is sent. */
export function userFormProblems(values: UserFormValues): Partial<Record<UserFormField, string>> {
  const problems: Partial<Record<UserFormField, string>> = {};
  if (values.firstName.trim() === '') problems.firstName = USER_ADMIN_TEXTS.nameRequired;
  if (values.lastName.trim() === '') problems.lastName = USER_ADMIN_TEXTS.nameRequired;
  if (!EMAIL_PATTERN.test(values.email.trim())) problems.email = USER_ADMIN_TEXTS.emailInvalid;
  if (!PHONE.test(values.phone.trim())) problems.phone = PHONE_INVALID;
  if (!PHONE.test(values.cell.trim())) problems.cell = PHONE_INVALID;
  const encompassId = values.encompassId.trim();
  if (encompassId !== '' && !ENCOMPASS_ID.test(encompassId)) problems.encompassId = ENCOMPASS_ID_INVALID;
  if (values.userType === 'external') {
    if (!values.organizationId) problems.organizationId = USER_ADMIN_TEXTS.organizationRequired;
    if (values.roleTypes.length === 0) problems.roleTypes = USER_ADMIN_TEXTS.roleRequired;
  }
  return problems;
}

/** `POST /api/admin/users` body: empty optional fields are left out; each kind sends only what it may have. */
export function userCreateRequestOf(values: UserFormValues): UserCreateRequest {
  const phone = values.phone.trim();
  const cell = values.cell.trim();
  const encompassId = values.encompassId.trim();
  return {
    userType: values.userType,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    ...(cell ? { cell } : {}),
    ...(encompassId ? { encompassId } : {}),
    ...(values.userType === 'external'
      ? { organizationId: values.organizationId ?? undefined, roleTypes: values.roleTypes }
      : { personas: values.personas }),
  };
}

const sameSet = <T>(left: readonly T[], right: readonly T[]) =>
  left.length === right.length && left.every((value) => right.includes(value));

/**
 * `PATCH /api/admin/users/:id` body: only what changed from `user` (services change only the
 * fields sent), or null when nothing did. An Encompass id emptied is sent as null (removed).
 */
export function userUpdateRequestOf(user: AdminUser, values: UserFormValues): UserUpdateRequest | null {
  const before = userFormValuesOf(user);
  const change: UserUpdateRequest = {};
  for (const field of ['firstName', 'lastName', 'email', 'phone', 'cell'] as const) {
    const value = values[field].trim();
    if (value !== before[field]) change[field] = value;
  }
  const encompassId = values.encompassId.trim();
  if (encompassId !== before.encompassId) change.encompassId = encompassId === '' ? null : encompassId;
  if (user.userType === 'external') {
    if (values.organizationId && values.organizationId !== before.organizationId) change.organizationId = values.organizationId;
    if (!sameSet(values.roleTypes, before.roleTypes)) change.roleTypes = values.roleTypes;
  } else if (!sameSet(values.personas, before.personas)) {
    change.personas = values.personas;
  }
  return Object.keys(change).length > 0 ? change : null;
}
