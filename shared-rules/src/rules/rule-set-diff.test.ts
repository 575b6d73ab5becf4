import type { ValidationRule } from './types';
import { diffRuleSets, isEmptyDiff, ruleChanges, type RuleSetSide } from './rule-set-diff';

const required = (id: string, fieldIdTemplate: string): ValidationRule => ({ id, ruleType: 'REQUIRED', fieldIdTemplate });
const organizationName = (id: string | null) => (id === null ? 'All organizations' : id === 'org-summit' ? 'Summit Home Lending' : id);
const base: RuleSetSide = {
  name: 'Loan data',
  organizationId: null,
  tags: ['loan-data'],
  enabled: true,
  rules: [
    required('a', '11'),
    { id: 'rate', ruleType: 'RANGE', fieldIdTemplate: '3', range: { min: 1, max: 15 } },
    {
      id: 'purchase',
      ruleType: 'CONDITIONAL',
      fieldIdTemplate: '19',
      conditionType: 'EQUAL',
      conditionValue: 'Purchase',
      dependentRules: [required('price', '136')],
    },
  ],
};

describe('rule set diff', () => {
  it('is empty between a version and itself', () => {
    expect(isEmptyDiff(diffRuleSets(base, JSON.parse(JSON.stringify(base)) as RuleSetSide, organizationName))).toBe(true);
  });

  it("lists the set's own changes, and rules added, removed and changed field by field", () => {
    const after: RuleSetSide = {
      name: 'URLA',
      organizationId: 'org-summit',
      tags: ['loan-data', 'urla'],
      enabled: false,
      rules: [
        { id: 'rate', ruleType: 'RANGE', fieldIdTemplate: '3', range: { min: 1, max: 12 }, disabled: true },
        {
          id: 'purchase',
          ruleType: 'CONDITIONAL',
          fieldIdTemplate: '19',
          conditionType: 'EQUAL',
          conditionValue: 'Purchase',
          dependentRules: [required('price', '136#')],
        },
        required('b', '12'),
      ],
    };
    const diff = diffRuleSets(base, after, organizationName);
    expect(diff.set).toEqual([
      { label: 'Name', before: 'Loan data', after: 'URLA' },
      { label: 'Organization', before: 'All organizations', after: 'Summit Home Lending' },
      { label: 'Tags', before: 'loan-data', after: 'loan-data, urla' },
      { label: 'Enabled', before: 'yes', after: 'no' },
    ]);
    expect(diff.added.map((entry) => entry.key)).toEqual(['b']);
    expect(diff.removed.map((entry) => entry.key)).toEqual(['a']);
    expect(diff.changed).toEqual([
      expect.objectContaining({
        key: 'rate',
        changes: [
          { label: 'Enabled', before: 'yes', after: 'no' },
          { label: 'Range › Maximum', before: '15', after: '12' },
        ],
      }),
      expect.objectContaining({
        key: 'purchase',
        changes: [{ label: 'Dependent rule "price" › Field', before: '136', after: '136#' }],
      }),
    ]);
    expect(diff.moved).toEqual([]);
    expect(diff.unchanged).toBe(0);
  });

  it('names the fewest rules that moved', () => {
    const after = { ...base, rules: [base.rules[2], base.rules[0], base.rules[1]] };
    const diff = diffRuleSets(base, after, organizationName);
    expect(diff.moved).toEqual(['purchase']);
    expect(diff.unchanged).toBe(3);
  });

  it('tells rules with the same id apart, and shows properties added or dropped', () => {
    const before = { ...base, rules: [required('a', '11'), required('a', '12')] };
    const after = { ...base, rules: [required('a', '11')] };
    expect(diffRuleSets(before, after, organizationName).removed.map((entry) => entry.key)).toEqual(['a (2)']);
    expect(ruleChanges(required('a', '11'), { ...required('a', '11'), customErrorMessage: 'Enter {field}' })).toEqual([
      { label: 'Message', before: '(none)', after: 'Enter {field}' },
    ]);
    expect(
      ruleChanges(
        { id: 'l', ruleType: 'LOGICAL', conditions: [{ fieldId: '1172', operator: 'EQUAL', value: 'FHA' }] },
        { id: 'l', ruleType: 'LOGICAL', conditions: [{ fieldId: '1172', operator: 'IN_SET', value: ['FHA', 'VA'] }] },
      ),
    ).toEqual([
      { label: 'Condition 1 › Operator', before: 'EQUAL', after: 'IN_SET' },
      { label: 'Condition 1 › Value', before: 'FHA', after: 'FHA, VA' },
    ]);
  });
});
