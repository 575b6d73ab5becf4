/**
 * What a save changed in a rule set, in one sentence for the version list and the audit: rules
 * added, removed, changed or moved (by rule id), and the set's name, organisation, tags and switch.
 * Pure; the field-rules page shows the field-level difference of two versions itself.
 */
import type { ValidationRule } from 'shared-rules';

export interface RuleSetContent {
  name: string;
  organizationId: string | null;
  tags: readonly string[];
  enabled: boolean;
  rules: readonly ValidationRule[];
}

/** Rule ids a sentence names before it says "and N more": a save may touch two thousand rules. */
const NAMED_IDS = 5;

/** JSON with object keys sorted, so two rules equal in content compare equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Top-level rules by a key unique in the list: the id, and `id (2)` for a second rule with the same id. */
function keyedRules(rules: readonly ValidationRule[]): Map<string, string> {
  const keyed = new Map<string, string>();
  for (const rule of rules) {
    const id = typeof rule?.id === 'string' && rule.id !== '' ? rule.id : '(no id)';
    let key = id;
    for (let copy = 2; keyed.has(key); copy += 1) key = `${id} (${copy})`;
    keyed.set(key, canonicalJson(rule));
  }
  return keyed;
}

function named(label: string, ids: string[]): string {
  const shown = ids.slice(0, NAMED_IDS).join(', ');
  const more = ids.length > NAMED_IDS ? ` and ${ids.length - NAMED_IDS} more` : '';
  return `${label}: ${shown}${more}.`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The changes from `before` (null: the rule set is new) to `after`, as sentences: "Rule added:
 * x. Rule changed: y. Renamed from "A" to "B"." — or "No changes." when the save stored the same
 * rule set again.
 */
export function ruleSetChangeSummary(before: RuleSetContent | null, after: RuleSetContent): string {
  if (before === null) return `Created with ${plural(after.rules.length, 'rule', 'rules')}.`;
  const sentences: string[] = [];
  if (before.name !== after.name) sentences.push(`Renamed from "${before.name}" to "${after.name}".`);
  if (before.organizationId !== after.organizationId) {
    sentences.push(`Now applies to ${after.organizationId === null ? 'all organizations' : `organization ${after.organizationId}`}.`);
  }
  if (before.enabled !== after.enabled) sentences.push(after.enabled ? 'Switched on.' : 'Switched off.');
  const tagsAdded = after.tags.filter((tag) => !before.tags.includes(tag));
  const tagsRemoved = before.tags.filter((tag) => !after.tags.includes(tag));
  if (tagsAdded.length > 0) sentences.push(named(tagsAdded.length === 1 ? 'Tag added' : 'Tags added', tagsAdded));
  if (tagsRemoved.length > 0) sentences.push(named(tagsRemoved.length === 1 ? 'Tag removed' : 'Tags removed', tagsRemoved));

  const old = keyedRules(before.rules);
  const current = keyedRules(after.rules);
  const added = [...current.keys()].filter((key) => !old.has(key));
  const removed = [...old.keys()].filter((key) => !current.has(key));
  const changed = [...current.keys()].filter((key) => old.has(key) && old.get(key) !== current.get(key));
  if (added.length > 0) sentences.push(named(added.length === 1 ? 'Rule added' : 'Rules added', added));
  if (changed.length > 0) sentences.push(named(changed.length === 1 ? 'Rule changed' : 'Rules changed', changed));
  if (removed.length > 0) sentences.push(named(removed.length === 1 ? 'Rule removed' : 'Rules removed', removed));
  const keptBefore = [...old.keys()].filter((key) => current.has(key));
  const keptAfter = [...current.keys()].filter((key) => old.has(key));
  if (keptBefore.some((key, index) => keptAfter[index] !== key)) sentences.push('Rules reordered.');
  return sentences.length === 0 ? 'No changes.' : sentences.join(' ');
}
