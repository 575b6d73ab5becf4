import {
  COMPARISON_TYPES,
  CONDITION_TYPES,
  FIELD_CATALOGUE,
  LOGICAL_OPERATORS,
  RULE_TYPES,
  VALUE_FORMATS,
  type ComparisonType,
  type ConditionType,
  type LogicalOperator,
  type RuleType,
  type ValueFormat,
} from 'shared-rules';

/**
 * What the editor knows about each rule type of the engine: how it is called, what it does, and
 * which inputs of the rule form it uses. The form shows those inputs only, and a save writes only
 * them, so a rule whose type changed does not keep the old type's settings.
 */

/** The inputs of the rule form that depend on the rule type (id, type and the switch are always there). */
export type RuleInput =
  | 'fieldIdTemplate'
  | 'customErrorMessage'
  | 'format'
  | 'range'
  | 'values'
  | 'regex'
  | 'dependentField'
  | 'comparison'
  | 'condition'
  | 'operator'
  | 'dependentRules'
  | 'logicalOperator'
  | 'conditions'
  | 'executionRules'
  | 'formField';

export interface RuleTypeInfo {
  label: string;
  /** One sentence for the type picker. */
  description: string;
  inputs: readonly RuleInput[];
  /** The rule judges one field, so the field id must be given (the engine's definition check agrees). */
  needsField: boolean;
}

const MESSAGE = 'customErrorMessage' as const;

export const RULE_TYPE_INFO: Record<RuleType, RuleTypeInfo> = {
  REQUIRED: { label: 'Required', description: 'The field must have a value.', inputs: ['fieldIdTemplate', MESSAGE], needsField: true },
  FORMAT: {
    label: 'Format',
    description: 'A value, when given, must match a format: email, SSN, phone, date, number, currency or ZIP code.',
    inputs: ['fieldIdTemplate', 'format', MESSAGE],
    needsField: true,
  },
  FORMFIELD: {
    label: 'Form field',
    description: "The field shows on a workflow task's form and must be filled in; it can carry its own label or be read-only.",
    inputs: ['fieldIdTemplate', 'formField', MESSAGE],
    needsField: true,
  },
  RANGE: {
    label: 'Range',
    description: 'A number from the minimum to the maximum, both included; leave a side empty for no bound.',
    inputs: ['fieldIdTemplate', 'range', MESSAGE],
    needsField: true,
  },
  COMPOSITE: {
    label: 'Composite (all or any)',
    description: 'Passes when all (AND) or any (OR) of its dependent rules pass; otherwise it gives its own message.',
    inputs: ['fieldIdTemplate', 'operator', 'dependentRules', MESSAGE],
    needsField: false,
  },
  CONDITIONAL: {
    label: 'Conditional',
    description: 'When the field equals a value, does not equal it, or is not empty, its dependent rules run.',
    inputs: ['fieldIdTemplate', 'condition', 'dependentRules'],
    needsField: true,
  },
  DEPENDENCY: {
    label: 'Dependency',
    description: 'This field and another must both be filled in, or both be empty.',
    inputs: ['fieldIdTemplate', 'dependentField', MESSAGE],
    needsField: true,
  },
  COMPARISON: {
    label: 'Comparison',
    description: 'The field must equal, be greater than, or be less than another field.',
    inputs: ['fieldIdTemplate', 'comparison', MESSAGE],
    needsField: true,
  },
  REGEX: {
    label: 'Pattern (regex)',
    description: 'A value, when given, must match a regular expression.',
    inputs: ['fieldIdTemplate', 'regex', MESSAGE],
    needsField: true,
  },
  IN_SET: {
    label: 'One of a list',
    description: 'A value, when given, must be one of the listed values.',
    inputs: ['fieldIdTemplate', 'values', MESSAGE],
    needsField: true,
  },
  STARTS_WITH_IN_SET: {
    label: 'Starts with one of a list',
    description: 'A value, when given, must start with one of the listed values.',
    inputs: ['fieldIdTemplate', 'values', MESSAGE],
    needsField: true,
  },
  LOGICAL: {
    label: 'Logical conditions',
    description: 'When all (AND) or any (OR) of its conditions hold, its execution rules run.',
    inputs: ['fieldIdTemplate', 'logicalOperator', 'conditions', 'executionRules'],
    needsField: false,
  },
  ERROR: {
    label: 'Error message',
    description: 'Always gives its message; used as an execution rule of a logical or conditional rule.',
    inputs: ['fieldIdTemplate', MESSAGE],
    needsField: false,
  },
};

/** True when rules of `type` use `input`; an unknown or unset type uses only the field. */
export function usesInput(type: RuleType | '', input: RuleInput): boolean {
  return type === '' ? input === 'fieldIdTemplate' : RULE_TYPE_INFO[type].inputs.includes(input);
}

export const RULE_TYPE_OPTIONS = RULE_TYPES.map((type) => ({ value: type, label: RULE_TYPE_INFO[type].label }));

export const FORMAT_LABELS: Record<ValueFormat, string> = {
  EMAIL: 'Email address',
  SSN: 'SSN (123-45-6789 or nine digits)',
  PHONE: 'Phone (10 digits, dashes allowed)',
  DATE: 'Date (MM/DD/YYYY, 1900 to 2099)',
  NUMBER: 'Number',
  CURRENCY: 'Currency ($ and thousands commas allowed, two decimals)',
  ZIPCODE: 'ZIP code (5 digits, optionally 4 more)',
};
export const FORMAT_OPTIONS = VALUE_FORMATS.map((format) => ({ value: format, label: FORMAT_LABELS[format] }));

export const COMPARISON_LABELS: Record<ComparisonType, string> = {
  EQUAL: 'equals',
  GREATER_THAN: 'is greater than',
  LESS_THAN: 'is less than',
};
export const COMPARISON_OPTIONS = COMPARISON_TYPES.map((type) => ({ value: type, label: COMPARISON_LABELS[type] }));

export const CONDITION_TYPE_LABELS: Record<ConditionType, string> = {
  EQUAL: 'equals the value',
  NOT_EQUAL: 'does not equal the value',
  NOT_EMPTY: 'is not empty',
};
export const CONDITION_TYPE_OPTIONS = CONDITION_TYPES.map((type) => ({ value: type, label: CONDITION_TYPE_LABELS[type] }));

export const LOGICAL_LABELS: Record<LogicalOperator, string> = { AND: 'All of them (AND)', OR: 'Any of them (OR)' };
export const LOGICAL_OPTIONS = LOGICAL_OPERATORS.map((operator) => ({ value: operator, label: LOGICAL_LABELS[operator] }));

const DESCRIPTIONS = new Map(FIELD_CATALOGUE.map((field) => [field.id, field.description]));

/** Every field id of the portal's field catalogue, for the field pickers. */
export const FIELD_IDS = FIELD_CATALOGUE.map((field) => field.id);

/**
 * What a field id stands for in the field catalogue ("Borrower first name"), looked up without a
 * borrower-pair suffix (`4000#` and `4000#2` are both field 4000); undefined for unknown ids.
 */
export function fieldDescription(fieldId: string): string | undefined {
  return DESCRIPTIONS.get(fieldId.trim().replace(/#\d*$/, ''));
}

/** "Borrower first name (4000#)", or the id alone when the catalogue does not know it. */
export function fieldName(fieldId: string): string {
  const description = fieldDescription(fieldId);
  return description ? `${description} (${fieldId})` : fieldId;
}
