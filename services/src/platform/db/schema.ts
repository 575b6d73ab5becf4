import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { ApprovalStatus, ChannelType, CorrespondentSelection, Profile, RoleType, UserType } from 'shared-rules';

type UserPreferences = Profile['preferences'];

/**
 * The tables as Kysely sees them. Columns are snake_case in SQL and camelCase here (the
 * CamelCasePlugin maps them). jsonb columns are written with JSON.stringify (node-postgres would
 * otherwise send a JS array as a PostgreSQL array literal) and read back already parsed.
 */
export interface Database {
  organizations: OrganizationTable;
  users: UserTable;
  aeCoverage: AeCoverageTable;
  refreshTokens: RefreshTokenTable;
  notifications: NotificationTable;
  settings: SettingTable;
  settingAudit: SettingAuditTable;
  serverSecrets: ServerSecretTable;
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export interface OrganizationTable {
  id: string;
  name: string;
  channelTypes: Json<ChannelType[]>;
  correspondentSelection: Json<CorrespondentSelection[]>;
  approvalStatus: ApprovalStatus;
  primaryAeId: string | null;
  createdAt: Timestamp;
}

export interface UserTable {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  /** Set for external users only. */
  organizationId: string | null;
  roleTypes: Json<RoleType[]>;
  personas: Json<string[]>;
  phone: string;
  cell: string;
  encompassId: string | null;
  disabledLogin: ColumnType<boolean, boolean | undefined, boolean>;
  hasIntegrationToken: ColumnType<boolean, boolean | undefined, boolean>;
  /** Migration 0019: the token stored from /settings/encompass, sealed with SECRETS_KEY, and when it expires. */
  integrationTokenSealed: ColumnType<string | null, string | null | undefined, string | null>;
  integrationTokenExpiresAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Migration 0020: two-step sign-in (`../auth/mfa`). */
  totpSecretSealed: ColumnType<string | null, string | null | undefined, string | null>;
  totpPendingSealed: ColumnType<string | null, string | null | undefined, string | null>;
  totpEnabledAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The time step of the last code accepted (bigint: read as a string). */
  totpLastStep: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  profilePhotoUrl: string | null;
  doNotShowAgain: Json<string[]>;
  /** Migration 0013: preferences kept on the server; keys missing take their defaults. */
  preferences: ColumnType<Partial<UserPreferences>, string | undefined, string>;
  createdAt: Timestamp;
}

/** Which organisations an account executive covers. */
export interface AeCoverageTable {
  aeUserId: string;
  organizationId: string;
}

/**
 * Refresh tokens are stored as SHA-256 hashes. A family is one sign-in and every token rotated
 * from it; presenting a token that was already rotated revokes the whole family.
 */
export interface RefreshTokenTable {
  id: string;
  userId: string;
  familyId: string;
  tokenHash: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  rotatedAt: NullableTimestamp;
  revokedAt: NullableTimestamp;
}

export interface NotificationTable {
  id: string;
  userId: string;
  message: string;
  link: string | null;
  read: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: Timestamp;
}

export interface SettingTable {
  key: string;
  value: Json<unknown>;
  /** 1 after the first save, one more on each save (a key without a row reads as version 0). */
  version: ColumnType<number, number | undefined, number>;
  updatedAt: Timestamp;
  updatedBy: string | null;
}

/** One save of a setting: who, when, and the value before (null on the first save) and after. */
export interface SettingAuditTable {
  id: string;
  key: string;
  /** The version the save wrote. */
  version: number;
  changedAt: Timestamp;
  /** Null once the user is deleted; `changedByName` still says who it was. */
  changedBy: string | null;
  changedByName: string;
  oldValue: ColumnType<unknown, string | null, string | null>;
  newValue: Json<unknown>;
}

/** Secrets the server generates for itself (e.g. the JWT signing key); never served. */
export interface ServerSecretTable {
  name: string;
  value: string;
  createdAt: Timestamp;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type OrganizationRow = Selectable<OrganizationTable>;
export type NotificationRow = Selectable<NotificationTable>;
