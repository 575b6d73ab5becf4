import { compileRuleSets, compiledRuleSetsFor, evaluateRuleSets, borrowerPairCount, pairFieldIds, planRuleSets } from './compile';
import { FieldSlots } from './field-slots';
import type { RuleSet, ValidationRule } from './types';

const TODAY = new Date(2026, 10, 21);

function run(rules: unknown[], values: Record<string, unknown>, options: { borrowerPairs?: number } = {}) {
  return evaluateRuleSets([{ enabled: true, rules: rules as ValidationRule[] }], values, { today: TODAY, ...options });
}

function messages(rules: unknown[], values: Record<string, unknown>, options: { borrowerPairs?: number } = {}) {
  return run(rules, values, options).errors.map((error) => error.message);
}

describe('REQUIRED and FORMFIELD', () => {
  const required = { id: 'r1', ruleType: 'REQUIRED', fieldIdTemplate: '4000' };
  it.each([null, undefined, '', '   '])('fails on %p', (value) => {
    expect(run([required], { 4000: value })).toEqual({
      valid: false,
      errors: [{ ruleId: 'r1', fieldId: '4000', message: 'Value is required' }],
    });
  });
  it.each(['a', 0, false, ['x'], { a: 1 }])('passes on %p', (value) => {
    expect(run([required], { 4000: value }).valid).toBe(true);
  });
  it('FORMFIELD fails on a blank and passes on a value', () => {
    const rule = { id: 'f1', ruleType: 'FORMFIELD', fieldIdTemplate: '4002' };
    expect(messages([rule], {})).toEqual(['Value is required']);
    expect(run([rule], { 4002: 'Smith' }).valid).toBe(true);
  });
  it('does not read inherited object properties as fields', () => {
    expect(run([{ id: 'r', ruleType: 'REQUIRED', fieldIdTemplate: 'constructor' }], {}).valid).toBe(false);
    expect(run([{ id: 'r', ruleType: 'REQUIRED', fieldIdTemplate: 'constructor' }], { constructor: 'own value' }).valid).toBe(true);
    expect(run([{ id: 'r', ruleType: 'REQUIRED', fieldIdTemplate: '__proto__' }], JSON.parse('{"__proto__": "x"}')).valid).toBe(true);
  });
});

describe('FORMAT', () => {
  const format = (name: string) => ({ id: `fmt-${name}`, ruleType: 'FORMAT', fieldIdTemplate: 'F', format: name });
  const cases: Array<[string, unknown[], unknown[]]> = [
    ['EMAIL', ['jo@example.com', 'a.b+c@mail.example.org'], ['jo@', 'jo@example', 'jo example@x.com', 'a@b..com']],
    ['SSN', ['123-45-6789', '123456789', 123456789], ['123-456-789', '12345678', '123-45-67890']],
    ['PHONE', ['555-123-4567', '5551234567', '555123-4567'], ['555-1234-567', '55512345678', '(555) 123-4567']],
    [
      'DATE',
      ['01/31/2024', '02/29/2024', '12/31/2099', '01/01/1900'],
      ['02/30/2024', '02/29/2023', '13/01/2024', '00/10/2024', '01/00/2024', '1/5/2024', '12/31/1899', '01/01/2100', '2024-01-31'],
    ],
    ['NUMBER', ['12', '-3.5', '+7', '.5', 42], ['1,000', '1.', 'abc', '1e5']],
    ['CURRENCY', ['$1,234.56', '1234', '1,234', '$0.99', '$12'], ['$1,23', '12.5', '$-5', '1,2345', 'USD 5']],
    ['ZIPCODE', ['12345', '12345-6789', '123456789'], ['1234', '12345-678', 'ABCDE']],
  ];
  it.each(cases)('%s accepts valid and refuses invalid values', (name, good, bad) => {
    for (const value of good) expect(run([format(name)], { F: value }).valid).toBe(true);
    for (const value of bad) expect(run([format(name)], { F: value }).valid).toBe(false);
  });
  it('lets blank values pass and names the field and format', () => {
    expect(run([format('EMAIL')], { F: '  ' }).valid).toBe(true);
    expect(messages([format('EMAIL')], { F: 'nope' })).toEqual(['F does not match the expected format (EMAIL)']);
  });
  it('refuses a structured value', () => {
    expect(run([format('NUMBER')], { F: { n: 1 } }).valid).toBe(false);
  });
});

