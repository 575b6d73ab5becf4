// The same rule set expressed in json-rules-engine's model, so both engines judge the same loans
// with the same checks. json-rules-engine fires an event when a rule's conditions hold, so each
// of our rules becomes "this rule fails" conditions with an error event. The checks are
// written here from the rule semantics (not by calling shared-rules), with regexes and sets
// built once, as a careful json-rules-engine user would.
import { Engine, type RuleProperties } from 'json-rules-engine';
import type { RuleSet, ValidationRule, ValueFormat } from '../src/index.ts';

const NUMERIC_TEXT = /^[-+]?\$?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?$/;
const FORMAT_PATTERNS: Record<Exclude<ValueFormat, 'DATE'>, RegExp> = {
  EMAIL: /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/,
  SSN: /^(?:\d{3}-\d{2}-\d{4}|\d{9})$/,
  PHONE: /^\d{3}-?\d{3}-?\d{4}$/,
  NUMBER: /^[-+]?(?:\d+(?:\.\d+)?|\.\d+)$/,
  CURRENCY: /^\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?$/,
  ZIPCODE: /^\d{5}(?:-?\d{4})?$/,
};

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
function number(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value !== 'string') return Number.NaN;
  const trimmed = value.trim();
  if (trimmed === '' || !NUMERIC_TEXT.test(trimmed) || !/\d/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(/[$,]/g, ''));
}
function looseEqual(left: unknown, right: unknown): boolean {
  const a = number(left);
  const b = number(right);
  if (!Number.isNaN(a) && !Number.isNaN(b)) return a === b;
  return text(left).trim() === text(right).trim();
}
function compare(left: unknown, right: unknown): number {
  const a = number(left);
  const b = number(right);
  if (!Number.isNaN(a) && !Number.isNaN(b)) return Math.sign(a - b);
  const x = text(left).trim();
  const y = text(right).trim();
  return x < y ? -1 : x > y ? 1 : 0;
}
const members = (values: unknown) =>
  (Array.isArray(values) ? values.map(text) : text(values).split(',')).map((m) => m.trim()).filter(Boolean);
