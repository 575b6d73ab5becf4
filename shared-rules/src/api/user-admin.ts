/**
 * People and organisations, managed by the lender's staff (`/api/admin/users*`,
 * `/api/admin/organizations*`, `/api/auth/password-reset*`): administrators manage everyone;
 * an account executive manages the external users and organisations they cover; external users
 * manage nobody.
 */
import { Type, type Static } from 'typebox';
import { ApprovalStatusSchema, ChannelTypeSchema, CorrespondentSelectionSchema, type Organization } from './orgs-users';
import { PERSONA, RoleTypeSchema, UserTypeSchema } from './profile';
import { DateTimeString, IdString, Nullable, NullOr, PagedSchema, pageQueryProperties, StringEnum } from './schema-kit';
import { PHONE_PATTERN, PROFILE_NAME_MAX_LENGTH, PROFILE_PHONE_MAX_LENGTH } from './account';

/* ---------------------------------------------------------------- Users: the list */

/** Personas an administrator may give a lender's staff member; "0" only a super administrator gives or takes. */
export const STAFF_PERSONAS = [PERSONA.superAdministrator, PERSONA.administrator, PERSONA.accountExecutive] as const;
export const StaffPersonaSchema = StringEnum(STAFF_PERSONAS);
export type StaffPersona = Static<typeof StaffPersonaSchema>;

export const PERSONA_LABELS: Record<string, string> = {
  [PERSONA.superAdministrator]: 'Super administrator',
  [PERSONA.administrator]: 'Administrator',
  [PERSONA.accountExecutive]: 'Account executive',
  [PERSONA.externalUser]: 'External user',
};

export const ROLE_TYPE_LABELS = { lo: 'Loan officer', lp: 'Loan processor' } as const;

/** A user as the administration lists and edits them (no password, token or MFA secret). */
export const AdminUserSchema = Type.Object({
  id: Type.String(),
  userType: UserTypeSchema,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  cell: Type.String(),
  /** Disabled users stay listed (labelled Disabled) and cannot sign in. */
  disabledLogin: Type.Boolean(),
  /** External users: lo, lp or both. */
  roleTypes: Type.Array(RoleTypeSchema),
  /** Persona entity ids (`PERSONA`). */
  personas: Type.Array(Type.String()),
  /** External users' organisation. */
  organization: Nullable(Type.Object({ id: Type.String(), name: Type.String() })),
  encompassId: Nullable(Type.String()),
  mfaEnabled: Type.Boolean(),
  createdAt: DateTimeString(),
});
export type AdminUser = Static<typeof AdminUserSchema>;

export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_SORT_COLUMNS = ['name', 'email', 'organization', 'createdAt'] as const;
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** `GET /api/admin/users` query: one page, filtered and sorted on the server (name, then id, breaks ties). */
export const AdminUserListQuerySchema = Type.Object(
  {
    ...pageQueryProperties(),
    /** Words of the name or the email address. */
    search: Type.Optional(Type.String({ maxLength: 100 })),
    userType: Type.Optional(UserTypeSchema),
    orgId: Type.Optional(IdString()),
    status: Type.Optional(StringEnum(USER_STATUSES)),
    sort: Type.Optional(StringEnum(USER_SORT_COLUMNS, { default: 'name' })),
    direction: Type.Optional(StringEnum(SORT_DIRECTIONS, { default: 'asc' })),
  },
  { additionalProperties: false },
);
export type AdminUserListQuery = Static<typeof AdminUserListQuerySchema>;

export const AdminUserListSchema = PagedSchema(AdminUserSchema);
export type AdminUserList = Static<typeof AdminUserListSchema>;

/* ---------------------------------------------------------------- Users: writes */

const name = () => Type.String({ minLength: 1, maxLength: PROFILE_NAME_MAX_LENGTH });
const phone = () => Type.String({ maxLength: PROFILE_PHONE_MAX_LENGTH, pattern: PHONE_PATTERN });
const email = () => Type.String({ minLength: 3, maxLength: 254 });
/** An Encompass user id: letters, digits and _ . @ - (at most 64). */
export const ENCOMPASS_ID_PATTERN = '^[A-Za-z0-9_.@-]+$';
export const ENCOMPASS_ID_MAX_LENGTH = 64;
const encompassId = () => NullOr(Type.String({ minLength: 1, maxLength: ENCOMPASS_ID_MAX_LENGTH, pattern: ENCOMPASS_ID_PATTERN }));

/**
 * `POST /api/admin/users` body (answer 201 `AdminUser`): an external user needs `organizationId`
 * and at least one role type, a staff member takes personas and no organisation. The new user is
 * emailed a link to choose a password.
 */
export const UserCreateRequestSchema = Type.Object(
  {
    userType: UserTypeSchema,
    firstName: name(),
    lastName: name(),
    email: email(),
    phone: Type.Optional(phone()),
    cell: Type.Optional(phone()),
    organizationId: Type.Optional(IdString()),
    roleTypes: Type.Optional(Type.Array(RoleTypeSchema, { uniqueItems: true, maxItems: 2 })),
    personas: Type.Optional(Type.Array(StaffPersonaSchema, { uniqueItems: true, maxItems: 3 })),
    encompassId: Type.Optional(encompassId()),
  },
  { additionalProperties: false },
);
export type UserCreateRequest = Static<typeof UserCreateRequestSchema>;