describe('RANGE', () => {
  const range = (min?: unknown, max?: unknown) => ({ id: 'rg', ruleType: 'RANGE', fieldIdTemplate: 'A', range: { min, max } });
  it('is inclusive on both sides', () => {
    expect(run([range(1, 10)], { A: '1' }).valid).toBe(true);
    expect(run([range(1, 10)], { A: 10 }).valid).toBe(true);
    expect(messages([range(1, 10)], { A: 11 })).toEqual(['A is not within the range 1 to 10']);
    expect(messages([range(1, 10)], { A: 0.5 })).toEqual(['A is not within the range 1 to 10']);
  });
  it('is open on a missing side', () => {
    expect(run([range(undefined, 10)], { A: -1e9 }).valid).toBe(true);
    expect(messages([range(undefined, 10)], { A: 11 })).toEqual(['A should be at most 10']);
    expect(run([range('5', null)], { A: '$1,000,000' }).valid).toBe(true);
    expect(messages([range('5', '')], { A: 4 })).toEqual(['A should be at least 5']);
  });
  it('passes blanks and fails non-numbers', () => {
    expect(run([range(1, 2)], { A: '' }).valid).toBe(true);
    expect(run([range(1, 2)], { A: 'abc' }).valid).toBe(false);
    expect(run([range(1, 2)], { A: true }).valid).toBe(false);
  });
  it('fills {min} and {max} in a custom message', () => {
    const rule = { ...range(1, 2), customErrorMessage: '{field} must be {min}-{max}, not {value}' };
    expect(messages([rule], { A: 3 })).toEqual(['A must be 1-2, not 3']);
  });
});

const required = (id: string, field: string): ValidationRule => ({ id, ruleType: 'REQUIRED', fieldIdTemplate: field });

describe('COMPOSITE', () => {
  const composite = (operator: string) => ({
    id: 'c1',
    ruleType: 'COMPOSITE',
    fieldIdTemplate: 'X',
    operator,
    dependentRules: [required('a', 'A'), required('b', 'B')],
  });
  it('AND passes only when all dependent rules pass, with one error of its own', () => {
    expect(run([composite('AND')], { A: 1, B: 1 }).valid).toBe(true);
    expect(run([composite('AND')], { A: 1 }).errors).toEqual([{ ruleId: 'c1', fieldId: 'X', message: 'Invalid value' }]);
  });
  it('OR passes when one dependent rule passes', () => {
    expect(run([composite('OR')], { B: 1 }).valid).toBe(true);
    expect(run([composite('OR')], {}).errors).toHaveLength(1);
  });
  it('reports its custom message and an empty field when it has none', () => {
    const rule = {
      id: 'c2',
      ruleType: 'COMPOSITE',
      operator: 'AND',
      customErrorMessage: 'Need both',
      dependentRules: [required('a', 'A')],
    };
    expect(run([rule], {}).errors).toEqual([{ ruleId: 'c2', fieldId: '', message: 'Need both' }]);
  });
});

describe('CONDITIONAL', () => {
  const conditional = (conditionType: string, extra: Record<string, unknown> = {}) => ({
    id: 'cond',
    ruleType: 'CONDITIONAL',
    fieldIdTemplate: 'TYPE',
    conditionType,
    dependentRules: [required('a', 'A'), required('b', 'B')],
    ...extra,
  });
  it('EQUAL runs the dependent rules and reports each of their errors', () => {
    expect(run([conditional('EQUAL', { conditionValue: 'FHA' })], { TYPE: 'FHA' }).errors.map((e) => e.ruleId)).toEqual(['a', 'b']);
    expect(run([conditional('EQUAL', { conditionValue: 'FHA' })], { TYPE: 'VA' }).valid).toBe(true);
  });
  it('NOT_EQUAL and NOT_EMPTY', () => {
    expect(run([conditional('NOT_EQUAL', { conditionValue: 'FHA' })], { TYPE: 'VA' }).valid).toBe(false);
    expect(run([conditional('NOT_EQUAL', { conditionValue: 'FHA' })], { TYPE: 'FHA' }).valid).toBe(true);
    expect(run([conditional('NOT_EMPTY')], { TYPE: 'x', A: 1, B: 2 }).valid).toBe(true);
    expect(run([conditional('NOT_EMPTY')], { TYPE: 'x' }).valid).toBe(false);
    expect(run([conditional('NOT_EMPTY')], {}).valid).toBe(true);
  });
  it('reads `value` when `conditionValue` is absent and compares numbers numerically', () => {
    expect(run([conditional('EQUAL', { value: 100 })], { TYPE: '100.00' }).valid).toBe(false);
  });
  it('inside a composite, counts as failing without reporting its children', () => {
    const rule = { id: 'outer', ruleType: 'COMPOSITE', operator: 'AND', fieldIdTemplate: 'O', dependentRules: [conditional('NOT_EMPTY')] };
    expect(run([rule], { TYPE: 'x' }).errors).toEqual([{ ruleId: 'outer', fieldId: 'O', message: 'Invalid value' }]);
  });
});

