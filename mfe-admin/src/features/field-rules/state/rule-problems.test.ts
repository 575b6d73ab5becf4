import type { ApiProblem } from 'shared-rules';
import { newCondition, newRule } from './rule-form-values';
import { toRuleSetValues, type RuleSetValues } from './rule-set-values';
import { checkRuleSet, problemInput, serverRuleErrors } from './rule-problems';

const setOf = (rules: RuleSetValues['rules']): RuleSetValues => ({
  name: 'Loan data',
  organizationId: null,
  tags: [],
  enabled: true,
  rules,
});

describe('rule definition problems', () => {
  it('place each problem sentence of the engine at its input', () => {
    const cases: Array<[string, string]> = [
      ['rule type is missing', 'ruleType'],
      ['field id (fieldIdTemplate) is missing', 'fieldIdTemplate'],
      ['field id "4000" must end with # like its borrower-pair parent', 'fieldIdTemplate'],
      ['format "X" is not known', 'format'],
      ['range (min and max) is missing', 'rangeMin'],
      ['min and max are both missing', 'rangeMin'],
      ['range max "x" is not a number', 'rangeMax'],
      ['operator "XOR" must be AND or OR', 'operator'],
      ['condition type is missing', 'conditionType'],
      ['condition value is missing for EQUAL', 'conditionValue'],
      ['dependent rules are missing', 'dependentRules'],
      ['dependent field is missing', 'dependentField'],
      ['comparison field is missing', 'comparisonField'],
      ['comparison type "X" must be EQUAL, GREATER_THAN or LESS_THAN', 'comparisonType'],
      ['invalid regex (Unterminated character class)', 'regex'],
      ['values are missing', 'values'],
      ['logical operator is missing', 'logicalOperator'],
      ['conditions are missing', 'conditions'],
      ['condition 2: operator is missing', 'conditions.1.operator'],
      ['condition 1: value is missing for EQUAL', 'conditions.0.value'],
      ['execution rules are missing', 'executionRules'],
      ['custom error message is missing', 'customErrorMessage'],
      ['rules are nested more than 64 levels deep', ''],
    ];
    for (const [problem, input] of cases) expect([problem, problemInput(problem).input]).toEqual([problem, input]);
    expect(problemInput('condition 3: field id is missing')).toEqual({ input: 'conditions.2.fieldId', message: 'Field id is missing' });
  });

  it('check a rule set as services will: every problem at its input, nested rules included', () => {
    const regex = { ...newRule('zip', 'REGEX'), fieldIdTemplate: '15', regex: '[0-9' };
    const logical = {
      ...newRule('jumbo', 'LOGICAL'),
      logicalOperator: 'AND',
      conditions: [{ ...newCondition(), fieldId: '1109', operator: 'GREATER_THAN' as const }],
    };
    logical.executionRules = [{ ...newRule('', 'ERROR') }];
    const pair = { ...newRule('pair', 'CONDITIONAL'), fieldIdTemplate: '4000#', conditionType: 'NOT_EMPTY' };
    pair.dependentRules = [{ ...newRule('zip', 'REQUIRED'), fieldIdTemplate: '4002' }];
    const { errors } = checkRuleSet({ ...setOf([regex, logical, pair]), name: ' ' });
    expect(errors).toEqual({
      name: 'Give the rule set a name',
      'rules.0.regex': expect.stringMatching(/^Invalid regex/),
      'rules.1.conditions.0.value': 'Value is missing for GREATER_THAN',
      'rules.1.executionRules.0.id': 'Give the rule an id',
      'rules.1.executionRules.0.customErrorMessage': 'Custom error message is missing',
      'rules.2.dependentRules.0.id': 'Another rule of this set has this id; rule ids must be unique',
      'rules.2.dependentRules.0.fieldIdTemplate': 'Field id "4002" must end with # like its borrower-pair parent',
    });
  });

  it('find nothing in a valid rule set', () => {
    const values = toRuleSetValues({
      name: 'Create loan',
      organizationId: null,
      tags: ['create-loan'],
      enabled: true,
      rules: [{ id: 'a', ruleType: 'RANGE', fieldIdTemplate: '3', range: { min: 1, max: 15 } }],
    });
    expect(checkRuleSet(values)).toEqual({ errors: {}, ruleProblems: {} });
  });

  it('place the problems of a refused save at the rule with that id', () => {
    const values = setOf([
      { ...newRule('a', 'REQUIRED'), fieldIdTemplate: '1' },
      { ...newRule('b', 'RANGE'), fieldIdTemplate: '3' },
    ]);
    const problem: ApiProblem = {
      type: 'urn:x',
      title: 'Unprocessable Content',
      status: 422,
      code: 'invalid-rule-definition',
      detail: 'The rule set has 2 invalid rule definition(s)',
      fields: [
        { field: 'body.rules.b', message: 'b: range (min and max) is missing' },
        { field: 'body.rules.gone', message: 'gone: rule type is missing' },
      ],
    };
    expect(serverRuleErrors(problem, values)).toEqual({
      errors: { 'rules.1.rangeMin': 'Range (min and max) is missing' },
      ruleProblems: {},
      unplaced: ['gone: rule type is missing'],
    });
  });
});
