/**
 * The JSON contract between services and every browser package. Types only: services build
 * their JSON schemas to match these shapes, the remotes read responses through them.
 */

import type { LoanChannel } from '../channels/channels';
import type { FieldDefinition, LoanFieldValue } from '../loan-document/field-definition';
import type { LoanDocument, LoanPurpose, MortgageType } from '../loan-document/loan-document';
import type { RedirectRule } from '../redirect/redirect';
import type { RuleSet, ValidationRule } from '../rules/types';

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

// ---------------------------------------------------------------------------------------------
// Loans: the pipeline, a loan, its field values and schemas, the Add Loan calls and settings.
// ---------------------------------------------------------------------------------------------

/** Where a loan stands in the lender's process; a new loan is Active. */
export type LoanStatus = 'Active' | 'Submitted' | 'In Underwriting' | 'Approved' | 'Closed' | 'Withdrawn' | 'Denied';

/** A pipeline row (`GET /api/loans` items) and the head of `GET /api/loans/:id`. */
export interface LoanSummary {
  id: string;
  loanNumber: string;
  organizationId: string;
  organizationName: string;
  /** The create-loan channel: `Banked - Wholesale` or `Correspondent`. */
  channel: LoanChannel;
  /** Only meaningful for Correspondent: delegated (DEL) or non-delegated (NONDEL). */
  delegated: boolean;
  status: LoanStatus;
  /** The loan folder, decided by the channel (`TPO Pending`, `Corr Delegated`, `Corr Non-Delegated`). */
  folder: string;
  /** First borrower of pair 1, "First Last"; empty when the loan has no borrower name yet. */
  borrowerName: string;
  loanAmount: number | null;
  loanPurpose: LoanPurpose | null;
  loanProgramName: string | null;
  /** ISO 8601 instants. */
  createdAt: string;
  updatedAt: string;
}

/** A contact of a loan: an external user of the loan's organisation. */
export interface LoanContact {
  userId: string;
  name: string;
  email: string;
}

/** `GET /api/loans/:id`: the summary, the contacts and the whole loan document. */
export interface LoanDetail extends LoanSummary {
  contacts: {
    loanOfficer: LoanContact | null;
    loanProcessor: LoanContact | null;
    submissionContact: LoanContact | null;
  };
  document: LoanDocument;
}

/** `GET /api/loans` query: 1-based page, newest first; `orgId` narrows to one reachable organisation. */
export interface LoanPipelineQuery {
  page?: number;
  pageSize?: number;
  orgId?: string;
  status?: LoanStatus;
}

/** `GET /api/loans/:id/fields?ids=4000,65#2,CX.NONQM.YN`: values by field id (null when empty). */
export interface LoanFieldValuesResponse {
  values: Record<string, LoanFieldValue>;
}

/**
 * `GET /api/field-schemas?ids=` and `GET /api/custom-field-schemas?ids=`: the definitions of the
 * ids that are known; the others are listed in `unknownFieldIds` (a loader asks once, not again).
 */
export interface FieldSchemasResponse {
  fields: FieldDefinition[];
  unknownFieldIds: string[];
}

/** One contact of the create call: an organisation and one of its external users. */
export interface LoanContactRef {
  orgId: string;
  contactId: string;
}

/** The loan data of the create call; `fields` are values by field id, written over the imported loan. */
export interface LoanCreateData {
  loanProgramName?: string;
  mortgageType?: MortgageType;
  customFields?: Array<{ fieldName: string; value: string }>;
  /** Values by field id (`4000`, `65#2`, `CX.CORE.COC`), as the required-fields step fills them. */
  fields?: Record<string, string | number | boolean | null>;
}

/**
 * `POST /api/loans` (send an `Idempotency-Key` header: a repeated key answers the loan created the
 * first time). A 422 with code `rule-failures` carries `additionalInfo`: the rule executions.
 */
export interface LoanCreateRequest {
  channel: LoanChannel;
  delegated: boolean;
  loanData: LoanCreateData;
  contacts: {
    loanOfficer?: LoanContactRef | null;
    loanProcessor?: LoanContactRef | null;
    submissionContact?: LoanContactRef | null;
  };
  /** Custom fields outside loanData (the disclosure-source answers, the Non-QM flag). */
  customFields?: Array<{ fieldName: string; value: string }>;
  /** Starts from the loan imported by `POST /api/loans/convert-xml`. */
  loanToken?: string;
}

