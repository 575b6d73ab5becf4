/**
 * The adverse-action lock (a loan with an adverse action is restricted to its Documents tab)
 * and the general loan lock.
 */

/** HMDA action-taken values, as the loan's action-taken field holds them. */
export const ACTION_TAKEN = {
  approvedNotAccepted: 'Application approved but not accepted',
  denied: 'Application denied',
  withdrawn: 'Application withdrawn',
  closedForIncompleteness: 'File Closed for incompleteness',
  preapprovalDenied: 'Preapproval request denied by financial institution',
  preapprovalApprovedNotAccepted: 'Preapproval request approved but not accepted',
} as const;

/** Variant A (TPO): action-taken values that lock together with the folder move. */
export const TPO_ADVERSE_ACTIONS: readonly string[] = [
  ACTION_TAKEN.approvedNotAccepted,
  ACTION_TAKEN.withdrawn,
  ACTION_TAKEN.closedForIncompleteness,
];

/** Variant B: action-taken values that lock on their own. */
export const ADVERSE_ACTIONS: readonly string[] = [
  ACTION_TAKEN.approvedNotAccepted,
  ACTION_TAKEN.denied,
  ACTION_TAKEN.withdrawn,
  ACTION_TAKEN.closedForIncompleteness,
  ACTION_TAKEN.preapprovalDenied,
  ACTION_TAKEN.preapprovalApprovedNotAccepted,
];

/** Variant A: loan folders whose adverse-action move locks the loan. */
export const ADVERSE_ACTION_FOLDERS: readonly string[] = [
  'Retail',
  'TPO Pending',
  'Corr Delegated',
  'Corr Non-Delegated',
  'Employee Loans',
];

export const ADVERSE_ACTION_FOLDER_SUFFIX = 'Adverse Action';

/**
 * Where the lock's facts are kept on a loan: the HMDA action taken (1393) in the loan document,
 * and the loan-origination system's archived-new-instance flag and move folder as custom fields
 * (the lender's system writes them when it moves a loan to an "Adverse Action" folder). The
 * current folder is the loan's folder column.
 */
export const ADVERSE_ACTION_FIELD_IDS = {
  actionTaken: '1393',
  archivedNewInstance: 'CX.ARCHIVEDNEWINSTANCE',
  moveFolder: 'CX.MOVEFOLDER',
} as const;

/** The loan facts the lock reads. */
export interface AdverseActionValues {
  actionTaken?: string | null;
  /** The archived-new-instance flag, "Y" when set. */
  archivedNewInstance?: string | boolean | null;
  currentFolder?: string | null;
  moveFolder?: string | null;
}

/**
 * Which trigger locks a loan. The specification gives two and does not say whether they
 * coexist: `A` is the TPO trigger (action taken plus archived instance plus the move to the
 * folder's "Adverse Action" twin), `B` the action-taken trigger alone. The portal defaults to
 * `both` (either locks): a loan with an adverse action must not stay editable because only one
 * of the two records was updated, and B alone already covers most of A.
 */
export type AdverseActionTrigger = 'A' | 'B' | 'both';
export const DEFAULT_ADVERSE_ACTION_TRIGGER: AdverseActionTrigger = 'both';

const same = (left: unknown, right: string) => typeof left === 'string' && left.trim().toLowerCase() === right.toLowerCase();
const oneOf = (value: unknown, list: readonly string[]) => list.some((entry) => same(value, entry));

function isYes(flag: unknown): boolean {
  return flag === true || same(flag, 'Y');
}

/** Variant A: TPO action taken, archived-new-instance flag Y, and a move from a listed folder to its "Adverse Action" folder. */
export function tpoAdverseActionTriggered(values: AdverseActionValues): boolean {
  if (!oneOf(values.actionTaken, TPO_ADVERSE_ACTIONS) || !isYes(values.archivedNewInstance)) return false;
  const folder = ADVERSE_ACTION_FOLDERS.find((entry) => same(values.currentFolder, entry));
  return folder !== undefined && same(values.moveFolder, `${folder} ${ADVERSE_ACTION_FOLDER_SUFFIX}`);
}

/** Variant B: the action taken is any adverse action. */
export function actionTakenAdverseActionTriggered(values: AdverseActionValues): boolean {
  return oneOf(values.actionTaken, ADVERSE_ACTIONS);
}

/**
 * Whether the adverse-action lock applies: the loan page then shows only the Documents tab and
 * sends the user there. Text is compared trimmed and without case. `trigger` picks the
 * variant; leave it at the default unless the lender has chosen one.
 */
export function adverseActionLocked(values: AdverseActionValues, trigger: AdverseActionTrigger = DEFAULT_ADVERSE_ACTION_TRIGGER): boolean {
  const a = trigger !== 'B' && tpoAdverseActionTriggered(values);
  const b = trigger !== 'A' && actionTakenAdverseActionTriggered(values);
  return a || b;
}

export interface LoanLockFacts {
  /** Another user or process holds the loan's resource lock. */
  resourceLockHeld: boolean;
  /** The loan's archived flag: true, or "Y". */
  archived?: boolean | string | null;
}

/** Whether a loan is locked against edits: its resource lock is held or it is archived. */
export function loanLocked(facts: LoanLockFacts): boolean {
  return facts.resourceLockHeld === true || isYes(facts.archived);
}
