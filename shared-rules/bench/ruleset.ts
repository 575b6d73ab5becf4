// A realistic rule set for the benchmark and loans to judge with it. Deterministic (seeded), so
// every run measures the same work. Every rule type appears; about half the rules repeat per
// borrower pair; LOGICAL rules use every condition operator.

import type { Condition, ConditionOperator, FieldValues, RuleSet, ValidationRule } from '../src/index.ts';
// The rule vocabulary itself (plain constants): every operator and format the engine knows.
import { CONDITION_OPERATORS, VALUE_FORMATS } from '../src/rules/types.ts';

const TOP_LEVEL_TYPES: ValidationRule['ruleType'][] = [
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
];
const PROGRAMS = ['CONV', 'FHA', 'VA', 'USDA', 'JUMBO'];

export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Builds `ruleCount` top-level rules. `kinds` records what each field holds so that loans can be
 * generated with mostly valid data (a few errors per loan, as in real files).
 */
export function buildRuleSets(ruleCount = 320): { ruleSets: RuleSet[]; kinds: Map<string, string> } {
  const kinds = new Map<string, string>();
  let fieldNumber = 0;
  const field = (kind: string, perPair: boolean) => {
    fieldNumber += 1;
    const id = perPair ? `P${fieldNumber}#` : `L${fieldNumber}`;
    kinds.set(id, kind);
    return id;
  };
  const rules: ValidationRule[] = [];
  for (let index = 0; index < ruleCount; index += 1) {
    const type = TOP_LEVEL_TYPES[index % TOP_LEVEL_TYPES.length];
    const perPair = index % 2 === 1;
    const id = `rule-${index}`;
    const format = VALUE_FORMATS[index % VALUE_FORMATS.length];
    switch (type) {
      case 'REQUIRED':
      case 'FORMFIELD':
        rules.push({ id, ruleType: type, fieldIdTemplate: field('text', perPair) });
        break;
      case 'FORMAT':
        rules.push({ id, ruleType: type, fieldIdTemplate: field(format, perPair), format });
        break;
      case 'RANGE':
        rules.push({
          id,
          ruleType: type,
          fieldIdTemplate: field('amount', perPair),
          range: { min: 0, max: 2_000_000 },
          customErrorMessage: '{field} must be between {min} and {max}, not {value}',
        });
        break;
      case 'COMPOSITE':
        rules.push({
          id,
          ruleType: type,
          fieldIdTemplate: field('text', perPair),
          operator: index % 4 === 0 ? 'AND' : 'OR',
          dependentRules: [
            { id: `${id}-a`, ruleType: 'REQUIRED', fieldIdTemplate: field('text', perPair) },
            { id: `${id}-b`, ruleType: 'FORMAT', fieldIdTemplate: field(format, perPair), format },
          ],
        });
        break;
      case 'CONDITIONAL':
        rules.push({
          id,
          ruleType: type,
          fieldIdTemplate: field('flagYN', perPair),
          conditionType: (['EQUAL', 'NOT_EQUAL', 'NOT_EMPTY'] as const)[index % 3],
          conditionValue: 'Y',
          dependentRules: [
            { id: `${id}-a`, ruleType: 'REQUIRED', fieldIdTemplate: field('text', perPair) },
            { id: `${id}-b`, ruleType: 'RANGE', fieldIdTemplate: field('amount', perPair), range: { min: 1000 } },
          ],
        });
        break;
      case 'DEPENDENCY':
        rules.push({ id, ruleType: type, fieldIdTemplate: field('text', perPair), dependentField: field('text', perPair) });
        break;
      case 'COMPARISON':
        rules.push({
          id,
          ruleType: type,
          fieldIdTemplate: field('bigAmount', perPair),
          comparisonField: field('amount', perPair),
          comparisonType: index % 3 === 0 ? 'EQUAL' : 'GREATER_THAN',
        });
        break;
      case 'REGEX':
        rules.push({ id, ruleType: type, fieldIdTemplate: field('code', perPair), regex: '^[A-Z]{2}\\d{3}$' });
        break;
      case 'IN_SET':
        rules.push({ id, ruleType: type, fieldIdTemplate: field('program', perPair), values: PROGRAMS.slice(0, 4) });
        break;
      case 'STARTS_WITH_IN_SET':
        rules.push({ id, ruleType: type, fieldIdTemplate: field('programName', perPair), values: 'CONV,FHA,VA' });
        break;
      case 'LOGICAL': {
        const operator = CONDITION_OPERATORS[Math.floor(index / TOP_LEVEL_TYPES.length) % CONDITION_OPERATORS.length];
        const conditionValue = (
          {
            EQUAL: 'Y',
            NOT_EQUAL: 'N',
            GREATER_THAN: 100000,
            LESS_THAN: 500000,
            IN_SET: PROGRAMS.slice(0, 2),
            NOT_IN_SET: 'USDA,JUMBO',
            STARTS_WITH_IN_SET: 'CONV,FHA',
            STARTS_WITH: 'CO',
            ENDS_WITH: 'V',
            CONTAINS: 'ON',
            NOT_CONTAINS: 'ZZ',
            REGEX_MATCH: '^[A-Z]+$',
            IS_GREATER_OR_EQUAL: 100000,
            IS_LESS_OR_EQUAL: 900000,
            LENGTH_EQUAL: 4,
            LENGTH_GREATER_THAN: 2,
            LENGTH_LESS_THAN: 6,
            DATE_AFTER: '01/01/2020',
            DATE_BEFORE: '12/31/2030',
            DAYS_AWAY_OR_MORE: 10,
          } as Partial<Record<ConditionOperator, Condition['value']>>
        )[operator];
        const kind = ['DATE_AFTER', 'DATE_BEFORE', 'DAYS_AWAY_OR_MORE'].includes(operator)
          ? 'DATE'
          : ['GREATER_THAN', 'LESS_THAN', 'IS_GREATER_OR_EQUAL', 'IS_LESS_OR_EQUAL'].includes(operator)
            ? 'amount'
            : ['EQUAL', 'NOT_EQUAL', 'IS_TRUE', 'IS_FALSE'].includes(operator)
              ? 'flagYN'
              : 'program';
        const condition: Condition = { fieldId: field(kind, perPair), operator };
        if (conditionValue !== undefined) condition.value = conditionValue;
        const executionRules: ValidationRule[] = [{ id: `${id}-a`, ruleType: 'REQUIRED', fieldIdTemplate: field('text', perPair) }];
        // Every fourth LOGICAL rule raises an ERROR when a rare combination occurs.
        if (index % 4 === 3)
          executionRules.push({
            id: `${id}-err`,
            ruleType: 'ERROR',
            fieldIdTemplate: field('text', perPair),
            customErrorMessage: 'Loan {field} needs review',
          });
        rules.push({
          id,
          ruleType: type,
          fieldIdTemplate: perPair ? field('text', true) : undefined,
          logicalOperator: index % 3 === 0 ? 'OR' : 'AND',
          conditions: [condition, { fieldId: field('rareFlag', false), operator: 'NOT_EQUAL', value: 'X' }],
          executionRules,
        });
        break;
      }
    }
  }
  return { ruleSets: [{ enabled: true, tags: ['bench'], rules }], kinds };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];
