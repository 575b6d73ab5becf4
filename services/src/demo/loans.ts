/**
 * Demo data of the loans feature: the create-loan and loan-data rule sets, the Add Loan settings (a disabled
 * Non-QM redirect rule, the feature flags, saved by the demo settings) and a pipeline of loans for Summit and Harbor.
 */
import { sql, type Kysely } from 'kysely';
import {
  NON_QM_FIELD,
  NON_QM_SET_VALUE,
  writeFieldValue,
  type AddLoanFeatureFlags,
  type LoanChannel,
  type LoanDocument,
  type LoanPurpose,
  type LoanStatus,
  type MortgageType,
  type RedirectRule,
} from 'shared-rules';
import type { Database } from '../platform/db/schema';
import { buildSampleLoan, seededRandom } from '../features/loan-files';
import { DEMO_LOAN_DATA_RULE_SETS } from './loan-data-rules';
import { DEMO_RULE_SETS, insertSeedRuleSets } from './rule-sets';
import { formatLoanNumber, loanFolder, pipelineColumns } from '../features/loans/loan-records';

/** Off until an administrator turns it on (PUT /api/settings/loan-upload): Non-QM loans go to the Non-QM pipeline. */
export const DEMO_NON_QM_REDIRECT_RULE: RedirectRule = {
  enabled: false,
  rules: [{ fieldId: NON_QM_FIELD, operator: 'EQUAL', value: NON_QM_SET_VALUE }],
  percent: 1,
  redirectUrl: 'https://nonqm.keystone-lending.test/pipeline',
  errorMessage: 'Non-QM loans are originated in the Keystone Non-QM portal. Continue to move this loan there; your loan data goes with it.',
};

export const DEMO_FEATURE_FLAGS: AddLoanFeatureFlags = { thirdContact: true, hoiOptOut: false, nonQmRedirect: true };

interface DemoLoan {
  organizationId: string;
  channel: LoanChannel;
  delegated: boolean;
  status: LoanStatus;
  loanOfficerId: string;
  loanProcessorId: string;
  submissionContactId?: string;
  pairs: number;
  loanPurpose: LoanPurpose;
  mortgageType: MortgageType;
  /** Custom field values by id. */
  custom?: Record<string, string>;
  daysAgo: number;
}

const summit = { organizationId: 'org-summit', loanOfficerId: 'usr-summit-taylor', loanProcessorId: 'usr-summit-morgan' };
const harbor = { organizationId: 'org-harbor', loanOfficerId: 'usr-harbor-drew', loanProcessorId: 'usr-harbor-avery' };
const wholesale = { channel: 'Banked - Wholesale' as const, delegated: false };

