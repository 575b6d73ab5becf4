/**
 * The demo lender's workflows (one per variant) and the rule sets they pick by tag. The steps
 * are the ones a wholesale and correspondent lender works a loan through; each task names the
 * loan tab where it is done (its feature key) or the documents it needs, filed by folder.
 */
import type { RuleSetSaveRequest, ValidationRule, Workflow, WorkflowStep, WorkflowVariant } from 'shared-rules';

const required = (id: string, fieldIdTemplate: string, customErrorMessage?: string): ValidationRule => ({
  id,
  ruleType: 'REQUIRED',
  fieldIdTemplate,
  ...(customErrorMessage ? { customErrorMessage } : {}),
});

/** Workflow rule tags of the demo lender. */
export const WORKFLOW_TAGS = {
  application: 'wf-application',
  initialDisclosures: 'wf-initial-disclosures',
  appraisal: 'wf-appraisal',
  purchase: 'wf-purchase',
  clearToClose: 'wf-clear-to-close',
  closingDate: 'wf-closing-date',
} as const;

export const DEMO_WORKFLOW_RULE_SETS: Array<[string, RuleSetSaveRequest]> = [
  [
    'rs-wf-application',
    {
      name: 'Workflow: application complete',
      organizationId: null,
      tags: [WORKFLOW_TAGS.application],
      enabled: true,
      rules: [
        required('wf-borrower-first-name', '4000#'),
        required('wf-borrower-last-name', '4002#'),
        required('wf-borrower-ssn', '65#'),
        required('wf-application-date', '745'),
        required('wf-loan-amount', '1109'),
        required('wf-property-street', '11'),
      ],
    },
  ],
  [
    'rs-wf-initial-disclosures',
    {
      name: 'Workflow: initial disclosures sent',
      organizationId: null,
      tags: [WORKFLOW_TAGS.initialDisclosures],
      enabled: true,
      rules: [required('wf-initial-disclosures-sent', 'CX.CORE.INITIALDISC', 'Record who sent the initial disclosures and LE.')],
    },
  ],
  [
    'rs-wf-appraisal',
    {
      name: 'Workflow: appraisal received',
      organizationId: null,
      tags: [WORKFLOW_TAGS.appraisal],
      enabled: true,
      rules: [required('wf-appraised-value', '356', 'Enter the appraised value from the appraisal report.')],
    },
  ],
  [
    // Display rule: passes for purchases only, so the insurance task shows on purchases.
    'rs-wf-purchase',
    {
      name: 'Workflow: purchase loans',
      organizationId: null,
      tags: [WORKFLOW_TAGS.purchase],
      enabled: true,
      rules: [
        {
          id: 'wf-is-purchase',
          ruleType: 'LOGICAL',
          logicalOperator: 'AND',
          conditions: [{ fieldId: '19', operator: 'NOT_EQUAL', value: 'Purchase' }],
          executionRules: [{ id: 'wf-not-purchase', ruleType: 'ERROR', customErrorMessage: 'Only purchase loans need this task.' }],
        },
      ],
    },
  ],
  [
    'rs-wf-clear-to-close',
    {
      name: 'Workflow: clear to close',
      organizationId: null,
      tags: [WORKFLOW_TAGS.clearToClose],
      enabled: true,
      rules: [
        required('wf-closing-docs-by', 'CX.CORE.CLOSEDOCS', 'Record who draws the closing documents once the conditions are cleared.'),
      ],
    },
  ],
  [
    'rs-wf-closing-date',
    {
      name: 'Workflow: closing scheduled',
      organizationId: null,
      tags: [WORKFLOW_TAGS.closingDate],
      enabled: true,
      rules: [required('wf-estimated-closing-date', '763', 'Enter the closing date agreed with the settlement agent.')],
    },
  ],
];

const registration: WorkflowStep = {
  name: 'Registration',
  tasks: [
    { featureKey: 'urla', name: 'Complete the loan application', completionRules: WORKFLOW_TAGS.application },
    { featureKey: 'signed-application', name: 'Upload the signed application', enforceDocs: [{ key: '1003', folderName: 'Application' }] },
  ],
};

