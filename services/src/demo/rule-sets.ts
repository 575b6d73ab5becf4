import type { Kysely } from 'kysely';
import { LOAN_TAB_RULE_TAGS, type RuleSetSaveRequest, type ValidationRule } from 'shared-rules';
import type { Database } from '../platform/db/schema';
import { insertSeedVersions } from '../features/rule-sets/rule-set-versions-store';
import '../features/rule-sets/tables';
import { CREATE_LOAN_TAG } from '../features/rule-sets/rule-set-tags';

/** 2026 baseline conforming loan limit for a one-unit property. */
export const CONFORMING_LOAN_LIMIT = 832_750;

const required = (id: string, fieldIdTemplate: string): ValidationRule => ({ id, ruleType: 'REQUIRED', fieldIdTemplate });

/**
 * The lender's create-loan rules: what every new loan needs before the portal accepts it, in the
 * rule types an administrator configures (REQUIRED, FORMAT per borrower pair, RANGE, CONDITIONAL,
 * LOGICAL with an ERROR).
 */
export const DEMO_LENDER_CREATE_LOAN_RULES: ValidationRule[] = [
  required('required-loan-program', '1401'),
  required('required-loan-purpose', '19'),
  required('required-loan-type', '1172'),
  required('required-loan-amount', '1109'),
  required('required-property-street', '11'),
  required('required-property-city', '12'),
  required('required-property-state', '14'),
  required('required-property-zip', '15'),
  required('required-borrower-first-name', '4000#'),
  required('required-borrower-last-name', '4002#'),
  { id: 'format-borrower-ssn', ruleType: 'FORMAT', fieldIdTemplate: '65#', format: 'SSN' },
  { id: 'format-co-borrower-ssn', ruleType: 'FORMAT', fieldIdTemplate: '97#', format: 'SSN' },
  { id: 'format-property-zip', ruleType: 'FORMAT', fieldIdTemplate: '15', format: 'ZIPCODE' },
  {
    id: 'range-note-rate',
    ruleType: 'RANGE',
    fieldIdTemplate: '3',
    range: { min: 1, max: 15 },
    customErrorMessage: 'The note rate must be between {min}% and {max}% (entered: {value}%).',
  },
  {
    id: 'purchase-needs-price',
    ruleType: 'CONDITIONAL',
    fieldIdTemplate: '19',
    conditionType: 'EQUAL',
    conditionValue: 'Purchase',
    dependentRules: [required('required-purchase-price', '136')],
  },
  {
    id: 'conventional-conforming-limit',
    ruleType: 'LOGICAL',
    logicalOperator: 'AND',
    conditions: [
      { fieldId: '1172', operator: 'EQUAL', value: 'Conventional' },
      { fieldId: '1109', operator: 'GREATER_THAN', value: CONFORMING_LOAN_LIMIT },
    ],
    executionRules: [
      {
        id: 'conventional-over-conforming-limit',
        ruleType: 'ERROR',
        customErrorMessage:
          'The loan amount is above the conforming loan limit of $832,750 for a Conventional loan. Choose a jumbo program or lower the loan amount.',
      },
    ],
  },
];

/** Stored rule sets of the demo lender: `[id, rule set]`. */
export const DEMO_RULE_SETS: Array<[string, RuleSetSaveRequest]> = [
  [
    'rs-lender-create-loan',
    {
      name: 'Create loan: lender requirements',
      organizationId: null,
      tags: [CREATE_LOAN_TAG],
      enabled: true,
      rules: DEMO_LENDER_CREATE_LOAN_RULES,
    },
  ],
  [
    // Harbor's brokers quote their own file reference on every loan they send.
    'rs-harbor-create-loan',
    {
      name: 'Create loan: Harbor broker reference',
      organizationId: 'org-harbor',
      tags: [CREATE_LOAN_TAG],
      enabled: true,
      rules: [required('harbor-broker-reference', 'CUST01FV')],
    },
  ],
  [
    // The LE/CD Preview tab opens on loans marked "Disclosure Preview Required".
    'rs-lender-cd-preview',
    {
      name: 'Loan tabs: LE/CD preview',
      organizationId: null,
      tags: [LOAN_TAB_RULE_TAGS.cdPreview],
      enabled: true,
      rules: [required('cd-preview-when-required', 'CX.CORE.DISCPREVIEW')],
    },
  ],
];

/** Writes seed rule sets (`[id, rule set]`), each with its version 1, with `db`, the seed's transaction. */
export async function insertSeedRuleSets(db: Kysely<Database>, ruleSets: Array<[string, RuleSetSaveRequest]>): Promise<void> {
  await db
    .insertInto('ruleSets')
    .values(
      ruleSets.map(([id, set]) => ({
        id,
        name: set.name,
        organizationId: set.organizationId,
        tags: JSON.stringify(set.tags),
        enabled: set.enabled,
        rules: JSON.stringify(set.rules),
        updatedBy: null,
      })),
    )
    .execute();
  await insertSeedVersions(db, ruleSets);
}
