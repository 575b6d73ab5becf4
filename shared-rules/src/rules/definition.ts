import type { JsonRecord } from './json';
import { isRecord, listProperty, shownValue, textProperty } from './json';
import { compilePattern } from './regex';
import type { RuleDefinitionProblem, RuleType } from './types';
import { COMPARISON_TYPES, CONDITION_OPERATORS, CONDITION_TYPES, LOGICAL_OPERATORS, RULE_TYPES } from './types';
import { isValueFormat } from './value-formats';
import { numericValue, setMembers } from './values';

/** Rule types that judge one field and so need `fieldIdTemplate`. */
const FIELD_RULE_TYPES: ReadonlySet<string> = new Set<RuleType>([
  'REQUIRED',
  'FORMAT',
  'FORMFIELD',
  'RANGE',
  'CONDITIONAL',
  'DEPENDENCY',
  'COMPARISON',
  'REGEX',
  'IN_SET',
  'STARTS_WITH_IN_SET',
]);

/** Condition operators that test the field alone; every other one needs a `value`. */
const VALUELESS_OPERATORS: ReadonlySet<string> = new Set([
  'IS_EMPTY',
  'NOT_EMPTY',
  'EXISTS',
  'DOES_NOT_EXIST',
  'IS_TRUE',
  'IS_FALSE',
  // Without a value these compare with today.
  'DATE_AFTER',
  'DATE_BEFORE',
]);

/** Condition operators whose value is a count of characters or days. */
const NUMERIC_VALUE_OPERATORS: ReadonlySet<string> = new Set([
  'LENGTH_EQUAL',
  'LENGTH_GREATER_THAN',
  'LENGTH_LESS_THAN',
  'DAYS_AWAY_OR_MORE',
]);

function isOneOf(list: readonly string[], value: unknown): boolean {
  return typeof value === 'string' && list.includes(value);
}

function hasValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The name a problem report uses for a rule: its id, or where it sits when it has none. */
export function ruleLabel(rule: unknown, path: string): string {
  return isRecord(rule) && textProperty(rule, 'id') !== undefined ? String(rule.id) : `(rule without id at ${path})`;
}

/** Problems of one condition of a LOGICAL rule (or a redirect rule), as plain sentences. */
export function conditionProblems(condition: unknown, position: number): string[] {
  const where = `condition ${position + 1}`;
  if (!isRecord(condition)) return [`${where} is not an object`];
  const problems: string[] = [];
  if (textProperty(condition, 'fieldId') === undefined) problems.push(`${where}: field id is missing`);
  const operator = condition.operator;
  if (operator === undefined || operator === null || operator === '') {
    problems.push(`${where}: operator is missing`);
    return problems;
  }
  if (!isOneOf(CONDITION_OPERATORS, operator)) {
    problems.push(`${where}: operator "${shownValue(operator)}" is not known`);
    return problems;
  }
  const name = operator as string;
  const value = condition.value;
  if (!VALUELESS_OPERATORS.has(name) && !hasValue(value)) {
    problems.push(`${where}: value is missing for ${name}`);
  } else if (NUMERIC_VALUE_OPERATORS.has(name) && Number.isNaN(numericValue(value))) {
    problems.push(`${where}: value must be a number for ${name}`);
  } else if (name === 'REGEX_MATCH') {
    const compiled = compilePattern(typeof value === 'string' ? value : '');
    if (!compiled.ok) problems.push(`${where}: invalid regex (${compiled.reason})`);
  }
  return problems;
}

function childListProblem(rule: JsonRecord, key: 'dependentRules' | 'executionRules'): string | null {
  const list = listProperty(rule, key);
  if (list && list.length > 0) return null;
  return key === 'dependentRules' ? 'dependent rules are missing' : 'execution rules are missing';
}

/**
 * Problems of one rule's own definition, children excluded, as plain sentences. `underPairParent`
 * says the rule sits inside a rule whose field ends with `#`, so its own field must too.
 */
