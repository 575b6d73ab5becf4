/**
 * The shapes of configured validation rules, as administrators store them and as the services
 * send them to the browser. Everything is optional beyond what a rule type needs, because rule
 * sets arrive as JSON: `validateRuleDefinition` says what a given rule is missing.
 */

export const RULE_TYPES = [
  'REQUIRED',
  'FORMAT',
  'FORMFIELD',
  'RANGE',
  'COMPOSITE',
  'CONDITIONAL',
  'DEPENDENCY',
  'COMPARISON',
  'REGEX',
  'IN_SET',
  'STARTS_WITH_IN_SET',
  'LOGICAL',
  'ERROR',
] as const;
export type RuleType = (typeof RULE_TYPES)[number];

export const VALUE_FORMATS = ['EMAIL', 'SSN', 'PHONE', 'DATE', 'NUMBER', 'CURRENCY', 'ZIPCODE'] as const;
export type ValueFormat = (typeof VALUE_FORMATS)[number];

export const CONDITION_OPERATORS = [
  'EQUAL',
  'NOT_EQUAL',
  'GREATER_THAN',
  'LESS_THAN',
  'IN_SET',
  'NOT_IN_SET',
  'STARTS_WITH_IN_SET',
  'IS_EMPTY',
  'NOT_EMPTY',
  'EXISTS',
  'DOES_NOT_EXIST',
  'STARTS_WITH',
  'ENDS_WITH',
  'CONTAINS',
  'NOT_CONTAINS',
  'REGEX_MATCH',
  'IS_TRUE',
  'IS_FALSE',
  'IS_GREATER_OR_EQUAL',
  'IS_LESS_OR_EQUAL',
  'LENGTH_EQUAL',
  'LENGTH_GREATER_THAN',
  'LENGTH_LESS_THAN',
  'DATE_AFTER',
  'DATE_BEFORE',
  'DAYS_AWAY_OR_MORE',
] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export const COMPARISON_TYPES = ['EQUAL', 'GREATER_THAN', 'LESS_THAN'] as const;
export type ComparisonType = (typeof COMPARISON_TYPES)[number];

/** Condition types of a CONDITIONAL rule. */
export const CONDITION_TYPES = ['EQUAL', 'NOT_EQUAL', 'NOT_EMPTY'] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

/** `operator` of a COMPOSITE rule and `logicalOperator` of a LOGICAL rule. */
export const LOGICAL_OPERATORS = ['AND', 'OR'] as const;
export type LogicalOperator = (typeof LOGICAL_OPERATORS)[number];

export type ConditionValue = string | number | boolean | string[];

/** One test on one field, used by LOGICAL rules and by loan-upload redirect rules. */
export interface Condition {
  fieldId: string;
  operator: ConditionOperator;
  value?: ConditionValue;
}

export interface ValidationRule {
  id: string;
  ruleType: RuleType;
  /** Field the rule judges; a trailing `#` repeats the rule for every borrower pair. */
  fieldIdTemplate?: string;
  disabled?: boolean;
  /** Replaces the default message; `{value}`, `{field}`, `{min}` and `{max}` are filled in. */
  customErrorMessage?: string;
  format?: ValueFormat;
  range?: { min?: number | string | null; max?: number | string | null };
  /** IN_SET and STARTS_WITH_IN_SET: a list, or one comma-separated string. */
  values?: string[] | string;
  regex?: string;
  dependentField?: string;
  comparisonField?: string;
  comparisonType?: ComparisonType;
  conditionType?: ConditionType;
  conditionValue?: string | number | boolean;
  dependentRules?: ValidationRule[];
  logicalOperator?: LogicalOperator;
  /** COMPOSITE: how the dependent rules combine. */
  operator?: LogicalOperator;
  conditions?: Condition[];
  executionRules?: ValidationRule[];
  /** Stored by some editors instead of `conditionValue`; read as its fallback. */
  value?: string | number | boolean;
  /** Workflow form-field rules: the label shown instead of the field's own. */
  customLabel?: string;
  /** Workflow form-field rules: the field is shown but cannot be edited. */
  displayOnly?: boolean;
}

export interface RuleSet {
  enabled: boolean;
  tags?: string[];
  rules: ValidationRule[];
}

export interface RuleError {
  ruleId: string;
  fieldId: string;
  message: string;
}

export interface EvaluationResult {
  valid: boolean;
  errors: RuleError[];
}

/** Loan field values by field id (`4000`, `4000#2`, `CX.NONQM.YN`). */
export type FieldValues = Record<string, unknown>;

export interface EvaluationOptions {
  /** How many borrower pairs the loan has; `#` rules repeat this many times. Default 1. */
  borrowerPairs?: number;
  /** The calendar day date operators measure from. Default: the moment of the call. */
  today?: Date;
}

/** A problem found in a rule definition: which rule (by id, or its path when it has none) and what. */
export interface RuleDefinitionProblem {
  ruleId: string;
  problem: string;
}
