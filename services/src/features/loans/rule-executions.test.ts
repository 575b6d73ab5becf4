import { readFileSync } from 'node:fs';
import path from 'node:path';
import { emptyLoanDocument, writeFieldValue, type LoanDocument, type RuleSet } from 'shared-rules';
import { convertLoanFile, buildSampleLoan, seededRandom } from '../loan-files';
import { DEMO_LENDER_CREATE_LOAN_RULES } from '../../demo/rule-sets';
import { loanRuleExecutions, ruleFieldIds } from './rule-executions';

const lenderRules: RuleSet[] = [{ enabled: true, rules: DEMO_LENDER_CREATE_LOAN_RULES }];
const today = new Date('2026-03-02T12:00:00Z');
const FIXTURES = path.join(__dirname, '../../../test/fixtures/mismo');

function withValues(document: LoanDocument, values: Record<string, unknown>): LoanDocument {
  let current = document;
  for (const [fieldId, value] of Object.entries(values)) {
    const written = writeFieldValue(current, fieldId, value);
    if (!written.ok) throw new Error(written.problem.detail);
    current = written.document;
  }
  return current;
}

describe('loanRuleExecutions with the demo lender rules', () => {
  it('lists every blank required field once, by id and label', () => {
    const executions = loanRuleExecutions(lenderRules, emptyLoanDocument(), today);
    expect(executions.requiredFields.map((field) => field.fieldId)).toEqual([
      '1401',
      '19',
      '1172',
      '1109',
      '11',
      '12',
      '14',
      '15',
      '4000#1',
      '4002#1',
    ]);
    expect(executions.requiredFields[0]).toEqual({ fieldId: '1401', description: 'Loan Program' });
    expect(executions.advancedConditions).toEqual([]);
  });

  it('names the borrower pair of pair fields when the loan has several pairs', () => {
    const loan = buildSampleLoan({ pairs: 2, loanPurpose: 'Purchase', mortgageType: 'FHA' }, seededRandom(3));
    delete loan.applications[1].borrower.lastName;
    const executions = loanRuleExecutions(lenderRules, loan, today);
    expect(executions.requiredFields).toEqual([{ fieldId: '4002#2', description: 'Borrower Last Name (borrower pair 2)' }]);
  });

  it('reports the purchase price only for a purchase (CONDITIONAL)', () => {
    const loan = buildSampleLoan({ pairs: 1, loanPurpose: 'Purchase', mortgageType: 'FHA' }, seededRandom(4));
    delete loan.property.purchasePrice;
    expect(loanRuleExecutions(lenderRules, loan, today).requiredFields.map((f) => f.fieldId)).toEqual(['136']);
    loan.loanPurpose = 'Cash-Out Refinance';
    expect(loanRuleExecutions(lenderRules, loan, today).requiredFields).toEqual([]);
  });

  it('gives the RANGE and LOGICAL/ERROR failures as messages', () => {
    const loan = withValues(
      buildSampleLoan({ pairs: 1, loanPurpose: 'NoCash-Out Refinance', mortgageType: 'Conventional' }, seededRandom(5)),
      {
        '3': 19.5,
        '1109': 900000,
      },
    );
    const { requiredFields, advancedConditions } = loanRuleExecutions(lenderRules, loan, today);
    expect(requiredFields).toEqual([]);
    expect(advancedConditions.map((c) => c.message)).toEqual([
      'The note rate must be between 1% and 15% (entered: 19.5%).',
      'The loan amount is above the conforming loan limit of $832,750 for a Conventional loan. Choose a jumbo program or lower the loan amount.',
    ]);
    const fha = withValues(loan, { '1172': 'FHA', '3': 6.5 });
    expect(loanRuleExecutions(lenderRules, fha, today).advancedConditions).toEqual([]);
  });

  it('replaces a leading field id in a default message with the field label', () => {
    const rules: RuleSet[] = [{ enabled: true, rules: [{ id: 'zip-format', ruleType: 'REGEX', fieldIdTemplate: '15', regex: '^9' }] }];
    const loan = withValues(emptyLoanDocument(), { '15': '78701' });
    expect(loanRuleExecutions(rules, loan, today).advancedConditions).toEqual([
      { message: 'Subject Property Zip does not match the required pattern' },
    ]);
  });

  it('skips disabled rule sets, and reads # fields for every pair', () => {
    expect(loanRuleExecutions([{ enabled: false, rules: DEMO_LENDER_CREATE_LOAN_RULES }], emptyLoanDocument(), today)).toEqual({
      requiredFields: [],
      advancedConditions: [],
    });
    expect(ruleFieldIds(lenderRules, 2)).toEqual(expect.arrayContaining(['65#1', '65#2', '97#2', '4000#2', '1109', '1172']));
  });

  it.each([
    'purchase-conventional-1-pair.xml',
    'purchase-fha-2-pairs.xml',
    'purchase-usda-4-pairs.xml',
    'refinance-cash-out-va-1-pair.xml',
    'refinance-no-cash-out-conventional-3-pairs.xml',
  ])('an imported %s passes the lender rules', (file) => {
    const converted = convertLoanFile(readFileSync(path.join(FIXTURES, file)).toString('base64'));
    if (!converted.ok) throw new Error(converted.problem.detail);
    expect(loanRuleExecutions(lenderRules, converted.loan, today)).toEqual({ requiredFields: [], advancedConditions: [] });
  });
});