/** `POST /api/loans` answer (201, or 200 when an Idempotency-Key is repeated); go to `/loan/{loan.id}/workflow`. */
export interface LoanCreateResponse {
  loan: LoanSummary;
}

/** `POST /api/loans/from-token`: redeems a loan token of the same user while it is valid. */
export interface LoanTokenRedeemRequest {
  token: string;
}

export interface LoanTokenDataResponse {
  loan: LoanDocument;
  /** ISO 8601 instant after which the token is refused. */
  expiresAt: string;
}

/** `POST /api/loans/transition-token` body and answer: a short-lived, single-use token for a redirect. */
export interface TransitionTokenRequest {
  transition: true;
}

export interface TransitionTokenResponse {
  token: string;
  expiresAt: string;
}

/** `POST /api/loans/transition-token/redeem` (public): who the redirected user is; the token then stops working. */
export interface TransitionTokenRedemption {
  userId: string;
  email: string;
  organizationId: string | null;
}

/** Setting `loan-upload`: the upload limits and the redirect rules of the Add Loan wizard. */
export interface LoanUploadSettings {
  maxFileSizeBytes: number;
  acceptedExtensions: string[];
  redirectRules: RedirectRule[];
}

/** Setting `feature-flags`, the parts the Add Loan wizard reads (absent flags read false). */
export interface AddLoanFeatureFlags {
  /** Ask for the submission contact (the third contact). */
  thirdContact: boolean;
  /** The homeowners-insurance opt-out step and page. */
  hoiOptOut: boolean;
  /** Offer the Non-QM redirect to the Non-QM pipeline. */
  nonQmRedirect: boolean;
}

/** `GET /api/loans/add-loan-settings`: every setting the Add Loan wizard needs, in one read. */
export interface AddLoanSettings {
  loanUpload: LoanUploadSettings;
  generalSettings: GeneralSettings;
  companyInformation: CompanyInformation;
  featureFlags: AddLoanFeatureFlags;
}

/** `GET /api/rule-sets` items: a stored rule set, lender-wide (`organizationId` null) or of one organisation. */
export interface RuleSetRecord extends RuleSet {
  id: string;
  name: string;
  organizationId: string | null;
  tags: string[];
  updatedAt: string;
}

/** `PUT /api/rule-sets/:id` body (administrators); every rule must pass validateRuleDefinition. */
export interface RuleSetSaveRequest {
  name: string;
  organizationId: string | null;
  tags: string[];
  enabled: boolean;
  rules: ValidationRule[];
}

// ---------------------------------------------------------------------------------------------
// Loan documents (the loan's Documents tab)
// ---------------------------------------------------------------------------------------------

/** Largest file one upload may carry (25 MiB), checked in the browser and again by services. */
export const LOAN_ATTACHMENT_MAX_BYTES = 25 * 1024 * 1024;

/**
 * What a loan attachment may be, by its content: services sniff the first bytes and refuse a file
 * whose content is not one of these, whatever its name or declared type says.
 */
export const LOAN_ATTACHMENT_TYPES = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'image/tiff': ['.tif', '.tiff'],
} as const;

export type LoanAttachmentMimeType = keyof typeof LOAN_ATTACHMENT_TYPES;

/** One uploaded file of a loan. */
export interface LoanAttachment {
  id: string;
  loanId: string;
  /** The folder (document) it is filed in; null while uncategorized. */
  documentId: string | null;
  /** Shown in lists; defaults to the file name without its extension. */
  title: string;
  fileName: string;
  mimeType: LoanAttachmentMimeType;
  sizeBytes: number;
  /** The workflow task it was uploaded for (counts towards that task's document requirements). */
  taskTag: string | null;
  uploadedBy: { userId: string; name: string };
  /** ISO 8601 instant. */
  createdAt: string;
}

/** A document of the loan: a titled folder of attachments (e.g. "Bank Statements"). */
export interface LoanDocumentFolder {
  id: string;
  title: string;
  attachments: LoanAttachment[];
}

/** An attachment counted for a workflow task's document requirement. */
export interface LoanAttachmentRecord {
  attachmentId: string;
  taskTag: string;
}

/** `GET /api/loans/:loanId/documents`: the spec's Loan documents shape. */
export interface LoanDocuments {
  uncategorizedAttachments: LoanAttachment[];
  documents: LoanDocumentFolder[];
  attachmentRecords: LoanAttachmentRecord[];
}