describe('DEPENDENCY', () => {
  const rule = { id: 'd', ruleType: 'DEPENDENCY', fieldIdTemplate: 'A', dependentField: 'B' };
  it('passes when both are filled or both are empty', () => {
    expect(run([rule], { A: 1, B: 2 }).valid).toBe(true);
    expect(run([rule], {}).valid).toBe(true);
    expect(messages([rule], { A: 1 })).toEqual(['A and B should both be filled in or both be empty']);
    expect(run([rule], { B: 'x' }).valid).toBe(false);
  });
});

describe('COMPARISON', () => {
  const compare = (comparisonType: string) => ({
    id: 'cmp',
    ruleType: 'COMPARISON',
    fieldIdTemplate: 'A',
    comparisonField: 'B',
    comparisonType,
  });
  it('EQUAL compares numbers numerically and text as text', () => {
    expect(run([compare('EQUAL')], { A: '10', B: 10.0 }).valid).toBe(true);
    expect(messages([compare('EQUAL')], { A: 'x', B: 'y' })).toEqual(['A should match the value of B']);
  });
  it('GREATER_THAN and LESS_THAN, numeric before text', () => {
    expect(run([compare('GREATER_THAN')], { A: '10', B: '9' }).valid).toBe(true);
    expect(messages([compare('GREATER_THAN')], { A: '9', B: '10' })).toEqual(['A should be greater than the value of B']);
    expect(run([compare('LESS_THAN')], { A: '9', B: '10' }).valid).toBe(true);
    expect(messages([compare('LESS_THAN')], { A: 'b', B: 'a' })).toEqual(['A should be less than the value of B']);
    expect(run([compare('LESS_THAN')], { A: 'a', B: 'b' }).valid).toBe(true);
    expect(run([compare('GREATER_THAN')], { A: 'a', B: 'a' }).valid).toBe(false);
  });
});

describe('REGEX', () => {
  const rule = { id: 'rx', ruleType: 'REGEX', fieldIdTemplate: 'A', regex: '^[A-Z]{2}\\d+$' };
  it('matches, lets blanks pass and reports the pattern message', () => {
    expect(run([rule], { A: 'CA12' }).valid).toBe(true);
    expect(run([rule], {}).valid).toBe(true);
    expect(messages([rule], { A: 'ca12' })).toEqual(['A does not match the required pattern']);
  });
  it('an invalid regex fails the rule as a definition error without throwing', () => {
    const broken = { ...rule, regex: '([' };
    expect(() => run([broken], { A: 'x' })).not.toThrow();
    expect(run([broken], { A: 'x' }).errors).toEqual([{ ruleId: 'rx', fieldId: 'A', message: 'Invalid value' }]);
    expect(compileRuleSets([{ enabled: true, rules: [broken as ValidationRule] }]).problems[0].problem).toMatch(/^invalid regex/);
  });
});

