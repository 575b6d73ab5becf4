import type { ValidationRule } from './types';

/*
 * What changed between two versions of a rule set, as a person reads it (the audit page's diff,
 * and services' one-sentence summary of each save): the set's own settings,
 * then rules added and removed (matched by id), rules moved, and for each changed rule every
 * property that differs ("Range › Maximum: 15 → 12"), its child rules and conditions included.
 */

/** A rule set's content, as stored in a version (a record's fields without its id and save time). */
export interface RuleSetSide {
  name: string;
  organizationId: string | null;
  tags: readonly string[];
  enabled: boolean;
  rules: readonly ValidationRule[];
}

export interface PropertyChange {
  label: string;
  before: string;
  after: string;
}

export interface RuleEntry {
  /** The id, or `id (2)` for a second rule with the same id. */
  key: string;
  rule: ValidationRule;
}

export interface ChangedRule extends RuleEntry {
  changes: PropertyChange[];
}

export interface RuleSetDiff {
  set: PropertyChange[];
  added: RuleEntry[];
  removed: RuleEntry[];
  changed: ChangedRule[];
  /** Rules kept but moved: the keys of the fewest rules whose moves explain the new order. */
  moved: string[];
  unchanged: number;
}

const NONE = '(none)';

/** How each property is named in a change, in the order changes are listed. */
const PROPERTY_LABELS: Record<string, string> = {
  ruleType: 'Type',
  fieldIdTemplate: 'Field',
  fieldId: 'Field',
  operator: 'Operator',
  disabled: 'Enabled',
  format: 'Format',
  range: 'Range',
  min: 'Minimum',
  max: 'Maximum',
  values: 'Values',
  regex: 'Pattern',
  dependentField: 'Dependent field',
  comparisonType: 'Comparison',
  comparisonField: 'Compared with',
  conditionType: 'Condition',
  conditionValue: 'Condition value',
  value: 'Condition value',
  logicalOperator: 'Logical operator',
  conditions: 'Condition',
  dependentRules: 'Dependent rule',
  executionRules: 'Execution rule',
  customErrorMessage: 'Message',
  customLabel: 'Label',
  displayOnly: 'Read-only',
};
const ORDER = Object.keys(PROPERTY_LABELS);