export function ownDefinitionProblems(rule: unknown, underPairParent: boolean): string[] {
  if (!isRecord(rule)) return ['rule is not an object'];
  const problems: string[] = [];
  if (textProperty(rule, 'id') === undefined) problems.push('rule id is missing');
  const ruleType = rule.ruleType;
  if (ruleType === undefined || ruleType === null || ruleType === '') {
    problems.push('rule type is missing');
    return problems;
  }
  if (!isOneOf(RULE_TYPES, ruleType)) {
    problems.push(`rule type "${shownValue(ruleType)}" is not known`);
    return problems;
  }
  const type = ruleType as RuleType;
  const field = textProperty(rule, 'fieldIdTemplate');
  if (FIELD_RULE_TYPES.has(type) && field === undefined) problems.push('field id (fieldIdTemplate) is missing');
  if (underPairParent && field !== undefined && !field.endsWith('#')) {
    problems.push(`field id "${field}" must end with # like its borrower-pair parent`);
  }

  switch (type) {
    case 'FORMAT':
      if (rule.format === undefined || rule.format === null || rule.format === '') problems.push('format is missing');
      else if (!isValueFormat(rule.format)) problems.push(`format "${shownValue(rule.format)}" is not known`);
      break;
    case 'RANGE':
      problems.push(...rangeProblems(rule.range));
      break;
    case 'COMPOSITE': {
      if (rule.operator === undefined || rule.operator === null || rule.operator === '') {
        problems.push('operator is missing');
      } else if (!isOneOf(LOGICAL_OPERATORS, rule.operator)) {
        problems.push(`operator "${shownValue(rule.operator)}" must be AND or OR`);
      }
      const missing = childListProblem(rule, 'dependentRules');
      if (missing) problems.push(missing);
      break;
    }
    case 'CONDITIONAL': {
      const conditionType = rule.conditionType;
      if (conditionType === undefined || conditionType === null || conditionType === '') {
        problems.push('condition type is missing');
      } else if (!isOneOf(CONDITION_TYPES, conditionType)) {
        problems.push(`condition type "${shownValue(conditionType)}" must be EQUAL, NOT_EQUAL or NOT_EMPTY`);
      } else if (conditionType !== 'NOT_EMPTY' && !hasValue(rule.conditionValue) && !hasValue(rule.value)) {
        problems.push(`condition value is missing for ${conditionType}`);
      }
      const missing = childListProblem(rule, 'dependentRules');
      if (missing) problems.push(missing);
      break;
    }
    case 'DEPENDENCY':
      if (textProperty(rule, 'dependentField') === undefined) problems.push('dependent field is missing');
      break;
    case 'COMPARISON':
      if (textProperty(rule, 'comparisonField') === undefined) problems.push('comparison field is missing');
      if (rule.comparisonType === undefined || rule.comparisonType === null || rule.comparisonType === '') {
        problems.push('comparison type is missing');
      } else if (!isOneOf(COMPARISON_TYPES, rule.comparisonType)) {
        problems.push(`comparison type "${shownValue(rule.comparisonType)}" must be EQUAL, GREATER_THAN or LESS_THAN`);
      }
      break;
    case 'REGEX': {
      const source = textProperty(rule, 'regex');
      if (source === undefined) {
        problems.push('regex is missing');
      } else {
        const compiled = compilePattern(source);
        if (!compiled.ok) problems.push(`invalid regex (${compiled.reason})`);
      }
      break;
    }
    case 'IN_SET':
    case 'STARTS_WITH_IN_SET': {
      const values = rule.values;
      const usable = (typeof values === 'string' || Array.isArray(values)) && setMembers(values).length > 0;
      if (!usable) problems.push('values are missing');
      break;
    }
    case 'LOGICAL': {
      if (rule.logicalOperator === undefined || rule.logicalOperator === null || rule.logicalOperator === '') {
        problems.push('logical operator is missing');
      } else if (!isOneOf(LOGICAL_OPERATORS, rule.logicalOperator)) {
        problems.push(`logical operator "${shownValue(rule.logicalOperator)}" must be AND or OR`);
      }
      const conditions = listProperty(rule, 'conditions');
      if (!conditions || conditions.length === 0) problems.push('conditions are missing');
      else
        conditions.forEach((condition, index) => {
          problems.push(...conditionProblems(condition, index));
        });
      const missing = childListProblem(rule, 'executionRules');
      if (missing) problems.push(missing);
      break;
    }
    case 'ERROR':
      if (textProperty(rule, 'customErrorMessage') === undefined) problems.push('custom error message is missing');
      break;
    case 'REQUIRED':
    case 'FORMFIELD':
      break;
  }
  return problems;
}

function rangeProblems(range: unknown): string[] {
  if (!isRecord(range)) return ['range (min and max) is missing'];
  const min = range.min;
  const max = range.max;
  const hasMin = min !== undefined && min !== null && min !== '';
  const hasMax = max !== undefined && max !== null && max !== '';
  if (!hasMin && !hasMax) return ['min and max are both missing'];
  const problems: string[] = [];
  const minNumber = hasMin ? numericValue(min) : Number.NaN;
  const maxNumber = hasMax ? numericValue(max) : Number.NaN;
  if (hasMin && Number.isNaN(minNumber)) problems.push(`range min "${shownValue(min)}" is not a number`);
  if (hasMax && Number.isNaN(maxNumber)) problems.push(`range max "${shownValue(max)}" is not a number`);
  if (minNumber > maxNumber) problems.push(`range min ${minNumber} is greater than max ${maxNumber}`);
  return problems;
}

/** The child rules of a rule (dependent and execution rules), whatever JSON they hold. */
function childRules(rule: JsonRecord): unknown[] {
  return [...(listProperty(rule, 'dependentRules') ?? []), ...(listProperty(rule, 'executionRules') ?? [])];
}

/** True when the rule repeats per borrower pair: its field id ends with `#`. */
export function isPairRule(rule: unknown): boolean {
  return isRecord(rule) && (textProperty(rule, 'fieldIdTemplate')?.endsWith('#') ?? false);
}

/**
 * Every problem in a rule definition and in its dependent and execution rules, each naming the
 * rule (its id, or its position when it has none) and what is wrong. Empty when the rule is
 * valid. Accepts any JSON value and never throws; the admin editor shows these before saving,
 * and the engine fails a rule that has them with "Invalid value" rather than guessing.
 */
export function validateRuleDefinition(rule: unknown): RuleDefinitionProblem[] {
  const problems: RuleDefinitionProblem[] = [];
  collectProblems(rule, 'root', false, problems, 0);
  return problems;
}

/** Nesting deeper than this is reported instead of followed (a stored rule could be a cycle-free bomb). */
export const MAX_RULE_DEPTH = 64;

function collectProblems(rule: unknown, path: string, underPairParent: boolean, out: RuleDefinitionProblem[], depth: number): void {
  const ruleId = ruleLabel(rule, path);
  if (depth > MAX_RULE_DEPTH) {
    out.push({ ruleId, problem: `rules are nested more than ${MAX_RULE_DEPTH} levels deep` });
    return;
  }
  for (const problem of ownDefinitionProblems(rule, underPairParent)) out.push({ ruleId, problem });
  if (!isRecord(rule)) return;
  const childrenUnderPair = underPairParent || isPairRule(rule);
  childRules(rule).forEach((child, index) => {
    collectProblems(child, `${path}/${index}`, childrenUnderPair, out, depth + 1);
  });
}
