import fc from 'fast-check';
import { compileRuleSets } from '../rules/compile';
import { RULE_MESSAGES } from '../rules/messages';
import type { EvaluationOptions, FieldValues, RuleSet, ValidationRule } from '../rules/types';
import { formFieldPresentation } from './form-field-presentation';
import { type FieldMessages, createLiveValidator } from './live-validation';

const required = (id: string, fieldIdTemplate: string): ValidationRule => ({ id, ruleType: 'REQUIRED', fieldIdTemplate });
const error = (id: string, customErrorMessage: string): ValidationRule => ({ id, ruleType: 'ERROR', customErrorMessage });

/** Loan-data rules of the kinds a lender configures for the URLA and State Specific Data tabs. */
const LENDER_RULES: ValidationRule[] = [
  required('loan-program', '1401'),
  required('loan-purpose', '19'),
  required('loan-amount', '1109'),
  required('borrower-first', '4000#'),
  required('borrower-last', '4002#'),
  { id: 'borrower-ssn', ruleType: 'FORMAT', fieldIdTemplate: '65#', format: 'SSN' },
  { id: 'borrower-ssn-required', ruleType: 'REQUIRED', fieldIdTemplate: '65#', customErrorMessage: 'The SSN of {field} is needed.' },
  { id: 'co-borrower-ssn', ruleType: 'FORMAT', fieldIdTemplate: '97#', format: 'SSN' },
  { id: 'borrower-phone', ruleType: 'FORMAT', fieldIdTemplate: '66#', format: 'PHONE' },
  { id: 'property-zip', ruleType: 'FORMAT', fieldIdTemplate: '15', format: 'ZIPCODE' },
  { id: 'note-rate', ruleType: 'RANGE', fieldIdTemplate: '3', range: { min: 1, max: 15 } },
  { id: 'base-income', ruleType: 'RANGE', fieldIdTemplate: 'FE0119#', range: { min: 0, max: 100000 } },
  {
    id: 'purchase-price',
    ruleType: 'CONDITIONAL',
    fieldIdTemplate: '19',
    conditionType: 'EQUAL',
    conditionValue: 'Purchase',
    dependentRules: [required('purchase-price-required', '136')],
  },
  { id: 'amount-under-price', ruleType: 'COMPARISON', fieldIdTemplate: '1109', comparisonField: '136', comparisonType: 'LESS_THAN' },
  { id: 'previous-employer-dates', ruleType: 'DEPENDENCY', fieldIdTemplate: 'FE0302#', dependentField: 'FE0309#' },
  {
    id: 'a-phone',
    ruleType: 'COMPOSITE',
    fieldIdTemplate: '66#',
    operator: 'OR',
    dependentRules: [required('home-phone', '66#'), required('cell-phone', '1490#')],
  },
  {
    id: 'conforming-limit',
    ruleType: 'LOGICAL',
    logicalOperator: 'AND',
    conditions: [
      { fieldId: '1172', operator: 'EQUAL', value: 'Conventional' },
      { fieldId: '1109', operator: 'GREATER_THAN', value: 832750 },
    ],
    executionRules: [{ ...error('over-limit', 'Above the conforming loan limit.'), fieldIdTemplate: '1109' }],
  },
  {
    id: 'bankruptcy-explanation',
    ruleType: 'LOGICAL',
    fieldIdTemplate: 'DECL.B.BANKRUPTCY#',
    logicalOperator: 'OR',
    conditions: [
      { fieldId: 'DECL.B.BANKRUPTCY#', operator: 'IS_TRUE' },
      { fieldId: 'DECL.B.FORECLOSURE#', operator: 'IS_TRUE' },
    ],
    executionRules: [{ ...required('explanation', 'CX.CREDIT.EXPLANATION#') }],
  },
  {
    id: 'closing-soon',
    ruleType: 'LOGICAL',
    logicalOperator: 'AND',
    conditions: [
      { fieldId: '763', operator: 'NOT_EMPTY' },
      { fieldId: '763', operator: 'DATE_BEFORE', value: 10 },
    ],
    executionRules: [{ ...error('closing-too-soon', 'Closing is less than 10 days away.'), fieldIdTemplate: '763' }],
  },
  {
    id: 'first-pair-named',
    ruleType: 'LOGICAL',
    logicalOperator: 'AND',
    conditions: [{ fieldId: '4000#1', operator: 'IS_EMPTY' }],
    executionRules: [{ ...error('no-first-borrower', 'Name the first borrower.'), fieldIdTemplate: '1109' }],
  },
  { id: 'action-taken', ruleType: 'IN_SET', fieldIdTemplate: '1393', values: 'Active Loan,Loan Originated' },
  { id: 'nmls-digits', ruleType: 'REGEX', fieldIdTemplate: 'LO.NMLSID', regex: '^\\d{1,12}$' },
  { id: 'zip-prefix', ruleType: 'STARTS_WITH_IN_SET', fieldIdTemplate: 'FR0108#', values: ['7', '8'] },
  { id: 'tx-notice', ruleType: 'DEPENDENCY', fieldIdTemplate: 'TX.HE50A6', dependentField: 'TX.HE50A6.NOTICEDATE' },
  { id: 'rate-shown', ruleType: 'RANGE', fieldIdTemplate: '3', range: { min: 2 }, customErrorMessage: 'A rate of {value}% is too low.' },
  {
    id: 'purchase-needs',
    ruleType: 'LOGICAL',
    logicalOperator: 'AND',
    conditions: [{ fieldId: '19', operator: 'EQUAL', value: 'Purchase' }],
    executionRules: [required('purchase-price-again', '136'), required('purchase-loan-type', '1172')],
  },
  {
    id: 'fha-limits',
    ruleType: 'LOGICAL',
    logicalOperator: 'AND',
    conditions: [{ fieldId: '1172', operator: 'EQUAL', value: 'FHA' }],
    executionRules: [
      { ...error('fha-county-limit', 'Check the FHA county limit.'), fieldIdTemplate: '1109' },
      { ...error('fha-case-number', 'Order the FHA case number.'), fieldIdTemplate: '1109' },
    ],
  },
  { id: 'loan-number-shown', ruleType: 'FORMFIELD', fieldIdTemplate: '364', displayOnly: true, customLabel: 'Portal Loan Number' },
  { id: 'switched-off', ruleType: 'REQUIRED', fieldIdTemplate: '4003#', disabled: true },
  { id: 'broken', ruleType: 'RANGE', fieldIdTemplate: '4' },
];

