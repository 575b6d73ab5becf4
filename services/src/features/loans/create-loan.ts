/**
 * The create-loan call: every check the wizard makes is made again here (the server is the
 * authority), then the loan is written in one transaction. Any refusal leaves nothing behind.
 */
import { createHash, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  NON_QM_FIELD,
  NON_QM_SET_VALUE,
  ROLE_LABELS,
  channelOptions,
  contactsStepComplete,
  matchRedirectRule,
  nonQmAvailability,
  readFieldValue,
  readFieldValues,
  uiChannelOf,
  writeFieldValue,
  type LoanContactRef,
  type LoanCreateRequest,
  type LoanDocument,
  type LoanSummary,
  type RedirectRule,
  type RoleType,
} from 'shared-rules';
import type { AccessControl } from '../../platform/access/access-control';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { Database } from '../../platform/db/schema';
import type { PortalReadCache } from '../../platform/cache/plugin';
import { ApiError, badRequest, notFound } from '../../platform/http/problem';
import { toOrganization } from '../people';
import { CREATE_LOAN_TAG } from '../rule-sets';
import { organizationRuleSets } from '../rule-sets';
import { displayNameOf } from '../../platform/auth/display-name';
import type { LoanEventLog } from './loan-events';
import { readAddLoanSettings } from './add-loan-settings';
import { composeLoanDocument } from './compose-loan-document';
import { findLoanSummary } from './loan-queries';
import { formatLoanNumber, loanFolder, pipelineColumns } from './loan-records';
import { loanRuleExecutions, rulesPassed } from './rule-executions';
import { redeemImportedLoan } from './token-store';

export interface CreateLoanDependencies {
  db: Kysely<Database>;
  access: AccessControl;
  /** Holds the organisations' compiled create-loan rules and the settings the create call reads. */
  readCache: Pick<PortalReadCache, 'ruleSets' | 'settings'>;
  loanEvents: LoanEventLog;
  now: () => Date;
}

export interface CreateLoanOutcome {
  loan: LoanSummary;
  /** True when the Idempotency-Key was seen before: the loan is the one created then. */
  replayed: boolean;
}

export type ContactRole = 'loanOfficer' | 'loanProcessor' | 'submissionContact';
const CONTACT_ROLES: ContactRole[] = ['loanOfficer', 'loanProcessor', 'submissionContact'];
/** Role types a contact must hold; the submission contact may be either. */
const ROLE_TYPES: Record<ContactRole, RoleType[]> = {
  loanOfficer: ['lo'],
  loanProcessor: ['lp'],
  submissionContact: ['lo', 'lp'],
};

class IdempotencyRace extends Error {}

/** The Add Loan button is disabled unless the organisation is Active; the server refuses the same. */
export const organizationNotActive = (name: string, status: string) =>
  new ApiError(
    403,
    'organization-not-active',
    `${name} cannot add loans while its approval status is ${status}; loans can be added once it is Active.`,
  );

export function requestDigest(body: LoanCreateRequest): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

