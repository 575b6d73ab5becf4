/**
 * The account executive's broker book: their companies' contacts counted
 * (`GET /api/external-users/ae-summary`), a contact's portal record brought into line
 * (`POST /api/external-users/sync/:id`), and which account executives cover a company
 * (`GET|PUT /api/admin/organizations/:id/coverage`).
 */
import { Type, type Static } from 'typebox';
import { ApprovalStatusSchema, ExternalUserSchema } from './orgs-users';
import { DateTimeString, IdString, StringEnum } from './schema-kit';

/* ---------------------------------------------------------------- The book's summary */

/** `GET /api/external-users/ae-summary` query: administrators may name one account executive's book. */
export const AeSummaryQuerySchema = Type.Object({ aeId: Type.Optional(IdString()) }, { additionalProperties: false });
export type AeSummaryQuery = Static<typeof AeSummaryQuerySchema>;

/** Contact counts of a company (or of the whole book). */
const contactCounts = {
  /** Every contact, disabled ones included. */
  contacts: Type.Integer({ minimum: 0 }),
  /** Contacts who can sign in. */
  active: Type.Integer({ minimum: 0 }),
  disabled: Type.Integer({ minimum: 0 }),
  /** Contacts holding the loan officer role (a contact may hold both roles). */
  loanOfficers: Type.Integer({ minimum: 0 }),
  /** Contacts holding the loan processor role. */
  processors: Type.Integer({ minimum: 0 }),
  /** Contacts who can sign in but never chose a password: their invitation is still open. */
  invitationPending: Type.Integer({ minimum: 0 }),
};

export const AeCompanySummarySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  approvalStatus: ApprovalStatusSchema,
  ...contactCounts,
});
export type AeCompanySummary = Static<typeof AeCompanySummarySchema>;

export const AeSummaryTotalsSchema = Type.Object({ companies: Type.Integer({ minimum: 0 }), ...contactCounts });
export type AeSummaryTotals = Static<typeof AeSummaryTotalsSchema>;

/** `GET /api/external-users/ae-summary` answer: one row per company, by name, and the totals. */
export const AeSummarySchema = Type.Object({
  companies: Type.Array(AeCompanySummarySchema),
  totals: AeSummaryTotalsSchema,
});
export type AeSummary = Static<typeof AeSummarySchema>;

/* ---------------------------------------------------------------- Syncing a contact */

/**
 * What a sync did to the contact's portal record:
 * - `sessions-ended`: the contact's sign-ins were ended (refresh tokens revoked, access tokens
 *   refused, sockets closed), because they cannot sign in: their sign-in is disabled or their
 *   company is Inactive (`signInRefusalOf`);
 * - `invitation-sent`: the contact never chose a password and held no working invitation, so a
 *   new one was emailed;
 * - `cache-refreshed`: every cached copy of the contact (profile, contacts lists) was dropped,
 *   so every page reads the record as stored.
 */
export const CONTACT_SYNC_CHANGE_KINDS = ['sessions-ended', 'invitation-sent', 'cache-refreshed'] as const;
export type ContactSyncChangeKind = (typeof CONTACT_SYNC_CHANGE_KINDS)[number];

export const ContactSyncChangeSchema = Type.Object({
  kind: StringEnum(CONTACT_SYNC_CHANGE_KINDS),
  /** One sentence for the page. */
  detail: Type.String(),
});
export type ContactSyncChange = Static<typeof ContactSyncChangeSchema>;

/** `POST /api/external-users/sync/:id` answer (200): what was done, and the contact as stored now. */
export const ContactSyncResultSchema = Type.Object({
  contact: ExternalUserSchema,
  syncedAt: DateTimeString(),
  changes: Type.Array(ContactSyncChangeSchema),
});
export type ContactSyncResult = Static<typeof ContactSyncResultSchema>;

/** The sentences of a sync's changes, and its refusals. */
export const CONTACT_SYNC_TEXTS = {
  noContact: 'No contact with this id.',
  refused: 'Only the lender’s staff sync broker contacts.',
  sessionsEndedDisabled: 'Signed out everywhere: this contact’s sign-in is disabled.',
  sessionsEndedCompany: 'Signed out everywhere: their company is Inactive.',
  invitationSent: 'Invitation emailed again: this contact never chose a password.',
  cacheRefreshed: 'Every page now shows this contact as stored.',
} as const;

/* ---------------------------------------------------------------- Coverage */

/** An account executive covering a company. */
export const CoveringAeSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  /** The company's primary account executive, who always covers it. */
  primary: Type.Boolean(),
  /** False when the account executive's sign-in is disabled. */
  canSignIn: Type.Boolean(),
});
export type CoveringAe = Static<typeof CoveringAeSchema>;

/** `GET|PUT /api/admin/organizations/:id/coverage` answer: who covers the company, by name. */
export const OrganizationCoverageSchema = Type.Object({
  organizationId: Type.String(),
  aes: Type.Array(CoveringAeSchema),
});
export type OrganizationCoverage = Static<typeof OrganizationCoverageSchema>;

/** `PUT /api/admin/organizations/:id/coverage` body: every account executive who covers it (the primary one is kept). */
export const CoverageUpdateRequestSchema = Type.Object(
  { aeIds: Type.Array(IdString(), { uniqueItems: true, maxItems: 100 }) },
  { additionalProperties: false },
);
export type CoverageUpdateRequest = Static<typeof CoverageUpdateRequestSchema>;

export const COVERAGE_TEXTS = {
  adminsOnly: 'Only administrators choose which account executives cover a company.',
  notAccountExecutive: 'This user is not an account executive.',
  noOrganization: 'No organization with this id.',
  noAccountExecutive: 'No account executive with this id.',
  otherBookAdminsOnly: 'Only administrators see another account executive’s companies.',
} as const;
