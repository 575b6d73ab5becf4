/**
 * `PATCH /api/loans/:loanId/loan-data`: changed fields saved against the version they were based
 * on. Every refusal happens before anything is written: input problems (400, 403 for brokers
 * changing display-only fields), another user's change to one of the same fields (409 with the
 * conflicts) and the loan-data rules (422, one entry per failing field).
 */
import type { FastifyInstance } from 'fastify';
import {
  readFieldValue,
  writeFieldValue,
  type LoanDataConflict,
  type LoanDataSaveRequest,
  type LoanDataSaved,
  type LoanDocument,
} from 'shared-rules';
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { Database } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/problem';
import { fieldChangeSentence } from './change-sentences';
import { borrowerPairsOf, displayOnlyFields, loanDataRuleFailures } from './loan-data-rules';
import {
  announceLoanDataChange,
  lockLoanForChanges,
  prepareLoanWrite,
  staleLoanData,
  writeLoanVersion,
  type FieldChange,
  type LoanWriteContext,
} from './loan-data-store';
import { checkChanges, pairsOutOfRange, type ChangeProblem, type ChangeProblemCode, type CheckedChange } from './loan-data-validation';

/** The code a refusal carries when a save has several kinds of input problems: the first listed here. */
const PROBLEM_ORDER: ChangeProblemCode[] = [
  'unknown-field',
  'read-only-field',
  'duplicate-field',
  'borrower-pair-out-of-range',
  'invalid-field-value',
];

const changePath = (fieldId: string) => (fieldId === '' ? 'body.changes' : `body.changes.${fieldId}`);

/** 400 naming every field at fault; the code is the most telling kind among them. */
function inputRefusal(problems: readonly ChangeProblem[]): ApiError {
  const code = PROBLEM_ORDER.find((candidate) => problems.some((problem) => problem.code === candidate)) ?? 'invalid-field-value';
  const first = problems.find((problem) => problem.code === code) ?? problems[0];
  const more = problems.length > 1 ? ` (${problems.length - 1} more problem(s) in fields)` : '';
  return new ApiError(400, code, `${first.message}${more}`, {
    fields: problems.map((problem) => ({ field: changePath(problem.fieldId), message: problem.message })),
  });
}

/** Equal stored values: the same text, number or flag (a change to the value already stored is no change). */
const sameValue = (left: unknown, right: unknown) => left === right || (left == null && right == null);

/** A change that changes the stored value, with the value before and after. */
interface AppliedChange extends FieldChange {
  change: CheckedChange;
}

/**
 * The document with the changes written (in memory; structurally shared, so cheap), and the
 * changes that change a stored value, with their values before and after as stored.
 */
function applyChanges(document: LoanDocument, changes: readonly CheckedChange[]): { document: LoanDocument; applied: AppliedChange[] } {
  let current = document;
  const applied: AppliedChange[] = [];
  for (const change of changes) {
    const written = writeFieldValue(current, change.canonicalId, change.value);
    if (!written.ok) throw inputRefusal([{ code: 'invalid-field-value', fieldId: change.fieldId, message: written.problem.detail }]);
    const oldValue = readFieldValue(document, change.canonicalId);
    const newValue = readFieldValue(written.document, change.canonicalId);
    if (sameValue(oldValue, newValue)) continue;
    current = written.document;
    applied.push({ change, fieldId: change.canonicalId, oldValue, newValue });
  }
  return { document: current, applied };
}

/** The fields changed by others since `baseVersion` that this save changes too, with who changed them last and when. */
async function conflictsSince(
  trx: Kysely<Database>,
  context: LoanWriteContext,
  baseVersion: number,
  changes: readonly AppliedChange[],
  document: LoanDocument,
): Promise<LoanDataConflict[]> {
  if (changes.length === 0) return [];
  const rows = await trx
    .selectFrom('loanFieldChanges')
    .select(['fieldId', 'changedBy', 'changedByName', 'changedAt'])
    .where('loanId', '=', context.loanId)
    .where('version', '>', baseVersion)
    .where(
      'fieldId',
      'in',
      changes.map((change) => change.fieldId),
    )
    .orderBy('version', 'desc')
    .execute();
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(row.fieldId)) latest.set(row.fieldId, row);
  return changes.flatMap(({ change, fieldId, newValue }) => {
    const row = latest.get(fieldId);
    if (row === undefined) return [];
    return [
      {
        fieldId: change.fieldId,
        yours: newValue,
        theirs: readFieldValue(document, fieldId),
        changedBy: { userId: row.changedBy, name: row.changedByName },
        changedAt: row.changedAt.toISOString(),
      },
    ];
  });
}

