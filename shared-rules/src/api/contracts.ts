/**
 * The JSON contract between services and every browser package. Types only: services build
 * their JSON schemas to match these shapes, the remotes read responses through them.
 */

/** Problem details (RFC 9457) returned by every failing route, with a stable `code`. */
export interface ApiProblem {
  type: string;
  title: string;
  status: number;
  code: string;
  detail: string;
  /** Field paths that failed validation, when the problem is about input. */
  fields?: Array<{ field: string; message: string }>;
  /** Create-loan rule failures: the rule executions the wizard renders. */
  additionalInfo?: RuleExecutions;
}

/** `POST /api/auth/login` and `POST /api/auth/refresh` answer with this. */
export interface TokenPair {
  access: AccessToken;
  refresh: string;
}

export interface AccessToken {
  token: string;
  /** ISO 8601 instant after which the token is refused. */
  expires: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RefreshRequest {
  refresh: string;
}

export type UserType = 'external' | 'internal';

/** External role types: loan officer, loan processor. */
export type RoleType = 'lo' | 'lp';

/** Persona entity ids. "0" and "1" make a user admin-like; "2" is an account executive. */
export const PERSONA = {
  superAdministrator: '0',
  administrator: '1',
  accountExecutive: '2',
  externalUser: '3',
} as const;

export interface EntityRef {
  entityId: string;
}

export interface TpoUser {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  roleTypes: RoleType[];
  encompassId: string | null;
  /** The organisation's primary account executive (an internal user id). */
  salesRep: EntityRef | null;
  organization: EntityRef;
  personas: EntityRef[];
}

/** `GET /api/profile`. */
export interface Profile {
  id: string;
  name: { first: string; last: string };
  email: string;
  profilePhoto: { url: string } | null;
  doNotShowAgain: string[];
  userType: UserType;
  /** Persona ids of the user (for external users the same list as tpoUser.personas). */
  personas: EntityRef[];
  encompassId: string | null;
  /** Internal users need a valid integration token; external users always report true. */
  hasIntegrationToken: boolean;
  tpoUser: TpoUser | null;
  impersonator: { id: string; name: string } | null;
}

export interface DoNotShowAgainRequest {
  key: string;
  value: boolean;
}

export type ChannelType = 'Brokered - Wholesale' | 'Correspondent';
export type CorrespondentSelection = 'Delegated' | 'Non-Delegated';
export type ApprovalStatus = 'Active' | 'Pending' | 'Suspended' | 'Inactive';

/** `GET /api/external-orgs` items. */
export interface Organization {
  summary: { id: string; organizationName: string };
  basicInfo: {
    channelTypes: ChannelType[];
    correspondentSelection: CorrespondentSelection[];
    approvalStatus: { currentStatus: ApprovalStatus };
    primarySalesRepAe: { userId: string } | null;
  };
}

/** External user summary rows (`GET /api/external-users/summary`). */
export interface ExternalUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  disabledLogin: boolean;
  roleTypes: RoleType[];
  organizationId: string;
  phone: string;
  encompassId: string | null;
}

export interface ExternalUserSearchRequest {
  page: number;
  pageSize: number;
  query?: string;
  orgId?: string;
  includeDisabled?: boolean;
}

export interface Paged<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** `GET /api/internal-users/:id`. */
export interface InternalUser {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  cell: string;
}

/** `GET /api/notifications` items and the `notification` socket event payload. */
export interface Notification {
  id: string;
  message: string;
  link: string | null;
  read: boolean;
  /** ISO 8601 instant. */
  timestamp: string;
}

/** `GET /api/version`. */
export interface VersionInfo {
  /** The build id of the running portal. */
  message: string;
}

/** `GET /api/remotes`: what the host needs before loading any remote code. */
export interface RemotesConfig {
  remotes: RemoteEntry[];
}

export interface RemoteEntry {
  /** Federation name, a JS identifier such as `mfe_loan`. */
  name: string;
  /** Absolute URL of the remote's `mf-manifest.json`. */
  manifestUrl: string;
  label: string;
  /** Path prefixes whose pages this remote renders, e.g. `/pipeline`. */
  routes: string[];
  /** Named slots the remote fills, e.g. `help-drawer`, `chat-widget`, `add-loan-modal`. */
  slots: string[];
}

/** Socket scopes for `join_scope` / `leave_scope`. */
export interface SocketScope {
  scope: 'group' | 'room';
  target: string;
}

/** Rule executions returned when a create-loan call fails the organisation's rules. */
export interface RuleExecutions {
  requiredFields: Array<{ fieldId: string; description: string }>;
  advancedConditions: Array<{ message: string }>;
}

/** `POST /api/auth/logout`: the refresh token whose family is revoked. */
export interface LogoutRequest {
  refresh: string;
}

/** `GET /api/external-orgs/:id` and the list route answer with Organization; summary rows: */
export interface ExternalUsersSummary {
  results: ExternalUser[];
}

/** `POST /api/users/by-encompass-ids` body. */
export interface EncompassIdsRequest {
  ids: string[];
}

/** `POST /api/users/by-encompass-ids` items: a contact card for a user known by encompass id. */
export interface EncompassUserCard {
  id: string;
  encompassId: string;
  name: string;
  mobile: string;
  email: string;
  profilePhoto: { url: string } | null;
}

/** `POST /api/notifications` (administrators and account executives, within their access). */
export interface NotificationCreateRequest {
  userId: string;
  message: string;
  link?: string | null;
}

/** Keys of the settings every signed-in user may read. */
export const PUBLIC_SETTING_KEYS = [
  'branding',
  'company-information',
  'general-settings',
  'loan-upload',
] as const;
export type PublicSettingKey = (typeof PUBLIC_SETTING_KEYS)[number];

/** `GET /api/settings/:key` and `PUT /api/settings/:key` answer with this. */
export interface SettingEntry<V = unknown> {
  key: string;
  value: V;
  /** ISO 8601 instant of the last save. */
  updatedAt: string;
}

/** `PUT /api/settings/:key` body. */
export interface SettingSaveRequest<V = unknown> {
  value: V;
}

/** Setting `branding`; logos are URLs (data: SVG URIs allowed) or null. */
export interface Branding {
  brandName: string;
  logo: { lightMode: string | null; darkMode: string | null };
}

/** `GET /api/public/branding` (no sign-in): what the login page shows. */
export type PublicBranding = Branding;

/** Setting `company-information`. */
export interface CompanyInformation {
  companyName: string;
}

/** Setting `general-settings`. */
export interface GeneralSettings {
  loanUpload: { enableWholesale: boolean; enableNonDelegated: boolean; enableDelegated: boolean };
}
