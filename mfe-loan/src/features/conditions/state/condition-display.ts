import {
  CONDITION_STATUSES,
  CONDITION_STATUS_LABELS,
  CONDITION_TRANSITIONS,
  OPEN_CONDITION_STATUSES,
  formatCalendarDate,
  formatInstantDateTime,
  type ConditionStatus,
  type IsoCalendarDate,
  type LoanCondition,
  type LoanConditions,
} from 'shared-rules';

/** The Badge colour of each status: open orange, submitted blue, cleared green, waived gray. */
export const CONDITION_STATUS_COLORS: Record<ConditionStatus, string> = {
  open: 'orange',
  submitted: 'blue',
  cleared: 'green',
  waived: 'gray',
};

/** Where a condition goes whose category is no longer one of the `conditions` setting's. */
export const OTHER_CATEGORY = 'Other';

export interface ConditionGroup {
  category: string;
  conditions: LoanCondition[];
}

/**
 * The conditions under their categories, in the setting's order, each keeping the order it came
 * in (oldest first); categories with no condition are left out, and conditions of a category the
 * setting no longer names come last, under "Other" (or in the setting's own "Other", if it has one).
 */
export function groupByCategory(categories: readonly string[], conditions: readonly LoanCondition[]): ConditionGroup[] {
  const groups = new Map<string, LoanCondition[]>(categories.map((category) => [category, []]));
  for (const condition of conditions) {
    const category = groups.has(condition.category) && condition.category !== OTHER_CATEGORY ? condition.category : OTHER_CATEGORY;
    const group = groups.get(category);
    if (group) group.push(condition);
    else groups.set(category, [condition]);
  }
  return [...groups].filter(([, members]) => members.length > 0).map(([category, members]) => ({ category, conditions: members }));
}

/** How many conditions stand in each status. */
export function statusCounts(conditions: readonly LoanCondition[]): Record<ConditionStatus, number> {
  const counts = Object.fromEntries(CONDITION_STATUSES.map((status) => [status, 0])) as Record<ConditionStatus, number>;
  for (const condition of conditions) counts[condition.status] += 1;
  return counts;
}

/** `3 open · 1 submitted · 2 cleared`: the statuses that have conditions, in their life's order; empty for none. */
export function countsLabel(conditions: readonly LoanCondition[]): string {
  const counts = statusCounts(conditions);
  return CONDITION_STATUSES.filter((status) => counts[status] > 0)
    .map((status) => `${counts[status]} ${CONDITION_STATUS_LABELS[status].toLowerCase()}`)
    .join(' · ');
}

export type StatusFilter = 'all' | ConditionStatus;

/** The status filter's choices, All first. */
export const STATUS_FILTERS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  ...CONDITION_STATUSES.map((status) => ({ value: status, label: CONDITION_STATUS_LABELS[status] })),
];

/** The filter a `?status=` value names; anything else (missing, mistyped) shows all. */
export function statusFilterOf(param: string | null): StatusFilter {
  return (CONDITION_STATUSES as readonly string[]).includes(param ?? '') ? (param as ConditionStatus) : 'all';
}

/** Whether the condition is still waiting for the broker (open) after its due date; pass the user's `today` in. */
export function isOverdue(condition: Pick<LoanCondition, 'status' | 'dueDate'>, today: IsoCalendarDate): boolean {
  return condition.status === 'open' && condition.dueDate !== null && condition.dueDate < today;
}

/** A due date as the pages show dates, `MM/dd/yyyy` (the stored text when it names no date). */
export function dueDateLabel(dueDate: IsoCalendarDate): string {
  return formatCalendarDate(dueDate) ?? dueDate;
}

/** An instant (added, commented, uploaded) in the user's zone, `11/21/2026 9:46 AM`. */
export function momentLabel(iso: string, timeZone?: string): string {
  return formatInstantDateTime(iso, { timeZone }) ?? iso;
}

/** What the user may do with one condition. */
export interface ConditionAbilities {
  /** The status moves offered, in CONDITION_TRANSITIONS' order. */
  moves: ConditionStatus[];
  edit: boolean;
  upload: boolean;
  reject: boolean;
}

const NOTHING: ConditionAbilities = { moves: [], edit: false, upload: false, reject: false };

/**
 * What the caller may do with a condition, by role and status: the lender's staff edit it, clear,
 * waive or reopen it and reject its documents; brokers mark an open one submitted and upload
 * documents while it is open or submitted (or closed, when the setting takes uploads then).
 * Nothing while the loan is read-only for the caller (services would refuse it).
 */
export function conditionAbilities(
  condition: Pick<LoanCondition, 'status'>,
  access: Pick<LoanConditions, 'canManage' | 'uploadsOnClosedConditions'>,
  readOnly = false,
): ConditionAbilities {
  if (readOnly) return NOTHING;
  const stillOpen = (OPEN_CONDITION_STATUSES as readonly ConditionStatus[]).includes(condition.status);
  const moves = CONDITION_TRANSITIONS[condition.status].filter((to) => (access.canManage ? to !== 'submitted' : to === 'submitted'));
  return {
    moves,
    edit: access.canManage,
    upload: !access.canManage && (stillOpen || access.uploadsOnClosedConditions),
    reject: access.canManage,
  };
}

export interface StatusMoveTexts {
  /** The button on the card. */
  action: string;
  /** The dialog's title and its confirming button (staff moves ask for an optional note). */
  confirm: string;
  /** The success toast's title. */
  done: string;
  /** The error toast's title. */
  failed: string;
}

/** What the page says for each move, by the status moved to. */
export const STATUS_MOVE_TEXTS: Record<ConditionStatus, StatusMoveTexts> = {
  cleared: { action: 'Clear', confirm: 'Clear condition', done: 'Condition cleared', failed: 'The condition was not cleared' },
  waived: { action: 'Waive', confirm: 'Waive condition', done: 'Condition waived', failed: 'The condition was not waived' },
  open: { action: 'Reopen', confirm: 'Reopen condition', done: 'Condition reopened', failed: 'The condition was not reopened' },
  submitted: {
    action: 'Mark submitted',
    confirm: 'Mark submitted',
    done: 'Condition marked submitted',
    failed: 'The condition was not marked submitted',
  },
};
