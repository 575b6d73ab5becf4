import { conditionProblems, validateRuleDefinition } from './definition';

function problemsOf(rule: unknown): string[] {
  return validateRuleDefinition(rule).map(({ ruleId, problem }) => `${ruleId}: ${problem}`);
}

const logical = {
  id: 'l',
  ruleType: 'LOGICAL',
  logicalOperator: 'AND',
  conditions: [{ fieldId: 'A', operator: 'IS_TRUE' }],
  executionRules: [{ id: 'x', ruleType: 'REQUIRED', fieldIdTemplate: 'B' }],
};

describe('validateRuleDefinition', () => {
  it('accepts a valid rule of every type', () => {
    const valid = [
      { id: 'a', ruleType: 'REQUIRED', fieldIdTemplate: 'A' },
      { id: 'a', ruleType: 'FORMFIELD', fieldIdTemplate: 'A' },
      { id: 'a', ruleType: 'FORMAT', fieldIdTemplate: 'A', format: 'EMAIL' },
      { id: 'a', ruleType: 'RANGE', fieldIdTemplate: 'A', range: { min: 1 } },
      { id: 'a', ruleType: 'RANGE', fieldIdTemplate: 'A', range: { max: '5' } },
      { id: 'a', ruleType: 'COMPOSITE', operator: 'OR', dependentRules: [{ id: 'b', ruleType: 'REQUIRED', fieldIdTemplate: 'B' }] },
      {
        id: 'a',
        ruleType: 'CONDITIONAL',
        fieldIdTemplate: 'A',
        conditionType: 'EQUAL',
        conditionValue: 'x',
        dependentRules: [{ id: 'b', ruleType: 'REQUIRED', fieldIdTemplate: 'B' }],
      },
      {
        id: 'a',
        ruleType: 'CONDITIONAL',
        fieldIdTemplate: 'A',
        conditionType: 'NOT_EQUAL',
        value: false,
        dependentRules: [{ id: 'b', ruleType: 'REQUIRED', fieldIdTemplate: 'B' }],
      },
      {
        id: 'a',
        ruleType: 'CONDITIONAL',
        fieldIdTemplate: 'A',
        conditionType: 'NOT_EMPTY',
        dependentRules: [{ id: 'b', ruleType: 'REQUIRED', fieldIdTemplate: 'B' }],
      },
      { id: 'a', ruleType: 'DEPENDENCY', fieldIdTemplate: 'A', dependentField: 'B' },
      { id: 'a', ruleType: 'COMPARISON', fieldIdTemplate: 'A', comparisonField: 'B', comparisonType: 'LESS_THAN' },
      { id: 'a', ruleType: 'REGEX', fieldIdTemplate: 'A', regex: '^a+$' },
      { id: 'a', ruleType: 'IN_SET', fieldIdTemplate: 'A', values: ['x'] },
      { id: 'a', ruleType: 'STARTS_WITH_IN_SET', fieldIdTemplate: 'A', values: 'x,y' },
      logical,
      { id: 'a', ruleType: 'ERROR', customErrorMessage: 'No' },
    ];
    for (const rule of valid) expect([rule.ruleType, problemsOf(rule)]).toEqual([rule.ruleType, []]);
  });

  it.each<[string, unknown, string[]]>([
    ['not an object', 'REQUIRED', ['(rule without id at root): rule is not an object']],
    ['missing id', { ruleType: 'REQUIRED', fieldIdTemplate: 'A' }, ['(rule without id at root): rule id is missing']],
    ['missing type', { id: 'r' }, ['r: rule type is missing']],
    ['unknown type', { id: 'r', ruleType: 'MAYBE' }, ['r: rule type "MAYBE" is not known']],
    ['missing field', { id: 'r', ruleType: 'REQUIRED', fieldIdTemplate: ' ' }, ['r: field id (fieldIdTemplate) is missing']],
    [
      'missing comparison field and type',
      { id: 'r', ruleType: 'COMPARISON', fieldIdTemplate: 'A' },
      ['r: comparison field is missing', 'r: comparison type is missing'],
    ],
    [
      'invalid comparison type',
      { id: 'r', ruleType: 'COMPARISON', fieldIdTemplate: 'A', comparisonField: 'B', comparisonType: 'LIKE' },
      ['r: comparison type "LIKE" must be EQUAL, GREATER_THAN or LESS_THAN'],
    ],
    ['missing logical operator', { ...logical, logicalOperator: undefined }, ['l: logical operator is missing']],
    ['invalid logical operator', { ...logical, logicalOperator: 'XOR' }, ['l: logical operator "XOR" must be AND or OR']],
    ['missing conditions', { ...logical, conditions: [] }, ['l: conditions are missing']],
    ['missing execution rules', { ...logical, executionRules: undefined }, ['l: execution rules are missing']],
    [
      'missing condition type',
      { id: 'r', ruleType: 'CONDITIONAL', fieldIdTemplate: 'A', dependentRules: [{ id: 'b', ruleType: 'REQUIRED', fieldIdTemplate: 'B' }] },
      ['r: condition type is missing'],
    ],
    [
      'invalid condition type',
      {
        id: 'r',
        ruleType: 'CONDITIONAL',
        fieldIdTemplate: 'A',
        conditionType: 'LIKE',
        dependentRules: [{ id: 'b', ruleType: 'REQUIRED', fieldIdTemplate: 'B' }],
      },
      ['r: condition type "LIKE" must be EQUAL, NOT_EQUAL or NOT_EMPTY'],
    ],
    [
      'missing condition value',
      {
        id: 'r',
        ruleType: 'CONDITIONAL',
        fieldIdTemplate: 'A',
        conditionType: 'EQUAL',
        conditionValue: '',
        dependentRules: [{ id: 'b', ruleType: 'REQUIRED', fieldIdTemplate: 'B' }],
      },
      ['r: condition value is missing for EQUAL'],
    ],
    [
      'conditional without dependent rules',
      { id: 'r', ruleType: 'CONDITIONAL', fieldIdTemplate: 'A', conditionType: 'NOT_EMPTY' },
      ['r: dependent rules are missing'],
    ],
    ['missing dependent field', { id: 'r', ruleType: 'DEPENDENCY', fieldIdTemplate: 'A' }, ['r: dependent field is missing']],
    ['missing format', { id: 'r', ruleType: 'FORMAT', fieldIdTemplate: 'A' }, ['r: format is missing']],
    ['invalid format', { id: 'r', ruleType: 'FORMAT', fieldIdTemplate: 'A', format: 'IBAN' }, ['r: format "IBAN" is not known']],
    ['missing values', { id: 'r', ruleType: 'IN_SET', fieldIdTemplate: 'A', values: ' , ' }, ['r: values are missing']],
    ['values of the wrong kind', { id: 'r', ruleType: 'STARTS_WITH_IN_SET', fieldIdTemplate: 'A', values: 5 }, ['r: values are missing']],
    ['missing range', { id: 'r', ruleType: 'RANGE', fieldIdTemplate: 'A' }, ['r: range (min and max) is missing']],
    [
      'min and max both missing',
      { id: 'r', ruleType: 'RANGE', fieldIdTemplate: 'A', range: { min: null, max: '' } },
      ['r: min and max are both missing'],
    ],
    [
      'non-numeric bounds',
      { id: 'r', ruleType: 'RANGE', fieldIdTemplate: 'A', range: { min: 'low', max: 'high' } },
      ['r: range min "low" is not a number', 'r: range max "high" is not a number'],
    ],
    [
      'min above max',
      { id: 'r', ruleType: 'RANGE', fieldIdTemplate: 'A', range: { min: 5, max: 1 } },
      ['r: range min 5 is greater than max 1'],
    ],
    ['missing regex', { id: 'r', ruleType: 'REGEX', fieldIdTemplate: 'A' }, ['r: regex is missing']],
    [
      'missing composite operator',
      { id: 'r', ruleType: 'COMPOSITE', dependentRules: [{ id: 'b', ruleType: 'REQUIRED', fieldIdTemplate: 'B' }] },
      ['r: operator is missing'],
    ],
    [
      'invalid composite operator and no children',
      { id: 'r', ruleType: 'COMPOSITE', operator: 'NAND' },
      ['r: operator "NAND" must be AND or OR', 'r: dependent rules are missing'],
    ],
    ['error without message', { id: 'r', ruleType: 'ERROR' }, ['r: custom error message is missing']],
  ])('%s', (_name, rule, expected) => {
    expect(problemsOf(rule)).toEqual(expected);
  });

  it('reports an invalid regex with the reason', () => {
    expect(problemsOf({ id: 'r', ruleType: 'REGEX', fieldIdTemplate: 'A', regex: '(' })[0]).toMatch(/^r: invalid regex \(.+\)$/);
  });

  it('checks conditions one by one', () => {
    expect(conditionProblems(null, 0)).toEqual(['condition 1 is not an object']);
    expect(conditionProblems({}, 1)).toEqual(['condition 2: field id is missing', 'condition 2: operator is missing']);
    expect(conditionProblems({ fieldId: 'A', operator: 'LIKE' }, 0)).toEqual(['condition 1: operator "LIKE" is not known']);
    expect(conditionProblems({ fieldId: 'A', operator: 'EQUAL' }, 0)).toEqual(['condition 1: value is missing for EQUAL']);
    expect(conditionProblems({ fieldId: 'A', operator: 'IN_SET', value: [] }, 0)).toEqual(['condition 1: value is missing for IN_SET']);
    expect(conditionProblems({ fieldId: 'A', operator: 'LENGTH_EQUAL', value: 'x' }, 0)).toEqual([
      'condition 1: value must be a number for LENGTH_EQUAL',
    ]);
    expect(conditionProblems({ fieldId: 'A', operator: 'REGEX_MATCH', value: '[' }, 0)[0]).toMatch(/^condition 1: invalid regex/);
    expect(conditionProblems({ fieldId: 'A', operator: 'EQUAL', value: false }, 0)).toEqual([]);
    expect(conditionProblems({ fieldId: 'A', operator: 'DATE_AFTER' }, 0)).toEqual([]);
    expect(problemsOf({ ...logical, conditions: [{ fieldId: 'A' }] })).toEqual(['l: condition 1: operator is missing']);
  });

  it('recurses into dependent and execution rules, naming each rule', () => {
    const rule = {
      id: 'top',
      ruleType: 'COMPOSITE',
      operator: 'AND',
      dependentRules: [
        { id: 'kid', ruleType: 'FORMAT', fieldIdTemplate: 'A' },
        { ruleType: 'REQUIRED', fieldIdTemplate: 'B' },
      ],
    };
    expect(problemsOf(rule)).toEqual(['kid: format is missing', '(rule without id at root/1): rule id is missing']);
  });

  it('requires a # field in children of a # rule, at any depth', () => {
    const rule = {
      id: 'pair',
      ruleType: 'LOGICAL',
      fieldIdTemplate: '4000#',
      logicalOperator: 'OR',
      conditions: [{ fieldId: 'LOAN', operator: 'NOT_EMPTY' }],
      executionRules: [
        { id: 'ok', ruleType: 'REQUIRED', fieldIdTemplate: '4002#' },
        { id: 'bad', ruleType: 'REQUIRED', fieldIdTemplate: '4002' },
        {
          id: 'nest',
          ruleType: 'COMPOSITE',
          operator: 'AND',
          dependentRules: [{ id: 'deep', ruleType: 'REQUIRED', fieldIdTemplate: 'X' }],
        },
      ],
    };
    expect(problemsOf(rule)).toEqual([
      'bad: field id "4002" must end with # like its borrower-pair parent',
      'deep: field id "X" must end with # like its borrower-pair parent',
    ]);
  });
});
