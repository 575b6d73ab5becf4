/**
 * The create-loan rules judged on a loan document, as the rule executions the Add Loan wizard
 * shows: blank required fields (to fill in on its required-fields step) and every other failure
 * as a message. Pure: the rule sets, the document and the day are passed in.
 */
import {
  borrowerPairCount,
  evaluateRuleSets,
  fieldLabel,
  readFieldValues,
  type LoanDocument,
  type RuleError,
  type RuleExecutions,
  type RuleSet,
} from 'shared-rules';

const FILL_IN_RULE_TYPES = new Set(['REQUIRED', 'FORMFIELD']);

interface RuleIndex {
  fieldIds: Set<string>;
  ruleTypes: Map<string, string>;
}

function indexRules(rules: unknown, index: RuleIndex): void {
  if (!Array.isArray(rules)) return;
  for (const rule of rules) {
    if (typeof rule !== 'object' || rule === null) continue;
    const record = rule as Record<string, unknown>;
    if (typeof record.id === 'string' && typeof record.ruleType === 'string') index.ruleTypes.set(record.id, record.ruleType);
    for (const key of ['fieldIdTemplate', 'dependentField', 'comparisonField']) {
      if (typeof record[key] === 'string') index.fieldIds.add(record[key] as string);
    }
    if (Array.isArray(record.conditions)) {
      for (const condition of record.conditions) {
        const fieldId = (condition as { fieldId?: unknown } | null)?.fieldId;
        if (typeof fieldId === 'string') index.fieldIds.add(fieldId);
      }
    }
    indexRules(record.dependentRules, index);
    indexRules(record.executionRules, index);
  }
}

/**
 * Rule-set lists already indexed, by the list object: the services judge every new loan with the
 * same cached list (see `organizationRuleSets`), which `evaluateRuleSets` compiles once too.
 */
const indexes = new WeakMap<readonly RuleSet[], RuleIndex>();

/** The field ids and rule types of the enabled rule sets, worked out once per list. */
function ruleIndexOf(ruleSets: readonly RuleSet[]): RuleIndex {
  let index = indexes.get(ruleSets);
  if (index === undefined) {
    index = { fieldIds: new Set(), ruleTypes: new Map() };
    for (const set of ruleSets) if (set.enabled !== false) indexRules(set.rules, index);
    indexes.set(ruleSets, index);
  }
  return index;
}

/** Every field id the enabled rule sets read, with `#` templates expanded for each borrower pair. */
export function ruleFieldIds(ruleSets: readonly RuleSet[], pairCount: number): string[] {
  const index = ruleIndexOf(ruleSets);
  const ids: string[] = [];
  for (const id of index.fieldIds) {
    if (!id.endsWith('#')) ids.push(id);
    else for (let pair = 1; pair <= pairCount; pair += 1) ids.push(`${id}${pair}`);
  }
  return ids;
}

/** A rule failure as a person reads it: a leading field id replaced by the field's label. */
export function ruleErrorText(error: RuleError, pairCount: number): string {
  return error.fieldId !== '' && error.message.startsWith(`${error.fieldId} `)
    ? `${fieldLabel(error.fieldId, pairCount)}${error.message.slice(error.fieldId.length)}`
    : error.message;
}

/**
 * Judges the loan against the rule sets. Failures of REQUIRED and FORMFIELD rules become
 * `requiredFields` (field id and label, once per field); all others become `advancedConditions`
 * messages, with a leading field id replaced by the field's label. Empty lists mean the loan passes.
 * The rule sets are compiled and indexed on their first use only: pass the same list object for
 * as long as the rules stay the same (a changed rule set comes as a new list).
 */
export function loanRuleExecutions(ruleSets: readonly RuleSet[], document: LoanDocument, today: Date): RuleExecutions {
  const pairCount = borrowerPairCount(document.applications.length);
  const index = ruleIndexOf(ruleSets);
  const { values } = readFieldValues(document, ruleFieldIds(ruleSets, pairCount));
  const result = evaluateRuleSets(ruleSets, values, { borrowerPairs: pairCount, today });

  const requiredFields: RuleExecutions['requiredFields'] = [];
  const advancedConditions: RuleExecutions['advancedConditions'] = [];
  const seenFields = new Set<string>();
  const seenMessages = new Set<string>();
  for (const error of result.errors) {
    if (FILL_IN_RULE_TYPES.has(index.ruleTypes.get(error.ruleId) ?? '') && error.fieldId !== '') {
      if (seenFields.has(error.fieldId)) continue;
      seenFields.add(error.fieldId);
      requiredFields.push({ fieldId: error.fieldId, description: fieldLabel(error.fieldId, pairCount) });
      continue;
    }
    const message = ruleErrorText(error, pairCount);
    if (seenMessages.has(message)) continue;
    seenMessages.add(message);
    advancedConditions.push({ message });
  }
  return { requiredFields, advancedConditions };
}

/** True when the executions hold nothing to fix. */
export function rulesPassed(executions: RuleExecutions): boolean {
  return executions.requiredFields.length === 0 && executions.advancedConditions.length === 0;
}