function dayNumber(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  const parts = us ? [+us[3], +us[1], +us[2]] : iso ? [+iso[1], +iso[2], +iso[3]] : null;
  if (!parts) return null;
  const [y, m, d] = parts;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return Math.round(date.getTime() / 86_400_000);
}
function usDate(value: string): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return false;
  const [m, d, y] = [+match[1], +match[2], +match[3]];
  if (y < 1900 || y > 2099 || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Operators keyed by the values they compare with, caching what can be built once. */
/** An operator: the fact's value, and what the rule compares it with (a format, a range, a set, a value). */
type Evaluate = (fact: unknown, value: unknown) => boolean;

function operators(todayDay: number): Record<string, Evaluate> {
  const regexCache = new Map<string, RegExp>();
  const regex = (source: string) => {
    let pattern = regexCache.get(source);
    if (!pattern) {
      pattern = new RegExp(source);
      regexCache.set(source, pattern);
    }
    return pattern;
  };
  const setCache = new Map<unknown, Set<string>>();
  const setOf = (values: unknown) => {
    let set = setCache.get(values);
    if (!set) {
      set = new Set(members(values));
      setCache.set(values, set);
    }
    return set;
  };
  const prefixes = (values: unknown) => [...setOf(values)];
  const ordered =
    (accept: (order: number) => boolean): Evaluate =>
    (fact, value) =>
      !blank(fact) && accept(compare(fact, value));
  const referenceDay = (value: unknown) => (blank(value) ? todayDay : (dayNumber(value) ?? todayDay + Math.trunc(number(value))));
  return {
    isBlank: (fact) => blank(fact),
    always: () => true,
    failsFormat: (fact, format) =>
      !blank(fact) &&
      !(format === 'DATE' ? usDate(text(fact)) : FORMAT_PATTERNS[format as Exclude<ValueFormat, 'DATE'>].test(text(fact).trim())),
    outOfRange: (fact, range) => {
      const { min, max } = range as { min?: number; max?: number };
      if (blank(fact)) return false;
      const n = number(fact);
      return Number.isNaN(n) || (min !== undefined && n < min) || (max !== undefined && n > max);
    },
    blankDiffers: (fact, other) => blank(fact) !== blank(other),
    notLooseEqual: (fact, other) => !looseEqual(fact, other),
    notGreater: (fact, other) => !(compare(fact, other) > 0),
    notLess: (fact, other) => !(compare(fact, other) < 0),
    failsRegex: (fact, source) => !blank(fact) && !regex(text(source)).test(text(fact)),
    notInSet: (fact, values) => !blank(fact) && !setOf(values).has(text(fact).trim()),
    notStartsWithInSet: (fact, values) => !blank(fact) && !prefixes(values).some((p) => text(fact).trim().startsWith(p)),
    // CONDITIONAL condition types
    condEqual: (fact, value) => looseEqual(fact, value),
    condNotEqual: (fact, value) => !looseEqual(fact, value),
    condNotEmpty: (fact) => !blank(fact),
    // LOGICAL condition operators
    c_EQUAL: (fact, value) => looseEqual(fact, value),
    c_NOT_EQUAL: (fact, value) => !looseEqual(fact, value),
    c_GREATER_THAN: ordered((o) => o > 0),
    c_LESS_THAN: ordered((o) => o < 0),
    c_IS_GREATER_OR_EQUAL: ordered((o) => o >= 0),
    c_IS_LESS_OR_EQUAL: ordered((o) => o <= 0),
    c_IN_SET: (fact, values) => !blank(fact) && setOf(values).has(text(fact).trim()),
    c_NOT_IN_SET: (fact, values) => !(!blank(fact) && setOf(values).has(text(fact).trim())),
    c_STARTS_WITH_IN_SET: (fact, values) => text(fact).trim() !== '' && prefixes(values).some((p) => text(fact).trim().startsWith(p)),
    c_IS_EMPTY: (fact) => blank(fact),
    c_NOT_EMPTY: (fact) => !blank(fact),
    c_EXISTS: (fact) => fact !== undefined && fact !== null,
    c_DOES_NOT_EXIST: (fact) => fact === undefined || fact === null,
    c_STARTS_WITH: (fact, value) => text(fact).startsWith(text(value)),
    c_ENDS_WITH: (fact, value) => text(fact).endsWith(text(value)),
    c_CONTAINS: (fact, value) => text(fact).includes(text(value)),
    c_NOT_CONTAINS: (fact, value) => !text(fact).includes(text(value)),
    c_REGEX_MATCH: (fact, value) => regex(text(value)).test(text(fact)),
    c_IS_TRUE: (fact) => fact === true || (typeof fact === 'string' && ['true', 'y', 'x'].includes(fact.trim().toLowerCase())),
    c_IS_FALSE: (fact) => fact === false || blank(fact) || (typeof fact === 'string' && ['false', 'n'].includes(fact.trim().toLowerCase())),
    c_LENGTH_EQUAL: (fact, value) => text(fact).length === Number(value),
    c_LENGTH_GREATER_THAN: (fact, value) => text(fact).length > Number(value),
    c_LENGTH_LESS_THAN: (fact, value) => text(fact).length < Number(value),
    c_DATE_AFTER: (fact, value) => {
      const day = dayNumber(fact);
      return day !== null && day > referenceDay(value);
    },
    c_DATE_BEFORE: (fact, value) => {
      const day = dayNumber(fact);
      return day !== null && day < referenceDay(value);
    },
    c_DAYS_AWAY_OR_MORE: (fact, value) => {
      const day = dayNumber(fact);
      return day !== null && day - todayDay >= Number(value);
    },
  };
}

/** A json-rules-engine condition: a fact judged by one of our operators, or all / any of others. */
type JsonCondition = { fact: string; operator: string; value: unknown } | { all: JsonCondition[] } | { any: JsonCondition[] };

const leaf = (fact: string, operator: string, value: unknown = true): JsonCondition => ({ fact, operator, value });

/** Numbers a field id for one borrower pair. */
type PairId = (fieldId: string) => string;

/** json-rules-engine conditions that hold exactly when `rule` fails (ids already numbered). */
function failsWhen(rule: ValidationRule, id: PairId): JsonCondition {
  const field = rule.fieldIdTemplate ? id(rule.fieldIdTemplate) : '__none';
  switch (rule.ruleType) {
    case 'REQUIRED':
    case 'FORMFIELD':
      return leaf(field, 'isBlank');
    case 'FORMAT':
      return leaf(field, 'failsFormat', rule.format);
    case 'RANGE':
      return leaf(field, 'outOfRange', { min: rule.range?.min ?? undefined, max: rule.range?.max ?? undefined });
    case 'COMPOSITE': {
      const children = (rule.dependentRules ?? []).map((child) => failsWhen(child, id));
      return rule.operator === 'AND' ? { any: children } : { all: children };
    }
    case 'CONDITIONAL':
      return { all: [conditionalHolds(rule, field), { any: (rule.dependentRules ?? []).map((child) => failsWhen(child, id)) }] };
    case 'LOGICAL':
      return { all: [logicalHolds(rule, id), { any: (rule.executionRules ?? []).map((child) => failsWhen(child, id)) }] };
    case 'DEPENDENCY':
      return leaf(field, 'blankDiffers', { fact: id(rule.dependentField ?? '') });
    case 'COMPARISON': {
      const operator =
        rule.comparisonType === 'EQUAL' ? 'notLooseEqual' : rule.comparisonType === 'GREATER_THAN' ? 'notGreater' : 'notLess';
      return leaf(field, operator, { fact: id(rule.comparisonField ?? '') });
    }
    case 'REGEX':
      return leaf(field, 'failsRegex', rule.regex);
    case 'IN_SET':
      return leaf(field, 'notInSet', rule.values);
    case 'STARTS_WITH_IN_SET':
      return leaf(field, 'notStartsWithInSet', rule.values);
    case 'ERROR':
      return leaf(field, 'always');
    default:
      throw new Error(`no model for ${rule.ruleType}`);
  }
}

function conditionalHolds(rule: ValidationRule, field: string): JsonCondition {
  if (rule.conditionType === 'NOT_EMPTY') return leaf(field, 'condNotEmpty');
  return leaf(field, rule.conditionType === 'EQUAL' ? 'condEqual' : 'condNotEqual', rule.conditionValue ?? rule.value);
}

function logicalHolds(rule: ValidationRule, id: PairId): JsonCondition {
  const conditions = (rule.conditions ?? []).map((condition) =>
    leaf(id(condition.fieldId), `c_${condition.operator}`, condition.value ?? true),
  );
  return rule.logicalOperator === 'AND' ? { all: conditions } : { any: conditions };
}

/** One json-rules-engine rule per error our engine can report (children of CONDITIONAL and LOGICAL report their own). */
function errorRules(rule: ValidationRule, id: PairId, guards: readonly JsonCondition[]): RuleProperties[] {
  if (rule.ruleType === 'CONDITIONAL' || rule.ruleType === 'LOGICAL') {
    const guard = rule.ruleType === 'CONDITIONAL' ? conditionalHolds(rule, id(rule.fieldIdTemplate ?? '')) : logicalHolds(rule, id);
    const children = (rule.ruleType === 'CONDITIONAL' ? rule.dependentRules : rule.executionRules) ?? [];
    return children.flatMap((child) => errorRules(child, id, [...guards, guard]));
  }
  const field = rule.fieldIdTemplate ? id(rule.fieldIdTemplate) : '';
  return [
    {
      // Our conditions are json-rules-engine's, with our operators' names: its types know only its own.
      conditions: { all: [...guards, failsWhen(rule, id)] } as RuleProperties['conditions'],
      event: { type: 'rule-error', params: { ruleId: rule.id, fieldId: field, message: rule.customErrorMessage ?? 'default message' } },
    },
  ];
}

/** A json-rules-engine Engine holding the rule sets for `borrowerPairs` pairs. */
export function jsonRulesEngineFor(ruleSets: readonly RuleSet[], borrowerPairs: number, today: Date): Engine {
  const todayDay = Math.round(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) / 86_400_000);
  const engine = new Engine([], { allowUndefinedFacts: true });
  for (const [name, evaluate] of Object.entries(operators(todayDay))) engine.addOperator(name, evaluate);
  for (const set of ruleSets.filter((s) => s.enabled)) {
    for (const rule of set.rules) {
      const perPair = rule.fieldIdTemplate?.endsWith('#');
      const pairs = perPair ? Array.from({ length: borrowerPairs }, (_, index) => index + 1) : [null];
      for (const pair of pairs) {
        const id: PairId = (fieldId) => (pair !== null && fieldId.endsWith('#') ? `${fieldId}${pair}` : fieldId);
        for (const jsonRule of errorRules(rule, id, [])) engine.addRule(jsonRule);
      }
    }
  }
  return engine;
}
