/**
 * What a save changed in a rule set, in one sentence for the version list and the audit: rules
 * added, removed, changed or moved (by rule id), and the set's name, organisation, tags and switch.
 * The rules are compared by shared-rules' `diffRuleSets`, the field-level diff the audit page shows.
 */
import { diffRuleSets, type RuleSetSide } from 'shared-rules';

/** What a version stores of a rule set. */
export type RuleSetContent = RuleSetSide;

/** Rule ids a sentence names before it says "and N more": a save may touch two thousand rules. */
const NAMED_IDS = 5;

function named(label: string, ids: readonly string[]): string {
  const shown = ids.slice(0, NAMED_IDS).join(', ');
  const more = ids.length > NAMED_IDS ? ` and ${ids.length - NAMED_IDS} more` : '';
  return `${label}: ${shown}${more}.`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "Rule added: x." or "Rules added: x, y." — nothing when `keys` is empty. */
function listed(one: string, many: string, keys: readonly string[]): string[] {
  return keys.length === 0 ? [] : [named(keys.length === 1 ? one : many, keys)];
}

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
  sentences.push(
    ...listed(
      'Tag added',
      'Tags added',
      after.tags.filter((tag) => !before.tags.includes(tag)),
    ),
  );
  sentences.push(
    ...listed(
      'Tag removed',
      'Tags removed',
      before.tags.filter((tag) => !after.tags.includes(tag)),
    ),
  );

  const rules = diffRuleSets(before, after, (id) => id ?? '');
  sentences.push(
    ...listed(
      'Rule added',
      'Rules added',
      rules.added.map((entry) => entry.key),
    ),
  );
  sentences.push(
    ...listed(
      'Rule changed',
      'Rules changed',
      rules.changed.map((entry) => entry.key),
    ),
  );
  sentences.push(
    ...listed(
      'Rule removed',
      'Rules removed',
      rules.removed.map((entry) => entry.key),
    ),
  );
  if (rules.moved.length > 0) sentences.push('Rules reordered.');
  return sentences.length === 0 ? 'No changes.' : sentences.join(' ');
}
