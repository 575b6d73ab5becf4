import {
  setMembers,
  valueText,
  type Condition,
  type ConditionOperator,
  type ConditionValue,
  type RuleType,
  type ValidationRule,
} from 'shared-rules';
import { usesInput } from './rule-types';

/*
 * A rule set as the editor's form holds it: every input of a rule present as text (or a list, or
 * a switch), child rules and conditions as nested lists, and a `uid` on each row so React keeps a
 * row's inputs with it when rows move. `toRule` writes back only what the rule type uses; what the
 * form shows as text keeps its stored type while unchanged, so an untouched rule saves as it was.
 */

export interface ConditionValues {
  uid: string;
  fieldId: string;
  operator: ConditionOperator | '';
  value: string;
  /** The condition as stored (null for a new one). */
  stored: Condition | null;
}

export interface RuleValues {
  uid: string;
  id: string;
  ruleType: RuleType | '';
  fieldIdTemplate: string;
  enabled: boolean;
  customErrorMessage: string;
  format: string;
  rangeMin: string;
  rangeMax: string;
  values: string[];
  regex: string;
  dependentField: string;
  comparisonField: string;
  comparisonType: string;
  conditionType: string;
  conditionValue: string;
  /** COMPOSITE: how the dependent rules combine. */
  operator: string;
  logicalOperator: string;
  conditions: ConditionValues[];
  dependentRules: RuleValues[];
  executionRules: RuleValues[];
  customLabel: string;
  displayOnly: boolean;
  /** The rule as stored (null for a new one): its other properties and the stored types of its values. */
  stored: ValidationRule | null;
}

let uids = 0;
/** A key for a new row, unique for this page's lifetime. */
export const nextUid = (): string => {
  uids += 1;
  return `rule-row-${uids}`;
};

/** Properties the form edits; any other property of a stored rule is saved back untouched. */
const EDITED_KEYS = new Set<string>([
  'id',
  'ruleType',
  'fieldIdTemplate',
  'disabled',
  'customErrorMessage',
  'format',
  'range',
  'values',
  'regex',
  'dependentField',
  'comparisonField',
  'comparisonType',
  'conditionType',
  'conditionValue',
  'value',
  'operator',
  'logicalOperator',
  'conditions',
  'dependentRules',
  'executionRules',
  'customLabel',
  'displayOnly',
]);

/** How a stored value reads in a text input ('' for none). */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  return valueText(value);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : textOf(value));

/** A blank condition row. */
export const newCondition = (): ConditionValues => ({ uid: nextUid(), fieldId: '', operator: 'EQUAL', value: '', stored: null });

/** A blank rule of `ruleType` (none chosen yet when empty). */
export function newRule(id = '', ruleType: RuleType | '' = ''): RuleValues {
  return {
    uid: nextUid(),
    id,
    ruleType,
    fieldIdTemplate: '',
    enabled: true,
    customErrorMessage: '',
    format: '',
    rangeMin: '',
    rangeMax: '',
    values: [],
    regex: '',
    dependentField: '',
    comparisonField: '',
    comparisonType: '',
    conditionType: '',
    conditionValue: '',
    operator: '',
    logicalOperator: '',
    conditions: [],
    dependentRules: [],
    executionRules: [],
    customLabel: '',
    displayOnly: false,
    stored: null,
  };
}

function conditionValues(condition: Condition): ConditionValues {
  return {
    uid: nextUid(),
    fieldId: text(condition.fieldId),
    operator: condition.operator ?? '',
    value: textOf(condition.value),
    stored: condition,
  };
}

const childRules = (list: unknown): ValidationRule[] =>
  Array.isArray(list) ? list.filter((item) => typeof item === 'object' && item) : [];

/**
 * A stored rule as form values. Rows take the uids of the rows at the same place in `like` (the
 * values just saved), so a saved rule set keeps its open rule and focus.
 */
export function toRuleValues(rule: ValidationRule, like?: RuleValues): RuleValues {
  return {
    uid: like?.uid ?? nextUid(),
    id: text(rule.id),
    ruleType: rule.ruleType ?? '',
    fieldIdTemplate: text(rule.fieldIdTemplate),
    enabled: rule.disabled !== true,
    customErrorMessage: text(rule.customErrorMessage),
    format: text(rule.format),
    rangeMin: textOf(rule.range?.min),
    rangeMax: textOf(rule.range?.max),
    values: rule.values === undefined ? [] : setMembers(rule.values),
    regex: text(rule.regex),
    dependentField: text(rule.dependentField),
    comparisonField: text(rule.comparisonField),
    comparisonType: text(rule.comparisonType),
    conditionType: text(rule.conditionType),
    conditionValue: textOf(rule.conditionValue ?? rule.value),
    operator: text(rule.operator),
    logicalOperator: text(rule.logicalOperator),
    conditions: (Array.isArray(rule.conditions) ? rule.conditions : []).map((condition, index) => ({
      ...conditionValues(condition),
      uid: like?.conditions[index]?.uid ?? nextUid(),
    })),
    dependentRules: childRules(rule.dependentRules).map((child, index) => toRuleValues(child, like?.dependentRules[index])),
    executionRules: childRules(rule.executionRules).map((child, index) => toRuleValues(child, like?.executionRules[index])),
    customLabel: text(rule.customLabel),
    displayOnly: rule.displayOnly === true,
    stored: rule,
  };
}

