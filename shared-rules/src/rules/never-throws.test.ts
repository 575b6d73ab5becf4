import fc from 'fast-check';
import { compileRuleSets, evaluateRuleSets } from './compile';
import { validateRuleDefinition } from './definition';
import type { RuleSet } from './types';
import { CONDITION_OPERATORS, RULE_TYPES } from './types';

// Arbitrary JSON, biased towards rule-shaped objects so the interesting branches are reached.
const ruleKeys = [
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
  'dependentRules',
  'logicalOperator',
  'operator',
  'conditions',
  'executionRules',
  'value',
];
const { ruleLike } = fc.letrec((tie) => ({
  ruleLike: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue(),
    fc.record(
      {
        id: fc.oneof(fc.string(), fc.jsonValue()),
        ruleType: fc.oneof(fc.constantFrom(...RULE_TYPES), fc.jsonValue()),
        fieldIdTemplate: fc.oneof(fc.constantFrom('A', 'A#', 'B#', 'constructor', '__proto__'), fc.jsonValue()),
        operator: fc.oneof(fc.constantFrom('AND', 'OR', ...CONDITION_OPERATORS), fc.jsonValue()),
        logicalOperator: fc.constantFrom('AND', 'OR', 'XOR'),
        regex: fc.oneof(fc.constantFrom('(', '^a', '[', '\\'), fc.string()),
        range: fc.jsonValue(),
        values: fc.jsonValue(),
        format: fc.jsonValue(),
        conditions: fc.array(
          fc.oneof(
            fc.jsonValue(),
            fc.record({ fieldId: fc.constantFrom('A', 'A#'), operator: fc.constantFrom(...CONDITION_OPERATORS), value: fc.jsonValue() }),
          ),
        ),
        dependentRules: fc.array(tie('ruleLike'), { maxLength: 3 }),
        executionRules: fc.array(tie('ruleLike'), { maxLength: 3 }),
        conditionType: fc.constantFrom('EQUAL', 'NOT_EQUAL', 'NOT_EMPTY', 7),
        conditionValue: fc.jsonValue(),
        comparisonField: fc.jsonValue(),
        comparisonType: fc.jsonValue(),
        customErrorMessage: fc.jsonValue(),
        disabled: fc.jsonValue(),
      },
      { requiredKeys: [] },
    ),
  ),
}));

describe('never throws on arbitrary JSON', () => {
  it('validateRuleDefinition', () => {
    fc.assert(
      fc.property(ruleLike, (rule) => {
        const problems = validateRuleDefinition(rule);
        return Array.isArray(problems) && problems.every((p) => typeof p.ruleId === 'string' && typeof p.problem === 'string');
      }),
      { numRuns: 2000 },
    );
  });
  it('evaluateRuleSets', () => {
    const values = fc.dictionary(fc.constantFrom('A', 'A#1', 'A#2', 'B#1', 'x', ...ruleKeys), fc.jsonValue());
    const ruleSets = fc.oneof(
      fc.jsonValue(),
      fc.array(fc.record({ enabled: fc.oneof(fc.boolean(), fc.jsonValue()), rules: fc.oneof(fc.array(ruleLike), fc.jsonValue()) })),
    );
    fc.assert(
      fc.property(
        ruleSets,
        fc.oneof(values, fc.jsonValue()),
        fc.oneof(fc.jsonValue(), fc.record({ borrowerPairs: fc.jsonValue() })),
        (sets, fieldValues, options) => {
          const result = evaluateRuleSets(sets as unknown as RuleSet[], fieldValues as Record<string, unknown>, options as never);
          return result.valid === (result.errors.length === 0);
        },
      ),
      { numRuns: 2000 },
    );
  });
  it('compileRuleSets on pure JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (sets, fieldValues) => {
        compileRuleSets(sets as unknown as RuleSet[]).evaluate(fieldValues as Record<string, unknown>, { borrowerPairs: 2 });
      }),
    );
  });
});