function scalarText(value: unknown): string {
  if (value === undefined || value === null) return NONE;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys of a list of rules or conditions, unique in the list: the id (or the position), `x (2)` for a repeat. */
function listKeys(items: readonly unknown[], byId: boolean): string[] {
  const seen = new Set<string>();
  return items.map((item, index) => {
    const id = byId && isRecord(item) && typeof item.id === 'string' && item.id !== '' ? `"${item.id}"` : String(index + 1);
    let key = id;
    for (let copy = 2; seen.has(key); copy += 1) key = `${id} (${copy})`;
    seen.add(key);
    return key;
  });
}

const listText = (items: unknown[]): string => (items.length === 0 ? NONE : items.map(scalarText).join(', '));

/** The properties of a rule (or condition, or range) as `label → text` lines, children under their own labels. */
function flatten(properties: object, label: string, out: Map<string, string>): void {
  const value = properties as Record<string, unknown>;
  const rank = (key: string) => ORDER.indexOf(key) + 1 || ORDER.length + 1;
  const keys = Object.keys(value).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const prefix = label === '' ? '' : `${label} › `;
  // A rule is on unless switched off: the switch is always listed, so turning it on or off shows.
  if ('ruleType' in value) out.set(`${prefix}Enabled`, value.disabled === true ? 'no' : 'yes');
  for (const key of keys) {
    if (key === 'disabled' && 'ruleType' in value) continue;
    const item = value[key];
    // A condition's `value` is its own; a rule's `value` stands for its condition value.
    const label = key === 'value' && !('ruleType' in value) ? 'Value' : (PROPERTY_LABELS[key] ?? key);
    const name = `${prefix}${label}`;
    if (Array.isArray(item) && item.some(isRecord)) {
      // Child rules are named by id, so a moved child compares with itself; conditions by position.
      const itemKeys = listKeys(item, key !== 'conditions');
      item.forEach((child, index) => {
        if (isRecord(child)) flatten(child, `${name} ${itemKeys[index]}`, out);
      });
    } else if (Array.isArray(item)) out.set(name, listText(item));
    else if (isRecord(item)) flatten(item, name, out);
    else out.set(name, scalarText(item));
  }
}

/** Every property that differs between two rules, in the order they read. */
export function ruleChanges(before: ValidationRule, after: ValidationRule): PropertyChange[] {
  const old = new Map<string, string>();
  const current = new Map<string, string>();
  flatten(before, '', old);
  flatten(after, '', current);
  const labels = [...old.keys(), ...[...current.keys()].filter((label) => !old.has(label))];
  return labels
    .map((label) => ({ label, before: old.get(label) ?? NONE, after: current.get(label) ?? NONE }))
    .filter((change) => change.before !== change.after);
}

/** The longest run of keys both orders share (kept in place); every other kept key moved. */
function movedKeys(before: string[], after: string[]): string[] {
  const common = Array.from({ length: before.length + 1 }, () => new Array<number>(after.length + 1).fill(0));
  for (let i = before.length - 1; i >= 0; i -= 1)
    for (let j = after.length - 1; j >= 0; j -= 1)
      common[i][j] = before[i] === after[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
  const inPlace = new Set<string>();
  for (let i = 0, j = 0; i < before.length && j < after.length; ) {
    if (before[i] === after[j]) {
      inPlace.add(before[i]);
      i += 1;
      j += 1;
    } else if (common[i + 1][j] >= common[i][j + 1]) i += 1;
    else j += 1;
  }
  return after.filter((key) => !inPlace.has(key));
}

/**
 * The difference from `before` to `after`. Rules are matched by id; `organizationName` names an
 * organisation for the set's own changes (null: all organisations).
 */
export function diffRuleSets(before: RuleSetSide, after: RuleSetSide, organizationName: (id: string | null) => string): RuleSetDiff {
  const set: PropertyChange[] = [];
  const note = (label: string, old: string, current: string) => {
    if (old !== current) set.push({ label, before: old, after: current });
  };
  note('Name', before.name, after.name);
  note('Organization', organizationName(before.organizationId), organizationName(after.organizationId));
  note('Tags', before.tags.join(', ') || NONE, after.tags.join(', ') || NONE);
  note('Enabled', before.enabled ? 'yes' : 'no', after.enabled ? 'yes' : 'no');

  const keyed = (rules: readonly ValidationRule[]) => {
    const keys = listKeys(rules, true).map((key) => key.replace(/^"(.*)"/, '$1'));
    return new Map(rules.map((rule, index) => [keys[index], rule]));
  };
  const old = keyed(before.rules);
  const current = keyed(after.rules);
  const added = [...current].filter(([key]) => !old.has(key)).map(([key, rule]) => ({ key, rule }));
  const removed = [...old].filter(([key]) => !current.has(key)).map(([key, rule]) => ({ key, rule }));
  const changed: ChangedRule[] = [];
  let unchanged = 0;
  for (const [key, rule] of current) {
    const previous = old.get(key);
    if (!previous) continue;
    const changes = ruleChanges(previous, rule);
    if (changes.length > 0) changed.push({ key, rule, changes });
    else unchanged += 1;
  }
  const moved = movedKeys(
    [...old.keys()].filter((key) => current.has(key)),
    [...current.keys()].filter((key) => old.has(key)),
  );
  return { set, added, removed, changed, moved, unchanged };
}

/** True when the two sides hold the same rule set. */
export function isEmptyDiff(diff: RuleSetDiff): boolean {
  return diff.set.length + diff.added.length + diff.removed.length + diff.changed.length + diff.moved.length === 0;
}