/** The stored value while its text is unchanged, else the text (trimmed; undefined when empty). */
function keptOrText(stored: unknown, edited: string): unknown {
  if (stored !== undefined && textOf(stored) === edited) return stored;
  const trimmed = edited.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A range bound: the stored value while unchanged, else a number when the text is one (the engine reads both). */
function bound(stored: unknown, edited: string): unknown {
  const kept = keptOrText(stored, edited);
  if (typeof kept !== 'string' || kept === stored) return kept;
  const number = Number(kept);
  return Number.isFinite(number) ? number : kept;
}

/** The range of a RANGE rule, or undefined when neither bound is given. */
function rangeOf(stored: ValidationRule | null, values: RuleValues): ValidationRule['range'] {
  const range: NonNullable<ValidationRule['range']> = {};
  const min = bound(stored?.range?.min, values.rangeMin) as number | string | null | undefined;
  const max = bound(stored?.range?.max, values.rangeMax) as number | string | null | undefined;
  if (min !== undefined) range.min = min;
  if (max !== undefined) range.max = max;
  return Object.keys(range).length === 0 ? undefined : range;
}

function sameMembers(stored: unknown, edited: string[]): boolean {
  if (stored === undefined) return false;
  const members = setMembers(stored);
  return members.length === edited.length && members.every((member, index) => member === edited[index]);
}

function toCondition(values: ConditionValues): Condition {
  const condition: Condition = { ...(values.stored ?? {}), fieldId: values.fieldId.trim(), operator: values.operator as ConditionOperator };
  const value = keptOrText(values.stored?.value, values.value) as ConditionValue | undefined;
  if (value === undefined) delete condition.value;
  else condition.value = value;
  return condition;
}

/** Sets `key` to `value`, or leaves it out when undefined, so the stored JSON has no holes. */
function put<K extends keyof ValidationRule>(rule: ValidationRule, key: K, value: ValidationRule[K] | undefined): void {
  if (value === undefined) delete rule[key];
  else rule[key] = value;
}

/** Options of `toRule`: `idOf` replaces a rule's id (the problem finder tags each rule with a token). */
export interface ToRuleOptions {
  idOf?: (values: RuleValues, path: string) => string;
}

/**
 * The form values as the rule the engine reads: only the properties its type uses, texts trimmed,
 * empty parts left out, and the rule's other stored properties kept. `path` is the form path of
 * the rule (`rules.0`), passed to `idOf` for each rule and child.
 */
export function toRule(values: RuleValues, path = '', options: ToRuleOptions = {}): ValidationRule {
  const stored = values.stored;
  const rule = Object.fromEntries(Object.entries(stored ?? {}).filter(([key]) => !EDITED_KEYS.has(key))) as ValidationRule;
  rule.id = options.idOf ? options.idOf(values, path) : values.id.trim();
  rule.ruleType = values.ruleType as RuleType;
  const type = values.ruleType;
  const uses = (input: Parameters<typeof usesInput>[1]) => usesInput(type, input);
  /** Writes a text input when the type uses it: the stored value while unchanged, else the trimmed text. */
  const keep = <K extends keyof ValidationRule>(key: K, edited: string, used: boolean) =>
    put(rule, key, used ? (keptOrText(stored?.[key], edited) as ValidationRule[K] | undefined) : undefined);

  keep('fieldIdTemplate', values.fieldIdTemplate, uses('fieldIdTemplate'));
  // Written only when off, or when it was stored as `false`.
  put(rule, 'disabled', !values.enabled ? true : stored?.disabled === false ? false : undefined);
  // Messages keep their spaces: they are shown as written.
  put(
    rule,
    'customErrorMessage',
    uses('customErrorMessage') && values.customErrorMessage.trim() !== '' ? values.customErrorMessage : undefined,
  );
  keep('format', values.format, uses('format'));
  put(rule, 'range', uses('range') ? rangeOf(stored, values) : undefined);
  const members = values.values.map((member) => member.trim()).filter((member) => member !== '');
  put(
    rule,
    'values',
    !uses('values') || members.length === 0 ? undefined : sameMembers(stored?.values, members) ? stored?.values : members,
  );
  // A pattern keeps its spaces: they are part of what it matches.
  put(rule, 'regex', uses('regex') && values.regex.trim() !== '' ? values.regex : undefined);
  keep('dependentField', values.dependentField, uses('dependentField'));
  keep('comparisonField', values.comparisonField, uses('comparison'));
  keep('comparisonType', values.comparisonType, uses('comparison'));
  keep('conditionType', values.conditionType, uses('condition'));
  // The engine reads `value` where `conditionValue` is missing: a rule stored that way keeps its key.
  const valueKey = stored?.conditionValue === undefined && stored?.value !== undefined ? 'value' : 'conditionValue';
  put(rule, 'conditionValue', undefined);
  put(rule, 'value', undefined);
  keep(valueKey, values.conditionValue, uses('condition'));
  keep('operator', values.operator, uses('operator'));
  keep('logicalOperator', values.logicalOperator, uses('logicalOperator'));
  put(rule, 'conditions', uses('conditions') && values.conditions.length > 0 ? values.conditions.map(toCondition) : undefined);
  const children = (key: 'dependentRules' | 'executionRules') =>
    uses(key) && values[key].length > 0 ? values[key].map((child, index) => toRule(child, `${path}.${key}.${index}`, options)) : undefined;
  put(rule, 'dependentRules', children('dependentRules'));
  put(rule, 'executionRules', children('executionRules'));
  put(rule, 'customLabel', uses('formField') && values.customLabel.trim() !== '' ? values.customLabel.trim() : undefined);
  put(
    rule,
    'displayOnly',
    uses('formField') && values.displayOnly ? true : uses('formField') && stored?.displayOnly === false ? false : undefined,
  );
  return rule;
}