const RULE_SETS: RuleSet[] = [
  { enabled: true, tags: ['loan-data'], rules: LENDER_RULES },
  { enabled: true, tags: ['loan-data'], rules: [required('second-set-first-name', '4000#'), required('second-set-amount', '1109')] },
  { enabled: false, tags: ['loan-data'], rules: [required('off', '2')] },
];

const TODAY = new Date(2026, 2, 7, 12);

/** What `evaluateRuleSets` reports, grouped by field: the reference the validator must equal. */
function referenceMessages(values: FieldValues, options: EvaluationOptions): FieldMessages {
  const messages = new Map<string, string[]>();
  for (const { fieldId, message } of compileRuleSets(RULE_SETS).evaluate(values, options).errors) {
    messages.set(fieldId, [...(messages.get(fieldId) ?? []), message]);
  }
  return Object.fromEntries(messages);
}

const PAIR_FIELDS = ['4000#', '4002#', '65#', '97#', '66#', '1490#', 'FE0119#', 'FE0302#', 'FE0309#', 'FR0108#'];
const MORE_PAIR_FIELDS = ['DECL.B.BANKRUPTCY#', 'DECL.B.FORECLOSURE#', 'CX.CREDIT.EXPLANATION#', '4003#'];
const LOAN_FIELDS = [
  '1401',
  '19',
  '1109',
  '136',
  '1172',
  '3',
  '15',
  '763',
  '1393',
  'LO.NMLSID',
  'TX.HE50A6',
  'TX.HE50A6.NOTICEDATE',
  '364',
  '4',
  '2',
];
const FIELD_IDS = [
  ...LOAN_FIELDS,
  ...[...PAIR_FIELDS, ...MORE_PAIR_FIELDS].flatMap((template) => [1, 2, 3, 4].map((pair) => `${template}${pair}`)),
  '65',
  'unrelated',
];
const VALUES: unknown[] = [
  undefined,
  null,
  '',
  '  ',
  'Purchase',
  'Conventional',
  'FHA',
  'Active Loan',
  'Dana',
  '123-45-6789',
  '12-34',
  '512-555-0100',
  '78701',
  '90210',
  '5',
  '0.5',
  '900000',
  '400000',
  150000,
  true,
  false,
  'Y',
  'N',
  '03/10/2026',
  '2026-04-30',
  '1234567',
];

const change = fc.record({
  fieldIds: fc.uniqueArray(fc.constantFrom(...FIELD_IDS), { minLength: 1, maxLength: 3 }),
  values: fc.array(fc.constantFrom(...VALUES), { minLength: 3, maxLength: 3 }),
  borrowerPairs: fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 4 }) }),
});