export async function createLoan(
  deps: CreateLoanDependencies,
  user: AuthUser,
  body: LoanCreateRequest,
  idempotencyKey: string | undefined,
): Promise<CreateLoanOutcome> {
  const { db, access } = deps;
  const digest = requestDigest(body);
  if (idempotencyKey !== undefined) {
    const replay = await findReplay(db, user, idempotencyKey, digest);
    if (replay) return { loan: replay, replayed: true };
  }

  // The loan belongs to the caller's organisation; staff create for the organisation of the contacts they pick.
  const contactRefs = CONTACT_ROLES.map((role) => [role, body.contacts[role] ?? null] as const);
  const organizationId = user.organizationId ?? contactRefs.find(([, ref]) => ref)?.[1]?.orgId;
  if (!organizationId)
    throw badRequest('contacts-required', 'Choose the loan contacts: their organisation owns the loan.', 'body.contacts');
  await access.assertOrgWritable(user, organizationId);
  const organizationRow = await db.selectFrom('organizations').selectAll().where('id', '=', organizationId).executeTakeFirst();
  if (!organizationRow) throw notFound('No organization with this id.');
  const organization = toOrganization(organizationRow);
  if (organization.basicInfo.approvalStatus.currentStatus !== 'Active') {
    throw organizationNotActive(organizationRow.name, organizationRow.approvalStatus);
  }

  const uiChannel = uiChannelOf(body.channel, body.delegated);
  if (uiChannel === null || channelOptions(organization).find((option) => option.channel === uiChannel)?.disabled !== false) {
    throw new ApiError(
      403,
      'channel-not-allowed',
      `${organizationRow.name} is not approved for the ${uiChannel ?? body.channel} channel.`,
      {
        fields: [{ field: 'body.channel', message: `${organizationRow.name} is not approved for this channel.` }],
      },
    );
  }

  const settings = await readAddLoanSettings(deps);
  const choices = Object.fromEntries(
    contactRefs.map(([role, ref]) => [role, ref ? { organizationId: ref.orgId, userId: ref.contactId } : null]),
  );
  if (!contactsStepComplete(uiChannel, choices, settings.featureFlags.thirdContact)) {
    const needed =
      uiChannel === 'Correspondent Delegated' && settings.featureFlags.thirdContact
        ? ROLE_LABELS.submissionContact
        : `${ROLE_LABELS.loanOfficer} and the ${ROLE_LABELS.loanProcessor}`;
    throw badRequest('contacts-required', `Choose the ${needed} (organisation and user).`, 'body.contacts');
  }
  for (const [role, ref] of contactRefs) if (ref) await checkContact(db, role, ref, organizationId, organizationRow.name);

  const imported = body.loanToken === undefined ? null : await redeemImportedLoan(db, user, body.loanToken, deps.now());
  const composed = composeLoanDocument(imported?.document ?? null, body);
  if (!composed.ok) {
    throw new ApiError(400, 'invalid-field-value', composed.problems[0].message, {
      fields: composed.problems.map(({ field, message }) => ({ field, message })),
    });
  }
  const document = composed.document;

  if (readFieldValue(document, NON_QM_FIELD) === NON_QM_SET_VALUE) {
    const nonQm = nonQmAvailability(uiChannel, settings.generalSettings.loanUpload);
    if (nonQm.disabled)
      throw new ApiError(422, 'non-qm-not-available', nonQm.tooltip ?? 'Non-QM products are not available for this channel.');
  }

  // The notice is asked only while the HOI opt-out feature is on; then it must be answered.
  const hoiNotice = settings.featureFlags.hoiOptOut ? (body.hoiNotice ?? null) : null;
  if (settings.featureFlags.hoiOptOut && hoiNotice === null) {
    throw badRequest('hoi-notice-required', 'Answer the homeowners-insurance notice before the loan is created.', 'body.hoiNotice');
  }

  const blocked = blockingRedirect(settings.loanUpload.redirectRules, document, deps.now());
  if (blocked !== null) throw new ApiError(422, 'upload-blocked', blocked);

  const { ruleSets } = await organizationRuleSets(deps, organizationId, CREATE_LOAN_TAG);
  const executions = loanRuleExecutions(ruleSets, document, deps.now());
  if (!rulesPassed(executions)) {
    const count = executions.requiredFields.length + executions.advancedConditions.length;
    throw new ApiError(422, 'rule-failures', `The loan cannot be created yet: ${count} rule(s) of the lender are not met.`, {
      additionalInfo: executions,
    });
  }

  const loanId = randomUUID();
  try {
    await db.transaction().execute(async (trx) => {
      const now = deps.now();
      const { rows } = await sql<{ n: string | number }>`select nextval('loan_number_seq') as n`.execute(trx);
      const loanNumber = formatLoanNumber(Number(rows[0].n), now);
      const numbered = writeFieldValue(document, '364', loanNumber, { allowReadOnly: true });
      if (!numbered.ok) throw new Error(numbered.problem.detail);
      await trx
        .insertInto('loans')
        .values({
          id: loanId,
          organizationId,
          loanNumber,
          channel: body.channel,
          delegated: body.channel === 'Correspondent' && body.delegated,
          status: 'Active',
          folder: loanFolder(body.channel, body.delegated),
          ...pipelineColumns(numbered.document),
          document: JSON.stringify(numbered.document),
          loanOfficerId: body.contacts.loanOfficer?.contactId ?? null,
          loanProcessorId: body.contacts.loanProcessor?.contactId ?? null,
          submissionContactId: body.contacts.submissionContact?.contactId ?? null,
          hoiNotice,
          createdBy: user.id,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      if (imported) await trx.deleteFrom('loanTokens').where('digest', '=', imported.digest).execute();
      const creator = await displayNameOf(trx, user.id);
      await deps.loanEvents.record(trx, {
        loanId,
        kind: 'created',
        summary: `${creator} created loan ${loanNumber}${imported ? ' from an imported loan file' : ''}.`,
        actor: { id: user.id, name: creator },
        occurredAt: now,
      });
      if (idempotencyKey !== undefined) {
        const recorded = await trx
          .insertInto('loanCreateRequests')
          .values({ userId: user.id, idempotencyKey, requestDigest: digest, loanId })
          .onConflict((oc) => oc.columns(['userId', 'idempotencyKey']).doNothing())
          .returning('loanId')
          .executeTakeFirst();
        // Another request with this key committed first: undo this one and answer with that loan.
        if (!recorded) throw new IdempotencyRace();
      }
    });
  } catch (error) {
    if (error instanceof IdempotencyRace && idempotencyKey !== undefined) {
      const replay = await findReplay(db, user, idempotencyKey, digest);
      if (replay) return { loan: replay, replayed: true };
    }
    throw error;
  }
  const loan = await findLoanSummary(db, loanId);
  if (!loan) throw new Error(`Loan ${loanId} was created but cannot be read back`);
  return { loan, replayed: false };
}

async function findReplay(db: Kysely<Database>, user: AuthUser, idempotencyKey: string, digest: string): Promise<LoanSummary | null> {
  const previous = await db
    .selectFrom('loanCreateRequests')
    .select(['loanId', 'requestDigest'])
    .where('userId', '=', user.id)
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst();
  if (!previous) return null;
  if (previous.requestDigest !== digest) {
    throw new ApiError(
      422,
      'idempotency-key-reused',
      'This Idempotency-Key was already used for a different loan. Send a new key for a new loan.',
    );
  }
  return findLoanSummary(db, previous.loanId);
}

/** Refuses (422 invalid-contact) a contact who is not an external user of the organisation holding the role. */
export async function checkContact(
  db: Kysely<Database>,
  role: ContactRole,
  ref: LoanContactRef,
  organizationId: string,
  organizationName: string,
): Promise<void> {
  const label = ROLE_LABELS[role];
  const field = `body.contacts.${role}`;
  const refuse = (detail: string) => new ApiError(422, 'invalid-contact', detail, { fields: [{ field, message: detail }] });
  if (ref.orgId !== organizationId) throw refuse(`The ${label} must be a contact of ${organizationName}.`);
  const contact = await db
    .selectFrom('users')
    .select(['firstName', 'lastName', 'roleTypes', 'organizationId', 'userType'])
    .where('id', '=', ref.contactId)
    .executeTakeFirst();
  if (!contact || contact.userType !== 'external' || contact.organizationId !== organizationId) {
    throw refuse(`The ${label} must be a contact of ${organizationName}.`);
  }
  const allowed = ROLE_TYPES[role];
  if (!contact.roleTypes.some((roleType) => allowed.includes(roleType))) {
    throw refuse(`${contact.firstName} ${contact.lastName} cannot be the ${label}: the contact does not hold that role.`);
  }
}

/**
 * The message of a redirect rule that blocks this upload, or null. Only rules that always apply
 * (no percent below 1) block here: a percentage split is rolled once, in the browser.
 */
function blockingRedirect(rules: RedirectRule[], document: LoanDocument, now: Date): string | null {
  const enabled = rules.filter((rule) => rule.enabled === true);
  if (enabled.length === 0) return null;
  const fieldIds = enabled.flatMap((rule) => (Array.isArray(rule.rules) ? rule.rules.map((condition) => condition.fieldId) : []));
  const { values } = readFieldValues(
    document,
    fieldIds.filter((id): id is string => typeof id === 'string'),
  );
  const outcome = matchRedirectRule(enabled, values, { random: () => 1, today: now });
  if (outcome.kind !== 'blocked') return null;
  return outcome.message.trim() !== '' ? outcome.message : 'Upload Blocked';
}