/** `POST /api/loans/:loanId/documents` body: a new folder (titles are unique per loan, case-insensitive). */
export interface LoanDocumentFolderCreateRequest {
  title: string;
}

/**
 * `POST /api/loans/:loanId/attachments`: multipart/form-data with one `file` part and optional
 * text parts `documentId`, `title` and `taskTag`; answers 201 with the LoanAttachment.
 */
export interface LoanAttachmentUploadFields {
  documentId?: string;
  title?: string;
  taskTag?: string;
}

/** `PATCH /api/loans/:loanId/attachments/:attachmentId` body: file it elsewhere (null: uncategorized) or rename it. */
export interface LoanAttachmentUpdateRequest {
  documentId?: string | null;
  title?: string;
}

// ---------------------------------------------------------------------------------------------
// Support: technical tickets, loan help to the account executive, and the email outbox
// ---------------------------------------------------------------------------------------------

/** Longest subject and description a support form sends; services check them again. */
export const SUPPORT_SUBJECT_MAX_LENGTH = 200;
export const SUPPORT_DESCRIPTION_MAX_LENGTH = 5000;

/**
 * `POST /api/support/tickets` body (the spec's Create ticket payload). The requester must be the
 * signed-in user; a context loan must be one the user reaches.
 */
export interface SupportTicketCreateRequest {
  subject: string;
  description: string;
  requester: { email: string; name: string };
  context: { loanId: string | null; url: string };
}

/** How an email left the portal: handed to the SMTP server, or kept in the outbox (no SMTP configured). */
export type EmailDelivery = 'smtp' | 'outbox';

/** `POST /api/support/tickets` answer (201). */
export interface SupportTicket {
  id: string;
  /** Shown to people: `TS-` and six digits, in order of creation. */
  number: string;
  subject: string;
  description: string;
  requester: { userId: string; email: string; name: string };
  context: { loanId: string | null; url: string };
  status: 'open';
  /** ISO 8601 instant. */
  createdAt: string;
  /** How the email to the lender's support address left. */
  delivery: EmailDelivery;
}

/**
 * `POST /api/support/loan-help` body (the spec's help email payload): an external user asks the
 * account executive of their organisation about a loan. Services pick the recipient themselves
 * (the user's account executive) and read the loan by its number; `email` and `lo.email` must be
 * the signed-in user's.
 */
export interface LoanHelpRequest {
  email: string;
  subject: string;
  description: string;
  /** MM/DD/YYYY h:mm:ss a, the sender's local time, as the email shows it. */
  date: string;
  loan: { number: string; url: string };
  ae: { name: string };
  lo: { name: string; role: string; email: string; phone: string };
}

/** `POST /api/support/loan-help` answer (201). The account executive is also notified in the portal. */
export interface LoanHelpResponse {
  emailId: string;
  delivery: EmailDelivery;
  accountExecutive: { userId: string; name: string };
}

/** `sent`: accepted by the SMTP server; `stored`: no SMTP is configured; `failed`: SMTP refused it (see `error`). */
export type OutboxStatus = 'sent' | 'stored' | 'failed';

/** One email the portal wrote, as administrators read it in the outbox. */
export interface OutboxEmail {
  id: string;
  kind: 'loan-help' | 'support-ticket';
  from: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  /** The plain-text body. */
  text: string;
  status: OutboxStatus;
  error: string | null;
  /** ISO 8601 instants. */
  createdAt: string;
  sentAt: string | null;
}

/** `GET /api/admin/outbox` items (administrators): newest first, without the body. */
export type OutboxEmailSummary = Omit<OutboxEmail, 'text'>;

/** `GET /api/admin/outbox` query: 1-based page; `status` narrows the list. */
export interface OutboxQuery {
  page?: number;
  pageSize?: number;
  status?: OutboxStatus;
}

/** `GET /api/admin/email-settings` (administrators): how mail leaves, read from the server's configuration. */
export interface EmailSettingsStatus {
  /** True when SMTP_URL is set: emails are sent; otherwise they are only kept in the outbox. */
  smtpConfigured: boolean;
  /** The SMTP host and port when configured (never the credentials). */
  smtpServer: string | null;
  from: string;
  /** Where technical tickets are emailed. */
  supportAddress: string;
}