describe('IN_SET and STARTS_WITH_IN_SET', () => {
  it('IN_SET accepts a list or a comma-separated string', () => {
    const list = { id: 's', ruleType: 'IN_SET', fieldIdTemplate: 'A', values: ['FHA', 'VA'] };
    const text = { ...list, values: 'FHA, VA' };
    for (const rule of [list, text]) {
      expect(run([rule], { A: 'VA' }).valid).toBe(true);
      expect(run([rule], { A: '' }).valid).toBe(true);
      expect(messages([rule], { A: 'USDA' })).toEqual(['A should be one of: FHA, VA']);
    }
  });
  it('STARTS_WITH_IN_SET accepts values starting with a member', () => {
    const rule = { id: 'p', ruleType: 'STARTS_WITH_IN_SET', fieldIdTemplate: 'A', values: 'CONV,FHA' };
    expect(run([rule], { A: 'CONV 30 Fixed' }).valid).toBe(true);
    expect(run([rule], { A: null }).valid).toBe(true);
    expect(messages([rule], { A: 'VA 30' })).toEqual(['A should start with one of: CONV, FHA']);
  });
});

describe('LOGICAL', () => {
  const logical = (logicalOperator: string) => ({
    id: 'l',
    ruleType: 'LOGICAL',
    logicalOperator,
    conditions: [
      { fieldId: 'TYPE', operator: 'EQUAL', value: 'FHA' },
      { fieldId: 'AMT', operator: 'GREATER_THAN', value: 100 },
    ],
    executionRules: [required('case', 'CASE')],
  });
  it('AND runs the execution rules when every condition holds', () => {
    expect(run([logical('AND')], { TYPE: 'FHA', AMT: 200 }).errors.map((e) => e.ruleId)).toEqual(['case']);
    expect(run([logical('AND')], { TYPE: 'FHA', AMT: 50 }).valid).toBe(true);
  });
  it('OR runs the execution rules when any condition holds', () => {
    expect(run([logical('OR')], { TYPE: 'VA', AMT: 200 }).valid).toBe(false);
    expect(run([logical('OR')], { TYPE: 'VA', AMT: 50 }).valid).toBe(true);
    expect(run([logical('OR')], { TYPE: 'VA', AMT: 200, CASE: '1' }).valid).toBe(true);
  });
});

describe('ERROR', () => {
  it('without a custom message is a broken definition and reports "Invalid value"', () => {
    expect(messages([{ id: 'e0', ruleType: 'ERROR', fieldIdTemplate: '1' }], {})).toEqual(['Invalid value']);
  });
  it('always fails with its custom message, placeholders filled', () => {
    const rule = { id: 'e', ruleType: 'ERROR', fieldIdTemplate: 'A', customErrorMessage: 'Loan {field} cannot be {value}' };
    expect(run([rule], { A: 'x' }).errors).toEqual([{ ruleId: 'e', fieldId: 'A', message: 'Loan A cannot be x' }]);
  });
  it('fills {value} with nothing for blanks and structures and leaves unknown placeholders', () => {
    const rule = { id: 'e', ruleType: 'ERROR', customErrorMessage: '[{value}] {min} {other}' };
    expect(messages([rule], {})).toEqual(['[] {min} {other}']);
    expect(messages([{ ...rule, fieldIdTemplate: 'A' }], { A: { nested: true } })).toEqual(['[] {min} {other}']);
  });
});

describe('custom messages on defaults', () => {
  it('replaces the default message', () => {
    const rule = { id: 'r', ruleType: 'REQUIRED', fieldIdTemplate: 'A', customErrorMessage: '{field} please' };
    expect(messages([rule], {})).toEqual(['A please']);
  });
});

describe('disabled rules and rule sets', () => {
  it('passes disabled rules and disabled rule sets', () => {
    expect(run([{ ...required('r', 'A'), disabled: true }], {}).valid).toBe(true);
    const sets: RuleSet[] = [{ enabled: false, rules: [required('r', 'A')] }];
    expect(evaluateRuleSets(sets, {}).valid).toBe(true);
    expect(compileRuleSets(sets).ruleCount).toBe(0);
  });
});