/**
 * 403 when anyone, lender staff included, changes a field the FORMFIELD rules show for information
 * only (spec: display-only fields flagged by rules are disabled). Such a field is filled by the
 * loan file or the lender's systems; to let it be typed in, an administrator clears the rule's
 * read-only switch.
 */
function refuseDisplayOnly(context: LoanWriteContext, changes: readonly CheckedChange[], pairs: number): void {
  const displayOnly = displayOnlyFields(context.rules, pairs);
  const refused = changes.filter(
    (change) => displayOnly.has(change.canonicalId) || (change.pair === 1 && displayOnly.has(change.definition.id)),
  );
  if (refused.length === 0) return;
  const message = (change: CheckedChange) =>
    `${change.definition.description} (${change.fieldId}) is shown for information only: a field rule of the lender makes it read-only.`;
  throw new ApiError(403, 'display-only-field', message(refused[0]), {
    fields: refused.map((change) => ({ field: changePath(change.fieldId), message: message(change) })),
  });
}

/** 422 `invalid-loan-data` when the loan, with the changes, fails the loan-data rules: one entry per failing field. */
function refuseRuleFailures(context: LoanWriteContext, document: LoanDocument, now: Date): void {
  const failures = loanDataRuleFailures(context.rules, document, now);
  if (failures.size === 0) return;
  const fields = [...failures].map(([fieldId, messages]) => ({ field: changePath(fieldId), message: messages.join('; ') }));
  const [firstId, firstMessages] = [...failures][0];
  throw new ApiError(
    422,
    'invalid-loan-data',
    `The loan's data does not pass the lender's rules (${failures.size} field(s)): ${firstId === '' ? '' : `${firstId}: `}${firstMessages[0]}.`,
    { fields },
  );
}

interface SaveOutcome {
  version: number;
  document: LoanDocument;
  written: boolean;
}

/**
 * Saves the changed fields of a loan. A save based on the current version is saved; one based on
 * an older version is saved on top when none of its fields changed since (others changed other
 * fields: nothing is lost), and refused with 409 `stale-loan-data` listing the conflicts when
 * some did. Fields whose value is already stored are no change. One transaction writes the
 * document, the next version, a change row and a `field-changed` event per field; after it the
 * step is judged again and `loan-update` announced.
 */
export async function saveLoanData(
  app: FastifyInstance,
  user: AuthUser,
  loanId: string,
  request: LoanDataSaveRequest,
  now: Date = new Date(),
): Promise<LoanDataSaved> {
  const checked = checkChanges(request.changes);
  if (checked.problems.length > 0) throw inputRefusal(checked.problems);
  const context = await prepareLoanWrite(app, user, loanId);

  const outcome = await app.db.transaction().execute(async (trx): Promise<SaveOutcome> => {
    const loan = await lockLoanForChanges(trx, context);
    const pairs = borrowerPairsOf(loan.document);
    const outOfRange = pairsOutOfRange(checked.changes, pairs);
    if (outOfRange.length > 0) throw inputRefusal(outOfRange);
    const { document, applied } = applyChanges(loan.document, checked.changes);
    if (request.version > loan.dataVersion) throw staleLoanData(loan.dataVersion, []);
    if (request.version < loan.dataVersion) {
      const conflicts = await conflictsSince(trx, context, request.version, applied, loan.document);
      if (conflicts.length > 0) throw staleLoanData(loan.dataVersion, conflicts);
    }
    refuseDisplayOnly(
      context,
      applied.map(({ change }) => change),
      pairs,
    );
    if (applied.length === 0) return { version: loan.dataVersion, document: loan.document, written: false };
    refuseRuleFailures(context, document, now);

    const version = loan.dataVersion + 1;
    await writeLoanVersion(trx, context, version, document, applied, now);
    await app.loanEvents.recordMany(
      trx,
      applied.map((entry) => ({
        loanId,
        kind: 'field-changed' as const,
        summary: fieldChangeSentence(context.actor.name, entry.change, entry),
        actor: context.actor,
        details: { fieldId: entry.fieldId, from: entry.oldValue, to: entry.newValue, version },
        occurredAt: now,
      })),
    );
    return { version, document, written: true };
  });

  if (outcome.written) await announceLoanDataChange(app, context);
  return {
    loanId,
    version: outcome.version,
    borrowerPairs: borrowerPairsOf(outcome.document),
    values: Object.fromEntries(checked.changes.map((change) => [change.fieldId, readFieldValue(outcome.document, change.canonicalId)])),
  };
}
