/** The signed-in user (`/api/profile`) and the user kinds, roles and personas it carries. */
import { Type, type Static } from 'typebox';
import { Nullable, StringEnum } from './schema-kit';

export const USER_TYPES = ['external', 'internal'] as const;
export const UserTypeSchema = StringEnum(USER_TYPES);
export type UserType = Static<typeof UserTypeSchema>;

/** External role types: loan officer, loan processor. */
export const ROLE_TYPES = ['lo', 'lp'] as const;
export const RoleTypeSchema = StringEnum(ROLE_TYPES);
export type RoleType = Static<typeof RoleTypeSchema>;

/** Persona entity ids. "0" and "1" make a user admin-like; "2" is an account executive. */
export const PERSONA = {
  superAdministrator: '0',
  administrator: '1',
  accountExecutive: '2',
  externalUser: '3',
} as const;

export const EntityRefSchema = Type.Object({ entityId: Type.String() });
export type EntityRef = Static<typeof EntityRefSchema>;

export const ProfilePhotoSchema = Nullable(Type.Object({ url: Type.String() }));

export const TpoUserSchema = Type.Object({
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  roleTypes: Type.Array(RoleTypeSchema),
  encompassId: Nullable(Type.String()),
  /** The organisation's primary account executive (an internal user id). */
  salesRep: Nullable(EntityRefSchema),
  organization: EntityRefSchema,
  personas: Type.Array(EntityRefSchema),
});
export type TpoUser = Static<typeof TpoUserSchema>;

/** `GET /api/profile`. */
export const ProfileSchema = Type.Object({
  id: Type.String(),
  name: Type.Object({ first: Type.String(), last: Type.String() }),
  email: Type.String(),
  profilePhoto: ProfilePhotoSchema,
  doNotShowAgain: Type.Array(Type.String()),
  /** Kept on the server, so they follow the user to every device. */
  preferences: Type.Object({
    /** Also email the loan alerts (new or cleared conditions, rejected documents, step changes) that arrive in the portal. */
    emailLoanAlerts: Type.Boolean(),
  }),
  userType: UserTypeSchema,
  /** Persona ids of the user (for external users the same list as tpoUser.personas). */
  personas: Type.Array(EntityRefSchema),
  encompassId: Nullable(Type.String()),
  /** Office and cell phone numbers ("" when not given). */
  phone: Type.String(),
  cell: Type.String(),
  /** Internal users need a valid integration token; external users always report true. */
  hasIntegrationToken: Type.Boolean(),
  /** The lender requires two-step sign-in of this user, it is not set up and the grace period is over: every page leads to /settings/credentials. */
  mfaSetupRequired: Type.Boolean(),
  tpoUser: Nullable(TpoUserSchema),
  impersonator: Nullable(Type.Object({ id: Type.String(), name: Type.String() })),
});
export type Profile = Static<typeof ProfileSchema>;

/**
 * Keys the portal puts on a profile's doNotShowAgain list. `adminTraining`: the admin training
 * notice of the admin side menu (specification: its items are hidden once it is dismissed).
 */
export const DO_NOT_SHOW_AGAIN = { adminTraining: 'admin-training' } as const;

/** `PATCH /api/profile/do-not-show-again` body. */
export const DoNotShowAgainRequestSchema = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' }),
    value: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type DoNotShowAgainRequest = Static<typeof DoNotShowAgainRequestSchema>;

/** `PATCH /api/profile/preferences` body: the preferences to change. */
export const PreferencesUpdateRequestSchema = Type.Object(
  { emailLoanAlerts: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);
export type PreferencesUpdateRequest = Static<typeof PreferencesUpdateRequestSchema>;