const digits = (random: () => number, count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
const pad = (number: number) => String(number).padStart(2, '0');

function validValue(kind: string, random: () => number): string {
  switch (kind) {
    case 'text':
      return pick(random, ['Ann', 'Lee', 'Main St', 'Acme Title', 'Primary']);
    case 'EMAIL':
      return `user${digits(random, 3)}@example.com`;
    case 'SSN':
      return random() < 0.5 ? `${digits(random, 3)}-${digits(random, 2)}-${digits(random, 4)}` : digits(random, 9);
    case 'PHONE':
      return `${digits(random, 3)}-${digits(random, 3)}-${digits(random, 4)}`;
    case 'DATE':
      return `${pad(1 + Math.floor(random() * 12))}/${pad(1 + Math.floor(random() * 28))}/${2000 + Math.floor(random() * 40)}`;
    case 'NUMBER':
      return String(Math.floor(random() * 1000));
    case 'CURRENCY':
      return `$${Math.floor(random() * 900 + 100)},${digits(random, 3)}.${digits(random, 2)}`;
    case 'ZIPCODE':
      return random() < 0.5 ? digits(random, 5) : `${digits(random, 5)}-${digits(random, 4)}`;
    case 'amount':
      return String(Math.floor(random() * 1_000_000));
    case 'bigAmount':
      return String(1_000_000 + Math.floor(random() * 1_000_000));
    case 'flagYN':
      return pick(random, ['Y', 'N']);
    case 'rareFlag':
      return random() < 0.97 ? 'X' : '';
    case 'code':
      return `${pick(random, ['CA', 'NY', 'TX'])}${digits(random, 3)}`;
    case 'program':
      return pick(random, ['CONV', 'FHA', 'VA', 'USDA']);
    case 'programName':
      return `${pick(random, ['CONV', 'FHA', 'VA'])} 30 Fixed`;
    default:
      throw new Error(`unknown kind ${kind}`);
  }
}

const INVALID = ['', 'n/a', '12/45/2020', 'abc@', '$1,2', 'ZZ9'];

/** Loans for the field kinds: about 2% of values blank or malformed, as in real files. */
export function buildLoans(kinds: ReadonlyMap<string, string>, loanCount: number, borrowerPairs: number, seed = 7): FieldValues[] {
  const random = seededRandom(seed);
  const loans: FieldValues[] = [];
  for (let loan = 0; loan < loanCount; loan += 1) {
    const values: FieldValues = {};
    for (const [fieldId, kind] of kinds) {
      const ids = fieldId.endsWith('#') ? Array.from({ length: borrowerPairs }, (_, pair) => `${fieldId}${pair + 1}`) : [fieldId];
      for (const id of ids) values[id] = random() < 0.02 ? pick(random, INVALID) : validValue(kind, random);
    }
    loans.push(values);
  }
  return loans;
}