describe('createLiveValidator', () => {
  it('answers update with what validateAll and evaluateRuleSets answer, over random change sequences', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(change, { minLength: 1, maxLength: 40 }), (startPairs, changes) => {
        const validator = createLiveValidator(RULE_SETS);
        const values: FieldValues = {};
        let options: EvaluationOptions = { borrowerPairs: startPairs, today: TODAY };
        expect(validator.validateAll(values, options)).toEqual(referenceMessages(values, options));
        for (const step of changes) {
          step.fieldIds.forEach((fieldId, index) => {
            const value = step.values[index];
            if (value === undefined) delete values[fieldId];
            else values[fieldId] = value;
          });
          if (step.borrowerPairs !== null) options = { ...options, borrowerPairs: step.borrowerPairs };
          const updated = validator.update(values, step.fieldIds, options);
          expect(updated).toEqual(referenceMessages(values, options));
          expect(updated).toEqual(createLiveValidator(RULE_SETS).validateAll(values, options));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('runs again only the rules that read a changed field, for that borrower pair', () => {
    const validator = createLiveValidator(RULE_SETS);
    const options = { borrowerPairs: 2, today: TODAY };
    const values: FieldValues = { '65#1': 'bad', '65#2': 'bad' };
    const first = validator.validateAll(values, options);
    expect(first['65#1']).toEqual([RULE_MESSAGES.format('65#1', 'SSN')]);
    // Both SSNs are fixed, but only pair 2's is reported changed: pair 1's rules keep their result.
    values['65#1'] = '123-45-6789';
    values['65#2'] = '123-45-6789';
    const next = validator.update(values, ['65#2'], options);
    expect(next['65#2']).toBeUndefined();
    expect(next['65#1']).toBe(first['65#1']);
    expect(validator.update(values, ['unrelated'], options)).toBe(next);
    expect(validator.update(values, ['65#1'], options)['65#1']).toBeUndefined();
  });

  it('runs every rule on a first update, a new pair count or a new day', () => {
    const validator = createLiveValidator(RULE_SETS);
    const values: FieldValues = { '763': '2026-03-12' };
    expect(validator.update(values, [], { today: TODAY })['763']).toEqual(['Closing is less than 10 days away.']);
    expect(validator.update(values, [], { today: new Date(2026, 0, 1) })['763']).toBeUndefined();
    expect(validator.update(values, [], { today: new Date(2026, 0, 1), borrowerPairs: 3 })['4000#3']).toHaveLength(2);
  });

  it('reads fields named like inherited properties as fields', () => {
    const validator = createLiveValidator([{ enabled: true, rules: [required('odd', 'constructor')] }]);
    expect(validator.validateAll({})).toEqual({ constructor: [RULE_MESSAGES.required] });
    expect(validator.update({ constructor: 'x' }, ['constructor'])).toEqual({});
  });
});

describe('createLiveValidator on input that is not what the types say', () => {
  it('reads a non-object as no values, and skips changed ids that are not text', () => {
    const validator = createLiveValidator('rules' as unknown as RuleSet[]);
    expect(validator.validateAll('values' as unknown as FieldValues, 'options' as unknown as EvaluationOptions)).toEqual({});
    const lenient = createLiveValidator(RULE_SETS);
    const first = lenient.validateAll({}, { today: TODAY });
    expect(lenient.update({ '1401': 'x' }, [7, null, '1401'] as unknown as string[], { today: TODAY })['1401']).toBeUndefined();
    expect(lenient.update({}, 'not a list' as unknown as string[], { today: TODAY })['1401']).toBeUndefined();
    expect(Object.keys(first)).toContain('1401');
  });
});

describe('formFieldPresentation', () => {
  const sets: RuleSet[] = [
    ...RULE_SETS,
    {
      enabled: true,
      rules: [
        { id: 'ssn-locked', ruleType: 'FORMFIELD', fieldIdTemplate: '65#', displayOnly: true },
        { id: 'employer-label', ruleType: 'FORMFIELD', fieldIdTemplate: 'FE0102#', customLabel: 'Employer (as on the pay stub)' },
        { id: 'off', ruleType: 'FORMFIELD', fieldIdTemplate: '1109', displayOnly: true, disabled: true },
        { id: 'not-a-form-field', ruleType: 'REQUIRED', fieldIdTemplate: '1401', displayOnly: true },
      ],
    },
    { enabled: false, rules: [{ id: 'disabled-set', ruleType: 'FORMFIELD', fieldIdTemplate: '2', displayOnly: true }] },
  ];

  it('gives display-only fields and custom labels, `#` ids per pair, from enabled rules only', () => {
    const presentation = formFieldPresentation(sets, 2);
    expect([...presentation.displayOnly].sort()).toEqual(['364', '65#1', '65#2']);
    expect(presentation.labels).toEqual({
      '364': 'Portal Loan Number',
      'FE0102#1': 'Employer (as on the pay stub)',
      'FE0102#2': 'Employer (as on the pay stub)',
    });
  });

  it('skips what is not a rule set or a form-field rule', () => {
    const odd = [
      null,
      { enabled: true, rules: 'none' },
      { enabled: true, rules: [null, { ruleType: 'FORMFIELD', fieldIdTemplate: ' ', displayOnly: true }] },
    ];
    expect(formFieldPresentation(odd as unknown as RuleSet[], 1)).toEqual({ displayOnly: new Set(), labels: {} });
    expect(formFieldPresentation('sets' as unknown as RuleSet[], 1).displayOnly.size).toBe(0);
  });

  it('takes at least one pair', () => {
    expect([...formFieldPresentation(sets, 0).displayOnly].sort()).toEqual(['364', '65#1']);
  });
});