export const DEMO_LOANS: DemoLoan[] = [
  { ...summit, ...wholesale, status: 'Active', pairs: 1, loanPurpose: 'Purchase', mortgageType: 'Conventional', daysAgo: 1 },
  {
    ...summit,
    ...wholesale,
    status: 'Submitted',
    pairs: 2,
    loanPurpose: 'Purchase',
    mortgageType: 'FHA',
    custom: { 'CX.CORE.INITIALDISC': 'Company' },
    daysAgo: 4,
  },
  {
    ...summit,
    channel: 'Correspondent',
    delegated: true,
    submissionContactId: 'usr-summit-sam',
    status: 'In Underwriting',
    pairs: 1,
    loanPurpose: 'Cash-Out Refinance',
    mortgageType: 'VA',
    custom: { 'CX.CORE.INITIALDISC': 'Correspondent' },
    daysAgo: 9,
  },
  {
    ...summit,
    channel: 'Correspondent',
    delegated: false,
    status: 'Active',
    pairs: 1,
    loanPurpose: 'NoCash-Out Refinance',
    mortgageType: 'Conventional',
    custom: {
      'CX.CORE.INITIALDISC': 'Company',
      'CX.CORE.COC': 'Company',
      'CX.CORE.REVISEDCD': 'Correspondent',
      'CX.CORE.CLOSEDOCS': 'Correspondent',
    },
    daysAgo: 15,
  },
  {
    ...harbor,
    ...wholesale,
    status: 'Active',
    pairs: 1,
    loanPurpose: 'Purchase',
    mortgageType: 'FarmersHomeAdministration',
    custom: { CUST01FV: 'HMB-24117' },
    daysAgo: 2,
  },
  {
    ...harbor,
    ...wholesale,
    status: 'Active',
    pairs: 2,
    loanPurpose: 'Purchase',
    mortgageType: 'Conventional',
    custom: { CUST01FV: 'HMB-24102' },
    daysAgo: 6,
  },
  {
    ...harbor,
    ...wholesale,
    status: 'Approved',
    pairs: 1,
    loanPurpose: 'Cash-Out Refinance',
    mortgageType: 'Conventional',
    custom: { CUST01FV: 'HMB-23988', 'CX.CORE.INITIALDISC': 'Company', 'CX.CORE.DISCPREVIEW': 'X' },
    daysAgo: 21,
  },
  // History: the pipeline shows these only with "Include closed loans". The withdrawn and the
  // denied loan carry their HMDA action taken, so the adverse-action lock holds them to Documents.
  {
    ...summit,
    ...wholesale,
    status: 'Closed',
    pairs: 1,
    loanPurpose: 'Purchase',
    mortgageType: 'Conventional',
    custom: { '1393': 'Loan Originated' },
    daysAgo: 48,
  },
  {
    ...summit,
    ...wholesale,
    status: 'Withdrawn',
    pairs: 1,
    loanPurpose: 'NoCash-Out Refinance',
    mortgageType: 'FHA',
    custom: { '1393': 'Application withdrawn' },
    daysAgo: 33,
  },
  {
    ...harbor,
    ...wholesale,
    status: 'Denied',
    pairs: 1,
    loanPurpose: 'Cash-Out Refinance',
    mortgageType: 'Conventional',
    custom: { CUST01FV: 'HMB-23801', '1393': 'Application denied' },
    daysAgo: 64,
  },
];

function demoDocument(loan: DemoLoan, seed: number): LoanDocument {
  let document = buildSampleLoan({ pairs: loan.pairs, loanPurpose: loan.loanPurpose, mortgageType: loan.mortgageType }, seededRandom(seed));
  for (const [fieldId, value] of Object.entries(loan.custom ?? {})) {
    const written = writeFieldValue(document, fieldId, value);
    if (!written.ok) throw new Error(`Demo loan custom field ${fieldId}: ${written.problem.detail}`);
    document = written.document;
  }
  return document;
}

/**
 * Writes the loans feature's demo data with `db` (the seed's transaction). Its settings (the
 * redirect rule, the flags) are written with the other demo settings (settings/demo-settings.ts).
 */
export async function seedLoanDemo(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  await insertSeedRuleSets(db, [...DEMO_RULE_SETS, ...DEMO_LOAN_DATA_RULE_SETS]);

  for (const [index, loan] of DEMO_LOANS.entries()) {
    const { rows } = await sql<{ n: string | number }>`select nextval('loan_number_seq') as n`.execute(db);
    const createdAt = new Date(now.getTime() - loan.daysAgo * 86_400_000);
    const loanNumber = formatLoanNumber(Number(rows[0].n), createdAt);
    const numbered = writeFieldValue(demoDocument(loan, 7100 + index), '364', loanNumber, { allowReadOnly: true });
    if (!numbered.ok) throw new Error(numbered.problem.detail);
    await db
      .insertInto('loans')
      .values({
        id: `loan-demo-${String(index + 1).padStart(2, '0')}`,
        organizationId: loan.organizationId,
        loanNumber,
        channel: loan.channel,
        delegated: loan.delegated,
        status: loan.status,
        folder: loanFolder(loan.channel, loan.delegated),
        ...pipelineColumns(numbered.document),
        document: JSON.stringify(numbered.document),
        loanOfficerId: loan.loanOfficerId,
        loanProcessorId: loan.loanProcessorId,
        submissionContactId: loan.submissionContactId ?? null,
        createdBy: loan.loanOfficerId,
        createdAt,
        // Worked on a few hours after creation, so the pipeline order reads naturally.
        updatedAt: new Date(createdAt.getTime() + 3 * 3_600_000),
      })
      .execute();
  }
}