describe('broken definitions', () => {
  it('fail with Invalid value, whatever the JSON', () => {
    expect(run([null, 7, { ruleType: 'REQUIRED', fieldIdTemplate: 'A' }, { id: 'u', ruleType: 'NOPE' }], { A: 1 }).errors).toEqual([
      { ruleId: '(rule without id at rules/0)', fieldId: '', message: 'Invalid value' },
      { ruleId: '(rule without id at rules/1)', fieldId: '', message: 'Invalid value' },
      { ruleId: '(rule without id at rules/2)', fieldId: 'A', message: 'Invalid value' },
      { ruleId: 'u', fieldId: '', message: 'Invalid value' },
    ]);
  });
  it('tolerates malformed rule sets, values and options', () => {
    const sets = [null, { enabled: true }, { enabled: true, rules: [required('r', 'A')] }] as unknown as RuleSet[];
    expect(evaluateRuleSets(sets, null as unknown as Record<string, unknown>, null as never).errors).toHaveLength(1);
    expect(evaluateRuleSets(null as unknown as RuleSet[], {}).valid).toBe(true);
  });
  it('stops following absurdly deep nesting', () => {
    let rule: Record<string, unknown> = required('leaf', 'A') as unknown as Record<string, unknown>;
    for (let depth = 0; depth < 70; depth += 1) {
      rule = { id: `c${depth}`, ruleType: 'COMPOSITE', operator: 'AND', dependentRules: [rule] };
    }
    const compiled = compileRuleSets([{ enabled: true, rules: [rule as unknown as ValidationRule] }]);
    expect(compiled.problems.some((p) => /nested more than/.test(p.problem))).toBe(true);
    expect(compiled.evaluate({ A: 1 }).valid).toBe(false);
  });
});

describe('borrower pairs', () => {
  it('repeats a # rule once per pair, numbered from 1', () => {
    const result = run([required('r', '4000#')], { '4000#1': 'Ann', '4000#3': 'Cy' }, { borrowerPairs: 4 });
    expect(result.errors).toEqual([
      { ruleId: 'r', fieldId: '4000#2', message: 'Value is required' },
      { ruleId: 'r', fieldId: '4000#4', message: 'Value is required' },
    ]);
  });
  it('defaults to one pair and clamps nonsense counts', () => {
    expect(run([required('r', '4000#')], {}).errors.map((e) => e.fieldId)).toEqual(['4000#1']);
    expect(borrowerPairCount(0)).toBe(1);
    expect(borrowerPairCount(-3)).toBe(1);
    expect(borrowerPairCount(Number.NaN)).toBe(1);
    expect(borrowerPairCount('4')).toBe(1);
    expect(borrowerPairCount(2.9)).toBe(2);
    expect(borrowerPairCount(1e9)).toBe(99);
  });
  it('numbers # ids of dependent rules, comparison and dependent fields, and conditions', () => {
    const rules = [
      {
        id: 'logic',
        ruleType: 'LOGICAL',
        fieldIdTemplate: '4000#',
        logicalOperator: 'AND',
        conditions: [
          { fieldId: 'MARRIED#', operator: 'IS_TRUE' },
          { fieldId: 'LOAN', operator: 'NOT_EMPTY' },
        ],
        executionRules: [
          { id: 'spouse', ruleType: 'REQUIRED', fieldIdTemplate: 'SPOUSE#' },
          { id: 'cmp', ruleType: 'COMPARISON', fieldIdTemplate: 'INCOME#', comparisonField: 'DEBT#', comparisonType: 'GREATER_THAN' },
          { id: 'dep', ruleType: 'DEPENDENCY', fieldIdTemplate: 'A#', dependentField: 'B#' },
        ],
      },
    ];
    const values = {
      LOAN: 'x',
      'MARRIED#1': 'Y',
      'MARRIED#2': 'Y',
      'SPOUSE#1': 'Bo',
      'INCOME#1': 5,
      'DEBT#1': 1,
      'INCOME#2': 1,
      'DEBT#2': 5,
      'A#2': 1,
    };
    expect(run(rules, values, { borrowerPairs: 2 }).errors).toEqual([
      { ruleId: 'spouse', fieldId: 'SPOUSE#2', message: 'Value is required' },
      { ruleId: 'cmp', fieldId: 'INCOME#2', message: 'INCOME#2 should be greater than the value of DEBT#2' },
      { ruleId: 'dep', fieldId: 'A#2', message: 'A#2 and B#2 should both be filled in or both be empty' },
    ]);
  });
  it('fails children lacking a # under a # parent', () => {
    const rule = {
      id: 'p',
      ruleType: 'CONDITIONAL',
      fieldIdTemplate: 'X#',
      conditionType: 'NOT_EMPTY',
      dependentRules: [required('child', 'LOANLEVEL')],
    };
    expect(run([rule], { 'X#1': 'y', LOANLEVEL: 'ok' }).errors).toEqual([
      { ruleId: 'child', fieldId: 'LOANLEVEL', message: 'Invalid value' },
    ]);
  });
  it('compiles each pair count once and reuses it', () => {
    const compiled = compileRuleSets([{ enabled: true, rules: [required('r', 'A#')] }]);
    expect(compiled.evaluate({}, { borrowerPairs: 3 }).errors).toHaveLength(3);
    expect(compiled.evaluate({ 'A#1': 1, 'A#2': 1, 'A#3': 1 }, { borrowerPairs: 3 }).valid).toBe(true);
    expect(compiled.evaluate({}, { borrowerPairs: 2 }).errors).toHaveLength(2);
  });
});

