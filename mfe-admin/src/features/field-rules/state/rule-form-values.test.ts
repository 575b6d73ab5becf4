import type { ValidationRule } from 'shared-rules';
import { newCondition, newRule, toRule, toRuleValues } from './rule-form-values';
import { eachRule, toRuleSetSaveRequest, toRuleSetValues } from './rule-set-values';

/** Rules as administrators store them, each rule type once, with the shapes the engine also reads. */
const STORED: ValidationRule[] = [
  { id: 'required-first-name', ruleType: 'REQUIRED', fieldIdTemplate: '4000#' },
  { id: 'ssn', ruleType: 'FORMAT', fieldIdTemplate: '65#', format: 'SSN', customErrorMessage: '{field} must be an SSN, not {value}' },
  { id: 'note-rate', ruleType: 'RANGE', fieldIdTemplate: '3', range: { min: 1, max: '15' } },
  { id: 'open-range', ruleType: 'RANGE', fieldIdTemplate: '3', range: { min: null, max: 20 } },
  { id: 'state', ruleType: 'IN_SET', fieldIdTemplate: '14', values: 'CO, UT,WY' },
  { id: 'program', ruleType: 'STARTS_WITH_IN_SET', fieldIdTemplate: '1401', values: ['Conv', 'FHA'] },
  { id: 'zip', ruleType: 'REGEX', fieldIdTemplate: '15', regex: '^\\d{5} ?$' },
  { id: 'co-borrower', ruleType: 'DEPENDENCY', fieldIdTemplate: '4004#', dependentField: '4006#' },
  { id: 'price', ruleType: 'COMPARISON', fieldIdTemplate: '136', comparisonField: '356', comparisonType: 'GREATER_THAN' },
  {
    id: 'purchase',
    ruleType: 'CONDITIONAL',
    fieldIdTemplate: '19',
    conditionType: 'EQUAL',
    value: 'Purchase',
    dependentRules: [{ id: 'purchase-price', ruleType: 'REQUIRED', fieldIdTemplate: '136', disabled: false }],
  },
  {
    id: 'any-contact',
    ruleType: 'COMPOSITE',
    operator: 'OR',
    dependentRules: [{ id: 'email', ruleType: 'REQUIRED', fieldIdTemplate: '1240#' }],
  },
  {
    id: 'jumbo',
    ruleType: 'LOGICAL',
    logicalOperator: 'AND',
    conditions: [
      { fieldId: '1172', operator: 'EQUAL', value: 'Conventional' },
      { fieldId: '1109', operator: 'GREATER_THAN', value: 832750 },
      { fieldId: '14', operator: 'IN_SET', value: ['CA', 'NY'] },
      { fieldId: 'CX.NONQM.YN', operator: 'IS_TRUE' },
    ],
    executionRules: [{ id: 'jumbo-error', ruleType: 'ERROR', customErrorMessage: 'Above the conforming limit.' }],
  },
  { id: 'label', ruleType: 'FORMFIELD', fieldIdTemplate: 'CX.CORE.INITIALDISC', customLabel: 'Initial disclosures by', displayOnly: true },
  { id: 'off', ruleType: 'REQUIRED', fieldIdTemplate: '11', disabled: true, note: 'kept by the editor' } as ValidationRule,
];

describe('rule form values', () => {
  it('save every stored rule as it was while untouched', () => {
    for (const rule of STORED) expect(toRule(toRuleValues(rule))).toEqual(rule);
  });

  it('show stored values as text, and lists as lists', () => {
    const values = toRuleValues(STORED[4]);
    expect(values.values).toEqual(['CO', 'UT', 'WY']);
    expect(toRuleValues(STORED[2])).toMatchObject({ rangeMin: '1', rangeMax: '15' });
    expect(toRuleValues(STORED[9])).toMatchObject({ conditionValue: 'Purchase', enabled: true });
    expect(toRuleValues(STORED[11]).conditions.map((condition) => condition.value)).toEqual(['Conventional', '832750', 'CA, NY', '']);
  });

  it('write edited values with the types the engine reads', () => {
    const range = { ...toRuleValues(STORED[2]), rangeMin: ' 2.5 ', rangeMax: '' };
    expect(toRule(range).range).toEqual({ min: 2.5 });
    const set = { ...toRuleValues(STORED[4]), values: ['CO', 'NM', ' '] };
    expect(toRule(set).values).toEqual(['CO', 'NM']);
    const conditional = { ...toRuleValues(STORED[9]), conditionValue: 'Refinance' };
    expect(toRule(conditional)).toMatchObject({ value: 'Refinance' });
    expect(toRule(conditional)).not.toHaveProperty('conditionValue');
  });

  it('keep only what the rule type uses when the type changes', () => {
    const changed = { ...toRuleValues(STORED[2]), ruleType: 'REGEX' as const, regex: '^[0-9]+$' };
    expect(toRule(changed)).toEqual({ id: 'note-rate', ruleType: 'REGEX', fieldIdTemplate: '3', regex: '^[0-9]+$' });
  });

  it('build a new rule with its children and conditions from blank rows', () => {
    const rule = newRule('new-logical', 'LOGICAL');
    rule.logicalOperator = 'OR';
    rule.conditions = [{ ...newCondition(), fieldId: ' 1172 ', value: 'FHA' }];
    rule.executionRules = [{ ...newRule('new-error', 'ERROR'), customErrorMessage: 'FHA: {value}' }];
    rule.dependentRules = [newRule('ignored', 'REQUIRED')];
    expect(toRule(rule)).toEqual({
      id: 'new-logical',
      ruleType: 'LOGICAL',
      logicalOperator: 'OR',
      conditions: [{ fieldId: '1172', operator: 'EQUAL', value: 'FHA' }],
      executionRules: [{ id: 'new-error', ruleType: 'ERROR', customErrorMessage: 'FHA: {value}' }],
    });
  });

  it('switch a rule off and on', () => {
    const off = { ...toRuleValues(STORED[0]), enabled: false };
    expect(toRule(off).disabled).toBe(true);
    expect(toRule({ ...toRuleValues(STORED[13]), enabled: true })).not.toHaveProperty('disabled');
  });

  it('turn a rule set into the save request, and keep row ids across a save', () => {
    const record = { name: ' Loan data ', organizationId: null, tags: ['loan-data', ' '], enabled: true, rules: STORED.slice(0, 2) };
    const values = toRuleSetValues(record);
    expect(toRuleSetSaveRequest(values)).toEqual({ ...record, name: 'Loan data', tags: ['loan-data'] });
    expect(toRuleSetValues(record, values).rules.map((rule) => rule.uid)).toEqual(values.rules.map((rule) => rule.uid));
  });

  it('walk every rule a save keeps, with its form path', () => {
    const values = toRuleSetValues({ name: 'x', organizationId: null, tags: [], enabled: true, rules: STORED.slice(9, 12) });
    expect(eachRule(values.rules).map(({ rule, path }) => [path, rule.id])).toEqual([
      ['rules.0', 'purchase'],
      ['rules.0.dependentRules.0', 'purchase-price'],
      ['rules.1', 'any-contact'],
      ['rules.1.dependentRules.0', 'email'],
      ['rules.2', 'jumbo'],
      ['rules.2.executionRules.0', 'jumbo-error'],
    ]);
  });
});