/** `PATCH /api/admin/users/:id` body (answer 200 `AdminUser`): only the fields sent change; the kind never does. */
export const UserUpdateRequestSchema = Type.Object(
  {
    firstName: Type.Optional(name()),
    lastName: Type.Optional(name()),
    email: Type.Optional(email()),
    phone: Type.Optional(phone()),
    cell: Type.Optional(phone()),
    organizationId: Type.Optional(IdString()),
    roleTypes: Type.Optional(Type.Array(RoleTypeSchema, { uniqueItems: true, maxItems: 2 })),
    personas: Type.Optional(Type.Array(StaffPersonaSchema, { uniqueItems: true, maxItems: 3 })),
    encompassId: Type.Optional(encompassId()),
    /** True: the user cannot sign in any more and every sign-in of theirs ends. */
    disabledLogin: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UserUpdateRequest = Static<typeof UserUpdateRequestSchema>;

/** `POST /api/admin/users/:id/password-reset` answer (202): where the one-time link went, and until when it works. */
export const PasswordResetSentSchema = Type.Object({ sentTo: Type.String(), expiresAt: DateTimeString() });
export type PasswordResetSent = Static<typeof PasswordResetSentSchema>;

/** The refusals of user writes, each under its field (422/409) or as the page's message (403). */
export const USER_ADMIN_TEXTS = {
  emailInvalid: 'Enter an email address such as name@company.com.',
  emailTaken: 'Another user already has this email address.',
  nameRequired: 'Enter the first and last name.',
  organizationRequired: 'Choose the organization of this loan officer or processor.',
  organizationUnknown: 'No organization with this id.',
  organizationNotCovered: 'You do not cover this organization.',
  roleRequired: 'Choose at least one role: loan officer or loan processor.',
  staffHasNoOrganization: 'Lender staff do not belong to a broker organization.',
  staffHasNoRoles: 'Loan officer and processor roles are for external users.',
  externalHasNoPersonas: 'Personas are for lender staff.',
  encompassIdTaken: 'Another user already has this Encompass id.',
  lastAdministrator: 'This is the last administrator who can sign in: make another user an administrator first.',
  superAdministratorOnly: 'Only a super administrator can give or take the super administrator persona.',
  ownSignIn: 'You cannot disable your own sign-in.',
  staffOnly: 'Only administrators manage lender staff.',
  externalUsersRefused: 'Only the lender’s staff manage users and organizations.',
  noUser: 'No user with this id.',
  resetForDisabled: 'This user’s sign-in is disabled: enable it before sending a password link.',
} as const;

/* ---------------------------------------------------------------- Users: CSV import */

/** Rows one import may hold. */
export const USER_IMPORT_MAX_ROWS = 1000;
/** The CSV's size limit (characters). */
export const USER_IMPORT_MAX_LENGTH = 1_000_000;

/**
 * Columns of an import file, by header (case and spaces ignored): First Name, Last Name, Email,
 * Organization ID, Roles ("lo", "lp", "lo;lp" or "both"), Phone (optional), Cell (optional),
 * Encompass ID (optional).
 */
export const USER_IMPORT_COLUMNS = [
  'First Name',
  'Last Name',
  'Email',
  'Organization ID',
  'Roles',
  'Phone',
  'Cell',
  'Encompass ID',
] as const;
export const USER_IMPORT_REQUIRED_COLUMNS = ['First Name', 'Last Name', 'Email', 'Organization ID', 'Roles'] as const;

/**
 * `POST /api/admin/users/import` body: external contacts as CSV text. `dryRun` checks every row
 * and imports nothing. Nothing is half-imported: when any row is refused, no row is imported.
 */
export const UserImportRequestSchema = Type.Object(
  {
    csv: Type.String({ minLength: 1, maxLength: USER_IMPORT_MAX_LENGTH }),
    dryRun: Type.Optional(Type.Boolean({ default: false })),
    /** Email each new user a link to choose a password (default true). */
    sendInvites: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);
export type UserImportRequest = Static<typeof UserImportRequestSchema>;

export const USER_IMPORT_OUTCOMES = ['ready', 'created', 'refused'] as const;
export type UserImportOutcome = (typeof USER_IMPORT_OUTCOMES)[number];

/** One data row of the file: `line` counts from the header (line 1), as a spreadsheet shows it. */
export const UserImportRowSchema = Type.Object({
  line: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  /** `ready`: would be created (a dry run, or a file with refusals); `created`: imported. */
  outcome: StringEnum(USER_IMPORT_OUTCOMES),
  /** Why the row was refused, one sentence per reason. */
  reasons: Type.Array(Type.String()),
});
export type UserImportRow = Static<typeof UserImportRowSchema>;

/** `POST /api/admin/users/import` answer (200 even when rows are refused: the report is the answer). */
export const UserImportReportSchema = Type.Object({
  imported: Type.Integer(),
  refused: Type.Integer(),
  dryRun: Type.Boolean(),
  rows: Type.Array(UserImportRowSchema),
});
export type UserImportReport = Static<typeof UserImportReportSchema>;

/** Refusals of a whole file (422), before any row is read. */
export const USER_IMPORT_TEXTS = {
  missingColumns: 'The file needs the columns First Name, Last Name, Email, Organization ID and Roles.',
  noRows: 'The file has no rows under its header.',
  tooManyRows: `A file can hold at most ${USER_IMPORT_MAX_ROWS.toLocaleString('en-US')} users.`,
  unreadable: 'The file is not a readable CSV file.',
  rolesInvalid: 'Roles must be lo, lp, lo;lp or both.',
  duplicateInFile: 'This email address is in the file more than once.',
} as const;

/* ---------------------------------------------------------------- Password links */

/** How long a link works: a reset link an hour, a new user's invitation a week. */
export const PASSWORD_RESET_LINK_HOURS = 1;
export const PASSWORD_INVITE_LINK_HOURS = 7 * 24;

/** The portal page a link opens; the token travels in the fragment (`#token=`), never to a server log. */
export const PASSWORD_RESET_PATH = '/reset-password';

/** `POST /api/auth/password-reset/request` body (public; 202 whether or not the address is known). */
export const PasswordResetRequestSchema = Type.Object({ email: email() }, { additionalProperties: false });
export type PasswordResetRequest = Static<typeof PasswordResetRequestSchema>;

/** `POST /api/auth/password-reset/check` body: whether a link still works, before the user types. */
export const PasswordResetTokenSchema = Type.Object(
  { token: Type.String({ minLength: 20, maxLength: 200 }) },
  { additionalProperties: false },
);
export type PasswordResetToken = Static<typeof PasswordResetTokenSchema>;

/** `POST /api/auth/password-reset/check` answer. */
export const PasswordResetLinkSchema = Type.Object({
  email: Type.String(),
  firstName: Type.String(),
  /** `invite`: a new user's first password. */
  purpose: StringEnum(['reset', 'invite']),
  expiresAt: DateTimeString(),
});
export type PasswordResetLink = Static<typeof PasswordResetLinkSchema>;

/**
 * `POST /api/auth/password-reset` body (204): the link's token and the new password (the
 * password policy of `/settings/password`); the link then stops working and every sign-in of the
 * user ends.
 */
export const PasswordResetCompleteSchema = Type.Object(
  { token: Type.String({ minLength: 20, maxLength: 200 }), password: Type.String({ minLength: 1, maxLength: 1024 }) },
  { additionalProperties: false },
);
export type PasswordResetComplete = Static<typeof PasswordResetCompleteSchema>;

export const PASSWORD_RESET_TEXTS = {
  linkInvalid: 'This link does not work any more: it was used, replaced by a newer one, or it expired. Ask for a new one.',
  requested: 'If an account uses this address, we sent it a link to choose a new password. The link works for an hour.',
  done: 'Your password is set. Sign in with it.',
} as const;

/* ---------------------------------------------------------------- Organisations */

/**
 * `POST /api/admin/organizations` (administrators; 201 `Organization`) and
 * `PATCH /api/admin/organizations/:id` (administrators, and account executives for the
 * organisations they cover; only the fields sent change; 200 `Organization`) bodies.
 * The primary account executive then covers the organisation.
 */
const organizationFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  channelTypes: Type.Array(ChannelTypeSchema, { uniqueItems: true, maxItems: 2 }),
  correspondentSelection: Type.Array(CorrespondentSelectionSchema, { uniqueItems: true, maxItems: 2 }),
  approvalStatus: ApprovalStatusSchema,
  primaryAeId: NullOr(IdString()),
};
export const OrganizationCreateRequestSchema = Type.Object(organizationFields, { additionalProperties: false });
export type OrganizationCreateRequest = Static<typeof OrganizationCreateRequestSchema>;
export const OrganizationUpdateRequestSchema = Type.Partial(Type.Object(organizationFields, { additionalProperties: false }), {
  additionalProperties: false,
  minProperties: 1,
});
export type OrganizationUpdateRequest = Static<typeof OrganizationUpdateRequestSchema>;

export const ORGANIZATION_TEXTS = {
  nameRequired: 'Enter the organization’s name.',
  nameTaken: 'Another organization already has this name.',
  correspondentNeedsChannel: 'Correspondent selections need the Correspondent channel.',
  correspondentNeedsSelection: 'Choose Delegated, Non-Delegated or both for the Correspondent channel.',
  primaryAeInvalid: 'The primary account executive must be an account executive who can sign in.',
  primaryAeAdminsOnly: 'Only administrators choose an organization’s primary account executive.',
  createAdminsOnly: 'Only administrators add organizations.',
} as const;

/** The organisation a write answers with: the same shape as `GET /api/external-orgs/:id`. */
export type OrganizationWriteAnswer = Organization;
