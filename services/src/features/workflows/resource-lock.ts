import type { FastifyInstance } from 'fastify';
import type { LoanLockState } from 'shared-rules';
import type { AuthUser } from '../../platform/auth/auth-user';
import { displayNameOf } from '../../platform/auth/display-name';
import { ApiError, forbidden, notFound } from '../../platform/http/problem';
import { NO_LOAN, readableLoanOrganization } from '../loans';

/** The loan's resource lock and archived flag as stored, with the holder's name. */
export async function lockStateOf(app: FastifyInstance, loanId: string): Promise<LoanLockState> {
  const row = await app.db
    .selectFrom('loans')
    .leftJoin('users', 'users.id', 'loans.lockedBy')
    .select(['loans.lockedBy', 'loans.lockedAt', 'loans.archived', 'users.firstName', 'users.lastName'])
    .where('loans.id', '=', loanId)
    .executeTakeFirst();
  if (!row) throw notFound(NO_LOAN);
  const resourceLock =
    row.lockedBy !== null && row.lockedAt !== null
      ? { holder: { userId: row.lockedBy, name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() }, since: row.lockedAt.toISOString() }
      : null;
  return { loanId, resourceLock, archived: row.archived };
}

/** Whether the user may not change the loan: it is archived, or another staff member holds its lock. */
export const readOnlyFor = (state: LoanLockState, user: AuthUser) =>
  state.archived || (state.resourceLock !== null && state.resourceLock.holder.userId !== user.id);

/**
 * Refuses (423 `loan-read-only`) a change by anyone but the holder while a staff member holds the
 * loan's lock, and by everyone while it is archived. Every loan write calls it, documents too.
 */
export async function assertNotReadOnly(app: FastifyInstance, user: AuthUser, loanId: string): Promise<void> {
  const state = await lockStateOf(app, loanId);
  if (state.archived) throw loanArchived();
  if (readOnlyFor(state, user) && state.resourceLock) throw loanHeldBy(state.resourceLock.holder.name);
}

/** 423 `loan-read-only` for an archived loan. */
export const loanArchived = () => new ApiError(423, 'loan-read-only', 'This loan is archived: it can be read but not changed.');

/** 423 `loan-read-only` while another staff member holds the loan's lock. */
export const loanHeldBy = (holderName: string) =>
  new ApiError(423, 'loan-read-only', `${holderName} is working on this loan: it can be read but not changed until they release it.`);

async function announceLockState(app: FastifyInstance, loanId: string): Promise<LoanLockState> {
  const state = await lockStateOf(app, loanId);
  app.publish('room', `loan:${loanId}`, 'lock-update', state);
  return state;
}

const onlyStaff = () => forbidden("Only the lender's staff can hold a loan's lock.");

/** A staff member takes the loan's lock (409 lock-held while someone else holds it); audited and announced. */
export async function takeLock(app: FastifyInstance, user: AuthUser, loanId: string): Promise<LoanLockState> {
  const organizationId = await readableLoanOrganization(app, user, loanId);
  if (user.userType !== 'internal') throw onlyStaff();
  await app.access.assertOrgWritable(user, organizationId);
  const name = await displayNameOf(app.db, user.id);
  const taken = await app.db.transaction().execute(async (trx) => {
    // One statement decides between two staff members taking it at once.
    const updated = await trx
      .updateTable('loans')
      .set({ lockedBy: user.id, lockedAt: new Date() })
      .where('id', '=', loanId)
      .where((eb) => eb.or([eb('lockedBy', 'is', null), eb('lockedBy', '=', user.id)]))
      .where('archived', '=', false)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await app.loanEvents.record(trx, {
      loanId,
      kind: 'lock-taken',
      summary: `${name} took the loan's lock.`,
      actor: { id: user.id, name },
    });
    return true;
  });
  if (!taken) {
    const state = await lockStateOf(app, loanId);
    if (state.archived) throw loanArchived();
    throw new ApiError(409, 'lock-held', `${state.resourceLock?.holder.name ?? 'Someone'} already holds this loan's lock.`);
  }
  return announceLockState(app, loanId);
}

/** The holder (or an administrator) releases the loan's lock; audited and announced. */
export async function releaseLock(app: FastifyInstance, user: AuthUser, loanId: string): Promise<LoanLockState> {
  await readableLoanOrganization(app, user, loanId);
  const state = await lockStateOf(app, loanId);
  if (state.resourceLock === null) return state;
  if (state.resourceLock.holder.userId !== user.id && !app.access.isAdmin(user)) {
    throw forbidden(`Only ${state.resourceLock.holder.name} or an administrator can release this loan's lock.`);
  }
  const name = await displayNameOf(app.db, user.id);
  await app.db.transaction().execute(async (trx) => {
    await trx.updateTable('loans').set({ lockedBy: null, lockedAt: null }).where('id', '=', loanId).execute();
    const whose = state.resourceLock?.holder.userId === user.id ? '' : ` held by ${state.resourceLock?.holder.name}`;
    await app.loanEvents.record(trx, {
      loanId,
      kind: 'lock-released',
      summary: `${name} released the loan's lock${whose}.`,
      actor: { id: user.id, name },
    });
  });
  return announceLockState(app, loanId);
}

/** An administrator archives the loan (read-only for everyone) or restores it; audited and announced. */
export async function setArchived(app: FastifyInstance, user: AuthUser, loanId: string, archived: boolean): Promise<LoanLockState> {
  await readableLoanOrganization(app, user, loanId);
  if (!app.access.isAdmin(user)) throw forbidden('Only an administrator can archive or restore a loan.');
  const state = await lockStateOf(app, loanId);
  if (state.archived === archived) return state;
  const name = await displayNameOf(app.db, user.id);
  await app.db.transaction().execute(async (trx) => {
    await trx.updateTable('loans').set({ archived, updatedAt: new Date() }).where('id', '=', loanId).execute();
    await app.loanEvents.record(trx, {
      loanId,
      kind: archived ? 'archived' : 'unarchived',
      summary: archived ? `${name} archived the loan.` : `${name} restored the loan from the archive.`,
      actor: { id: user.id, name },
    });
  });
  return announceLockState(app, loanId);
}
