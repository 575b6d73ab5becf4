/**
 * Adding and removing a loan's borrower pairs (applications), versioned like a save: the call
 * names the loan-data version it was based on and a stale one is refused (409), because a pair
 * added or removed on an outdated view could land on the wrong people.
 */
import type { FastifyInstance } from 'fastify';
import {
  FIELD_CATALOGUE,
  MAX_BORROWER_PAIRS,
  emptyParty,
  readFieldValue,
  type BorrowerPair,
  type LoanDataSaved,
  type LoanDocument,
} from 'shared-rules';
import type { AuthUser } from '../../platform/auth/auth-user';
import { ApiError } from '../../platform/http/problem';
import type { LoanEventEntry } from '../loans';
import { pairPeople } from './change-sentences';
import { borrowerPairsOf } from './loan-data-rules';
import {
  announceLoanDataChange,
  lockLoanForChanges,
  prepareLoanWrite,
  staleLoanData,
  writeLoanVersion,
  type FieldChange,
  type LoanWriteContext,
} from './loan-data-store';
import { isPairField } from './loan-data-validation';

/** The catalogue's borrower-pair fields, by their plain id. */
const PAIR_FIELD_IDS = FIELD_CATALOGUE.filter(isPairField).map((definition) => definition.id);
/** Fields of one fixed application (the primary one's assets, liabilities, real estate): they move with it too. */
const APPLICATION_FIELD_IDS = FIELD_CATALOGUE.filter(
  (definition) => !isPairField(definition) && definition.jsonPath.startsWith('$.applications['),
).map((definition) => definition.id);

/**
 * The fields a pair removal gives to other people (or to nobody): every pair field of pair `from`
 * and the pairs after it (they move up), and the fixed application's fields when pair 1 goes.
 * Each is recorded as changed even where the value happens to be the same, so a save based on
 * an older version that touches one of them conflicts instead of writing onto someone else.
 */
function movedFields(before: LoanDocument, after: LoanDocument, from: number): FieldChange[] {
  const ids = from === 1 ? [...APPLICATION_FIELD_IDS] : [];
  for (let pair = from; pair <= before.applications.length; pair += 1) ids.push(...PAIR_FIELD_IDS.map((id) => `${id}#${pair}`));
  return ids.map((fieldId) => ({ fieldId, oldValue: readFieldValue(before, fieldId), newValue: readFieldValue(after, fieldId) }));
}

/** One pair change in one transaction: the stale check, the new document, its version and event; announced after. */
async function changePairs(
  app: FastifyInstance,
  context: LoanWriteContext,
  baseVersion: number,
  change: (document: LoanDocument) => { document: LoanDocument; changes: FieldChange[]; event: LoanEventEntry },
  now: Date,
): Promise<LoanDataSaved> {
  const saved = await app.db.transaction().execute(async (trx) => {
    const loan = await lockLoanForChanges(trx, context);
    if (baseVersion !== loan.dataVersion) throw staleLoanData(loan.dataVersion, []);
    const { document, changes, event } = change(loan.document);
    const version = loan.dataVersion + 1;
    await writeLoanVersion(trx, context, version, document, changes, now);
    await app.loanEvents.record(trx, { ...event, details: { ...event.details, version }, occurredAt: now });
    return { version, document };
  });
  await announceLoanDataChange(app, context);
  return { loanId: context.loanId, version: saved.version, borrowerPairs: borrowerPairsOf(saved.document), values: {} };
}

/** Adds an empty borrower pair after the last (at most MAX_BORROWER_PAIRS: 422 `borrower-pair-limit`). */
export async function addBorrowerPair(
  app: FastifyInstance,
  user: AuthUser,
  loanId: string,
  baseVersion: number,
  now: Date = new Date(),
): Promise<LoanDataSaved> {
  const context = await prepareLoanWrite(app, user, loanId);
  return changePairs(
    app,
    context,
    baseVersion,
    (document) => {
      const count = document.applications.length;
      if (count >= MAX_BORROWER_PAIRS) {
        throw new ApiError(422, 'borrower-pair-limit', `A loan holds at most ${MAX_BORROWER_PAIRS} borrower pairs.`);
      }
      const pair: BorrowerPair = { borrower: emptyParty(), assets: [], liabilities: [] };
      return {
        document: { ...document, applications: [...document.applications, pair] },
        // Fields of a new pair are empty before and after: no field changes.
        changes: [],
        event: {
          loanId,
          kind: 'borrower-pair-added',
          summary: `${context.actor.name} added borrower pair ${count + 1}.`,
          actor: context.actor,
          details: { pair: count + 1 },
        },
      };
    },
    now,
  );
}

/**
 * Removes borrower pair `pair`; the pairs after it move up. The last pair stays (422
 * `last-borrower-pair`); a pair the loan does not have is 404 `borrower-pair-not-found`. The
 * removed application is kept whole in the event's details, so nothing typed is lost.
 */
export async function removeBorrowerPair(
  app: FastifyInstance,
  user: AuthUser,
  loanId: string,
  pair: number,
  baseVersion: number,
  now: Date = new Date(),
): Promise<LoanDataSaved> {
  const context = await prepareLoanWrite(app, user, loanId);
  return changePairs(
    app,
    context,
    baseVersion,
    (document) => {
      const count = document.applications.length;
      if (pair > count)
        throw new ApiError(404, 'borrower-pair-not-found', `The loan has ${count} borrower pair(s): there is no pair ${pair}.`);
      if (count <= 1)
        throw new ApiError(422, 'last-borrower-pair', 'A loan keeps at least one borrower pair: change its borrowers instead.');
      const removed = document.applications[pair - 1];
      const after: LoanDocument = { ...document, applications: document.applications.filter((_, index) => index !== pair - 1) };
      const people = pairPeople([
        [removed.borrower.firstName, removed.borrower.lastName].filter(Boolean).join(' '),
        [removed.coBorrower?.firstName, removed.coBorrower?.lastName].filter(Boolean).join(' '),
      ]);
      const moved = pair < count ? '; the pairs after it moved up' : '';
      return {
        document: after,
        changes: movedFields(document, after, pair),
        event: {
          loanId,
          kind: 'borrower-pair-removed',
          summary: `${context.actor.name} removed borrower pair ${pair} (${people})${moved}.`,
          actor: context.actor,
          details: { pair, removed },
        },
      };
    },
    now,
  );
}
