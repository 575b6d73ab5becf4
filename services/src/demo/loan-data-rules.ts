/**
 * The demo lender's loan-data rules: what the URLA and State Specific Data tabs check as the user
 * types and what a save must pass, in the rule types an administrator configures. Every demo
 * loan passes them (test/loans/loan-data.cases.ts checks it), so a save of any field works until
 * a user enters something the rules refuse.
 */
import { LOAN_DATA_RULES_TAG, type RuleSetSaveRequest, type ValidationRule } from 'shared-rules';

const required = (id: string, fieldIdTemplate: string): ValidationRule => ({ id, ruleType: 'REQUIRED', fieldIdTemplate });

export const DEMO_LOAN_DATA_RULES: ValidationRule[] = [
  required('loan-data-borrower-first-name', '4000#'),
  required('loan-data-borrower-last-name', '4002#'),
  { id: 'loan-data-borrower-email', ruleType: 'FORMAT', fieldIdTemplate: '1240#', format: 'EMAIL' },
  { id: 'loan-data-co-borrower-email', ruleType: 'FORMAT', fieldIdTemplate: '1268#', format: 'EMAIL' },
  { id: 'loan-data-borrower-ssn', ruleType: 'FORMAT', fieldIdTemplate: '65#', format: 'SSN' },
  { id: 'loan-data-co-borrower-ssn', ruleType: 'FORMAT', fieldIdTemplate: '97#', format: 'SSN' },
  {
    id: 'loan-data-note-rate',
    ruleType: 'RANGE',
    fieldIdTemplate: '3',
    range: { min: 2, max: 12 },
    customErrorMessage: 'A note rate of {value}% (field {field}) is outside the {min}% to {max}% this lender prices. Check the rate lock.',
  },
  {
    id: 'loan-data-purchase-price',
    ruleType: 'CONDITIONAL',
    fieldIdTemplate: '19',
    conditionType: 'EQUAL',
    conditionValue: 'Purchase',
    dependentRules: [
      {
        id: 'loan-data-purchase-price-required',
        ruleType: 'REQUIRED',
        fieldIdTemplate: '136',
        customErrorMessage: 'A purchase needs the purchase price from the sales contract.',
      },
    ],
  },
  {
    // HUD stopped insuring loans to non-permanent resident aliens in 2025.
    id: 'loan-data-fha-citizenship',
    ruleType: 'LOGICAL',
    fieldIdTemplate: 'DECL.B.CITIZENSHIP#',
    logicalOperator: 'AND',
    conditions: [
      { fieldId: 'DECL.B.CITIZENSHIP#', operator: 'EQUAL', value: 'NonPermanentResidentAlien' },
      { fieldId: '1172', operator: 'EQUAL', value: 'FHA' },
    ],
    executionRules: [
      {
        id: 'loan-data-fha-citizenship-error',
        ruleType: 'ERROR',
        fieldIdTemplate: 'DECL.B.CITIZENSHIP#',
        customErrorMessage: 'FHA loans are not available to non-permanent resident aliens: choose another loan type.',
      },
    ],
  },
  {
    // The declaration and the occupancy must tell the same story, or underwriting sends it back.
    id: 'loan-data-occupancy-declaration',
    ruleType: 'LOGICAL',
    fieldIdTemplate: 'DECL.B.OCCUPY#',
    logicalOperator: 'AND',
    conditions: [
      { fieldId: 'DECL.B.OCCUPY#', operator: 'NOT_EMPTY' },
      { fieldId: 'DECL.B.OCCUPY#', operator: 'IS_FALSE' },
      { fieldId: '1811', operator: 'EQUAL', value: 'PrimaryResidence' },
    ],
    executionRules: [
      {
        id: 'loan-data-occupancy-declaration-error',
        ruleType: 'ERROR',
        fieldIdTemplate: 'DECL.B.OCCUPY#',
        customErrorMessage:
          'The borrower will not occupy the property, but the loan is for a primary residence: correct the occupancy or the declaration.',
      },
    ],
  },
  {
    id: 'loan-data-program-display-only',
    ruleType: 'FORMFIELD',
    fieldIdTemplate: '1401',
    displayOnly: true,
    customLabel: 'Loan Program (set by your account executive)',
  },
  {
    id: 'loan-data-base-amount-label',
    ruleType: 'FORMFIELD',
    fieldIdTemplate: '1109',
    customLabel: 'Base Loan Amount (before financed fees)',
  },
];

/** Stored rule sets of the loan-data tabs: `[id, rule set]`, seeded with the other demo rule sets. */
export const DEMO_LOAN_DATA_RULE_SETS: Array<[string, RuleSetSaveRequest]> = [
  [
    'rs-lender-loan-data',
    {
      name: 'Loan data: lender requirements',
      organizationId: null,
      tags: [LOAN_DATA_RULES_TAG],
      enabled: true,
      rules: DEMO_LOAN_DATA_RULES,
    },
  ],
];