const disclosures: WorkflowStep = {
  name: 'Disclosures',
  tasks: [
    { featureKey: 'disclosure-tracking', name: 'Send the initial disclosures', completionRules: WORKFLOW_TAGS.initialDisclosures },
    {
      featureKey: 'intent-to-proceed',
      name: 'Upload the signed intent to proceed',
      enforceDocs: [{ key: 'ITP', folderName: 'Disclosures' }],
    },
  ],
};

const credit: WorkflowStep = {
  name: 'Credit',
  tasks: [
    { featureKey: 'credit', name: 'Upload the credit report', enforceDocs: [{ key: 'CREDIT', folderName: 'Credit' }] },
    {
      featureKey: 'income',
      name: 'Upload income documents (two W-2s or two tax returns)',
      enforceDocs: [
        { key: 'W2', numberRequired: 2, folderName: 'Income' },
        { key: 'TAXRETURN', numberRequired: 2, folderName: 'Income' },
      ],
      enforceOneOfDocs: true,
    },
    {
      featureKey: 'assets',
      name: 'Upload two months of bank statements',
      enforceDocs: [{ key: 'BANKSTMT', numberRequired: 2, folderName: 'Bank Statements' }],
    },
  ],
};

const aus: WorkflowStep = {
  name: 'AUS',
  tasks: [{ featureKey: 'aus', name: 'Run DU or LPA and upload the findings', enforceDocs: [{ key: 'AUS', folderName: 'AUS Findings' }] }],
};

const submission = (name: string): WorkflowStep => ({
  name,
  tasks: [
    {
      featureKey: 'appraisals',
      name: 'Receive the appraisal',
      completionRules: WORKFLOW_TAGS.appraisal,
      enforceDocs: [{ key: 'APPRAISAL', folderName: 'Appraisal' }],
    },
    { featureKey: 'title-companies', name: 'Upload the title commitment', enforceDocs: [{ key: 'TITLE', folderName: 'Title' }] },
    {
      featureKey: 'insurance',
      name: 'Upload the homeowners insurance binder',
      displayRules: WORKFLOW_TAGS.purchase,
      enforceDocs: [{ key: 'HOI', folderName: 'Insurance' }],
    },
    {
      featureKey: 'flood-certificate',
      name: 'Flood certificate, when the lender ordered one',
      enforceDocs: [{ key: 'FLOOD', folderName: 'Insurance', optional: true }],
    },
  ],
});

const conditions: WorkflowStep = {
  name: 'Conditions',
  tasks: [{ featureKey: 'conditions', name: 'Clear the prior-to-docs conditions', completionRules: WORKFLOW_TAGS.clearToClose }],
};

const closing: WorkflowStep = {
  name: 'Closing',
  tasks: [{ featureKey: 'schedule-closing', name: 'Schedule the closing', completionRules: WORKFLOW_TAGS.closingDate }],
};

/**
 * Wholesale and non-delegated correspondent loans go through the lender's AUS and submission; a
 * delegated correspondent underwrites itself, so its loans skip AUS and come in for purchase review.
 */
export const DEMO_WORKFLOWS: Record<WorkflowVariant, Workflow> = {
  WH: { steps: [registration, disclosures, credit, aus, submission('Submission'), conditions, closing] },
  NONDEL: { steps: [registration, disclosures, credit, aus, submission('Submission'), conditions, closing] },
  DEL: { steps: [registration, disclosures, credit, submission('Purchase review'), conditions, closing] },
};

/**
 * Documents already uploaded against workflow tasks, by demo loan: the loans stand at several
 * steps (Registration, Disclosures, Credit, Submission, Conditions) when the portal opens. A task
 * its display rules hide still holds its step back until it is complete (the specification's
 * rule), so the refinance standing at Conditions has its insurance binder too, although only
 * purchases are shown that task.
 */
export const DEMO_TASK_DOCUMENTS: Record<string, string[]> = {
  'loan-demo-02': ['1003', 'ITP'],
  'loan-demo-03': ['1003', 'ITP', 'CREDIT', 'W2', 'W2', 'BANKSTMT', 'BANKSTMT'],
  'loan-demo-04': ['1003'],
  'loan-demo-06': ['1003', 'ITP'],
  'loan-demo-07': ['1003', 'ITP', 'CREDIT', 'TAXRETURN', 'TAXRETURN', 'BANKSTMT', 'BANKSTMT', 'AUS', 'APPRAISAL', 'TITLE', 'HOI'],
};