describe('today', () => {
  it('defaults to the current day when not given', () => {
    const rule = {
      id: 'l',
      ruleType: 'LOGICAL',
      logicalOperator: 'AND',
      conditions: [{ fieldId: 'D', operator: 'DATE_BEFORE' }],
      executionRules: [required('x', 'X')],
    };
    const sets: RuleSet[] = [{ enabled: true, rules: [rule as ValidationRule] }];
    expect(evaluateRuleSets(sets, { D: '01/01/2000' }).valid).toBe(false);
    expect(evaluateRuleSets(sets, { D: '01/01/2999' }).valid).toBe(true);
  });
});

describe('inherited object names are not fields', () => {
  // A loan never has a field called toString; reading one must give "blank", not a function.
  const blankPasses = [
    { id: 'f', ruleType: 'FORMAT', fieldIdTemplate: 'toString', format: 'EMAIL' },
    { id: 'g', ruleType: 'RANGE', fieldIdTemplate: 'toString', range: { min: 1 } },
    { id: 'h', ruleType: 'REGEX', fieldIdTemplate: 'toString', regex: '^x$' },
    { id: 'i', ruleType: 'IN_SET', fieldIdTemplate: 'toString', values: 'a' },
    { id: 'j', ruleType: 'STARTS_WITH_IN_SET', fieldIdTemplate: 'toString', values: 'a' },
    { id: 'k', ruleType: 'DEPENDENCY', fieldIdTemplate: 'toString', dependentField: 'valueOf' },
    { id: 'l', ruleType: 'COMPARISON', fieldIdTemplate: 'toString', comparisonField: 'valueOf', comparisonType: 'EQUAL' },
    { id: 'm', ruleType: 'CONDITIONAL', fieldIdTemplate: 'toString', conditionType: 'NOT_EMPTY', dependentRules: [required('x', 'X')] },
    {
      id: 'n',
      ruleType: 'LOGICAL',
      logicalOperator: 'AND',
      conditions: [{ fieldId: 'valueOf', operator: 'NOT_EMPTY' }],
      executionRules: [required('x', 'X')],
    },
  ];
  it.each(blankPasses)('$ruleType reads toString as blank', (rule) => {
    expect(run([rule], {}).valid).toBe(true);
  });
  it('reports them by their own value when the loan has one', () => {
    expect(
      messages(
        [
          {
            id: 'c',
            ruleType: 'COMPOSITE',
            fieldIdTemplate: 'toString',
            operator: 'AND',
            customErrorMessage: 'got {value}',
            dependentRules: [required('x', 'X')],
          },
        ],
        { toString: 'mine' },
      ),
    ).toEqual(['got mine']);
    expect(messages([{ id: 'e', ruleType: 'ERROR', fieldIdTemplate: 'valueOf', customErrorMessage: '[{value}]' }], {})).toEqual(['[]']);
  });
});

describe('loan values read once per evaluation', () => {
  const required: RuleSet[] = [{ enabled: true, rules: [{ id: 'r1', ruleType: 'REQUIRED', fieldIdTemplate: '4000' }] }];

  it('judges each loan by its own values when one compiled set judges many loans in turn', () => {
    const compiled = compileRuleSets(required);
    expect(compiled.evaluate({ 4000: 'x' }).valid).toBe(true);
    expect(compiled.evaluate({}).valid).toBe(false);
    expect(compiled.evaluate({ 4000: 'y' }).valid).toBe(true);
  });

  it('keeps an outer evaluation right when reading a loan starts another evaluation', () => {
    const compiled = compileRuleSets(required);
    let inner: boolean | undefined;
    const outer = {
      get 4000() {
        inner = compiled.evaluate({ 4000: '' }).valid;
        return 'filled';
      },
    };
    expect(compiled.evaluate(outer).valid).toBe(true);
    expect(inner).toBe(false);
    expect(compiled.evaluate({ 4000: '' }).valid).toBe(false);
  });
});

