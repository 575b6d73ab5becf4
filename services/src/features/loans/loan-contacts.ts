import type { FastifyInstance } from 'fastify';
import { contactsStepComplete, ROLE_LABELS, uiChannelOf, type LoanContactsUpdate, type LoanDetailContacts } from 'shared-rules';
import type { AuthUser } from '../../platform/auth/auth-user';
import { displayNameOf } from '../../platform/auth/display-name';
import { badRequest, notFound } from '../../platform/http/problem';
import { assertLoanOpenToChanges } from '../workflows';
import { announceLoanUpdate } from '../workflows';
import { readAddLoanSettings } from './add-loan-settings';
import { checkContact, type ContactRole } from './create-loan';
import { NO_LOAN, readableLoanOrganization } from './loan-access';
import { findLoanDetail } from './loan-queries';

const ROLES: ContactRole[] = ['loanOfficer', 'loanProcessor', 'submissionContact'];
const COLUMNS = { loanOfficer: 'loanOfficerId', loanProcessor: 'loanProcessorId', submissionContact: 'submissionContactId' } as const;

/**
 * Changes the loan's contacts: the same rules as the Add Loan wizard (each contact an external
 * user of the loan's organisation holding the role; the roles the channel needs are filled),
 * refused while the adverse-action lock holds the loan, and recorded in the loan's event log
 * with who, when, and each role before and after.
 */
export async function changeLoanContacts(
  app: FastifyInstance,
  user: AuthUser,
  loanId: string,
  update: LoanContactsUpdate,
): Promise<LoanDetailContacts> {
  const organizationId = await readableLoanOrganization(app, user, loanId);
  await app.access.assertOrgWritable(user, organizationId);
  await assertLoanOpenToChanges(app, user, loanId);
  const before = await findLoanDetail(app.db, loanId);
  if (!before) throw notFound(NO_LOAN);

  const { featureFlags } = await readAddLoanSettings(app);
  const choices = Object.fromEntries(ROLES.map((role) => [role, update[role] ? { organizationId, userId: update[role] } : null]));
  if (!contactsStepComplete(uiChannelOf(before.channel, before.delegated), choices, featureFlags.thirdContact)) {
    throw badRequest('contacts-required', `This loan needs its ${ROLE_LABELS.loanOfficer} and ${ROLE_LABELS.loanProcessor}.`, 'body');
  }
  const organizationName = before.organizationName;
  for (const role of ROLES) {
    const userId = update[role];
    if (userId) await checkContact(app.db, role, { orgId: organizationId, contactId: userId }, organizationId, organizationName);
  }

  const changed = ROLES.filter((role) => (before.contacts[role]?.userId ?? null) !== update[role]);
  if (changed.length === 0) return before.contacts;
  const actorName = await displayNameOf(app.db, user.id);
  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('loans')
      .set({ ...Object.fromEntries(changed.map((role) => [COLUMNS[role], update[role]])), updatedAt: new Date() })
      .where('id', '=', loanId)
      .execute();
    const newIds = changed.map((role) => update[role]).filter((id): id is string => id !== null);
    const after =
      newIds.length === 0 ? [] : await trx.selectFrom('users').select(['id', 'firstName', 'lastName']).where('id', 'in', newIds).execute();
    const nameOf = (id: string | null) => {
      const found = after.find((row) => row.id === id);
      return found ? `${found.firstName} ${found.lastName}` : 'nobody';
    };
    await app.loanEvents.record(trx, {
      loanId,
      kind: 'contacts-changed',
      summary: changed
        .map((role) => `${ROLE_LABELS[role]}: ${before.contacts[role]?.name ?? 'nobody'} → ${nameOf(update[role])}`)
        .join('; '),
      actor: { id: user.id, name: actorName },
      details: Object.fromEntries(changed.map((role) => [role, { from: before.contacts[role]?.userId ?? null, to: update[role] }])),
    });
  });
  announceLoanUpdate(app, { id: loanId, organizationId });
  const after = await findLoanDetail(app.db, loanId);
  if (!after) throw notFound(NO_LOAN);
  return after.contacts;
}