describe('evaluateRuleSets compiles a rule-set list once', () => {
  const requiredA = (): RuleSet[] => [{ enabled: true, rules: [{ id: 'a', ruleType: 'REQUIRED', fieldIdTemplate: 'A' }] }];

  it('keeps the compiled form of the same list object', () => {
    const sets = requiredA();
    expect(compiledRuleSetsFor(sets)).toBe(compiledRuleSetsFor(sets));
    expect(compiledRuleSetsFor(requiredA())).not.toBe(compiledRuleSetsFor(sets));
  });

  it('judges the same list object by the form compiled on its first use, and a new list by its own rules', () => {
    const sets = requiredA();
    expect(evaluateRuleSets(sets, {}).errors.map((error) => error.ruleId)).toEqual(['a']);
    // Edited in place, the list is not read again: had it been compiled again, rule b would fail here.
    sets[0].rules = [{ id: 'b', ruleType: 'REQUIRED', fieldIdTemplate: 'B' }];
    expect(evaluateRuleSets(sets, {}).errors.map((error) => error.ruleId)).toEqual(['a']);
    // A new version of the rule sets is a new list: compiled again.
    expect(evaluateRuleSets([...sets], {}).errors.map((error) => error.ruleId)).toEqual(['b']);
  });

  it('binds each borrower pair once, whatever order pair counts come in', () => {
    const compiled = compiledRuleSetsFor([{ enabled: true, rules: [required('p', 'P#'), required('l', 'L')] }]);
    const fieldsOf = (pairs: number) => compiled.evaluate({}, { borrowerPairs: pairs }).errors.map((error) => error.fieldId);
    expect(fieldsOf(3)).toEqual(['L', 'P#1', 'P#2', 'P#3']);
    expect(fieldsOf(1)).toEqual(['L', 'P#1']);
    expect(compiled.evaluate({ L: 'x', 'P#1': 'y' }, { borrowerPairs: 2 }).errors.map((error) => error.fieldId)).toEqual(['P#2']);
    expect(fieldsOf(4)).toEqual(['L', 'P#1', 'P#2', 'P#3', 'P#4']);
  });
});

describe('field ids remembered across compiles', () => {
  it('judges right after more field ids than it remembers have been met', () => {
    const many = Array.from({ length: 50_001 }, (_, index) => required(`r${index}`, `F${index}`));
    expect(evaluateRuleSets([{ enabled: true, rules: many }], { F7: 'x' }).errors).toHaveLength(50_000);
    expect(evaluateRuleSets([{ enabled: true, rules: [required('again', 'F0')] }], { F0: 'x' }).valid).toBe(true);
    expect(evaluateRuleSets([{ enabled: true, rules: [required('again', 'F0')] }], {}).valid).toBe(false);
  });
});

describe('planRuleSets', () => {
  it('plans the enabled sets’ rules, loan-level and pair rules apart, and a binding’s slots name every field it reads', () => {
    const logical = {
      id: 'logical',
      ruleType: 'LOGICAL',
      fieldIdTemplate: 'A#',
      logicalOperator: 'AND',
      conditions: [{ fieldId: 'B#', operator: 'NOT_EMPTY' }],
      executionRules: [{ id: 'c', ruleType: 'COMPARISON', fieldIdTemplate: 'C#', comparisonField: 'L', comparisonType: 'EQUAL' }],
    };
    const planned = planRuleSets([
      { enabled: true, rules: [required('l', 'L'), logical as ValidationRule] },
      { enabled: false, rules: [required('off', 'X')] },
    ]);
    expect(planned.rules).toHaveLength(2);
    expect([planned.loanPlans.length, planned.pairPlans.length]).toEqual([1, 1]);
    const slots = new FieldSlots();
    planned.pairPlans[0]({ slots, mapFieldId: pairFieldIds(2) });
    expect([...slots.fieldIds()].sort()).toEqual(['A#2', 'B#2', 'C#2', 'L']);
  });
});
